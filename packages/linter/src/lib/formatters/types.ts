import type { LintResult } from '../diagnostic.js';
import type { Rule } from '../rule.js';

export type { FormatterEnv } from './repository-root.js';

/** The output formats of `handoff lint --format`. */
export type FormatterName = 'stylish' | 'json' | 'sarif' | 'github';

/** What a formatter may use besides the results. */
export interface FormatterContext {
  /** Folder paths are shown relative to (stylish, github, sarif). */
  cwd: string;
  /** Colour the output (stylish only). */
  color: boolean;
  /** The rules that ran, for rule metadata (sarif). */
  rules: ReadonlyArray<Rule>;
  /** The tool's version (sarif). */
  version?: string;
  /**
   * The environment (github: `GITHUB_WORKSPACE`, `GITHUB_STEP_SUMMARY`; sarif:
   * `GITHUB_WORKSPACE`). Formatters never read `process.env` themselves.
   */
  env?: Readonly<Record<string, string | undefined>>;
  /**
   * The text of files linted from memory (standard input), by their result's `filePath`;
   * sarif fingerprints read every other file from disk.
   */
  sources?: ReadonlyMap<string, string>;
}

/** Turns lint results into the text written to standard output. */
export type Formatter = (results: readonly LintResult[], context: FormatterContext) => string;

/** A formatter's text in pieces, in order: joined, they are what its `Formatter` gives. */
export type PiecewiseFormatter = (results: readonly LintResult[], context: FormatterContext) => Iterable<string>;
