import { redactSecrets } from '../secrets/index.js';
import type { AuditReport } from './model.js';

const redact = (text: string) => redactSecrets(text).text;

/**
 * The report with every string passed through the secret redactor: commands, details and evidence can hold credentials.
 */
export function redactAuditReport(report: AuditReport): AuditReport {
  return {
    ...report,
    rules: report.rules.map((r) => ({ ...r, approach: redact(r.approach) })),
    calls: report.calls.map((c) => ({ ...c, id: redact(c.id), tool: redact(c.tool), detail: redact(c.detail) })),
    outcome:
      report.outcome === null ? null : { ...report.outcome, regression_test: redact(report.outcome.regression_test) },
  };
}
