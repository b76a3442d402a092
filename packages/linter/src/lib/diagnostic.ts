/** Numeric severity as ESLint's JSON formatter writes it: 1 warning, 2 error. */
type NumericSeverity = 1 | 2;

/** A text edit an autofix proposes: replace `range` (0-based offsets, end exclusive) with `text`. */
export interface Fix {
  range: [number, number];
  text: string;
}

/**
 * One finding, as the linter, the CLI and every formatter see it. Positions are 1-based;
 * `ruleId` is `null` for a file that could not be read (`fatal: true`) and for a warning
 * about an inline `handoff-disable` comment (an unknown rule id, or an unused comment).
 */
export interface Diagnostic {
  ruleId: string | null;
  severity: NumericSeverity;
  messageId?: string;
  message: string;
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
  url?: string;
  fix?: Fix;
  fatal?: boolean;
}

/** Why a finding was held back instead of reported (ESLint's suppression shape). */
export interface Suppression {
  /** `adoption`: `section-missing` in a project that has not adopted decision sections; `directive`: an inline `handoff-disable` comment. */
  kind: 'adoption' | 'directive';
  justification: string;
}

/** A finding that was held back, with why (ESLint's `suppressedMessages`). */
export interface SuppressedDiagnostic extends Diagnostic {
  suppressions: Suppression[];
}

/** The diagnostics of one file, in ESLint's result shape. */
export interface LintResult {
  /** Absolute path, or the `--stdin-filename` / `<stdin>` for standard input. */
  filePath: string;
  messages: Diagnostic[];
  /** Findings held back, with why; present only when there are some. */
  suppressedMessages?: SuppressedDiagnostic[];
  /** With `fix`: the file's text after every fix, present only when a fix changed it. */
  output?: string;
  errorCount: number;
  warningCount: number;
  fixableErrorCount: number;
  fixableWarningCount: number;
}
