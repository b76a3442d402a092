import type { Fix } from './diagnostic.js';

/** One replacement in a file's text: `[start, end)` becomes `text`. */
export interface Edit {
  start: number;
  end: number;
  text: string;
}

/**
 * Several non-overlapping edits of one file as one fix (ESLint's merged-fixer shape): the
 * range runs from the first edit to the last and the untouched text between them is kept.
 * `undefined` when there is nothing to do or two edits overlap.
 */
export function mergeEdits(source: string, edits: readonly Edit[]): Fix | undefined {
  if (edits.length === 0) return undefined;
  const sorted = [...edits].sort((a, b) => a.start - b.start);
  let text = '';
  for (let i = 0; i < sorted.length; i++) {
    const edit = sorted[i]!;
    if (i > 0 && edit.start < sorted[i - 1]!.end) return undefined;
    if (i > 0) text += source.slice(sorted[i - 1]!.end, edit.start);
    text += edit.text;
  }
  return { range: [sorted[0]!.start, sorted[sorted.length - 1]!.end], text };
}

/** `[`…`]` of a list marker and the whitespace after it at `at`, or of an ATX opening. */
const ITEM_OPENING = /^(?:[ \t]{0,3}(?:[-*+]|\d{1,9}[.)])[ \t]+|[ \t]{0,3}#{1,6}[ \t]+)?/;

/**
 * Where an item's own words start in the source: after its list marker or heading opening,
 * and after an opening `**` / `__` when there is one (returned as `strong`).
 */
export function itemWordsStart(source: string, at: number): { at: number; strong: string | null } {
  const opening = ITEM_OPENING.exec(source.slice(at, at + 24))![0];
  let start = at + opening.length;
  const strong = source.startsWith('**', start) ? '**' : source.startsWith('__', start) ? '__' : null;
  if (strong) start += 2;
  return { at: start, strong };
}
