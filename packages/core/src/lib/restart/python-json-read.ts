import { decodeJsonBytes } from './python-decode.js';
import { PyInt, PythonCrash, PythonValueError, pyStrFromCodePoint, type PyDict, type PyValue } from './python-value.js';

/**
 * Nesting depth at which the published scripts die: CPython's C JSON scanner recurses once
 * per array/object and hits the default recursion limit (1000, minus the frames of the
 * script) when opening the 995th container. Measured with CPython 3.11.
 */
const PYTHON_JSON_MAX_DEPTH = 994;

/** CPython's default `sys.get_int_max_str_digits()`: longer int literals are a `ValueError`. */
export const PYTHON_INT_MAX_STR_DIGITS = 4300;

// Code points the reader compares decoded input with (plain numbers, not an enum: the input is numbers).
const Cp = {
  Tab: 0x09,
  Lf: 0x0a,
  Cr: 0x0d,
  Space: 0x20,
  Quote: 0x22,
  Plus: 0x2b,
  Comma: 0x2c,
  Minus: 0x2d,
  Dot: 0x2e,
  Zero: 0x30,
  Nine: 0x39,
  Colon: 0x3a,
  UpperE: 0x45,
  LowerE: 0x65,
  Backslash: 0x5c,
  OpenBracket: 0x5b,
  CloseBracket: 0x5d,
  OpenBrace: 0x7b,
  CloseBrace: 0x7d,
  LowerU: 0x75,
} as const;

type Frame = { kind: 'array'; items: PyValue[] } | { kind: 'object'; map: PyDict; key: string };

/**
 * `json.loads(bytes)` of CPython 3.11, iteratively: same accepted language (NaN, Infinity,
 * -Infinity, exact big ints, lone surrogates, duplicate keys last-wins, UTF-16/32 input),
 * a `PythonValueError` where Python raises `ValueError`/`UnicodeDecodeError`, and a
 * `PythonCrash` where Python would hit its recursion limit. Never recurses itself.
 */
export function pythonJsonLoads(bytes: Uint8Array): PyValue {
  return parseCodePoints(decodeJsonBytes(bytes));
}

function error(): never {
  throw new PythonValueError('JSONDecodeError');
}

