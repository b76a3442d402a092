import type { LintResult } from '../diagnostic.js';
import type { Rule, RuleScope } from '../rule.js';

/** The output formats of `handoff lint --format`. */
export type FormatterName = 'stylish' | 'json' | 'sarif' | 'github';

/** What a formatter may use besides the results. */
export interface FormatterContext {
  /** Folder paths are shown relative to (stylish, github, sarif). */
  cwd: string;
  /** Colour the output (stylish only). */
  color: boolean;
  /** The rules that ran, for rule metadata (sarif). */
  rules: ReadonlyArray<Rule<RuleScope, string>>;
  /** The tool's version (sarif). */
  version?: string;
}

/** Turns lint results into the text written to standard output. */
export type Formatter = (results: readonly LintResult[], context: FormatterContext) => string;
