import { redactPath, redactSecrets } from '@handoff/core/secrets';

/**
 * A string as the server returns it: a document (more than one line) through the secret
 * scanner's redaction, and a one-line string (a path, a folder name, a title, an argument)
 * also segment by segment, so a `password=…/` folder is redacted like a token-named file.
 */
export function redact(text: string): string {
  return /[\r\n]/.test(text) ? redactSecrets(text).text : redactPath(text);
}

/**
 * A copy of a JSON value with every string passed through {@link redact}, so no credential
 * quoted from a document (a heading, a handoff, a commit subject) or named by a path leaves
 * the server, whatever tool or resource produced it. Iterative: depth cannot overflow.
 */
export function redactDeep<T>(value: T): T {
  if (typeof value === 'string') return redact(value) as T;
  if (value === null || typeof value !== 'object') return value;
  const root: unknown = Array.isArray(value) ? [] : {};
  const stack: Array<[unknown, Record<string, unknown> | unknown[]]> = [[value, root as Record<string, unknown>]];
  while (stack.length > 0) {
    const [from, to] = stack.pop()!;
    for (const [key, child] of Object.entries(from as object)) {
      let copy: unknown = child;
      if (typeof child === 'string') copy = redact(child);
      else if (child !== null && typeof child === 'object') {
        copy = Array.isArray(child) ? [] : {};
        stack.push([child, copy as Record<string, unknown>]);
      }
      Object.defineProperty(to, key, { value: copy, enumerable: true, writable: true, configurable: true });
    }
  }
  return root as T;
}
