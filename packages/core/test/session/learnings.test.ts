import { describe, expect, it } from 'vitest';
import { formatLearnings, learningCandidates, MAX_PATTERN_BYTES } from '@handoff/core/session';
import { validRecord } from './fixtures.js';

describe('learningCandidates', () => {
  it('maps each failed approach to `<approach> — <why_failed>`, trimmed', () => {
    const record = validRecord({
      failed_approaches: [
        { approach: '  Retrying the flaky upload ', why_failed: ' the server rate-limits retries ' },
        { approach: 'Caching the token in memory', why_failed: 'workers do not share memory' },
      ],
    });
    expect(formatLearnings(learningCandidates(record))).toBe(
      '{"pattern":"Retrying the flaky upload — the server rate-limits retries","outcome":"failed"}\n' +
        '{"pattern":"Caching the token in memory — workers do not share memory","outcome":"failed"}\n',
    );
  });

  it('yields none for an explained-empty list', () => {
    expect(
      learningCandidates(
        validRecord({ failed_approaches: [], no_failed_approaches_reason: 'nothing was attempted twice here' }),
      ),
    ).toEqual([]);
  });

  it('reads a stored record without re-validating it and skips malformed entries', () => {
    expect(learningCandidates({ failed_approaches: [{ approach: 'x', why_failed: 'y' }, 'junk', null] })).toEqual([
      { pattern: 'x — y', outcome: 'failed' },
    ]);
    expect(learningCandidates(null)).toEqual([]);
  });

  it('keeps every pattern within 4,096 UTF-8 bytes, cut at a character boundary', () => {
    const [candidate] = learningCandidates({
      failed_approaches: [{ approach: '失'.repeat(2000), why_failed: '败'.repeat(2000) }],
    });
    expect(Buffer.byteLength(candidate!.pattern)).toBeLessThanOrEqual(MAX_PATTERN_BYTES);
    expect(candidate!.pattern).not.toContain('\uFFFD');
  });
});