/** Parse already-decoded code points as Python's `json.loads(str)` would (no BOM allowed). */
function parseCodePoints(s: Uint32Array): PyValue {
  if (s[0] === 0xfeff) error(); // "Unexpected UTF-8 BOM" — only reachable for str input
  const len = s.length;
  let i = 0;
  const ws = () => {
    while (i < len) {
      const c = s[i]!;
      if (c !== Cp.Space && c !== Cp.Tab && c !== Cp.Lf && c !== Cp.Cr) break;
      i++;
    }
  };
  const matches = (word: string) => {
    if (i + word.length > len) return false;
    for (let k = 0; k < word.length; k++) if (s[i + k] !== word.charCodeAt(k)) return false;
    return true;
  };
  const isDigit = (c: number | undefined) => c !== undefined && c >= Cp.Zero && c <= Cp.Nine;
  const hex = (c: number | undefined) => {
    if (c === undefined) return -1;
    if (c >= 0x30 && c <= 0x39) return c - 0x30;
    if (c >= 0x41 && c <= 0x46) return c - 0x41 + 10;
    if (c >= 0x61 && c <= 0x66) return c - 0x61 + 10;
    return -1;
  };
  const hex4 = (at: number) => {
    let v = 0;
    for (let k = 0; k < 4; k++) {
      const h = hex(s[at + k]);
      if (h < 0) error();
      v = (v << 4) | h;
    }
    return v;
  };
  const parseString = (): string => {
    i++; // opening quote
    let out = '';
    for (;;) {
      if (i >= len) error();
      const c = s[i]!;
      if (c === Cp.Quote) {
        i++;
        return out;
      }
      if (c < 0x20) error(); // strict mode: no raw control characters
      if (c !== Cp.Backslash) {
        out += pyStrFromCodePoint(c);
        i++;
        continue;
      }
      const e = s[i + 1];
      i += 2;
      switch (e) {
        case 0x22:
          out += '"';
          break;
        case 0x5c:
          out += '\\';
          break;
        case 0x2f:
          out += '/';
          break;
        case 0x62:
          out += '\b';
          break;
        case 0x66:
          out += '\f';
          break;
        case 0x6e:
          out += '\n';
          break;
        case 0x72:
          out += '\r';
          break;
        case 0x74:
          out += '\t';
          break;
        case Cp.LowerU: {
          let cp = hex4(i);
          i += 4;
          if (cp >= 0xd800 && cp <= 0xdbff && s[i] === Cp.Backslash && s[i + 1] === Cp.LowerU) {
            const low = hex4(i + 2);
            if (low >= 0xdc00 && low <= 0xdfff) {
              cp = 0x10000 + ((cp - 0xd800) << 10) + (low - 0xdc00);
              i += 6;
            }
          }
          out += pyStrFromCodePoint(cp);
          break;
        }
        default:
          error();
      }
    }
  };
  const parseNumber = (): PyValue => {
    const start = i;
    if (s[i] === Cp.Minus) i++;
    if (s[i] === Cp.Zero) i++;
    else if (s[i]! >= 0x31 && s[i]! <= Cp.Nine) while (isDigit(s[i])) i++;
    else error();
    const intEnd = i;
    let isFloat = false;
    if (s[i] === Cp.Dot && isDigit(s[i + 1])) {
      isFloat = true;
      i += 2;
      while (isDigit(s[i])) i++;
    }
    if (s[i] === Cp.LowerE || s[i] === Cp.UpperE) {
      const eStart = i;
      i++;
      if (s[i] === Cp.Minus || s[i] === Cp.Plus) i++;
      if (isDigit(s[i])) {
        while (isDigit(s[i])) i++;
        isFloat = true;
      } else {
        i = eStart; // backtrack: the `e` is left for the caller to trip over
      }
    }
    let text = '';
    for (let k = start; k < i; k++) text += String.fromCharCode(s[k]!);
    if (isFloat) return Number(text);
    const digits = intEnd - start - (s[start] === Cp.Minus ? 1 : 0);
    if (digits > PYTHON_INT_MAX_STR_DIGITS) error();
    return new PyInt(BigInt(text));
  };

  const stack: Frame[] = [];
  // Every branch that sets `produced` assigns it first; tsc cannot follow that through the loop.
  let value: PyValue = null;
  i = 0;
  ws();
  for (;;) {
    // Parse one value at i (containers push a frame and continue with their first item).
    if (i >= len) error();
    const c = s[i]!;
    let produced = true;
    if (c === Cp.Quote) value = parseString();
    else if (c === Cp.OpenBracket || c === Cp.OpenBrace) {
      if (stack.length + 1 > PYTHON_JSON_MAX_DEPTH) throw new PythonCrash('RecursionError');
      i++;
      ws();
      if (c === Cp.OpenBracket) {
        if (s[i] === Cp.CloseBracket) {
          i++;
          value = [];
        } else {
          stack.push({ kind: 'array', items: [] });
          produced = false;
        }
      } else if (s[i] === Cp.CloseBrace) {
        i++;
        value = new Map();
      } else {
        if (s[i] !== Cp.Quote) error();
        const key = parseString();
        ws();
        if (s[i] !== Cp.Colon) error();
        i++;
        ws();
        stack.push({ kind: 'object', map: new Map(), key });
        produced = false;
      }
    } else if (c === 0x6e && matches('null')) {
      value = null;
      i += 4;
    } else if (c === 0x74 && matches('true')) {
      value = true;
      i += 4;
    } else if (c === 0x66 && matches('false')) {
      value = false;
      i += 5;
    } else if (c === 0x4e && matches('NaN')) {
      value = Number.NaN;
      i += 3;
    } else if (c === 0x49 && matches('Infinity')) {
      value = Number.POSITIVE_INFINITY;
      i += 8;
    } else if (c === Cp.Minus && matches('-Infinity')) {
      value = Number.NEGATIVE_INFINITY;
      i += 9;
    } else if (c === Cp.Minus || isDigit(c)) value = parseNumber();
    else error();
    if (!produced) continue;

    // Hand the value to the enclosing containers, closing as many as end here.
    for (;;) {
      const top = stack[stack.length - 1];
      if (!top) {
        ws();
        if (i !== len) error(); // "Extra data"
        return value;
      }
      if (top.kind === 'array') top.items.push(value);
      else {
        top.map.set(top.key, value); // a repeated key keeps its place; the last value wins
      }
      ws();
      const close = top.kind === 'array' ? Cp.CloseBracket : Cp.CloseBrace;
      if (s[i] === close) {
        i++;
        stack.pop();
        value = top.kind === 'array' ? top.items : top.map;
        continue;
      }
      if (s[i] !== Cp.Comma) error();
      i++;
      ws();
      if (top.kind === 'object') {
        if (s[i] !== Cp.Quote) error();
        top.key = parseString();
        ws();
        if (s[i] !== Cp.Colon) error();
        i++;
        ws();
      }
      break;
    }
  }
}
