import { TranscriptAuditor, type AuditOptions } from './auditor.js';
import { callShape } from './calls.js';
import type { AuditReport, ToolCall, Transcript, TranscriptFormat } from './model.js';
import { redactAuditReport } from './redact.js';
import type { AuditRule } from './rules.js';

export { DEFAULT_FIRST_N, type AuditOptions } from './auditor.js';
export { detectTranscriptFormat, type Detected, type TranscriptLayout } from './detect.js';
export { matchCall, type MatcherId, type RuleMatch } from './match.js';
export {
  auditReportJsonSchema,
  AuditReportSchema,
  TRANSCRIPT_FORMATS,
  VERDICTS,
  type AuditOutcome,
  type AuditReport,
  type AuditReportCall,
  type AuditReportRule,
  type AuditScore,
  type CallKind,
  type CallResult,
  type CallStatus,
  type FileChange,
  type RuleSource,
  type ToolCall,
  type Transcript,
  type TranscriptEvent,
  type TranscriptFormat,
  type TranscriptText,
  type Verdict,
} from './model.js';
export { readTranscript, TranscriptError, type ReadOptions } from './read.js';
export { redactAuditReport } from './redact.js';
export { parseRejectionList, storedRuleSources } from './rule-sources.js';
export { renderAuditTable } from './render.js';
export {
  rulesInForce,
  type AuditRule,
  type HandoffInput,
  type RejectionInput,
  type RuleSignature,
  type RulePackage,
} from './rules.js';
export {
  auditTranscriptFile,
  MAX_DOCUMENT_BYTES,
  MAX_LINE_CHARS,
  type FileAudit,
  type FileReadStats,
} from './source.js';
export {
  ARMS,
  auditRecord,
  auditRecordJsonSchema,
  AuditRecordSchema,
  parseAuditRecord,
  renderAuditSummary,
  showProportion,
  summariseAuditRecords,
  wilsonInterval,
  type Arm,
  type ArmSummary,
  type AuditRecord,
  type AuditSummary,
  type Proportion,
} from './summary.js';

/**
 * Audit a transcript read whole ({@link readTranscript}): each call's verdict, the rules, the score. Secrets are
 * redacted.
 */
export function auditTranscript(
  transcript: Transcript,
  rules: readonly AuditRule[],
  options: AuditOptions = {},
): AuditReport {
  const auditor = new TranscriptAuditor(rules, options);
  for (const event of transcript.events) auditor.emit(event);
  return redactAuditReport(auditor.report({ format: transcript.format, skippedLines: transcript.skippedLines }));
}

/**
 * A tool call from a runtime's tool name and input, as a hook receives them (`Bash` with
 * `{command}`, `Edit` with `{file_path, old_string, new_string}`…), ready for {@link matchCall}.
 * `before` is the content a Write replaces, when the caller knows it (the file on disk).
 */
export function toolCallFromInput(
  format: TranscriptFormat,
  tool: string,
  input: unknown,
  options: { id?: string; cwd?: string | null; before?: (path: string) => string | null } = {},
): ToolCall {
  const shape = callShape(format, tool, input, { cwd: options.cwd ?? null });
  const changes = shape.changes.map((change) => {
    if (!change.whole || options.before === undefined) return change;
    const before = options.before(change.path);
    return before === null ? change : { ...change, ...wholeChange(change.path, before, change.added) };
  });
  return {
    ...shape,
    changes,
    index: 1,
    id: options.id ?? '',
    line: 0,
    sidechain: false,
    result: { status: 'unknown', exitCode: null, text: '' },
  };
}

import { lineChange } from './patch.js';
const wholeChange = (path: string, before: string, added: readonly string[]) =>
  lineChange(path, before, added.join('\n'), true);
