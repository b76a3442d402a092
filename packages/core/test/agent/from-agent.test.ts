import { describe, expect, test } from 'vitest';
import {
  fromAgentHandoffRecord,
  fromAgentImplementationDecisions,
  fromAgentPacket,
  fromAgentPlanDecisions,
  fromAgentRejection,
} from '@handoff/core/agent';
import { parsePacket } from '@handoff/core';
import { splitRejectionNote } from '@handoff/core/rejections';
import { PACKET } from './samples.js';

const RECORD = {
  goal: 'Make hand-offs between AI coding agents machine-checkable so the next session starts informed.',
  status: 'partial',
  status_note: null,
  active_files: [{ path: 'packages/core/src/lib/agent/schemas.ts', purpose: 'derives the authoring schemas' }],
  changes: [{ what: 'Added the authoring schemas', why: 'strict structured output refused the full ones' }],
  failed_approaches: [],
  no_failed_approaches_reason: 'Nothing failed: the transform worked on the first try.',
  next_steps: [
    { step: 'Run the agent tests', command: 'npx vitest run packages/core/test/agent' },
    { step: 'Read the generated schemas', command: null },
  ],
};

describe('fromAgentHandoffRecord', () => {
  test('drops the nulls the authoring schema allows, stamps the time, renders RESUME.md', () => {
    const result = fromAgentHandoffRecord(RECORD, { now: new Date('2026-11-29T20:00:00Z') });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.written_at).toBe('2026-11-29T20:00:00.000Z');
    expect('status_note' in result.value).toBe(false);
    expect(result.value.next_steps[1]).toEqual({ step: 'Read the generated schemas' });
    expect(result.text).toContain('## Failed approaches\n\nNone. Reason: Nothing failed');
    expect(RECORD.status_note).toBeNull(); // the caller's object is not changed
  });

  test("a null where a value is required is reported at its path with the writer's code", () => {
    const result = fromAgentHandoffRecord({ ...RECORD, goal: null, changes: [{ what: 'Added x', why: null }] });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((p) => [p.path, p.code])).toEqual([
      ['goal', 'wrong-type'],
      ['changes[0].what', 'thin-what'],
      ['changes[0].why', 'wrong-type'],
    ]);
  });

  test('a secret is refused, named by category, never echoed', () => {
    const token = 'ghp_' + 'A1b2'.repeat(9);
    const result = fromAgentHandoffRecord({
      ...RECORD,
      changes: [{ what: `Stored ${token} in the config`, why: 'the deploy needed it' }],
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toContainEqual(expect.objectContaining({ path: 'changes[0].what', code: 'secret-value' }));
    expect(JSON.stringify(result.problems)).not.toContain(token);
  });
});

describe('fromAgentPlanDecisions / fromAgentImplementationDecisions', () => {
  test('a plan with mechanical null renders its three buckets', () => {
    const result = fromAgentPlanDecisions({
      mechanical: null,
      locked: [{ id: 'D-1', statement: 'Use TypeBox', why: 'one source', source: 'architecture constraint' }],
      open: [],
      rejected: [{ id: 'R-1', alternative: 'zod', rejectedBecause: 'a second schema source' }],
    });
    expect(result.ok && result.text).toBe(
      '## Plan Decisions\n\n### Locked (executor MUST follow)\n- D-1: Use TypeBox. Why: one source. Source: ' +
        'architecture constraint.\n\n' +
        "### Open (executor's discretion within constraints)\n(none)\n\n### Considered and rejected\n- R-1: zod. " +
        'Rejected because: a second schema source.\n',
    );
  });

  test('the full rules still apply: an id in the wrong list, an empty statement', () => {
    const result = fromAgentPlanDecisions({
      mechanical: null,
      locked: [{ id: 'O-1', statement: ' ', why: 'x', source: 'y' }],
      open: [],
      rejected: [],
    });
    expect(!result.ok && result.problems).toEqual([
      { path: 'locked[0].id', message: 'must match pattern "^D-[0-9]+$"' },
      { path: 'locked[0].statement', message: 'must hold a letter or digit and no NUL character' },
    ]);
  });

  test('a summary: a mooted Taken item and a deviation without a Locked reference (null)', () => {
    const result = fromAgentImplementationDecisions({
      mechanical: null,
      taken: [{ id: 'DT-1', openRef: 'O-1', reason: 'the plan dropped the feature', mooted: true }],
      deviations: [
        {
          id: 'DV-1',
          planSaid: 'one tool',
          iDid: 'two tools',
          reason: 'clearer for models',
          verification: 'the e2e test lists both',
          lockedRef: null,
        },
      ],
      questions: [],
    });
    expect(result.ok && result.text).toContain('- DT-1: Mooted O-1. Reason: the plan dropped the feature.');
    expect(result.ok && result.text).toContain(
      '- DV-1: Plan said one tool; I did two tools. Reason: clearer for models. Verification: the e2e test lists both.',
    );
  });

  test.each([null, 'text', [], 3])('a non-object (%j) is one problem at the root', (input) => {
    expect(fromAgentPlanDecisions(input)).toEqual({
      ok: false,
      problems: [{ path: '<root>', message: 'must be object' }],
    });
  });
});

