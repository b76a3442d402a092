/**
 * Values as Python's `json.loads` produces them, so the restart gate and title helper can
 * follow the published scripts' type checks exactly: ints stay exact (`bigint`), floats are
 * JS numbers (NaN and ±Infinity included), objects keep Python's last-wins key semantics.
 */
export type PyValue = null | boolean | PyInt | number | PyStr | PyValue[] | PyDict;

/** A Python `int` parsed from JSON: exact at any size. */
export class PyInt {
  constructor(readonly value: bigint) {}
}

/**
 * A Python `str`, encoded as a JS string that keeps code points apart: U+0000 is written as
 * two NULs and a lone surrogate code point as NUL + that unit, so two lone surrogates that
 * happen to sit next to each other never merge into one astral character (Python keeps them
 * apart; JS UTF-16 would not). Plain text without NULs or surrogates is unchanged.
 */
export type PyStr = string;

/** A Python `dict` with `str` keys (PyStr encoding). */
export type PyDict = Map<PyStr, PyValue>;

/** Raised where the published script would die with an uncaught exception (a traceback). */
export class PythonCrash extends Error {
  constructor(readonly pythonError: string) {
    super(pythonError);
    this.name = 'PythonCrash';
  }
}

/** Raised where the published script raises a `ValueError` (or another exception it catches). */
export class PythonValueError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PythonValueError';
  }
}

/** Whether a JS value is a Python dict. */
export function isDict(value: PyValue | undefined): value is PyDict {
  return value instanceof Map;
}

/** Encode one code point into the PyStr form. */
export function pyStrFromCodePoint(cp: number): string {
  if (cp === 0) return '\0\0';
  if (cp >= 0xd800 && cp <= 0xdfff) return `\0${String.fromCharCode(cp)}`;
  return String.fromCodePoint(cp);
}

/** The code points of a PyStr. */
export function pyStrCodePoints(text: PyStr): number[] {
  const cps: number[] = [];
  for (let i = 0; i < text.length;) {
    const unit = text.charCodeAt(i);
    if (unit === 0) {
      cps.push(text.charCodeAt(i + 1));
      i += 2;
      continue;
    }
    const cp = text.codePointAt(i)!;
    cps.push(cp);
    i += cp > 0xffff ? 2 : 1;
  }
  return cps;
}

// Python's str.isspace(): bidi classes WS, B, S and category Zs.
const PY_SPACE = new Set([
  0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x1c, 0x1d, 0x1e, 0x1f, 0x20, 0x85, 0xa0, 0x1680, 0x2000, 0x2001, 0x2002, 0x2003,
  0x2004, 0x2005, 0x2006, 0x2007, 0x2008, 0x2009, 0x200a, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000,
]);

/** Python's `str.strip()` with no argument (its whitespace set, not JS `trim`'s). */
export function pyStrip(text: PyStr): PyStr {
  let start = 0;
  let end = text.length;
  while (start < end && PY_SPACE.has(text.charCodeAt(start))) start++;
  // Escaped units (NUL, surrogates) are never whitespace, so unit-wise stripping is exact.
  while (end > start && PY_SPACE.has(text.charCodeAt(end - 1))) end--;
  return text.slice(start, end);
}

/** Python truthiness. */
export function pyTruthy(value: PyValue | undefined): boolean {
  if (value === undefined || value === null || value === false) return false;
  if (value === true) return true;
  if (value instanceof PyInt) return value.value !== 0n;
  if (typeof value === 'number') return value !== 0; // NaN is truthy in Python, and NaN !== 0
  if (typeof value === 'string') return value.length > 0;
  if (Array.isArray(value)) return value.length > 0;
  return value.size > 0;
}
