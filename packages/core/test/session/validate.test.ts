import { describe, expect, it } from 'vitest';
import {
  DEFECT_CODES,
  formatDefect,
  MAX_PATTERN_BYTES,
  validateHandoffRecord,
  type DefectCode,
} from '@handoff/core/session';
import { deepFreeze, FAKE_GITHUB_TOKEN, validInput } from './fixtures.js';

const now = new Date('2026-11-29T20:00:00.000Z');
type Patch = (input: Record<string, any>) => void;

function defectsOf(patch: Patch): Array<[string, DefectCode]> {
  const input = validInput() as Record<string, any>;
  patch(input);
  const result = validateHandoffRecord(input, { now });
  return result.defects.map((defect) => [defect.path, defect.code]);
}

describe('validateHandoffRecord', () => {
  it('accepts a valid record, stamping schema and written_at', () => {
    const result = validateHandoffRecord(validInput(), { now });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.record.schema).toBe(1);
    expect(result.record.written_at).toBe('2026-11-29T20:00:00.000Z');
    expect(Object.keys(result.record)).toEqual([
      'schema',
      'written_at',
      'goal',
      'status',
      'active_files',
      'changes',
      'failed_approaches',
      'next_steps',
    ]);
  });

  it('keeps a given written_at', () => {
    const result = validateHandoffRecord({ ...validInput(), written_at: '2025-01-02T03:04:05Z' }, { now });
    expect(result.ok && result.record.written_at).toBe('2025-01-02T03:04:05Z');
  });

  it.each<[string, Patch, Array<[string, DefectCode]>]>([
    ['a thin goal', (r) => (r.goal = '   short goal, padded with spaces only          '), [['goal', 'thin-goal']]],
    ['a missing goal', (r) => delete r.goal, [['goal', 'missing-field']]],
    ['a goal that is a number', (r) => (r.goal = 42), [['goal', 'wrong-type']]],
    ['a bad status', (r) => (r.status = 'Done'), [['status', 'bad-status']]],
    ['an unsupported schema', (r) => (r.schema = 2), [['schema', 'unsupported-schema']]],
    ['a bad written_at', (r) => (r.written_at = 'yesterday'), [['written_at', 'bad-written-at']]],
    ['an unknown field', (r) => (r.notes = 'x'), [['notes', 'unknown-field']]],
    ['an unknown nested field', (r) => (r.changes[0].who = 'me'), [['changes[0].who', 'unknown-field']]],
    ['no active files', (r) => (r.active_files = []), [['active_files', 'no-active-files']]],
    ['an active file that is a string', (r) => (r.active_files = ['a.ts']), [['active_files[0]', 'bad-active-file']]],
    [
      'a bare path',
      (r) => (r.active_files = [{ path: 'a.ts' }]),
      [['active_files[0].purpose', 'active-file-no-purpose']],
    ],
    [
      'a blank purpose',
      (r) => (r.active_files[0].purpose = '   '),
      [['active_files[0].purpose', 'active-file-no-purpose']],
    ],
    ['a thin purpose', (r) => (r.active_files[0].purpose = ' uses  '), [['active_files[0].purpose', 'thin-purpose']]],
    ['a blank path', (r) => (r.active_files[0].path = '  '), [['active_files[0].path', 'active-file-no-path']]],
    ['a multi-line path', (r) => (r.active_files[0].path = 'a\nb.ts'), [['active_files[0].path', 'multi-line-path']]],
    ['no changes', (r) => (r.changes = []), [['changes', 'no-changes']]],
    ['a change without why', (r) => delete r.changes[0].why, [['changes[0].why', 'change-no-why']]],
    ['a thin what', (r) => (r.changes[0].what = 'fix'), [['changes[0].what', 'thin-what']]],
    ['a thin why', (r) => (r.changes[0].why = 'because'), [['changes[0].why', 'thin-why']]],
    [
      'missing failed_approaches',
      (r) => delete r.failed_approaches,
      [['failed_approaches', 'missing-failed-approaches']],
    ],
    ['failed_approaches not an array', (r) => (r.failed_approaches = 'none'), [['failed_approaches', 'wrong-type']]],
    [
      'an unexplained empty list',
      (r) => (r.failed_approaches = []),
      [['no_failed_approaches_reason', 'unexplained-empty-failed-approaches']],
    ],
    [
      'a thin no-failure reason',
      (r) => ((r.failed_approaches = []), (r.no_failed_approaches_reason = 'nothing failed')),
      [['no_failed_approaches_reason', 'thin-no_failed_approaches_reason']],
    ],
    [
      'a reason beside listed failures',
      (r) => (r.no_failed_approaches_reason = 'nothing failed in this session at all'),
      [['no_failed_approaches_reason', 'unexpected-no-failed-approaches-reason']],
    ],
    [
      'a failed approach without cause',
      (r) => delete r.failed_approaches[0].why_failed,
      [['failed_approaches[0].why_failed', 'failed-approach-no-cause']],
    ],
    [
      'a blank cause',
      (r) => (r.failed_approaches[0].why_failed = '  '),
      [['failed_approaches[0].why_failed', 'failed-approach-no-cause']],
    ],
    [
      'a thin cause',
      (r) => (r.failed_approaches[0].why_failed = 'it broke'),
      [['failed_approaches[0].why_failed', 'thin-why_failed']],
    ],
    [
      'a thin approach',
      (r) => (r.failed_approaches[0].approach = 'retry'),
      [['failed_approaches[0].approach', 'thin-approach']],
    ],
    ['no next steps', (r) => (r.next_steps = []), [['next_steps', 'no-next-steps']]],
    ['a thin step', (r) => (r.next_steps[1].step = 'go'), [['next_steps[1].step', 'thin-step']]],
    [
      'a blank command',
      (r) => (r.next_steps[0].command = ' '),
      [
        ['next_steps', 'no-reentry-command'],
        ['next_steps[0].command', 'bad-next-step-command'],
      ],
    ],
    ['no re-entry command', (r) => delete r.next_steps[0].command, [['next_steps', 'no-reentry-command']]],
    [
      'a NUL byte',
      (r) => (r.changes[0].why = 'atomic writes\u0000 keep it whole'),
      [['changes[0].why', 'unsafe-character']],
    ],
    ['a bidi override', (r) => (r.goal += ' \u202E'), [['goal', 'unsafe-character']]],
    ['a lone surrogate', (r) => (r.next_steps[0].step += '\uD800'), [['next_steps[0].step', 'unsafe-character']]],
    [
      'a secret',
      (r) => (r.failed_approaches[0].why_failed = `the token ${FAKE_GITHUB_TOKEN} was revoked`),
      [['failed_approaches[0].why_failed', 'secret-value']],
    ],
  ])('refuses %s', (_name, patch, expected) => {
    expect(defectsOf(patch)).toEqual(expected);
  });

  it('reports every defect, in field order, not just the first', () => {
    const found = defectsOf((r) => {
      r.goal = 'too short';
      r.status = 'done';
      r.active_files = [{ path: 'a.ts' }];
      r.changes[0].why = '';
      r.failed_approaches = [
        { approach: 'x', why_failed: 'y' },
        { approach: 'tried the obvious fix first', why_failed: `leaked ${FAKE_GITHUB_TOKEN}` },
      ];
      r.next_steps = [{ step: 'wait and see' }];
    });
    expect(found).toEqual([
      ['goal', 'thin-goal'],
      ['status', 'bad-status'],
      ['active_files[0].purpose', 'active-file-no-purpose'],
      ['changes[0].why', 'change-no-why'],
      ['failed_approaches[0].approach', 'thin-approach'],
      ['failed_approaches[0].why_failed', 'thin-why_failed'],
      ['failed_approaches[1].why_failed', 'secret-value'],
      ['next_steps', 'no-reentry-command'],
    ]);
  });

  it.each([
    ['null', null],
    ['a string', 'text'],
    ['a number', 42],
    ['an array', [validInput()]],
  ])('refuses a non-object root (%s)', (_name, value) => {
    const result = validateHandoffRecord(value);
    expect(result.defects[0]).toMatchObject({ path: '<root>', code: 'not-object' });
  });

  it('never echoes a secret and names its kind', () => {
    const input = validInput() as Record<string, any>;
    input.changes[0].why = `rotated ${FAKE_GITHUB_TOKEN} after the leak`;
    const result = validateHandoffRecord(input);
    const lines = result.defects.map(formatDefect);
    expect(lines).toEqual(['changes[0].why: holds a GitHub token; refer to it by name instead (secret-value)']);
    expect(JSON.stringify(result)).not.toContain(FAKE_GITHUB_TOKEN);
  });

  it('never echoes a secret used as an unknown key', () => {
    const result = validateHandoffRecord({ ...validInput(), [FAKE_GITHUB_TOKEN]: 'x' });
    expect(result.ok).toBe(false);
    expect(JSON.stringify(result)).not.toContain(FAKE_GITHUB_TOKEN);
  });

  it('accepts names of secrets and placeholders', () => {
    const input = validInput() as Record<string, any>;
    input.changes[0].why = 'reads STRIPE_SECRET_KEY from the environment via process.env.STRIPE_SECRET_KEY';
    expect(validateHandoffRecord(input).ok).toBe(true);
  });

  it('never mutates or freezes the caller object', () => {
    const input = deepFreeze(validInput());
    const copy = structuredClone(input);
    const result = validateHandoffRecord(input, { now });
    expect(result.ok).toBe(true);
    expect(input).toEqual(copy);
    expect(input).not.toHaveProperty('written_at');
    const open = validInput();
    validateHandoffRecord(open, { now });
    expect(Object.isFrozen(open)).toBe(false);
    expect(open).not.toHaveProperty('schema');
  });

  describe('the learnings cap in UTF-8 bytes', () => {
    const withApproach = (approach: string, why: string) =>
      defectsOf((r) => (r.failed_approaches = [{ approach, why_failed: why }]));

    it('counts 3-byte characters as 3 bytes (CJK)', () => {
      // 1,000 CJK characters are 1,000 UTF-16 units but 3,000 bytes; two of them exceed 4,096 bytes.
      const cjk = '失'.repeat(1000);
      expect(withApproach(cjk, cjk)).toEqual([['failed_approaches[0]', 'failed-approach-too-long']]);
    });

    it('accepts a pattern of exactly 4,096 bytes and refuses 4,097', () => {
      const why = 'w'.repeat(12);
      const room = MAX_PATTERN_BYTES - Buffer.byteLength(` — ${why}`);
      expect(withApproach('a'.repeat(room), why)).toEqual([]);
      expect(withApproach('a'.repeat(room + 1), why)).toEqual([['failed_approaches[0]', 'failed-approach-too-long']]);
    });
  });

  it('survives a value nested 10,000 levels deep (no recursion to blow)', () => {
    const deep = JSON.parse(`${'['.repeat(10_000)}"x"${']'.repeat(10_000)}`) as unknown;
    expect(defectsOf((r) => (r.goal = deep))).toEqual([['goal', 'wrong-type']]);
    expect(defectsOf((r) => (r.extra = deep))).toEqual([['extra', 'unknown-field']]);
  });

  it('documents every code it can emit', () => {
    expect(new Set(DEFECT_CODES).size).toBe(DEFECT_CODES.length);
  });
});
