import type { FileReading } from './file-reading.js';

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
  /**
   * `directive`: an inline `handoff-disable` comment; `adoption`: a finding that stands only
   * in projects that have adopted decision sections (`section-missing`), in a project that
   * has not; `option`: a rule option held it back (`section-missing`'s `decisions: "off"`).
   */
  kind: 'adoption' | 'directive' | 'option';
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
  /**
   * With `output`: the sha256 (hex) of the text the fixes were applied to, as read (UTF-8, a
   * leading BOM dropped). A caller that writes `output` compares it with the file first, so
   * an edit saved meanwhile is not overwritten.
   */
  sourceDigest?: string;
  /** With `output`: how many fixes were applied to give it, over every fix pass (`handoff lint --fix` reports it). */
  fixCount?: number;
  /** What the file was read as and why (a result of `lintFiles`; `--print-kinds` prints it). */
  reading?: FileReading;
  errorCount: number;
  warningCount: number;
  fixableErrorCount: number;
  fixableWarningCount: number;
}
