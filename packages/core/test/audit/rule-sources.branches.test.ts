import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeHandoff } from '@handoff/core/session';
import { formatBytes } from '@handoff/core/store';
import { parseRejectionList, storedRuleSources } from '../../src/lib/audit/rule-sources.js';
import { validInput } from '../session/fixtures.js';

const scratch = mkdtempSync(join(tmpdir(), 'handoff-rule-sources-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('parseRejectionList', () => {
  const NEEDS = (n: number) => ({ ok: false, problem: `entry ${n} needs \`approach\` and \`evidence\` strings` });
  const BAD_N = (n: number) => ({ ok: false, problem: `entry ${n} has an \`n\` that is not a positive integer` });
  it.each([
    [
      'not an array',
      { n: 1 },
      { ok: false, problem: 'must be a JSON array (what `handoff rejections --json` prints)' },
    ],
    ['an empty list', [], { ok: true, rejections: [] }],
    [
      'entries with and without n',
      [
        { n: 3, approach: 'a', evidence: 'e' },
        { approach: 'b', evidence: 'f' },
      ],
      {
        ok: true,
        rejections: [
          { n: 3, approach: 'a', evidence: 'e' },
          { approach: 'b', evidence: 'f' },
        ],
      },
    ],
    ['null', [null], NEEDS(1)],
    ['an array entry', [[]], NEEDS(1)],
    ['no evidence', [{ approach: 'a' }], NEEDS(1)],
    ['no approach', [{ evidence: 'e' }], NEEDS(1)],
    ['n as a string', [{ n: '1', approach: 'a', evidence: 'e' }], BAD_N(1)],
    [
      'n a fraction',
      [
        { approach: 'a', evidence: 'e' },
        { n: 1.5, approach: 'a', evidence: 'e' },
      ],
      BAD_N(2),
    ],
    ['n zero', [{ n: 0, approach: 'a', evidence: 'e' }], BAD_N(1)],
  ])('%s', (_name, value, expected) => {
    expect(parseRejectionList(value)).toEqual(expected);
  });
});

describe('formatBytes', () => {
  it.each([
    [1, '1 byte'],
    [0, '0 MiB'],
    [7, '7 bytes'],
    [2048, '2 KiB'],
    [3 * 1024 * 1024, '3 MiB'],
    [1536 * 1024, '1536 KiB'],
    [1025, '1025 bytes'],
  ])('%i', (bytes, expected) => {
    expect(formatBytes(bytes)).toBe(expected);
  });
});

describe('storedRuleSources', () => {
  it('an empty store has no rejections and no record', async () => {
    expect(await storedRuleSources(scratch)).toEqual({ rejections: [], handoff: null });
  });

  it('a stored record gives its failed approaches', async () => {
    const dir = join(scratch, 'with-record');
    await writeHandoff(dir, validInput(), { now: new Date('2026-11-29T20:00:00.000Z') });
    const failed = (validInput() as { failed_approaches: Array<{ approach: string; why_failed: string }> })
      .failed_approaches;
    expect(await storedRuleSources(dir)).toEqual({ rejections: [], handoff: { failed_approaches: failed } });
    expect(failed.length).toBeGreaterThan(0);
  });
});
