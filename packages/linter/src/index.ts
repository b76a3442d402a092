export { lintFiles, lintText, STDIN_PATH, type LintFilesOptions } from './lib/lint-files.js';
export type { AdoptionCache } from './lib/adoption.js';
export { loadConfig, parseRuleOptions, ConfigError, CONFIG_FILE_NAMES, type DecisionsPolicy, type HandoffConfig, type LoadConfigOptions } from './lib/config.js';
export { isIgnoredByConfig } from './lib/config-ignores.js';
export { ConfigCascade, type ConfigCascadeOptions } from './lib/config-cascade.js';
export { buildConfigSchema } from './lib/config-schema.js';
export { NoSuchPathError } from './lib/discover.js';
export { formatterNames, isFormatterName, loadFormatter } from './lib/formatters/index.js';
export type { Formatter, FormatterContext, FormatterEnv, FormatterName } from './lib/formatters/types.js';
export { rules } from './rules/index.js';
export type { Diagnostic, LintResult, SuppressedDiagnostic, Suppression } from './lib/diagnostic.js';
export type { Rule, RuleScope, Severity } from './lib/rule.js';
export type { RuleSettings } from './lib/engine.js';
/**
 * The per-file rules as markdownlint custom rules, so `"customRules": ["@handoff/linter"]`
 * works as `"@handoff/linter/markdownlint"` does (markdownlint-cli2 loads a module's default).
 */
export { default } from './adapters/markdownlint.js';
