import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';
import type { AuditReport } from './model.js';

/** The two arms of the evaluation: B received the checkpoint, or only the ordinary transcript. */
export const ARMS = ['checkpoint', 'control'] as const;

/** `checkpoint` or `control`. */
export type Arm = (typeof ARMS)[number];

/** One line of `--record RUNS.jsonl`: one audited session of one arm. */
export const AuditRecordSchema = Type.Object(
  {
    schema: Type.Literal(1),
    run_id: Type.String(),
    arm: Type.Enum(ARMS),
    recorded_at: Type.String({ format: 'date-time' }),
    transcript: Type.Object(
      { name: Type.String(), sha256: Type.String(), format: Type.String() },
      { additionalProperties: false },
    ),
    first_n: Type.Integer({ minimum: 1 }),
    tool_calls: Type.Integer({ minimum: 0 }),
    score: Type.Object(
      {
        first_n_repeat_attempts: Type.Integer({ minimum: 0 }),
        repeat_attempts: Type.Integer({ minimum: 0 }),
        justified_revisits: Type.Integer({ minimum: 0 }),
        baseline_runs: Type.Integer({ minimum: 0 }),
        possible_repeats: Type.Integer({ minimum: 0 }),
      },
      { additionalProperties: false },
    ),
    rules: Type.Array(
      Type.Object(
        {
          n: Type.Integer({ minimum: 1 }),
          acknowledged: Type.Boolean(),
          cited_evidence: Type.Boolean(),
          repeat_attempts: Type.Integer({ minimum: 0 }),
          justified_revisits: Type.Integer({ minimum: 0 }),
        },
        { additionalProperties: false },
      ),
    ),
    outcome: Type.Union([
      Type.Object(
        {
          regression_test: Type.String(),
          runs: Type.Integer({ minimum: 0 }),
          last_passed: Type.Union([Type.Boolean(), Type.Null()]),
        },
        { additionalProperties: false },
      ),
      Type.Null(),
    ]),
  },
  { additionalProperties: false, title: 'handoff audit run record' },
);

/** One run record. */
export type AuditRecord = Static<typeof AuditRecordSchema>;

/** The JSON Schema of a run record (committed as `schemas/audit-record.schema.json`). */
export function auditRecordJsonSchema(): Record<string, unknown> {
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    ...(JSON.parse(JSON.stringify(AuditRecordSchema)) as Record<string, unknown>),
  };
}

/** A run record read back, or why it is not one (`/score/repeat_attempts must be integer`). */
export function parseAuditRecord(value: unknown): { ok: true; record: AuditRecord } | { ok: false; problem: string } {
  if (Value.Check(AuditRecordSchema, value)) return { ok: true, record: value };
  const first = Value.Errors(AuditRecordSchema, value).find((e) => e.keyword !== 'boolean');
  return {
    ok: false,
    problem: first === undefined ? 'not a run record' : `${first.instancePath || '/'} ${first.message}`,
  };
}

/** Make a run record from a report. */
export function auditRecord(
  report: AuditReport,
  run: { runId: string; arm: Arm; transcriptName: string; sha256: string; recordedAt: string },
): AuditRecord {
  return {
    schema: 1,
    run_id: run.runId,
    arm: run.arm,
    recorded_at: run.recordedAt,
    transcript: { name: run.transcriptName, sha256: run.sha256, format: report.transcript.format },
    first_n: report.score.first_n,
    tool_calls: report.transcript.tool_calls,
    score: {
      first_n_repeat_attempts: report.score.first_n_repeat_attempts,
      repeat_attempts: report.score.repeat_attempts,
      justified_revisits: report.score.justified_revisits,
      baseline_runs: report.score.baseline_runs,
      possible_repeats: report.calls.filter((c) => c.verdict === 'possible_repeat').length,
    },
    rules: report.rules.map((r) => ({
      n: r.n,
      acknowledged: r.acknowledged,
      cited_evidence: r.cited_evidence,
      repeat_attempts: r.repeat_attempts,
      justified_revisits: r.justified_revisits,
    })),
    outcome: report.outcome,
  };
}

