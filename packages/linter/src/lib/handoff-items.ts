import { MIN_LENGTH } from '@handoff/core/read';
import type { ListItem, RootContent } from 'mdast';
import { sectionContent, type HandoffDocument, type HandoffSectionNode } from './handoff-document.js';
import { CODE_MARK, plainText } from './handoff-text.js';

/** What an item opens with: a file path (active files) or free text (changes, failed approaches). */
export type ItemSubject = 'file' | 'text';

/**
 * The items of a section: the top-level items of the lists directly in it. Nested lists
 * belong to their parent item; paragraphs are not items (a renderer's preamble such as
 * "Do not re-attempt these." must not count as an approach).
 */
export function sectionItems(document: HandoffDocument, section: HandoffSectionNode): ListItem[] {
  const items: ListItem[] = [];
  // One push per item: spreading a list of 100,000+ items overflows the call stack.
  for (const node of sectionContent(document, section)) if (node.type === 'list') for (const item of node.children) items.push(item);
  return items;
}

// A label that opens the item itself ("**Tried:** …") is not its explanation.
const LEAD_LABEL = /^\s*(?:tried|approach|change|changed|what|file|path)\s*:\s*/i;
const WORD = `[\\p{L}\\p{N}${CODE_MARK}]`;
const EXPLANATION = [
  // A label: `Why:`, `Why it failed:`, `Failed because:` followed by something.
  new RegExp(`(?:why(?:\\s+it\\s+failed)?|failed\\s+because)\\s*:\\s*\\S`, 'iu'),
  // A separator followed by words: `:`, `—`, `–`, `--`, ` - `.
  new RegExp(`^\\s*:\\s*${WORD}|:\\s+${WORD}`, 'u'),
  new RegExp(`[—–]\\s*${WORD}`, 'u'),
  // `--` needs space around it mid-text, so a `--flag` is no separator.
  new RegExp(`^--\\s*${WORD}|\\s--\\s+${WORD}`, 'u'),
  new RegExp(`\\s-\\s+${WORD}`, 'u'),
  // A second sentence.
  new RegExp(`[.!?][)"'’”\\]*_]*\\s+[\\p{L}\\p{N}${CODE_MARK}("'“‘*_\\[]`, 'u'),
];

/**
 * Whether a list item explains itself (docs/handoff-rules.md): after its subject — for a file, the
 * leading inline-code path or first word; otherwise the first word, after any opening
 * `Tried:` label — it carries a `Why:`-style label, a separator (`:`, `—`, `–`, `--`,
 * ` - `) followed by words, a second sentence, or nested content. Separators and full
 * stops inside inline code do not count.
 */
export function explainsItself(item: ListItem, subject: ItemSubject): boolean {
  if (item.children.length > 1) return true;
  const first = item.children[0];
  if (first?.type !== 'paragraph') return false;
  const rest = afterSubject(plainText(first, { codeMark: true }), subject);
  return EXPLANATION.some((pattern) => pattern.test(rest));
}

/** How a report names an item's subject: its leading inline-code path, else its first word. */
export function subjectText(item: ListItem): string {
  const first = item.children[0];
  if (first?.type !== 'paragraph') return '';
  const lead = first.children[0];
  if (lead?.type === 'inlineCode') return lead.value;
  return (/^\s*([^\s:—–]+)/u.exec(plainText(first))?.[1] ?? '').replace(/--$/, '');
}

function afterSubject(shape: string, subject: ItemSubject): string {
  const text = subject === 'text' ? shape.replace(LEAD_LABEL, '') : shape.trimStart();
  if (text.startsWith(CODE_MARK)) return text.slice(1);
  // The first word, without a separator glued to its end (`cache:` leaves `: …`).
  const word = /^[^\s:—–]*?(?=--|[\s:—–]|$)/u.exec(text)?.[0] ?? '';
  return text.slice(word.length);
}

const NONE_LEAD = /^\s*none\b(?:\s+(?:recorded|so\s+far|yet))?[\s\p{P}]*(?:reason\s*:)?\s*/iu;

/** The reason a `None …` line gives (docs/handoff-rules.md), or `null` when the node is no `None` line. */
export function noneReason(node: RootContent | ListItem): string | null {
  const paragraph = node.type === 'paragraph' ? node : node.type === 'listItem' ? node.children[0] : undefined;
  if (paragraph?.type !== 'paragraph') return null;
  const text = plainText(node.type === 'listItem' ? node : paragraph);
  if (!/^\s*none\b/i.test(text)) return null;
  return text.replace(NONE_LEAD, '').trim();
}

/** The least reason a `None` line must give, in characters (the writer's minimum for `no_failed_approaches_reason`). */
export const MIN_NONE_REASON = MIN_LENGTH.no_failed_approaches_reason;
