import type { Diagnostic } from '../diagnostic.js';
import { applyFixesCounted } from '../fixes.js';

/** Fix passes at most, as ESLint: a fix that keeps making new fixable problems cannot loop forever. */
const MAX_FIX_PASSES = 10;

/**
 * Apply every fix the findings offer and lint the fixed text again, until no finding offers
 * a fix, a pass changes nothing, or `MAX_FIX_PASSES` passes ran. Gives the last lint, the
 * text it read and how many fixes were applied over every pass.
 */
export function fixUntilDone<T extends { messages: Diagnostic[] }>(
  text: string,
  first: T,
  lint: (text: string) => T,
): { lint: T; text: string; applied: number } {
  let last = first;
  let applied = 0;
  for (let pass = 0; pass < MAX_FIX_PASSES && last.messages.some((m) => m.fix); pass++) {
    const fixed = applyFixesCounted(
      text,
      last.messages.flatMap((m) => (m.fix ? [m.fix] : [])),
    );
    if (fixed.text === text) break;
    text = fixed.text;
    applied += fixed.applied;
    last = lint(text);
  }
  return { lint: last, text, applied };
}
