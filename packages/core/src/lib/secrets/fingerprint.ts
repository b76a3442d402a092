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

/**
 * SHA-256 (hex) of example credentials that vendors print in their own documentation:
 * Stripe's sample test key (in every example of its API reference) and the sample token of
 * jwt.io. Stored as digests so the repository holds no credential-shaped string.
 */
const DOCUMENTED_EXAMPLES = new Set([
  'f2d6ca16515033e5dce14eba840b979d27b5cbae24bb3e5bf484339667f86397', // Stripe's sample sk_test_ key
  '7f75367e7881255134e1375e723d1dea8ad5f6a4fdb79d938df1f1754a830606', // jwt.io's sample HS256 token
]);

/** Whether `token` is one of the vendors' documented example values. */
export function isDocumentedExample(token: string): boolean {
  return DOCUMENTED_EXAMPLES.has(createHash('sha256').update(token).digest('hex'));
}
