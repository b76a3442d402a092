export { lintFiles, lintRun, lintText, STDIN_PATH, type LintFilesOptions } from './lib/lint-files.js';
export { describeRun, type LintRun, type RunSummary } from './lib/run-summary.js';
export type { AdoptionCache } from './lib/adoption.js';
export {
  loadConfig,
  parseRuleOptions,
  ConfigError,
  CONFIG_FILE_NAMES,
  type HandoffConfig,
  type LoadConfigOptions,
} from './lib/config.js';
export { isIgnoredByConfig } from './lib/config-ignores.js';
export { parseTimeBudgetOf } from './lib/run/rule-sets.js';
export { ConfigCascade, type ConfigCascadeOptions } from './lib/config-cascade.js';
export { buildConfigSchema } from './lib/config-schema.js';
export { NoSuchPathError } from './lib/discover.js';
export { formatterNames, isFormatterName, loadFormatter, loadPiecewiseFormatter } from './lib/formatters/index.js';
export type {
  Formatter,
  FormatterContext,
  FormatterEnv,
  FormatterName,
  PiecewiseFormatter,
} from './lib/formatters/types.js';
export { rules } from './rules/index.js';
export type { Diagnostic, LintResult, SuppressedDiagnostic, Suppression } from './lib/diagnostic.js';
export { ruleUrl, type Rule, type RuleScope, type Severity } from './lib/rule.js';
export { ruleHelp, type RuleHelp } from './lib/formatters/rule-help.js';
export type { FileReading, KindSource } from './lib/file-reading.js';
export { describeReading } from './lib/reading.js';
export type { NoKindReason, PlanSearch } from './lib/rule.js';
export type { RuleSettings } from './lib/rule.js';
/**
 * The per-file rules as markdownlint custom rules, so `"customRules": ["@handoff/linter"]`
 * works as `"@handoff/linter/markdownlint"` does (markdownlint-cli2 loads a module's default).
 */
export { default } from './adapters/markdownlint.js';
