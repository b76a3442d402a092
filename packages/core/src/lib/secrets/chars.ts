/** A set of ASCII characters as a lookup table; non-ASCII code units are never members. */
export type CharSet = Uint8Array;

/** Build a set from a `[...]`-style body such as `A-Za-z0-9_-` (a trailing `-` is literal). */
export function charSet(spec: string): CharSet {
  const table = new Uint8Array(128);
  for (let i = 0; i < spec.length; i++) {
    const from = spec.charCodeAt(i);
    if (spec[i + 1] === '-' && i + 2 < spec.length) {
      const to = spec.charCodeAt(i + 2);
      for (let c = from; c <= to; c++) table[c] = 1;
      i += 2;
    } else table[from] = 1;
  }
  return table;
}

/** Whether code unit `c` is in `set`. */
export function inSet(set: CharSet, c: number): boolean {
  return c < 128 && set[c] === 1;
}

/** The end of the run of `set` members starting at `from` (exclusive). */
export function runEnd(text: string, from: number, set: CharSet): number {
  let i = from;
  while (i < text.length && inSet(set, text.charCodeAt(i))) i++;
  return i;
}

/** The start of the run of `set` members ending at `end` (exclusive), looking back at most `limit` code units. */
export function runStart(text: string, end: number, set: CharSet, limit: number): number {
  let i = end;
  const floor = Math.max(0, end - limit);
  while (i > floor && inSet(set, text.charCodeAt(i - 1))) i--;
  return i;
}

/**
 * The code unit at `i`, or -1 before the start or past the end (which no character test
 * accepts). Hot loops read through this instead of `charCodeAt` near an edge: one read out
 * of range returns NaN, and V8 then stops inlining every later read at that call site.
 */
export function codeAt(text: string, i: number): number {
  return i >= 0 && i < text.length ? text.charCodeAt(i) : -1;
}

/** Line feed or carriage return. */
export function isLineBreak(c: number): boolean {
  return c === 10 || c === 13;
}

/** Space or tab. */
export function isBlank(c: number): boolean {
  return c === 32 || c === 9;
}

/** `[A-Za-z0-9_]`. */
export function isWordChar(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || c === 0x5f;
}

/** `[A-Za-z]`. */
export function isLetter(c: number): boolean {
  return (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
}

/** `[a-z]`. */
export function isLower(c: number): boolean {
  return c >= 0x61 && c <= 0x7a;
}

/** `[A-Z]`. */
export function isUpper(c: number): boolean {
  return c >= 0x41 && c <= 0x5a;
}

/** `[0-9]`. */
export function isDigit(c: number): boolean {
  return c >= 0x30 && c <= 0x39;
}

/** Whether position `at` starts a word (the character before it is not `[A-Za-z0-9_]`). */
export function boundary(text: string, at: number): boolean {
  return at === 0 || !isWordChar(text.charCodeAt(at - 1));
}

/** Compare `text` at `at` with a lower-case ASCII word, ignoring ASCII case. */
export function equalsIgnoreCase(text: string, at: number, word: string): boolean {
  if (at < 0 || at + word.length > text.length) return false;
  for (let i = 0; i < word.length; i++) if ((text.charCodeAt(at + i) | 0x20) !== word.charCodeAt(i)) return false;
  return true;
}

/**
 * Whether `text` holds the lower-case ASCII `word` anywhere, ignoring ASCII case (what `/word/i` finds, without a
 * regex).
 */
export function includesIgnoreCase(text: string, word: string): boolean {
  const first = word.charCodeAt(0);
  for (let i = 0; i + word.length <= text.length; i++)
    if ((text.charCodeAt(i) | 0x20) === first && equalsIgnoreCase(text, i, word)) return true;
  return false;
}

/** The first position at or after `from` that is not a blank. */
export function skipBlanks(text: string, from: number): number {
  let i = from;
  while (i < text.length && isBlank(text.charCodeAt(i))) i++;
  return i;
}

/** The start of the line holding `at`, looking back at most `limit` code units (then -1). */
export function lineStart(text: string, at: number, limit: number): number {
  const floor = Math.max(0, at - limit);
  for (let i = at; i > floor; i--) if (isLineBreak(text.charCodeAt(i - 1))) return i;
  return floor === 0 ? 0 : -1;
}

/**
 * The lines above the line that starts at `end`, nearest first, each with where it starts (a line break of two
 * characters, `\r\n`, ends the line above); none past a line longer than `limit`.
 */
export function* linesAbove(text: string, end: number, limit: number): Generator<{ line: string; start: number }> {
  while (end > 0) {
    let lineEndAt = end - 1;
    if (lineEndAt > 0 && text.charCodeAt(lineEndAt) === 0x0a && text.charCodeAt(lineEndAt - 1) === 0x0d) lineEndAt--;
    const start = lineStart(text, lineEndAt, limit);
    if (start < 0) return;
    yield { line: text.slice(start, lineEndAt), start };
    end = start;
  }
}

/**
 * The end of the line holding `at` (the position of its line break, or the text's end), looking at most `limit` ahead
 * (then -1).
 */
export function lineEnd(text: string, at: number, limit: number): number {
  const ceiling = Math.min(text.length, at + limit);
  for (let i = at; i < ceiling; i++) if (isLineBreak(text.charCodeAt(i))) return i;
  return ceiling === text.length ? ceiling : -1;
}

/** The start of the next line after the line break at `at` (CRLF counts once). */
export function afterLineBreak(text: string, at: number): number {
  return text.charCodeAt(at) === 13 && text.charCodeAt(at + 1) === 10 ? at + 2 : at + 1;
}