/** A proportion k/n with its 95 % Wilson score interval (`null` bounds when n is 0). */
export interface Proportion {
  k: number;
  n: number;
  low: number | null;
  high: number | null;
}

/** The 95 % Wilson score interval of k successes in n trials. */
export function wilsonInterval(k: number, n: number, z = 1.959963984540054): Proportion {
  if (n === 0) return { k, n, low: null, high: null };
  const p = k / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return { k, n, low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/** One arm's columns: each a count of sessions, none blended with another. */
export interface ArmSummary {
  arm: Arm;
  /** Sessions audited. */
  n: number;
  /** Sessions with an unexplained repeat in their first N calls. */
  unexplained_repeat_first_n: Proportion;
  /** Sessions with at least one justified revisit. */
  justified_revisit: Proportion;
  /** Sessions in which the agent cited a rule's evidence. */
  cited_evidence: Proportion;
  /** Sessions whose last regression run passed, of those that ran it. */
  regression_passed: Proportion;
  /** Sessions that never ran the regression test (or were audited without `--test`). */
  regression_unknown: number;
  /** The first N the records used (one value when all agree). */
  first_n: number[];
}

/** The summary of a run file: each arm side by side. No blended score, no difference between arms. */
export interface AuditSummary {
  arms: ArmSummary[];
}

/** Summarise run records per arm. */
export function summariseAuditRecords(records: readonly AuditRecord[]): AuditSummary {
  return {
    arms: ARMS.map((arm) => {
      const runs = records.filter((r) => r.arm === arm);
      const ran = runs.filter((r) => r.outcome !== null && r.outcome.runs > 0 && r.outcome.last_passed !== null);
      return {
        arm,
        n: runs.length,
        unexplained_repeat_first_n: wilsonInterval(
          runs.filter((r) => r.score.first_n_repeat_attempts > 0).length,
          runs.length,
        ),
        justified_revisit: wilsonInterval(runs.filter((r) => r.score.justified_revisits > 0).length, runs.length),
        cited_evidence: wilsonInterval(
          runs.filter((r) => r.rules.some((rule) => rule.cited_evidence)).length,
          runs.length,
        ),
        regression_passed: wilsonInterval(ran.filter((r) => r.outcome!.last_passed === true).length, ran.length),
        regression_unknown: runs.length - ran.length,
        first_n: [...new Set(runs.map((r) => r.first_n))].sort((a, b) => a - b),
      };
    }),
  };
}

const pct = (x: number | null) => (x === null ? '–' : `${Math.round(x * 100)}%`);

/** A proportion as the summary prints it: `3/10 (11%–60%)`. */
export function showProportion(p: Proportion): string {
  return p.n === 0 ? '0/0' : `${p.k}/${p.n} (${pct(p.low)}–${pct(p.high)})`;
}

/** The summary as a table: one row per arm, each measure its own column, and the caveat. */
export function renderAuditSummary(summary: AuditSummary): string {
  const header = [
    'arm',
    'n',
    'unexplained repeat, first N',
    'justified revisit',
    'cited evidence',
    'regression passed',
    'regression not run',
    'N',
  ];
  const rows = summary.arms.map((a) => [
    a.arm,
    String(a.n),
    showProportion(a.unexplained_repeat_first_n),
    showProportion(a.justified_revisit),
    showProportion(a.cited_evidence),
    showProportion(a.regression_passed),
    String(a.regression_unknown),
    a.first_n.length === 0 ? '–' : a.first_n.join(', '),
  ]);
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((r) => r[i]!.length)));
  const line = (r: string[]) =>
    r
      .map((cell, i) => cell.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  return [
    line(header),
    ...rows.map(line),
    '',
    'Each cell counts sessions: k/n with a 95% Wilson interval. Each column is its own measure; ' +
      'none is combined with another.',
    'A difference between the arms is no measured effect until live runs exist in both backend ' +
      'orders, with fresh sessions.',
    '',
  ].join('\n');
}
