import { REDACTED, redactSecrets } from '@handoff/core/secrets';
import { secretsOf } from './file-secrets.js';
import type { ReportDescriptor } from './rule.js';
import { copyWith } from './copy-with.js';

/** Shortest stretch of a secret that, found in quoted text, means the quote shows part of it. */
const SHARED_STRETCH = 8;

function secretValues(text: string): string[] {
  return secretsOf(text).map((finding) => text.slice(finding.offset, finding.offset + finding.length));
}

/**
 * A report whose data quotes no secret: each string value that holds a secret the file holds
 * (whole, or a stretch of at least `SHARED_STRETCH` characters of one), or a secret of its own,
 * is redacted before the message is built — so no formatter, editor or verb can print it,
 * escaped or not.
 */
export function redactQuotedSecrets<M extends string>(
  descriptor: ReportDescriptor<M>,
  text: string,
): ReportDescriptor<M> {
  const data = descriptor.data;
  if (!data) return descriptor;
  let changed: Record<string, string | number> | undefined;
  for (const [key, value] of Object.entries(data)) {
    if (typeof value !== 'string' || value.length === 0) continue;
    const redacted = redactValue(value, secretValues(text));
    if (redacted !== value) (changed ??= Object.assign({}, data))[key] = redacted;
  }
  return changed ? copyWith(descriptor, { data: changed }) : descriptor;
}

function redactValue(value: string, secrets: readonly string[]): string {
  let out = value;
  for (const secret of secrets) {
    if (out.includes(secret)) out = out.split(secret).join(REDACTED);
    else if (sharesStretch(out, secret)) return REDACTED;
  }
  return redactSecrets(out).text;
}

function sharesStretch(value: string, secret: string): boolean {
  const size = Math.min(SHARED_STRETCH, secret.length);
  for (let at = 0; at + size <= value.length; at++) if (secret.includes(value.slice(at, at + size))) return true;
  return false;
}
