import { createHash, scryptSync } from 'node:crypto';

/** What every fingerprint starts with; the rest is 32 hex digits. */
const FINGERPRINT_PREFIX = 'scrypt:';

/** Fixed, public parameters: a fingerprint must be the same on every machine and in every version. */
const SALT = 'handoff secret fingerprint v1';
const PARAMS = { N: 4096, r: 8, p: 1, maxmem: 16 * 1024 * 1024 } as const;

/** Fingerprints already computed in this process, keyed by a fast digest of the value (never the value). */
const cache = new Map<string, string>();
const CACHE_LIMIT = 1024;

/**
 * The fingerprint of a secret value: `scrypt:` and 32 hex digits, safe to print and to
 * commit (an allowlist names accepted values by it). A slow, salted hash on purpose: a
 * plain SHA-256 of a short password could be reversed by trying candidates at billions a
 * second; scrypt costs each try milliseconds and memory.
 */
export function secretFingerprint(value: string): string {
  const key = createHash('sha256').update(value).digest('base64');
  const known = cache.get(key);
  if (known !== undefined) return known;
  const fingerprint = FINGERPRINT_PREFIX + scryptSync(value, SALT, 16, PARAMS).toString('hex');
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
  cache.set(key, fingerprint);
  return fingerprint;
}
