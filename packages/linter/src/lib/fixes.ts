import type { Fix } from './diagnostic.js';

/**
 * Apply the non-overlapping fixes of one lint pass to `text`, as ESLint does: in source
 * order, each fix kept only when it starts after the previous one ends; the others wait for
 * the next pass, which re-lints the fixed text.
 */
export function applyFixes(text: string, fixes: readonly Fix[]): string {
  return applyFixesCounted(text, fixes).text;
}

/** `applyFixes`, with how many of the fixes it applied (those that overlap an earlier one wait). */
export function applyFixesCounted(text: string, fixes: readonly Fix[]): { text: string; applied: number } {
  const ordered = [...fixes].sort((a, b) => a.range[0] - b.range[0] || a.range[1] - b.range[1]);
  let out = '';
  let at = 0;
  let applied = 0;
  for (const fix of ordered) {
    if (fix.range[0] < at) continue;
    out += text.slice(at, fix.range[0]) + fix.text;
    at = fix.range[1];
    applied++;
  }
  return { text: out + text.slice(at), applied };
}
