import { remarkPeakMib } from './helpers/remark-peak.js';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { BIN } from '../helpers/cli.js';
import { handoffWithSectionBody, planWithItemBody } from './helpers/checks.js';
import { PATHOLOGICAL } from './helpers/pathological.js';
import { MEASURED_NODE, readPeak } from './helpers/peak-rss.js';
import { assertBuilt } from './helpers/worker-runner.js';

// R1's memory bound: `handoff lint` on a pathological file grows its peak resident memory by
// at most ten times the file, plus a fixed allowance for what a first parse loads (remark,
// its caches). Measured per run in a fresh process (peak RSS is per process), against the
// same CLI linting a one-line plan. The control: remark alone, with no guard before it, breaks
// the bound on a file of one-character lines, so the bound is one a reader can break.

const ALLOWANCE_MIB = 24;
const MIB = 1024 * 1024;

/** Peak RSS in MiB of `handoff lint` on `text` saved as `name`, with `config` as the folder's config. */
// Each file gets its kind by its name (the inputs are hostile text, not a plan's content).
const KINDS = { plan: ['*-PLAN.md'], summary: ['*-SUMMARY.md'], handoff: ['RESUME.md'] };
function peakMib(
  name: string,
  text: string,
  config: object = { rules: { 'section-missing': ['error', { decisions: 'required' }] }, kinds: KINDS },
): number {
  const dir = mkdtempSync(join(tmpdir(), 'handoff-r1-memory-'));
  writeFileSync(join(dir, '.handoffrc.json'), JSON.stringify(config));
  writeFileSync(join(dir, name), text);
  const result = spawnSync(process.execPath, [...MEASURED_NODE, BIN, 'lint', '--format', 'json', name], {
    cwd: dir,
    encoding: 'utf8',
    timeout: 120_000,
    maxBuffer: 64 * MIB,
  });
  return readPeak(result).peakMib;
}

let baseline = 0;
beforeAll(() => {
  assertBuilt();
  baseline = Math.min(peakMib('x-PLAN.md', '# Plan\n'), peakMib('x-PLAN.md', '# Plan\n'));
  console.info(`[robustness R1 memory] baseline peak ${baseline.toFixed(0)} MiB`);
}, 60_000);

// The inputs that are large at upstream size, and the shapes that cost most memory per byte.
const CASES = PATHOLOGICAL.filter(
  (c) =>
    c.make(c.upstream).length >= 400_000 ||
    ['setext headings', 'nested block quotes', 'one heading, repeated'].includes(c.name),
);

describe('R1 memory: peak RSS grows by at most 10 × the file + 24 MiB', () => {
  for (const input of CASES) {
    const text = input.make(input.upstream);
    it.each([
      ['in a handoff section', 'RESUME.md', handoffWithSectionBody(text)],
      ['in a decision item', 'x-PLAN.md', planWithItemBody(text)],
    ])(
      `${input.name} (${(text.length / MIB).toFixed(2)} MiB) %s`,
      (_where, name, file) => {
        const growth = peakMib(name, file) - baseline;
        const bound = (10 * file.length) / MIB + ALLOWANCE_MIB;
        console.info(
          `[robustness R1 memory] ${input.name} ${_where}: ${(file.length / MIB).toFixed(2)} MiB file, ` +
            `+${growth.toFixed(0)} MiB (bound ${bound.toFixed(0)})`,
        );
        expect(growth).toBeLessThanOrEqual(bound);
      },
      120_000,
    );
  }

  it('control: remark alone, with no guard before it, breaks the bound on one-character lines', () => {
    const file = handoffWithSectionBody('a\n'.repeat(500_000));
    const growth = remarkPeakMib(file) - baseline;
    expect(growth).toBeGreaterThan((10 * file.length) / MIB + ALLOWANCE_MIB);
  }, 120_000);
});
