import { HANDOFF_SECTIONS, type HandoffSectionName } from '../handoff-vocabulary.js';

const LEADING_NUMBER = /^\s*\d{1,9}[.)]\s*/;
/**
 * The six titles in lower case, and the singular of those of two words (`next step`, `failed approach`, `active
 * file`): a heading names its section in either number. Made once (a note may hold tens of thousands of h2s).
 */
const LOWER_TITLES = HANDOFF_SECTIONS.flatMap(({ name, title }) => {
  const lower = title.toLowerCase();
  const singular = lower.includes(' ') ? lower.replace(/(?<=ch)es$|s$/, '') : lower;
  return [...new Set([lower, singular])].map((words) => ({ name, title: words }));
});

/**
 * Which of the six sections an h2 names in their canonical words (the titles the renderer
 * writes: `Goal`, `Status`, `Active files`, `Changes`, `Failed approaches`, `Next steps`), or
 * `null`. A leading `1.` / `2)` is dropped; the title must open the rest (any case) and end at a
 * word boundary, in either number: `4. Changes made`, `Goals` and `6. Next step` name theirs,
 * `Current state` and `Changelog` do not. What tells the rendered layout from a hand-written
 * handoff (docs/real-files.md, "Layout rules only for the layout"); sections themselves are
 * read through the synonym table (`conceptOfHeading`).
 */
export function canonicalSectionOf(text: string): HandoffSectionName | null {
  const rest = text.replace(LEADING_NUMBER, '').trimStart().toLowerCase().replace(/\s+/g, ' ');
  for (const { name, title } of LOWER_TITLES) if (opensWith(rest, title)) return name;
  return null;
}

/** `text` starts with `keyword` (an optional plural `s` after it) ending at a word boundary. */
function opensWith(text: string, keyword: string): boolean {
  if (!text.startsWith(keyword)) return false;
  let end = keyword.length;
  if (text[end] === 's') end++;
  return end >= text.length || !/[\p{L}\p{N}_]/u.test(text[end]!);
}
