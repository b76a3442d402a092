/**
 * Top-level config keys that became rule options. Each still works: it is read into its
 * rule's options (where the same file does not set that option itself), described as
 * deprecated in the config schema, and warned about once per config file (docs/config.md).
 */
export const MOVED_KEYS: ReadonlyArray<{ key: string; rule: string; option: string }> = [
  { key: 'secrets.allow', rule: 'secret', option: 'allow' },
  { key: 'decisions', rule: 'section-missing', option: 'decisions' },
  { key: 'parseTimeBudgetMs', rule: 'parse-budget-exceeded', option: 'timeBudgetMs' },
];
