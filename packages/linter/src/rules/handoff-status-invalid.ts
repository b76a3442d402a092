import {
  conceptOfHeading,
  findSection,
  HANDOFF_STATUSES,
  HANDOFF_TEXT,
  plainText,
  sectionContent,
  spanOf,
  type HandoffDocument,
  type HandoffSectionNode,
} from '@handoff/core/read';
import type { ListItem, Paragraph } from 'mdast';
import { openingLabelOf, openingParagraph, sectionBlocks } from '../lib/handoff-rules-support.js';
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
    // A label that names the status states it after its colon (`Status: partial`, `**State:** blocked`). Any other
    // lead names a fact, not the status: one of two or more words (`**Trusted baseline:** analyze is clean`,
    // `**Working and verified:**` over a list), or one of a section that sets facts out under leads (`**Backend**
    // (Django): fully live`; `**Branch:** main`, then `**Tests:** green`; `**Platform** — live`, then `**Docs** —
    // live`). Such a section states no status word, and its first lead is none.
    const namesFact = (lead: string | null) =>
      lead !== null && conceptOfHeading(lead, ctx.document.concepts) !== 'status';
    const lead = leadOf(node);
    if (namesFact(lead)) {
      const facts = sectionLines(ctx.document, section).filter((line) => namesFact(leadOf(line)));
      if (words(lead!) > 1 || facts.length > 1) return;
    }
    const label = openingLabelOf(node);
    const statusLabel = label !== null && !namesFact(label);
    const status = statusLabel ? labelledValue(whole) : firstWord(whole);
    // Only a value the section states as one is read (docs/handoff-rules.md): a prose sentence has no status word.
    if (status === '' || (!statusLabel && !statesValue(node, whole))) return;
    if (!STATUSES.has(status.toLowerCase()))
      ctx.report({ messageId: 'invalid', data: { status, heading: section.headingText }, span });
  },
});

/**
 * What a line opens with to say what it is about: its opening label (`Branch` of `**Branch:** main`, `Tests` of `Tests:
 * green`), else the text of the bold run it opens with (`Platform` of `**Platform** — live`, `Working and verified:` of
 * `**Working and verified:**`), or `null`.
 */
function leadOf(line: Paragraph | ListItem): string | null {
  const label = openingLabelOf(line);
  if (label !== null) return label;
  const first = openingParagraph(line)?.children[0];
  return first?.type === 'strong' ? plainText(first, HANDOFF_TEXT).trim() || null : null;
}

/** A section's lines: its paragraphs and its lists' items, in order. */
function sectionLines(document: HandoffDocument, section: HandoffSectionNode): Array<Paragraph | ListItem> {
  return sectionBlocks(document, section).filter(
    (block): block is Paragraph | ListItem => block.type === 'paragraph' || block.type === 'listItem',
  );
}

/** How many words a text has. */
function words(text: string): number {
  return text.trim().split(/\s+/u).length;
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
  return words(value) <= VALUE_WORDS ? unpunctuated(value) : '';
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
 * Whether a paragraph or list item states a value rather than opening a sentence. A value set apart by formatting
 * (`**partial** — waiting`, `` `blocked` ``, `**Done.** Implemented`) is a few words that end with punctuation or that
 * no word follows on their line; `**PR #1** is green` is a sentence's subject. A plain first word stands alone, ends
 * a sentence or a label (`Blocked. Waiting for the key`, `Blocked: CI is down`), or is followed by a dash or a
 * parenthesis (`partial — review`), or a comma on a line of a few words (`done-ish, really`). `The parser is done`,
 * `Partially done` and `Cheap, contained, one-file fix — done directly` state none: there the comma goes on with the
 * sentence.
 */
function statesValue(node: ListItem | Paragraph, text: string): boolean {
  const lead = openingParagraph(node)?.children[0];
  if (lead && (lead.type === 'strong' || lead.type === 'emphasis' || lead.type === 'inlineCode')) {
    const value = plainText(lead, HANDOFF_TEXT).trim();
    const after = text.trimStart().slice(value.length).split('\n', 1)[0]!.trim();
    return words(value) <= VALUE_WORDS && (/[\p{P}]$/u.test(value) || !/^[\p{L}\p{N}]/u.test(after));
  }
  // `text` has a first word (the caller read one), so this matches.
  const [, word, rest] = /^\s*([^\s—–]+)(.*)$/su.exec(text) as unknown as [string, string, string];
  const after = rest.split('\n', 1)[0]!.trim();
  const shortLine = words(`${word} ${after}`) <= VALUE_WORDS;
  return after === '' || /[.:;!?]$/u.test(word) || (shortLine && word.endsWith(',')) || /^[—–(-]/u.test(after);
}
