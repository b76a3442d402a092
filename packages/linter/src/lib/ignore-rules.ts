import { createRequire } from 'node:module';
import type { Ignore } from 'ignore';

let ignoreFactory: (() => Ignore) | undefined;

/**
 * A .gitignore-style matcher for `patterns`. The `ignore` package is loaded on first use:
 * a run with no `.gitignore`, no config `ignores` and no config `kinds` never needs it.
 */
export function ignoreRules(patterns: string | readonly string[]): Ignore {
  ignoreFactory ??= createRequire(import.meta.url)('ignore') as () => Ignore;
  return ignoreFactory().add(typeof patterns === 'string' ? patterns : [...patterns]);
}
