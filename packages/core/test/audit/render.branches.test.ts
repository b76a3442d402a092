import { describe, expect, it } from 'vitest';
import { renderAuditTable } from '../../src/lib/audit/index.js';
import type { AuditReport } from '../../src/lib/audit/model.js';
import { auditSession01 } from './helpers.js';

const report = auditSession01();
const SCORE_START =
  'first 10 calls: 1 unexplained repeat attempt · session: 1 repeat attempt, 0 justified revisits, 2 baseline runs';

/** The header, the rule lines and the score line of the table (the call rows are tested elsewhere). */
const outline = (r: AuditReport, name = 'transcript.jsonl') =>
  renderAuditTable(r, name)
    .split('\n')
    .filter((l) => !l.startsWith('  '));

describe('renderAuditTable: header, rule lines and score line', () => {
  it.each([
    ['no regression test given', { outcome: null }, `${SCORE_START} · regression test: not given (--test CMD)`],
    [
      'a regression test never run',
      { outcome: { regression_test: 'go test ./client', runs: 0, last_passed: null } },
      `${SCORE_START} · regression test \`go test ./client\`: never run`,
    ],
    [
      'a regression test whose result is unknown',
      { outcome: { regression_test: 'go test ./client', runs: 1, last_passed: null } },
      `${SCORE_START} · regression test \`go test ./client\`: result unknown (last of 1 run)`,
    ],
    [
      'a regression test that passed',
      { outcome: { regression_test: 'go test ./client', runs: 3, last_passed: true } },
      `${SCORE_START} · regression test \`go test ./client\`: passed (last of 3 runs)`,
    ],
  ] as [string, Partial<AuditReport>, string][])('%s', (_name, patch, score) => {
    expect(outline({ ...report, ...patch }).at(-2)).toBe(score);
  });

  it('rules from both sources, an acknowledged rule with its evidence cited, a possible repeat', () => {
    const handoffRule = {
      ...report.rules[0]!,
      n: 2,
      source: 'handoff' as const,
      approach: 'Retry\nforever',
      repeat_attempts: 0,
      justified_revisits: 1,
      acknowledged: true,
      cited_evidence: true,
    };
    const calls = report.calls.map((c, i) => (i === 1 ? { ...c, verdict: 'possible_repeat' as const } : c));
    expect(outline({ ...report, rules: [...report.rules, handoffRule], calls }, 'a\u0007b.jsonl')).toEqual([
      'handoff audit: a\\u0007b.jsonl (claude-code, 6 tool calls, 0 lines skipped; ' +
        'rules: 1 from rejections, 1 from the handoff record)',
      'rule 1 "Increase the reconnect timeout": 1 repeat attempt (1 in the first 10), ' +
        '0 justified revisits; not acknowledged; evidence not cited',
      'rule 2 "Retry\\\\u000aforever": 0 repeat attempts (0 in the first 10), 1 ' +
        'justified revisit; acknowledged; evidence cited',
      `${SCORE_START}, 1 possible repeat (not scored) · ` +
        'regression test `go test ./client`: failed (last of 2 runs)',
      '',
    ]);
  });

  it('every call of verdict none: no rows, only the count', () => {
    const calls = report.calls.map((c) => ({ ...c, verdict: 'none' as const }));
    expect(
      renderAuditTable({ ...report, calls }, 't.jsonl')
        .split('\n')
        .slice(1, 2),
    ).toEqual(['  (6 other calls with verdict none not shown; --format json lists every call)']);
  });
});
