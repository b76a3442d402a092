import { readRejectionsState } from '../rejections/store.js';
import { readHandoff } from '../session/store.js';
import type { HandoffInput, RejectionInput } from './rules.js';

/**
 * The rejections a JSON value lists (what `handoff rejections --json` prints:
 * `[{"n", "approach", "evidence"}]`), or the one-line problem (`entry 2 needs …`).
 */
export function parseRejectionList(
  value: unknown,
): { ok: true; rejections: RejectionInput[] } | { ok: false; problem: string } {
  if (!Array.isArray(value))
    return { ok: false, problem: 'must be a JSON array (what `handoff rejections --json` prints)' };
  const rejections: RejectionInput[] = [];
  for (const [i, entry] of value.entries()) {
    const e =
      entry !== null && typeof entry === 'object' && !Array.isArray(entry) ? (entry as Record<string, unknown>) : null;
    if (e === null || typeof e.approach !== 'string' || typeof e.evidence !== 'string')
      return { ok: false, problem: `entry ${i + 1} needs \`approach\` and \`evidence\` strings` };
    if (e.n !== undefined && (typeof e.n !== 'number' || !Number.isInteger(e.n) || e.n < 1))
      return { ok: false, problem: `entry ${i + 1} has an \`n\` that is not a positive integer` };
    rejections.push({ ...(typeof e.n === 'number' ? { n: e.n } : {}), approach: e.approach, evidence: e.evidence });
  }
  return { ok: true, rejections };
}

/**
 * The rules a `.handoff` folder holds: its rejected approaches (numbered from 1) and the
 * failed approaches of its stored handoff record. A store that cannot be read throws the
 * store's own error.
 */
export async function storedRuleSources(
  dir: string,
): Promise<{ rejections: RejectionInput[]; handoff: HandoffInput | null }> {
  const state = await readRejectionsState(dir);
  const rejections = (state?.rejected_approaches ?? []).map((e, i) => ({
    n: i + 1,
    approach: e.approach,
    evidence: e.evidence,
  }));
  const stored = await readHandoff(dir);
  const failed = (stored?.record as { failed_approaches?: unknown } | null | undefined)?.failed_approaches;
  const handoff = Array.isArray(failed)
    ? {
        failed_approaches: failed.filter(
          (f: unknown): f is { approach: string; why_failed: string } =>
            f !== null &&
            typeof f === 'object' &&
            typeof (f as Record<string, unknown>).approach === 'string' &&
            typeof (f as Record<string, unknown>).why_failed === 'string',
        ),
      }
    : null;
  return { rejections, handoff };
}
