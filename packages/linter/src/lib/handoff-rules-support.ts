import { HANDOFF_SECTIONS, HANDOFF_TEXT, MIN_LENGTH, plainText, type HandoffSectionName, type PlainTextOptions } from '@handoff/core/read';
import type { ListItem, Nodes } from 'mdast';

/** Stands in for an inline code span in an item's shape: one "word" with no punctuation. */
const CODE_MARK = '\uE000';

/** What an item opens with: a file path (active files) or free text (changes, failed approaches). */
export type ItemSubject = 'file' | 'text';

/** The least reason a `None` line must give, in characters (the writer's minimum for `no_failed_approaches_reason`). */
export const MIN_NONE_REASON = MIN_LENGTH.no_failed_approaches_reason;

/** The display title of a section, for messages. */
export function sectionTitle(name: HandoffSectionName): string {
  return HANDOFF_SECTIONS.find((section) => section.name === name)!.title;
}

/** The rank of a section in the required order (0 = goal). */
export function sectionRank(name: HandoffSectionName): number {
  return HANDOFF_SECTIONS.findIndex((section) => section.name === name);
}

/**
 * The handoff reading with inline code as `CODE_MARK`: an item's shape. One object for every
 * item: a fresh spread per call cost 15 MiB of peak memory on a 10 MiB note (R2).
 */
const SHAPE_TEXT: Readonly<PlainTextOptions> = { ...HANDOFF_TEXT, inlineCode: CODE_MARK };

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
  const rest = afterSubject(plainText(first, SHAPE_TEXT), subject);
  return EXPLANATION.some((pattern) => pattern.test(rest));
}

/** How a report names an item's subject: its leading inline-code path, else its first word. */
export function subjectText(item: ListItem): string {
  const first = item.children[0];
  if (first?.type !== 'paragraph') return '';
  const lead = first.children[0];
  if (lead?.type === 'inlineCode') return lead.value;
  return (/^\s*([^\s:—–]+)/u.exec(plainText(first, HANDOFF_TEXT))?.[1] ?? '').replace(/--$/, '');
}

function afterSubject(shape: string, subject: ItemSubject): string {
  const text = subject === 'text' ? shape.replace(LEAD_LABEL, '') : shape.trimStart();
  if (text.startsWith(CODE_MARK)) return text.slice(1);
  // The first word, without a separator glued to its end (`cache:` leaves `: …`).
  const word = /^[^\s:—–]*?(?=--|[\s:—–]|$)/u.exec(text)?.[0] ?? '';
  return text.slice(word.length);
}

/** Whether any of `nodes` holds inline code or a code block, at any depth. Iterative. */
export function holdsCode(nodes: readonly Nodes[]): boolean {
  const stack: Nodes[] = [...nodes];
  while (stack.length > 0) {
    const current = stack.pop()!;
    if (current.type === 'inlineCode' || current.type === 'code') return true;
    if ('children' in current) for (const child of current.children as Nodes[]) stack.push(child);
  }
  return false;
}
