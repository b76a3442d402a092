import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import {
  auditRecord,
  auditReportJsonSchema,
  auditTranscript,
  readTranscript,
  renderAuditSummary,
  renderAuditTable,
  rulesInForce,
  summariseAuditRecords,
  wilsonInterval,
  type AuditReport,
} from '../../src/lib/audit/index.js';
import { auditRecordJsonSchema, parseAuditRecord } from '../../src/lib/audit/summary.js';
import { auditSession01 } from './helpers.js';

/** A Claude Code transcript from compact steps: `say`, `user`, and calls with their result. */
type Step =
  | { say: string }
  | { user: string }
  | { bash: string; out?: string; error?: boolean; denied?: boolean; sidechain?: boolean; pending?: boolean }
  | { edit: [path: string, old: string, next: string]; error?: boolean }
  | { read: string; out: string };

function transcript(steps: Step[]): string {
  const lines: string[] = [];
  let n = 0;
  for (const step of steps) {
    const id = `toolu_${++n}`;
    if ('say' in step)
      lines.push(
        JSON.stringify({
          type: 'assistant',
          uuid: `a${n}`,
          message: { role: 'assistant', content: [{ type: 'text', text: step.say }] },
        }),
      );
    else if ('user' in step)
      lines.push(JSON.stringify({ type: 'user', uuid: `u${n}`, message: { role: 'user', content: step.user } }));
    else {
      const [name, input] =
        'bash' in step
          ? ['Bash', { command: step.bash }]
          : 'edit' in step
            ? ['Edit', { file_path: step.edit[0], old_string: step.edit[1], new_string: step.edit[2] }]
            : ['Read', { file_path: step.read }];
      const sidechain = 'bash' in step && step.sidechain === true;
      lines.push(
        JSON.stringify({
          type: 'assistant',
          uuid: `a${n}`,
          isSidechain: sidechain,
          message: { role: 'assistant', content: [{ type: 'tool_use', id, name, input }] },
        }),
      );
      if ('bash' in step && step.pending) continue;
      const denied = 'bash' in step && step.denied === true;
      const error = ('error' in step && step.error === true) || denied;
      const out = denied
        ? "The user doesn't want to proceed with this tool use."
        : 'out' in step
          ? (step.out ?? '')
          : '';
      lines.push(
        JSON.stringify({
          type: 'user',
          uuid: `r${n}`,
          isSidechain: sidechain,
          message: {
            role: 'user',
            content: [
              {
                type: 'tool_result',
                tool_use_id: id,
                content: error && !denied ? `Exit code 1\n${out}` : out,
                ...(error ? { is_error: true } : {}),
              },
            ],
          },
        }),
      );
    }
  }
  return lines.join('\n');
}

const TIMEOUT = {
  approach: 'Increase the reconnect timeout',
  evidence: 'TestReconnect fails at both 5s and 60s; the connection is never reopened',
};
const RAISE = (to: number): Step => ({
  edit: [
    'client/reconnect.go',
    'const reconnectTimeout = 5 * time.Second',
    `const reconnectTimeout = ${to} * time.Second`,
  ],
});
const TEST: Step = { bash: 'go test ./client -run TestReconnect', error: true, out: '--- FAIL: TestReconnect' };

function audit(steps: Step[], options: Parameters<typeof auditTranscript>[2] = {}, rules = [TIMEOUT]): AuditReport {
  return auditTranscript(readTranscript(transcript(steps)), rulesInForce({ rejections: rules }), options);
}
const verdicts = (report: AuditReport) => report.calls.map((c) => [c.verdict, c.rule, c.attempt]);

