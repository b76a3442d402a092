import { findSecrets, type FindSecretsOptions, type SecretCategory, type SecretFinding } from '@handoff/core/secrets';

/**
 * How the linter scans: vendors' published example values and local-development
 * placeholders (`AKIAIOSFODNN7EXAMPLE`, `guest:guest@localhost`) are documentation, not
 * leaks, in a linted file; every writer still refuses them (docs/secrets.md).
 */
const LINT_SCAN: FindSecretsOptions = { allowPublishedExamples: true };

let lastText: string | undefined;
let lastElsewhere: ReadonlyMap<string, SecretCategory> | undefined;
let lastFindings: SecretFinding[] = [];

/** The values found as secrets in the run's other files, while `withSecretsFoundElsewhere` runs its callback. */
let elsewhere: ReadonlyMap<string, SecretCategory> | undefined;

/**
 * The secrets of a file's text, scanned once however many readers ask: the `secret` rule
 * reports them, and every message that quotes the file is checked against them.
 */
export function secretsOf(text: string): SecretFinding[] {
  if (text !== lastText || elsewhere !== lastElsewhere) {
    lastText = text;
    lastElsewhere = elsewhere;
    lastFindings = findSecrets(text, elsewhere ? { ...LINT_SCAN, foundElsewhere: elsewhere } : LINT_SCAN);
  }
  return lastFindings;
}

/**
 * Run `lint` with `values` (found as secrets in other files of the run, value → category) read as secrets wherever
 * they stand in a file as a token of their own (docs/secrets.md, "A secret found in one file is the same secret in
 * the others"). The values stay in memory.
 */
export function withSecretsFoundElsewhere<T>(values: ReadonlyMap<string, SecretCategory>, lint: () => T): T {
  const before = elsewhere;
  elsewhere = values;
  try {
    return lint();
  } finally {
    elsewhere = before;
  }
}
