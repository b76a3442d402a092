import type { AuditReport } from './model.js';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** A string with its control characters shown as escapes, so no transcript text drives the terminal. */
function safe(text: string): string {
  return text.replace(
    /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * The report for people: a header, one row per call that is not `none`, a line per rule and
 * the score line. The JSON format lists every call.
 */
export function renderAuditTable(report: AuditReport, transcriptName: string): string {
  const t = report.transcript;
  const sources = [...new Set(report.rules.map((r) => r.source))]
    .map(
      (s) =>
        `${report.rules.filter((r) => r.source === s).length} from ` +
        (s === 'rejection' ? 'rejections' : 'the handoff record'),
    )
    .join(', ');
  const lines = [
    `handoff audit: ${safe(transcriptName)} (${t.format}, ${plural(t.tool_calls, 'tool call')}, ` +
      `${plural(t.skipped_lines, 'line')} skipped; rules: ${sources})`,
  ];
  const shown = report.calls.filter((c) => c.verdict !== 'none');
  const rows = shown.map((c) => [
    String(c.index),
    safe(c.tool),
    c.verdict,
    c.rule === null ? '' : String(c.rule),
    c.attempt === null ? '' : String(c.attempt),
    safe(c.detail),
  ]);
  const header = ['#', 'tool', 'verdict', 'rule', 'attempt', 'detail'];
  const widths = header.map((_, i) => Math.max(header[i]!.length, ...rows.map((r) => r[i]!.length)));
  const row = (r: string[]) =>
    (
      '  ' +
      r
        .map((cell, i) => (i === r.length - 1 ? cell : i === 0 ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
        .join('  ')
    ).trimEnd();
  if (rows.length > 0) lines.push(row(header), ...rows.map(row));
  const hidden = report.calls.length - shown.length;
  if (hidden > 0)
    lines.push(`  (${plural(hidden, 'other call')} with verdict none not shown; --format json lists every call)`);
  for (const rule of report.rules) {
    const first = report.calls.filter(
      (c) => c.rule === rule.n && c.verdict === 'repeat' && c.index <= report.score.first_n,
    );
    const firstAttempts = new Set(first.map((c) => c.attempt)).size;
    lines.push(
      `rule ${rule.n} ${JSON.stringify(safe(rule.approach))}: ${plural(rule.repeat_attempts, 'repeat attempt')} ` +
        `(${firstAttempts} in the first ${report.score.first_n}), ` +
        `${plural(rule.justified_revisits, 'justified revisit')}; ` +
        `${rule.acknowledged ? 'acknowledged' : 'not acknowledged'}; ` +
        `evidence ${rule.cited_evidence ? 'cited' : 'not cited'}`,
    );
  }
  const s = report.score;
  const possible = report.calls.filter((c) => c.verdict === 'possible_repeat').length;
  const outcome =
    report.outcome === null
      ? 'regression test: not given (--test CMD)'
      : report.outcome.runs === 0
        ? `regression test \`${safe(report.outcome.regression_test)}\`: never run`
        : `regression test \`${safe(report.outcome.regression_test)}\`: ` +
          (report.outcome.last_passed === null ? 'result unknown' : report.outcome.last_passed ? 'passed' : 'failed') +
          ` (last of ${plural(report.outcome.runs, 'run')})`;
  lines.push(
    `first ${plural(s.first_n, 'call')}: ${plural(s.first_n_repeat_attempts, 'unexplained repeat attempt')} · ` +
      `session: ${plural(s.repeat_attempts, 'repeat attempt')}, ` +
      `${plural(s.justified_revisits, 'justified revisit')}, ${plural(s.baseline_runs, 'baseline run')}` +
      `${possible > 0 ? `, ${plural(possible, 'possible repeat')} (not scored)` : ''} · ${outcome}`,
  );
  return `${lines.join('\n')}\n`;
}
