import { Type, type Static } from 'typebox';

/** The transcript formats the audit reads. */
export const TRANSCRIPT_FORMATS = ['claude-code', 'codex', 'gemini', 'opencode'] as const;

/** One of `claude-code`, `codex`, `gemini`, `opencode`. */
export type TranscriptFormat = (typeof TRANSCRIPT_FORMATS)[number];

/** What a tool call does, whatever the runtime names its tool. */
export type CallKind = 'shell' | 'edit' | 'write' | 'patch' | 'read' | 'search' | 'task' | 'other';

/**
 * How a call ended: ran (`ok` / `error`, a refused edit is an error), was denied by the user, or no result was written.
 */
export type CallStatus = 'ok' | 'error' | 'denied' | 'unknown';

/** The lines one change of a file removes and adds. */
export interface FileChange {
  path: string;
  removed: string[];
  added: string[];
  /** The change writes the whole file (a Write, an added file). */
  whole: boolean;
  /** The file's content before the change, when the session had seen it (a Write over a file read earlier). */
  before: string | null;
  /** The change deletes the file. */
  deleted?: boolean;
}

/** The result of a call, as the runtime recorded it. */
export interface CallResult {
  status: CallStatus;
  exitCode: number | null;
  /** The output, cut to its first 16 KiB. */
  text: string;
}

/** One tool call of the session, in the same shape for every runtime. */
export interface ToolCall {
  /** 1-based position among the main thread's calls. */
  index: number;
  /** The runtime's own call id (`toolu_…`, `call_…`). */
  id: string;
  /** The runtime's tool name (`Bash`, `apply_patch`, `run_shell_command`, `edit`). */
  tool: string;
  kind: CallKind;
  /** The shell command of a shell call. */
  command: string | null;
  /** The file changes of an edit, write or patch (a shell command's are read from the command). */
  changes: FileChange[];
  /** Files the call reads or writes. */
  paths: string[];
  /** 1-based line of the call in the transcript (0 when the format has no lines). */
  line: number;
  /** A sub-agent's call, not the main thread's. */
  sidechain: boolean;
  result: CallResult;
}

/** A stretch of the session's text: the agent's own words or a human user's. */
export interface TranscriptText {
  role: 'assistant' | 'user';
  text: string;
  line: number;
}

/** What a reader hands the auditor, in transcript order. */
export type TranscriptEvent =
  | { type: 'call'; call: ToolCall }
  | { type: 'result'; id: string; result: CallResult; fileContent?: { path: string; content: string } }
  | { type: 'text'; text: TranscriptText };

/** A transcript read whole (the SDK's in-memory form; the CLI streams instead). */
export interface Transcript {
  format: TranscriptFormat;
  events: TranscriptEvent[];
  /** Lines that were not JSON, not an object, or of no known kind. */
  skippedLines: number;
  /** Lines skipped that held a tool call (a tool call the audit could not read). */
  skippedCallLines: number;
  /** Lines that are not JSON objects at all (the "mostly unparseable" check counts these). */
  unparseableLines: number;
  /** Non-empty lines read (records for formats without lines). */
  lines: number;
}

/** One verdict per call. */
export const VERDICTS = ['repeat', 'justified_revisit', 'support', 'possible_repeat', 'baseline', 'none'] as const;

/** One of the verdicts (docs/audit.md, "Verdicts"). */
export type Verdict = (typeof VERDICTS)[number];

/** Where a rule comes from: `handoff rejections` (`rejection`) or a handoff record's failed approaches (`handoff`). */
export type RuleSource = 'rejection' | 'handoff';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

const ReportRule = Type.Object(
  {
    n: Type.Integer({
      minimum: 1,
      description: 'The rule number: rejections by their n, then the record’s failed approaches.',
    }),
    source: Type.Union([Type.Literal('rejection'), Type.Literal('handoff')]),
    approach: Type.String(),
    acknowledged: Type.Boolean({ description: 'The agent’s own text referred to this rule.' }),
    cited_evidence: Type.Boolean({
      description: 'The agent’s own text restated the rule’s evidence, referring to the rule.',
    }),
    repeat_attempts: Type.Integer({ minimum: 0 }),
    justified_revisits: Type.Integer({ minimum: 0 }),
  },
  { additionalProperties: false },
);

const ReportCall = Type.Object(
  {
    index: Type.Integer({ minimum: 1, description: 'Position among the main thread’s tool calls, from 1.' }),
    id: Type.String({ description: 'The runtime’s own call id.' }),
    tool: Type.String(),
    verdict: Type.Enum(VERDICTS),
    rule: Nullable(Type.Integer({ minimum: 1 })),
    attempt: Nullable(Type.Integer({ minimum: 1 })),
    detail: Type.String(),
  },
  { additionalProperties: false },
);

const ReportScore = Type.Object(
  {
    first_n: Type.Integer({ minimum: 1 }),
    first_n_repeat_attempts: Type.Integer({
      minimum: 0,
      description: 'Repeat attempts that began within the first N calls.',
    }),
    repeat_attempts: Type.Integer({ minimum: 0 }),
    justified_revisits: Type.Integer({ minimum: 0 }),
    baseline_runs: Type.Integer({ minimum: 0 }),
  },
  { additionalProperties: false },
);

const ReportOutcome = Type.Object(
  {
    regression_test: Type.String(),
    runs: Type.Integer({ minimum: 0 }),
    last_passed: Nullable(Type.Boolean()),
  },
  { additionalProperties: false },
);

/**
 * The JSON report of `handoff audit --format json`, defined once: the type, the committed JSON Schema and the tests
 * come from it.
 */
export const AuditReportSchema = Type.Object(
  {
    schema: Type.Literal(1),
    transcript: Type.Object(
      {
        format: Type.Enum(TRANSCRIPT_FORMATS),
        tool_calls: Type.Integer({ minimum: 0 }),
        skipped_lines: Type.Integer({ minimum: 0 }),
      },
      { additionalProperties: false },
    ),
    rules: Type.Array(ReportRule),
    calls: Type.Array(ReportCall),
    score: ReportScore,
    outcome: Nullable(ReportOutcome),
  },
  {
    additionalProperties: false,
    title: 'handoff audit report',
    description:
      'Which tool calls of an agent session re-attempt a rule that was in force, call by call, ' +
      'and the session’s score.',
  },
);

/** The audit report. */
export type AuditReport = Static<typeof AuditReportSchema>;
/** One rule of the report. */
export type AuditReportRule = Static<typeof ReportRule>;
/** One call of the report. */
export type AuditReportCall = Static<typeof ReportCall>;
/** The report's score. */
export type AuditScore = Static<typeof ReportScore>;
/** The regression outcome of the report. */
export type AuditOutcome = Static<typeof ReportOutcome>;

/** The JSON Schema of the report (committed as `schemas/audit-report.schema.json`). */
export function auditReportJsonSchema(): Record<string, unknown> {
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    ...(JSON.parse(JSON.stringify(AuditReportSchema)) as Record<string, unknown>),
  };
}
