import { REDACTED, redactSecrets } from '../secrets/index.js';

/** Keys whose values are secret whatever they look like (lowercase, `-` read as `_`). */
const SENSITIVE_KEYS = new Set([
  'password',
  'passwd',
  'api_key',
  'apikey',
  'access_token',
  'refresh_token',
  'token',
  'secret',
  'client_secret',
  'private_key',
  'service_role_key',
  'authorization',
  'database_url',
  'redis_url',
  'webhook_secret',
  'signing_key',
  'encrypted_payload',
]);

/** Deeper JSON is left to the text scanner: re-serialising it could overflow the stack. */
const MAX_JSON_DEPTH = 256;
/** How many levels of JSON-inside-a-JSON-string are opened. */
const MAX_EMBEDDED_JSON = 4;

/**
 * Redact a note's side before storage: where the text is JSON, values under sensitive keys
 * become `[REDACTED]`, every string value is scanned as decoded text (JSON held in string
 * values is opened too); then the secret scanner replaces every credential it finds in the
 * whole text, keeping assignment names.
 */
export function redactRejectionText(text: string): string {
  return redactSecrets(redactSensitiveJson(text, MAX_EMBEDDED_JSON)).text;
}

/** Whether `key` names a value that is secret whatever it looks like. */
function isSensitiveKey(key: string): boolean {
  return SENSITIVE_KEYS.has(key.toLowerCase().replaceAll('-', '_'));
}

function redactSensitiveJson(text: string, embedded: number): string {
  const trimmed = text.trim();
  if (!trimmed.startsWith('{') && !trimmed.startsWith('[')) return text;
  let root: unknown;
  try {
    root = JSON.parse(trimmed);
  } catch {
    return text;
  }
  return walk(root, embedded) ? JSON.stringify(root) : text;
}

type Container = Record<string, unknown> | unknown[];

/** Redact in place, without recursion over containers; true when anything changed. */
function walk(root: unknown, embedded: number): boolean {
  if (root === null || typeof root !== 'object') return false;
  let changed = false;
  const stack: Array<{ node: Container; depth: number }> = [{ node: root as Container, depth: 1 }];
  while (stack.length > 0) {
    const { node, depth } = stack.pop()!;
    if (depth > MAX_JSON_DEPTH) return false;
    const keys = Array.isArray(node) ? node.map((_, index) => index) : Object.keys(node);
    for (const key of keys) {
      const value = (node as Record<string | number, unknown>)[key];
      if (typeof key === 'string' && isSensitiveKey(key) && isSecretValue(value)) {
        setOwn(node, key, REDACTED);
        changed = true;
      } else if (typeof value === 'string') {
        // Scan the decoded string, not only the serialised text: inside JSON a quoted
        // `password = "…"` appears as `password = \"…\"`, which a text scan does not read
        // as an assignment.
        const opened = embedded > 0 ? redactSensitiveJson(value, embedded - 1) : value;
        const redacted = redactSecrets(opened).text;
        if (redacted !== value) {
          setOwn(node, key, redacted);
          changed = true;
        }
      } else if (value !== null && typeof value === 'object') {
        stack.push({ node: value as Container, depth: depth + 1 });
      }
    }
  }
  return changed;
}

/** Assign as an own property, so a `__proto__` key from JSON.parse is replaced, not followed. */
function setOwn(node: Container, key: string | number, value: string): void {
  Object.defineProperty(node, key, { value, writable: true, enumerable: true, configurable: true });
}

function isSecretValue(value: unknown): boolean {
  if (value === null || typeof value === 'boolean') return false;
  if (typeof value === 'string') return value !== '' && value !== REDACTED;
  return true;
}
