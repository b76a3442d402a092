import { createHash } from 'node:crypto';
import { stripBom } from '@handoff/core/read';
import { redactSecrets } from '@handoff/core/secrets';
import type { Diagnostic } from '../diagnostic.js';

/** Lines of a multi-line finding that go into its fingerprint; a long span is identified by its start. */
const MAX_LINES = 50;

/** The text masked over every span the `secret` rule reported: a fingerprint never hashes a credential. */
const SECRET_MASK = '<secret>';

/**
 * Fingerprints for the findings of one file, in order: `<16 hex>:<n>`, the shape code
 * scanning's `primaryLocationLineHash` takes. The hash covers the rule id, the message id, the
 * file's repository-relative URI and the whitespace-normalised text of the lines the finding
 * spans — never its line number, so an edit above the finding leaves it unchanged — and `n`
 * counts earlier findings of the file with the same hash (two identical items stay two alerts).
 * `text` is the file's text, or `undefined` when it cannot be read (then only the order tells
 * findings apart; messages are left out because some name line numbers). Every span the
 * `secret` rule reported is masked and the rest redacted by the secret scanner before hashing,
 * so no hash of a credential is ever printed, even with the rule turned off.
 */
export function fingerprintsFor(messages: readonly Diagnostic[], uri: string, text: string | undefined): string[] {
  const lines = text === undefined ? undefined : maskSecrets(stripBom(text).split(/\r\n|\r|\n/), messages);
  const seen = new Map<string, number>();
  return messages.map((m) => {
    const content =
      lines === undefined
        ? ''
        : normalise(lines.slice(m.line - 1, Math.min(m.endLine, m.line - 1 + MAX_LINES)).join('\n'));
    const hash = createHash('sha256')
      .update([m.ruleId ?? '', m.messageId ?? '', uri, content].join('\0'))
      .digest('hex')
      .slice(0, 16);
    const occurrence = (seen.get(hash) ?? 0) + 1;
    seen.set(hash, occurrence);
    return `${hash}:${occurrence}`;
  });
}

function normalise(text: string): string {
  return redactSecrets(text).text.replace(/\s+/g, ' ').trim();
}

/** `lines` with every `secret` finding's span replaced by a mask (columns are 1-based UTF-16, end exclusive). */
function maskSecrets(lines: string[], messages: readonly Diagnostic[]): string[] {
  const masked = [...lines];
  // Right to left, so a mask never shifts the columns of a span still to be masked.
  const secrets = messages.filter((m) => m.ruleId === 'secret').sort((a, b) => b.line - a.line || b.column - a.column);
  for (const m of secrets) {
    for (let line = m.line; line <= m.endLine && line <= masked.length; line++) {
      const current = masked[line - 1]!;
      const from = line === m.line ? m.column - 1 : 0;
      const to = line === m.endLine ? m.endColumn - 1 : current.length;
      if (to <= from && line === m.line && line === m.endLine) continue;
      masked[line - 1] = current.slice(0, from) + SECRET_MASK + current.slice(Math.max(from, to));
    }
  }
  return masked;
}