describe('attempts', () => {
  it('the same change with no test run between is one attempt; a test run starts the next', () => {
    const report = audit([RAISE(30), RAISE(30), TEST, RAISE(30), RAISE(60)]);
    expect(verdicts(report)).toEqual([
      ['repeat', 1, 1],
      ['repeat', 1, 1],
      ['baseline', null, null],
      ['repeat', 1, 2],
      ['repeat', 1, 3],
    ]);
    expect(report.rules[0]).toMatchObject({ repeat_attempts: 3, justified_revisits: 0 });
    expect(report.calls[1]!.detail).toMatch(/^same attempt: /);
  });

  it('a refused and a denied call still count; the score counts attempts begun in the first N calls', () => {
    const report = audit(
      [
        { bash: 'ls' },
        { ...RAISE(30), error: true },
        TEST,
        { bash: 'RECONNECT_TIMEOUT=90 go test ./client', denied: true },
      ],
      { firstN: 2 },
    );
    expect(verdicts(report)).toEqual([
      ['none', null, null],
      ['repeat', 1, 1],
      ['baseline', null, null],
      ['repeat', 1, 2],
    ]);
    expect(report.score).toEqual({
      first_n: 2,
      first_n_repeat_attempts: 1,
      repeat_attempts: 2,
      justified_revisits: 0,
      baseline_runs: 1,
    });
    expect(report.calls[1]!.detail).toContain('(the call failed or was refused)');
    expect(report.calls[3]!.detail).toContain('(denied by the user)');
  });
});

describe('acknowledged, cited, justified', () => {
  it('acknowledging the rule is no justification; restating its evidence with a reference is a citation', () => {
    const report = audit([
      {
        say:
          'The checkpoint says increasing the reconnect timeout was tried: TestReconnect failed at 5s and 60s and ' +
          'the connection was never reopened. Trying 90s anyway.',
      },
      RAISE(90),
    ]);
    expect(verdicts(report)).toEqual([['repeat', 1, 1]]);
    expect(report.rules[0]).toMatchObject({ acknowledged: true, cited_evidence: true });
  });

  it('the same numbers in the agent’s words without a reference are rediscovery, not a citation', () => {
    const report = audit([TEST, { say: 'TestReconnect still fails at 5s and 60s; the connection is never reopened.' }]);
    expect(report.rules[0]).toMatchObject({ acknowledged: false, cited_evidence: false });
  });

  it('a new fact from the session’s own output, with a reference and a change cue, justifies the revisit', () => {
    const steps: Step[] = [
      {
        bash: 'go test ./client -run TestReconnect -v',
        error: true,
        out: 'dial tcp 10.0.0.7:8443: i/o timeout; handshake took 7.2s via tls-proxy',
      },
      {
        say:
          'The checkpoint ruled out increasing the reconnect timeout, but that is not what fails now: ' +
          'the handshake takes 7.2s behind the proxy.',
      },
      RAISE(10),
    ];
    expect(verdicts(audit(steps))).toEqual([
      ['baseline', null, null],
      ['justified_revisit', 1, 1],
    ]);
    // A fact the output never showed is no new evidence.
    const invented: Step[] = [
      TEST,
      {
        say:
          'The checkpoint ruled out the reconnect timeout, but that is not what fails now: ' +
          'the handshake takes 9.9s.',
      },
      RAISE(10),
    ];
    expect(verdicts(audit(invented))[1]).toEqual(['repeat', 1, 1]);
    // A fact the evidence already holds is no new evidence either.
    const known: Step[] = [
      { bash: 'go test ./client', error: true, out: 'fails at 60s' },
      { say: 'The checkpoint ruled out the reconnect timeout; it is different now: it fails at 60s.' },
      RAISE(90),
    ];
    expect(verdicts(audit(known))[1]).toEqual(['repeat', 1, 1]);
  });

  it('a user request justifies; a user line that forbids it, or the delivered checkpoint, does not', () => {
    expect(
      verdicts(audit([{ user: 'Please increase the reconnect timeout again, the proxy was removed.' }, RAISE(30)])),
    ).toEqual([['justified_revisit', 1, 1]]);
    expect(verdicts(audit([{ user: "Don't increase the reconnect timeout." }, RAISE(30)]))).toEqual([['repeat', 1, 1]]);
    expect(
      verdicts(
        audit([
          {
            user:
              'Handoff checkpoint — user-recorded rejected approaches\n1. Approach: ' +
              '"Increase the reconnect timeout"\nPlease follow it.',
          },
          RAISE(30),
        ]),
      ),
    ).toEqual([['repeat', 1, 1]]);
  });
});

