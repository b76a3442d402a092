import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lintFiles } from '@handoff/linter';

/** A finding as the real-files tests compare it: its rule, line and column. */
export type Finding = [string, number, number];

/**
 * Lint `text` as `HANDOFF.md` in a project of its own, found by walking it as a checkout is: the free-form
 * reading, with no config and no rendered layout declared.
 */
export async function lintOneHandoff(text: string): Promise<{ layout: string | null; findings: Finding[] }> {
  const dir = mkdtempSync(join(tmpdir(), 'handoff-one-handoff-'));
  writeFileSync(join(dir, 'HANDOFF.md'), text);
  const [result] = await lintFiles(['.'], { cwd: dir });
  return {
    layout: result?.reading?.layout ?? null,
    findings: (result?.messages ?? []).map((m): Finding => [m.ruleId!, m.line, m.column]),
  };
}
