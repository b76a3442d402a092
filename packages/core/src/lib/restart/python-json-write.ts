import { PyInt, PythonCrash, pyStrCodePoints } from './python-value.js';
import { PYTHON_INT_MAX_STR_DIGITS } from './python-json-read.js';

/**
 * `repr(float)` as CPython writes it (shortest round-trip digits; exponent form when the
 * decimal exponent is < -4 or >= 16; `.0` on integral values), with json's spellings of
 * the non-finite values (`NaN`, `Infinity`, `-Infinity`).
 */
function pythonFloatRepr(x: number): string {
  if (Number.isNaN(x)) return 'NaN';
  if (x === Number.POSITIVE_INFINITY) return 'Infinity';
  if (x === Number.NEGATIVE_INFINITY) return '-Infinity';
  if (x === 0) return Object.is(x, -0) ? '-0.0' : '0.0';
  const sign = x < 0 ? '-' : '';
  const [mantissa, exp] = Math.abs(x).toExponential().split('e') as [string, string];
  const digits = mantissa.replace('.', '');
  const e = Number(exp);
  if (e < -4 || e >= 16) {
    const m = digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits;
    return `${sign}${m}e${e < 0 ? '-' : '+'}${String(Math.abs(e)).padStart(2, '0')}`;
  }
  if (e < 0) return `${sign}0.${'0'.repeat(-e - 1)}${digits}`;
  if (digits.length <= e + 1) return `${sign}${digits}${'0'.repeat(e + 1 - digits.length)}.0`;
  return `${sign}${digits.slice(0, e + 1)}.${digits.slice(e + 1)}`;
}

const SHORT_ESCAPES: Record<number, string> = {
  0x22: '\\"',
  0x5c: '\\\\',
  0x0a: '\\n',
  0x0d: '\\r',
  0x09: '\\t',
  0x08: '\\b',
  0x0c: '\\f',
};
const hex4 = (u: number) => `\\u${u.toString(16).padStart(4, '0')}`;

/** A Python str as `json.dumps` writes it with `ensure_ascii=True`. */
function pythonJsonString(text: string): string {
  let out = '"';
  for (const cp of pyStrCodePoints(text)) {
    const short = SHORT_ESCAPES[cp];
    if (short) out += short;
    else if (cp >= 0x20 && cp <= 0x7e) out += String.fromCharCode(cp);
    else if (cp > 0xffff) {
      const v = cp - 0x10000;
      out += hex4(0xd800 + (v >> 10)) + hex4(0xdc00 + (v & 0x3ff));
    } else out += hex4(cp);
  }
  return `${out}"`;
}

class Literal {
  constructor(readonly text: string) {}
}

/** A value the published scripts print: plain JS objects stand for dicts (key order kept). */
export type DumpValue = null | boolean | PyInt | number | string | DumpValue[] | { [key: string]: DumpValue };

/**
 * `json.dumps(value, sort_keys=sortKeys)` with CPython's defaults: `", "` and `": "`
 * separators, ASCII escaping, float repr, and the 4,300-digit int limit (a crash there,
 * since the scripts print outside their `try`). Iterative, so any depth is safe.
 */
export function pythonJsonDumps(value: DumpValue, sortKeys = false): string {
  const parts: string[] = [];
  type Task = DumpValue | Literal;
  const todo: Task[] = [value];
  while (todo.length > 0) {
    const v = todo.pop() as Task; // `!` would drop `null`, a value this loop prints
    if (v instanceof Literal) {
      parts.push(v.text);
    } else if (v === null) parts.push('null');
    else if (v === true) parts.push('true');
    else if (v === false) parts.push('false');
    else if (v instanceof PyInt) {
      const text = v.value.toString();
      if (text.replace('-', '').length > PYTHON_INT_MAX_STR_DIGITS)
        throw new PythonCrash('ValueError: Exceeds the limit (4300 digits) for integer string conversion');
      parts.push(text);
    } else if (typeof v === 'number') parts.push(pythonFloatRepr(v));
    else if (typeof v === 'string') parts.push(pythonJsonString(v));
    else if (Array.isArray(v)) {
      const tasks: Task[] = [new Literal('[')];
      v.forEach((item, k) => {
        if (k > 0) tasks.push(new Literal(', '));
        tasks.push(item);
      });
      tasks.push(new Literal(']'));
      for (let k = tasks.length - 1; k >= 0; k--) todo.push(tasks[k]!);
    } else {
      const keys = Object.keys(v);
      if (sortKeys) keys.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      const tasks: Task[] = [new Literal('{')];
      keys.forEach((key, k) => {
        tasks.push(new Literal(`${k > 0 ? ', ' : ''}${pythonJsonString(key)}: `));
        tasks.push(v[key]!);
      });
      tasks.push(new Literal('}'));
      for (let k = tasks.length - 1; k >= 0; k--) todo.push(tasks[k]!);
    }
  }
  return parts.join('');
}