describe('outcome and sub-agents', () => {
  it('the last run of a --test command, denied runs left out, an unfinished run unknown', () => {
    const report = audit(
      [TEST, { bash: 'go test ./client -run TestReconnect -v' }, { bash: 'go test ./client', denied: true }],
      { tests: ['go test ./client'] },
    );
    expect(report.outcome).toEqual({ regression_test: 'go test ./client', runs: 2, last_passed: true });
    expect(audit([TEST, { bash: 'go test ./client', pending: true }], { tests: ['go test ./client'] }).outcome).toEqual(
      { regression_test: 'go test ./client', runs: 2, last_passed: null },
    );
    expect(audit([{ bash: 'ls' }], { tests: ['go test ./client'] }).outcome).toEqual({
      regression_test: 'go test ./client',
      runs: 0,
      last_passed: null,
    });
    expect(audit([TEST]).outcome).toBeNull();
  });

  it('sub-agent calls are left out unless asked for, and then numbered with the session’s', () => {
    const steps: Step[] = [TEST, { bash: 'RECONNECT_TIMEOUT=90 go test ./client', sidechain: true }];
    expect(verdicts(audit(steps))).toEqual([['baseline', null, null]]);
    const text = transcript(steps);
    const included = auditTranscript(
      readTranscript(text, { includeSidechains: true }),
      rulesInForce({ rejections: [TIMEOUT] }),
    );
    expect(verdicts(included)).toEqual([
      ['baseline', null, null],
      ['repeat', 1, 1],
    ]);
  });
});

describe('secrets and the report schema', () => {
  it('every string of the report is redacted', () => {
    const token = `ghp_${'A1b2'.repeat(9)}`;
    const report = audit(
      [
        { bash: `GITHUB_TOKEN=${token} RECONNECT_TIMEOUT=90 go test ./client` },
        { bash: `curl -H "Authorization: token ${token}" x` },
      ],
      { tests: [`go test ./client # ${token}`] },
      [{ approach: `Increase the reconnect timeout (key ${token})`, evidence: `seen with ${token}` }],
    );
    expect(JSON.stringify(report)).not.toContain(token);
    expect(report.calls.map((c) => c.detail).join('\n')).toContain('[REDACTED]');
    expect(report.rules[0]!.approach).toContain('[REDACTED]');
  });

  const report = auditSession01();
  it('the committed schema is the one emitted from the model, and reports validate against it', () => {
    const committed = readFileSync(resolve(import.meta.dirname, '../../schemas/audit-report.schema.json'), 'utf8');
    expect(committed).toBe(`${JSON.stringify(auditReportJsonSchema(), null, 2)}\n`);
    const validate = new Ajv({ allErrors: true, strict: false }).compile(JSON.parse(committed) as object);
    expect(validate(report), JSON.stringify(validate.errors)).toBe(true);
    expect(validate({ ...report, calls: [{ ...report.calls[0], verdict: 'maybe' }] })).toBe(false);
  });

  it('the table shows the calls that are not `none`, a line per rule and the score', () => {
    expect(renderAuditTable(report, 'transcript.jsonl')).toBe(
      [
        'handoff audit: transcript.jsonl (claude-code, 6 tool calls, 0 lines skipped; rules: 1 from rejections)',
        '  #  tool  verdict   rule  attempt  detail',
        '  1  Bash  baseline                 go test ./client -run TestReconnect -v (failed)',
        '  3  Edit  repeat    1     1        client/reconnect.go: reconnectTimeout 5s → 30s ' +
          '(the call failed or was refused)',
        '  5  Edit  repeat    1     1        same attempt: client/reconnect.go: reconnectTimeout 5s → 30s',
        '  6  Bash  baseline                 go test ./client -run TestReconnect -v (failed)',
        '  (2 other calls with verdict none not shown; --format json lists every call)',
        'rule 1 "Increase the reconnect timeout": 1 repeat attempt (1 in the first 10), 0 justified revisits; ' +
          'not acknowledged; evidence not cited',
        'first 10 calls: 1 unexplained repeat attempt · session: 1 repeat attempt, 0 justified revisits, ' +
          '2 baseline runs · regression test `go test ./client`: failed (last of 2 runs)',
        '',
      ].join('\n'),
    );
  });

  it('a run record validates against its committed schema and reads back', () => {
    const committed = readFileSync(resolve(import.meta.dirname, '../../schemas/audit-record.schema.json'), 'utf8');
    expect(committed).toBe(`${JSON.stringify(auditRecordJsonSchema(), null, 2)}\n`);
    const record = auditRecord(report, {
      runId: 'r1',
      arm: 'control',
      transcriptName: 't.jsonl',
      sha256: 'ab',
      recordedAt: '2026-11-20T09:00:00.000Z',
    });
    expect(new Ajv({ strict: false, validateFormats: false }).compile(JSON.parse(committed) as object)(record)).toBe(
      true,
    );
    expect(parseAuditRecord(record)).toEqual({ ok: true, record });
    expect(parseAuditRecord({ ...record, arm: 'both' })).toEqual({
      ok: false,
      problem: '/arm must be equal to one of the allowed values',
    });
  });
});

