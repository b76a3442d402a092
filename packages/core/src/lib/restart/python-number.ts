import { PyInt, PythonCrash } from './python-value.js';

/** A Python number: `int` (exact) or `float`. */
export type PyNum = PyInt | number;

const raw = (n: PyNum): bigint | number => (n instanceof PyInt ? n.value : n);

/** `float(n)`, with Python's OverflowError for an int beyond the double range. */
function toFloat(n: PyNum): number {
  if (!(n instanceof PyInt)) return n;
  const f = Number(n.value); // correctly rounded, like CPython's int.__float__
  if (!Number.isFinite(f)) throw new PythonCrash('OverflowError: int too large to convert to float');
  return f;
}

/** `a - b`. */
export function sub(a: PyNum, b: PyNum): PyNum {
  return a instanceof PyInt && b instanceof PyInt ? new PyInt(a.value - b.value) : toFloat(a) - toFloat(b);
}

/** `a * b`. */
export function mul(a: PyNum, b: PyNum): PyNum {
  return a instanceof PyInt && b instanceof PyInt ? new PyInt(a.value * b.value) : toFloat(a) * toFloat(b);
}

/** `a / b` (true division; the caller guarantees `b` is non-zero). */
export function truediv(a: PyNum, b: PyNum): number {
  return a instanceof PyInt && b instanceof PyInt ? intTrueDiv(a.value, b.value) : toFloat(a) / toFloat(b);
}

/** `a < b`, exact across int and float (JS compares bigint with number exactly too). */
function lt(a: PyNum, b: PyNum): boolean {
  return raw(a) < raw(b);
}
/** `a <= b`. */
export function le(a: PyNum, b: PyNum): boolean {
  return raw(a) <= raw(b);
}
/** `a > b`. */
export function gt(a: PyNum, b: PyNum): boolean {
  return raw(a) > raw(b);
}
/** `a >= b`. */
export function ge(a: PyNum, b: PyNum): boolean {
  return raw(a) >= raw(b);
}
/** `a != b`. */
export function ne(a: PyNum, b: PyNum): boolean {
  // Loose on purpose: a bigint and a number must compare by value.
  return raw(a) != raw(b);
}
/** `min(a, b)`: Python keeps the first unless the second is strictly smaller. */
export function min(a: PyNum, b: PyNum): PyNum {
  return lt(b, a) ? b : a;
}

const bitLength = (v: bigint) => (v === 0n ? 0 : v.toString(2).length);

/**
 * CPython's int / int: the correctly rounded (half-even) double of the exact quotient,
 * subnormals included, OverflowError when it does not fit.
 */
function intTrueDiv(a: bigint, b: bigint): number {
  if (b === 0n) throw new PythonCrash('ZeroDivisionError');
  const negative = a < 0n !== b < 0n;
  let n = a < 0n ? -a : a;
  const d = b < 0n ? -b : b;
  if (n === 0n) return negative ? -0 : 0;
  const small = 2n ** 53n;
  if (n <= small && d <= small) return (negative ? -1 : 1) * (Number(n) / Number(d));
  // Exponent of the quotient: 2^e <= n/d < 2^(e+1).
  let e = bitLength(n) - bitLength(d);
  if (e >= 0 ? n < d << BigInt(e) : n << BigInt(-e) < d) e--;
  if (e >= 1024) throw new PythonCrash('OverflowError: integer division result too large for a float');
  const precision = e >= -1022 ? 53 : Math.max(0, 53 - (-1022 - e)); // fewer bits when subnormal
  const shift = precision - 1 - e; // q = n * 2^shift / d has `precision` integer bits
  const num = shift >= 0 ? n << BigInt(shift) : n;
  const den = shift >= 0 ? d : d << BigInt(-shift);
  let q = num / den;
  const r = num - q * den;
  // Round half to even on the remainder.
  const twice = r * 2n;
  if (twice > den || (twice === den && (q & 1n) === 1n)) q += 1n;
  n = q;
  const half = Math.trunc(-shift / 2);
  const result = Number(n) * 2 ** half * 2 ** (-shift - half);
  if (!Number.isFinite(result)) throw new PythonCrash('OverflowError: integer division result too large for a float');
  return negative ? -result : result;
}
