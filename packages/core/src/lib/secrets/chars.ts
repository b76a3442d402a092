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

/** Line feed or carriage return. */
export function isLineBreak(c: number): boolean {
  return c === 10 || c === 13;
}

/** Space or tab. */
export function isBlank(c: number): boolean {
  return c === 32 || c === 9;
}
