import { findSecrets, type SecretFinding } from '@handoff/core/secrets';

let lastText: string | undefined;
let lastFindings: SecretFinding[] = [];

/**
 * The secrets of a file's text, scanned once however many readers ask: the `secret` rule
 * reports them, and every message that quotes the file is checked against them.
 */
export function secretsOf(text: string): SecretFinding[] {
  if (text !== lastText) {
    lastText = text;
    lastFindings = findSecrets(text);
  }
  return lastFindings;
}
