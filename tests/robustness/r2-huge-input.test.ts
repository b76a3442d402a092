import { remarkPeakMib } from './helpers/remark-peak.js';
import { spawnSync } from 'node:child_process';
import { closeSync, ftruncateSync, mkdtempSync, openSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderResume, type HandoffRecord } from '@handoff/core/session';
import { BIN } from '../helpers/cli.js';
import { MEASURED_NODE, readPeak } from './helpers/peak-rss.js';
import { assertBuilt } from './helpers/worker-runner.js';

// R2: benign hand-off documents of 1 and 10 MiB (50 MiB with ROBUSTNESS_HUGE=1) and one with
// a 5 MiB single-line field, linted by the built CLI in a fresh process each. Pass: exit 0 or
// 1 with nothing on standard error; above the 64 MiB maximum, one fatal "too large" line,
// unread. Peak memory is held to ten times the file (plus what a first run loads); time is
// printed, not asserted (speed targets live in bench/). The control shows the memory check
// can fail: one-character lines with the parse budget off break it.

const MIB = 1024 * 1024;
const ALLOWANCE_MIB = 24;
const SIZES = process.env.ROBUSTNESS_HUGE === '1' ? [1, 10, 50] : [1, 10];

interface Measured {
  status: number | null;
  stderr: string;
  stdout: string;
  growthMib: number;
  ms: number;
}

let baselineMib = 0;

function lintAlone(name: string, text: string | null, config: object = {}, prepare?: (path: string) => void): Measured {
  const dir = mkdtempSync(join(tmpdir(), 'handoff-r2-'));
  writeFileSync(join(dir, '.handoffrc.json'), JSON.stringify(config));
  if (text !== null) writeFileSync(join(dir, name), text);
  prepare?.(join(dir, name));
  const started = performance.now();
  const result = spawnSync(process.execPath, [...MEASURED_NODE, BIN, 'lint', '--format', 'json', name], {
    cwd: dir,
    encoding: 'utf8',
    timeout: 300_000,
    maxBuffer: 1024 * MIB,
  });
  const ms = performance.now() - started;
  const { peakMib, stderr } = readPeak(result);
  return {
    status: result.status,
    stderr,
    stdout: result.stdout,
    growthMib: peakMib - baselineMib,
    ms,
  };
}

/** A benign RESUME.md of about `bytes`: active files and changes, as the writer renders them. */
function benignResume(bytes: number): string {
  const active_files: HandoffRecord['active_files'] = [];
  const changes: HandoffRecord['changes'] = [];
  for (let i = 0, size = 0; size < bytes; i++, size += 200) {
    active_files.push({
      path: `packages/app/src/module-${i}/index.ts`,
      purpose: `the entry point of module ${i}, which the router loads lazily`,
    });
    changes.push({
      what: `Split module ${i} out of the monolith`,
      why: 'it had grown past the size the team reviews in one sitting',
    });
  }
  return renderResume(record({ active_files, changes }));
}

function record(overrides: Partial<HandoffRecord>): HandoffRecord {
  return {
    schema: 1,
    written_at: '2026-11-29T20:00:00.000Z',
    goal: 'Make the app load faster by splitting it into modules.',
    status: 'partial',
    active_files: [{ path: 'src/app.ts', purpose: 'the app' }],
    changes: [{ what: 'Split the app', why: 'it was slow to load' }],
    failed_approaches: [{ approach: 'One bundle for everything', why_failed: 'the first paint took six seconds' }],
    next_steps: [{ step: 'Run the tests', command: 'npm test' }],
    ...overrides,
  };
}

beforeAll(() => {
  assertBuilt();
  baselineMib = 0;
  baselineMib = Math.min(lintAlone('x-PLAN.md', '# Plan\n').growthMib, lintAlone('x-PLAN.md', '# Plan\n').growthMib);
  console.info(`[robustness R2] baseline peak ${baselineMib.toFixed(0)} MiB`);
}, 60_000);

describe('R2 huge benign input', () => {
  it.each(SIZES)(
    'a %i MiB RESUME.md lints without a crash',
    (mib) => {
      const text = benignResume(mib * MIB);
      const run = lintAlone('RESUME.md', text);
      console.info(
        `[robustness R2] ${mib} MiB RESUME.md (${(text.length / MIB).toFixed(1)} MiB): ${run.ms.toFixed(0)} ms, ` +
          `+${run.growthMib.toFixed(0)} MiB peak`,
      );
      expect(run.stderr).toBe('');
      expect([0, 1]).toContain(run.status);
      expect(JSON.parse(run.stdout)[0].messages.filter((m: { fatal?: boolean }) => m.fatal)).toEqual([]);
    },
    300_000,
  );

  it('a RESUME.md whose goal is one 5 MiB line lints without a crash', () => {
    const run = lintAlone(
      'RESUME.md',
      renderResume(record({ goal: `${'Make the app load faster by splitting it. '.repeat(125_000)}Done.` })),
    );
    console.info(
      `[robustness R2] 5 MiB single-line goal: ${run.ms.toFixed(0)} ms, +${run.growthMib.toFixed(0)} MiB peak`,
    );
    expect(run.stderr).toBe('');
    expect([0, 1]).toContain(run.status);
  }, 300_000);

  it('above the 64 MiB maximum: one fatal "too large" line, the file unread', () => {
    const run = lintAlone('RESUME.md', null, {}, (path) => {
      const fd = openSync(path, 'w');
      ftruncateSync(fd, 65 * MIB); // sparse: reading it would cost 65 MiB, judging its size nothing
      closeSync(fd);
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(1);
    expect(JSON.parse(run.stdout)[0].messages).toEqual([
      expect.objectContaining({
        ruleId: null,
        fatal: true,
        message: 'File is too large to lint (65 MiB; the limit is 64 MiB)',
      }),
    ]);
    expect(run.growthMib).toBeLessThan(ALLOWANCE_MIB);
  });

  // Measured on its own, so no other failure can count against it (the runs above check the
  // same files lint cleanly). The 10 MiB note's tree is most of its peak: 367,000 mdast nodes
  // with their positions (docs/robustness.md, finding 10).
  it('peak memory stays within 10 × the file (+24 MiB)', () => {
    for (const mib of [1, 10]) {
      const text = benignResume(mib * MIB);
      const run = lintAlone('RESUME.md', text);
      const allowed = (10 * text.length) / MIB + ALLOWANCE_MIB;
      console.info(
        `[robustness R2] memory: ${mib} MiB RESUME.md peaks at +${run.growthMib.toFixed(0)} MiB of the ` +
          `${allowed.toFixed(0)} MiB allowed`,
      );
      expect(run.status === 0 || run.status === 1).toBe(true);
      expect(run.growthMib, `${mib} MiB`).toBeLessThanOrEqual(allowed);
    }
  }, 300_000);

  it('control: the memory check can fail (remark alone, with no guard, on one-character lines)', () => {
    const growthMib = remarkPeakMib(`## Goal\n\n${'a\n'.repeat(500_000)}`) - baselineMib;
    expect(growthMib).toBeGreaterThan(10 * (1_000_010 / MIB) + ALLOWANCE_MIB);
  }, 120_000);
});
