/**
 * Escapes a normalised view decodes: JSON's `\uXXXX` and URLs' percent escapes. Only
 * escapes of token material count (`%2F`, `%5F`, `\u0067`), not `%20` or `%s`.
 */

/** The code of a JSON `\uXXXX` escape at `at`, or -1. */
export function escapedCode(text: string, at: number): number {
  if (text.charCodeAt(at) !== 0x5c || text.charCodeAt(at + 1) !== 0x75) return -1;
  let code = 0;
  for (let i = at + 2; i < at + 6; i++) {
    const h = hexValue(text.charCodeAt(i));
    if (h < 0) return -1;
    code = code * 16 + h;
  }
  return code;
}

/** The value of a hex digit, or -1. */
export function hexValue(c: number): number {
  if (c >= 0x30 && c <= 0x39) return c - 0x30;
  const l = c | 0x20;
  return l >= 0x61 && l <= 0x66 ? l - 0x57 : -1;
}

/**
 * Whether `%XX` at `at` encodes token material (a letter, digit, `_ - . : / = @ + ~`) or starts a UTF-8 sequence; `%20`
 * does not.
 */
export function percentMatters(text: string, at: number): boolean {
  const hi = hexValue(text.charCodeAt(at + 1));
  const lo = hexValue(text.charCodeAt(at + 2));
  if (hi < 0 || lo < 0) return false;
  const byte = hi * 16 + lo;
  // A UTF-8 lead byte counts only with a continuation byte after it (`%DB_PASSWORD%` is a Windows variable).
  if (byte >= 0xc2 && byte <= 0xf4) {
    const next = text.charCodeAt(at + 3) === 0x25 ? hexValue(text.charCodeAt(at + 4)) : -1;
    return next >= 8 && next <= 0xb && hexValue(text.charCodeAt(at + 5)) >= 0;
  }
  return byte > 0x20 && byte < 0x7f && /[A-Za-z0-9_\-.:/=@+~]/.test(String.fromCharCode(byte));
}

/** Whether an escape that a normalised view decodes starts at `at` (`\u0067`, `%5F`). */
export function isEscapeAt(text: string, at: number): boolean {
  const c = text.charCodeAt(at);
  return (c === 0x5c && escapedCode(text, at) >= 0) || (c === 0x25 && percentMatters(text, at));
}