describe('fromAgentRejection', () => {
  test('trims, and escapes the pipes of the approach so the note splits back the same', () => {
    const result = fromAgentRejection({
      approach: '  cat log | grep -c ERR  ',
      evidence: 'counts 0 | the log rotates',
    });
    expect(result).toEqual({
      ok: true,
      value: { approach: 'cat log | grep -c ERR', evidence: 'counts 0 | the log rotates' },
      text: 'cat log \\| grep -c ERR | counts 0 | the log rotates',
    });
    if (!result.ok) return;
    const back = splitRejectionNote(result.text)!;
    expect([back.approach.trim(), back.evidence.trim()]).toEqual([result.value.approach, result.value.evidence]);
  });

  test('redacts a secret in the evidence as the store would', () => {
    const result = fromAgentRejection({
      approach: 'Use the shared deploy key',
      evidence: 'PASSWORD=' + 'Hunter2Hunter2x9' + ' was revoked',
    });
    expect(result.ok && result.value.evidence).toBe('PASSWORD=[REDACTED] was revoked');
  });

  test.each([
    [{ approach: ' ', evidence: 'x' }, [{ path: 'approach', message: 'must hold more than white space' }]],
    [{ approach: 'x' }, [{ path: 'evidence', message: 'is required' }]],
    [
      { approach: 'x', evidence: 2, extra: true },
      [
        { path: 'extra', message: 'is not a known field' },
        { path: 'evidence', message: 'must be a string' },
      ],
    ],
    ['x | y', [{ path: '<root>', message: 'must be an object with `approach` and `evidence`' }]],
  ])('refuses %j', (input, problems) => expect(fromAgentRejection(input)).toEqual({ ok: false, problems }));
});

describe('fromAgentPacket', () => {
  test('maps the snake_case keys to the twelve fields; null digest becomes the pointer; the text reads back', () => {
    const result = fromAgentPacket(PACKET);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value['OUTCOME / ACCEPTANCE']).toBe(PACKET.outcome_acceptance);
    expect(result.value.CHECKPOINT_DIGEST).toBe('sha256 of this file, kept outside it in state/packet.json');
    expect(parsePacket(result.text)).toEqual(result.value);
  });

  test.each([
    [
      { ...PACKET, goal_id: 'G-1\nG-2' },
      { path: 'goal_id', message: 'field GOAL_ID must be one line' },
    ],
    [
      { ...PACKET, progress: null },
      { path: 'progress', message: 'field PROGRESS is missing' },
    ],
    [
      { ...PACKET, GOAL_ID: 'x' },
      { path: 'GOAL_ID', message: 'is not a known field' },
    ],
    [
      { ...PACKET, policy: 'token: ' + 'ghp_' + 'A1b2'.repeat(9) },
      {
        path: 'policy',
        message: 'field POLICY holds a secret (GitHub token, line 1); reference where it is kept instead',
      },
    ],
  ])('refuses %#', (input, problem) => expect(fromAgentPacket(input)).toEqual({ ok: false, problems: [problem] }));
});
