import { findSecrets, type FindSecretsOptions, type SecretFinding } from '@handoff/core/secrets';

/**
 * How the linter scans: vendors' published example values and local-development
 * placeholders (`AKIAIOSFODNN7EXAMPLE`, `guest:guest@localhost`) are documentation, not
 * leaks, in a linted file; every writer still refuses them (docs/secrets.md).
 */
const LINT_SCAN: FindSecretsOptions = { allowPublishedExamples: true };

let lastText: string | undefined;
let lastFindings: SecretFinding[] = [];

/**
 * The secrets of a file's text, scanned once however many readers ask: the `secret` rule
 * reports them, and every message that quotes the file is checked against them.
 */
export function secretsOf(text: string): SecretFinding[] {
  if (text !== lastText) {
    lastText = text;
    lastFindings = findSecrets(text, LINT_SCAN);
  }
  return lastFindings;
}