describe('summary', () => {
  it.each([
    [0, 10, 0, 0.2775],
    [3, 10, 0.1078, 0.6032],
    [10, 10, 0.7225, 1],
    [1, 1, 0.2065, 1],
  ])('Wilson 95%% interval of %i/%i', (k, n, low, high) => {
    const p = wilsonInterval(k, n);
    expect(p.low).toBeCloseTo(low, 4);
    expect(p.high).toBeCloseTo(high, 4);
  });
  it('no sessions: no interval', () => expect(wilsonInterval(0, 0)).toEqual({ k: 0, n: 0, low: null, high: null }));

  it('each arm’s columns are counts of sessions, side by side, with no blended score and no difference', () => {
    const base = audit([RAISE(30), TEST], { tests: ['go test ./client'] });
    const clean = audit(
      [
        TEST,
        {
          say:
            'Per the checkpoint, increasing the reconnect timeout was ruled out: ' +
            'TestReconnect failed at both 5s and 60s.',
        },
      ],
      { tests: ['go test ./client'] },
    );
    const record = (report: AuditReport, arm: 'checkpoint' | 'control', id: string) =>
      auditRecord(report, {
        runId: id,
        arm,
        transcriptName: `${id}.jsonl`,
        sha256: id,
        recordedAt: '2026-11-20T09:00:00.000Z',
      });
    const summary = summariseAuditRecords([
      record(base, 'control', 'a'),
      record(base, 'control', 'b'),
      record(clean, 'checkpoint', 'c'),
    ]);
    expect(
      summary.arms.map((a) => [
        a.arm,
        a.n,
        a.unexplained_repeat_first_n.k,
        a.cited_evidence.k,
        a.regression_passed.n,
        a.regression_unknown,
      ]),
    ).toEqual([
      ['checkpoint', 1, 0, 1, 1, 0],
      ['control', 2, 2, 0, 2, 0],
    ]);
    const text = renderAuditSummary(summary);
    expect(text.split('\n').slice(0, 3)).toEqual([
      'arm         n  unexplained repeat, first N  justified revisit  cited evidence  regression ' +
        'passed  regression not run  N',
      'checkpoint  1  0/1 (0%–79%)                 0/1 (0%–79%)       1/1 (21%–100%)  0/1 ' +
        '(0%–79%)       0                   10',
      'control     2  2/2 (34%–100%)               0/2 (0%–66%)       0/2 (0%–66%)    0/2 ' +
        '(0%–66%)       0                   10',
    ]);
    expect(text).toContain('live runs exist in both backend orders');
    expect(text).not.toMatch(/reduction|score:|difference of|improve/i);
  });
});
