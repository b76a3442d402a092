import {
  conceptOfHeading,
  findSection,
  HANDOFF_STATUSES,
  HANDOFF_TEXT,
  plainText,
  sectionContent,
  spanOf,
} from '@handoff/core/read';
import type { List, ListItem, Paragraph } from 'mdast';
import { openingLabelOf } from '../lib/handoff-rules-support.js';
import { defineRule } from '../lib/rule.js';

const STATUSES: ReadonlySet<string> = new Set(HANDOFF_STATUSES);

export default defineRule({
  id: 'handoff-status-invalid',
  meta: {
    description: 'Require the status of a handoff document to be `running`, `partial` or `blocked`',
    defaultSeverity: 'error',
    scope: 'handoff',
    messages: {
      invalid:
        'Unexpected status `{{status}}` (read from the first word under `## {{heading}}`), ' +
        'expected `running`, `partial` or `blocked`',
      empty:
        'Unexpected empty status section `## {{heading}}`, expected `running`, ' +
        '`partial` or `blocked` as its first word',
    },
  },
  check(ctx) {
    // A rule of the rendered layout: a free-form handoff is not held to it (docs/handoff-rules.md).
    if (ctx.document.layout === null) return;
    const section = findSection(ctx.document, 'status');
    if (!section) return;
    const first = sectionContent(ctx.document, section).find(
      (node) => node.type === 'paragraph' || node.type === 'list',
    );
    const node = first?.type === 'list' ? first.children[0] : first;
    const span = node ? spanOf(node) : undefined;
    const whole = node ? plainText(node, HANDOFF_TEXT) : '';
    if (!node || !span || firstWord(whole) === '') {
      ctx.report({ messageId: 'empty', data: { heading: section.headingText }, span: span ?? section.heading });
      return;
    }
    // A label that names the status states it after its colon (`Status: partial`, `**State:** blocked`). A list of
    // labelled lines sets facts out under their labels (`**Backend** (Django): fully live`, `**Git**: pushed`): it
    // states no status word, and its first label is none.
    const label = openingLabelOf(node);
    const namesStatus = label !== null && conceptOfHeading(label, ctx.document.concepts) === 'status';
    if (!namesStatus && first?.type === 'list' && labelledLines(first)) return;
    const status = namesStatus ? labelledValue(whole) : firstWord(whole);
    // Only a value the section states as one is read (docs/handoff-rules.md): a prose sentence has no status word.
    if (status === '' || (!namesStatus && !statesValue(node, whole))) return;
    if (!STATUSES.has(status.toLowerCase()))
      ctx.report({ messageId: 'invalid', data: { status, heading: section.headingText }, span });
  },
});

/** Whether a list holds two or more items and each opens with a label (`**Git**: pushed`, `- Tests: green`). */
function labelledLines(list: List): boolean {
  return list.children.length >= 2 && list.children.every((item) => openingLabelOf(item) !== null);
}

/**
 * The value a labelled line states after its colon, up to a dash, a parenthesis or the end of its clause (`Status: in
 * progress — CI` → `in progress`), if it is a value of up to `VALUE_WORDS` words; a sentence after the label states
 * none (empty).
 */
function labelledValue(text: string): string {
  const value = text
    .slice(text.search(/[:：]/u) + 1)
    .split(/\s[—–-]|[—–(.,;!?\n]/u, 1)[0]!
    .trim();
  return value.split(/\s+/u).length <= VALUE_WORDS ? unpunctuated(value) : '';
}

/** The most words a labelled status value has (`in progress`, `on hold`); more make a sentence. */
const VALUE_WORDS = 3;

/** The first word, formatting already gone, stripped of punctuation at either end (`**partial** —` → `partial`). */
function firstWord(text: string): string {
  // Every text matches: both parts may be empty.
  return unpunctuated(/^[\s]*([^\s—–]*)/u.exec(text)![1]!);
}

/** A value without the punctuation and symbols at either end (`**partial** —` read as `partial —` → `partial`). */
function unpunctuated(value: string): string {
  return value.replace(/^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu, '');
}

/**
 * Whether a paragraph or list item states a value rather than opening a sentence: its first
 * word stands alone, is set apart by formatting (`**partial** — waiting`, `` `blocked` ``), ends
 * with punctuation (`Blocked. Waiting for the key`, `Blocked: CI is down`, `done-ish, really`), or is followed by a
 * dash or a parenthesis (`partial — review`). `The parser is done` and `Partially done` state none.
 */
function statesValue(node: ListItem | Paragraph, text: string): boolean {
  const paragraph = node.type === 'listItem' ? node.children[0] : node;
  const lead = paragraph?.type === 'paragraph' ? paragraph.children[0] : undefined;
  if (lead && (lead.type === 'strong' || lead.type === 'emphasis' || lead.type === 'inlineCode')) return true;
  // `text` has a first word (the caller read one), so this matches.
  const [, word, rest] = /^\s*([^\s—–]+)(.*)$/su.exec(text) as unknown as [string, string, string];
  const after = rest.split('\n', 1)[0]!.trim();
  return after === '' || /[.,:;!?]$/u.test(word) || /^[—–(-]/u.test(after);
}
