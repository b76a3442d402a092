import { HANDOFF_SECTIONS, SPECIFIC_HANDOFF_HEADINGS, type HandoffSectionName } from '../handoff-vocabulary.js';

const LEADING_NUMBER = /^\s*\d{1,9}[.)]\s*/;

/**
 * Which section an h2's text opens, or `null`. A leading `1.` / `2)` is dropped; the rest
 * must start with a keyword (case-insensitive) that ends at a word boundary, an optional
 * plural `s` allowed: `Goals` and `Next steps` match, `Filesystem` and `Nextjs` do not.
 */
export function sectionOfHeading(text: string): HandoffSectionName | null {
  const rest = text.replace(LEADING_NUMBER, '').trimStart().toLowerCase().replace(/\s+/g, ' ');
  for (const { name, phrase } of SPECIFIC_HANDOFF_HEADINGS) if (opensWith(rest, phrase)) return name;
  for (const section of HANDOFF_SECTIONS) {
    for (const keyword of section.keywords) if (opensWith(rest, keyword)) return section.name;
  }
  return null;
}

/** `text` starts with `keyword` (an optional plural `s` after it) ending at a word boundary. */
function opensWith(text: string, keyword: string): boolean {
  if (!text.startsWith(keyword)) return false;
  let end = keyword.length;
  if (text[end] === 's') end++;
  return end >= text.length || !/[\p{L}\p{N}_]/u.test(text[end]!);
}
