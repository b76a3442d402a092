import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lintFiles } from '@handoff/linter';

/** A finding as the real-files tests compare it: its rule, line and column. */
export type Finding = [string, number, number];

/**
 * A config file of no settings: it adopts handoff, so every claim the rules make on a free-form hand-over is reported.
 * These tests are of the readings; adoption has its own (`adoption.branches.test.ts`).
 */
export const ADOPTING_CONFIG = {};

/**
 * Lint `text` as `HANDOFF.md` in a project of its own, found by walking it as a checkout is: the free-form
 * reading, with no rendered layout declared, every claim on it reported (`ADOPTING_CONFIG`).
 */
export async function lintOneHandoff(text: string): Promise<{ layout: string | null; findings: Finding[] }> {
  const dir = mkdtempSync(join(tmpdir(), 'handoff-one-handoff-'));
  writeFileSync(join(dir, '.handoffrc.json'), JSON.stringify(ADOPTING_CONFIG));
  writeFileSync(join(dir, 'HANDOFF.md'), text);
  const [result] = await lintFiles(['.'], { cwd: dir });
  return {
    layout: result?.reading?.layout ?? null,
    findings: (result?.messages ?? []).map((m): Finding => [m.ruleId!, m.line, m.column]),
  };
}

/** The findings alone of `lintOneHandoff`. */
export async function findingsOf(text: string): Promise<Finding[]> {
  return (await lintOneHandoff(text)).findings;
}

/** A free-form hand-over's "no failed approaches" finding, at 1:1. */
export const NO_FAILED: Finding = ['handoff-failed-approaches-empty', 1, 1];

/** A next-steps section that ends a test hand-over with a step to run. */
export const STEP_TO_RUN = '\n## Next steps\n\n- Run `npm test` and fix the last failure\n';
