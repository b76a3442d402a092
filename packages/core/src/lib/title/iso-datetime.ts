import { PythonValueError, pyStrCodePoints, type PyStr } from '../restart/python-value.js';
import { daysFromCivil, daysInMonth, isLeap, toOrdinal, civilFromDays } from './calendar.js';

/** An aware datetime as `datetime.fromisoformat` builds it (offset in microseconds). */
export interface IsoDateTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  microsecond: number;
  /** UTC offset in microseconds, or null for a naive datetime. */
  offsetMicros: number | null;
}

const invalid = (): never => {
  throw new PythonValueError('Invalid isoformat string');
};

/**
 * CPython 3.11's C `datetime.fromisoformat`, ported byte for byte: the same accepted forms
 * (`T`, space or any other one character as the separator; `YYYY-MM-DD`, `YYYYMMDD`, ISO week dates; `HH`,
 * `HH:MM`, `HHMMSS`, fractions with `.`/`,` truncated to microseconds; offsets `±HH[:MM[:SS[.f]]]`)
 * and its quirks (NUL ends a component; an all-zero offset with a fraction is UTC).
 */
export function fromIsoFormat(text: PyStr): IsoDateTime {
  const cps = pyStrCodePoints(text);
  if (cps.length < 7) invalid();
  // A surrogate is tolerated only as the separator (positions 7, 8 or 10), read as `T`.
  for (const pos of [7, 8, 10]) {
    if (pos > cps.length) break;
    const cp = cps[pos];
    if (cp !== undefined && cp >= 0xd800 && cp <= 0xdfff) {
      cps[pos] = 0x54;
      break;
    }
  }
  if (cps.some((cp) => cp >= 0xd800 && cp <= 0xdfff)) invalid();
  const encoded = new TextEncoder().encode(String.fromCodePoint(...cps));
  const len = encoded.length;
  const buf = new Uint8Array(len + 2); // trailing NULs: the C code reads its terminator
  buf.set(encoded);

  const sep = findSeparator(buf, len);
  if (sep < 0) invalid();
  const date = parseDate(buf, sep);
  if (!date) invalid();
  let time: TimeResult = { rv: 0, hour: 0, minute: 0, second: 0, microsecond: 0, tzOffset: 0, tzMicros: 0 };
  if (len > sep) {
    // The time starts after the separator, which may be several UTF-8 bytes (CPython steps by the lead byte).
    time = parseTime(buf, sep + utf8Width(buf[sep]!), len);
    if (time.rv < 0) invalid();
  }
  let offsetMicros: number | null = null;
  if (time.rv === 1) {
    // tzoffset == 0 gives UTC even when the offset carried a fraction (CPython quirk).
    offsetMicros = time.tzOffset === 0 ? 0 : time.tzOffset * 1_000_000 + time.tzMicros;
    if (offsetMicros <= -86_400_000_000 || offsetMicros >= 86_400_000_000) invalid();
  }
  const { year, month, day } = date!;
  if (year < 1 || year > 9999 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) invalid();
  if (time.hour > 23 || time.minute > 59 || time.second > 59) invalid();
  return {
    year,
    month,
    day,
    hour: time.hour,
    minute: time.minute,
    second: time.second,
    microsecond: time.microsecond,
    offsetMicros,
  };
}

const DASH = 0x2d;
const W = 0x57;
const isDigit = (c: number) => c >= 0x30 && c <= 0x39;
const utf8Width = (lead: number) => (lead < 0x80 ? 1 : (lead & 0xf0) === 0xe0 ? 3 : (lead & 0xf0) === 0xf0 ? 4 : 2);

function findSeparator(s: Uint8Array, len: number): number {
  if (len === 7) return 7;
  if (s[4] === DASH) {
    if (s[5] === W) {
      if (len < 8) return -1;
      if (len > 8 && s[8] === DASH) {
        if (len === 9) return -1;
        if (len > 10 && isDigit(s[10]!)) return 8;
        return 10;
      }
      return 8;
    }
    return 10;
  }
  if (s[4] === W) {
    let idx = 7;
    for (; idx < len; idx++) if (!isDigit(s[idx]!)) break;
    if (idx < 9) return idx;
    return idx % 2 === 0 ? 7 : 8;
  }
  return 8;
}

function digits(s: Uint8Array, p: number, n: number): { p: number; value: number } | null {
  let value = 0;
  for (let k = 0; k < n; k++) {
    const c = s[p++] ?? 0;
    if (!isDigit(c)) return null;
    value = value * 10 + (c - 0x30);
  }
  return { p, value };
}

function parseDate(s: Uint8Array, len: number): { year: number; month: number; day: number } | null {
  const y = digits(s, 0, 4);
  if (!y) return null;
  let p = y.p;
  const usesSeparator = s[p] === DASH;
  if (usesSeparator) p++;
  if (s[p] === W) {
    p++;
    const week = digits(s, p, 2);
    if (!week) return null;
    p = week.p;
    let isoDay = 1;
    if (p < len) {
      if (usesSeparator && s[p++] !== DASH) return null;
      const d = digits(s, p, 1);
      if (!d) return null;
      isoDay = d.value;
    }
    return isoToYmd(y.value, week.value, isoDay);
  }
  const m = digits(s, p, 2);
  if (!m) return null;
  p = m.p;
  if (usesSeparator && s[p++] !== DASH) return null;
  const d = digits(s, p, 2);
  if (!d) return null;
  return { year: y.value, month: m.value, day: d.value };
}

function isoToYmd(year: number, week: number, day: number): { year: number; month: number; day: number } | null {
  // Year 0 runs through C's truncating division in CPython; no date of it is valid anyway.
  if (year < 1) return null;
  if (week <= 0 || week >= 53) {
    let outOfRange = true;
    if (week === 53) {
      const firstWeekday = toOrdinal(year, 1, 1) % 7;
      if (firstWeekday === 4 || (firstWeekday === 3 && isLeap(year))) outOfRange = false;
    }
    if (outOfRange) return null;
  }
  if (day <= 0 || day >= 8) return null;
  const firstDay = toOrdinal(year, 1, 1);
  const firstWeekday = (firstDay + 6) % 7;
  let week1Monday = firstDay - firstWeekday;
  if (firstWeekday > 3) week1Monday += 7;
  const ordinal = week1Monday + (week - 1) * 7 + day - 1;
  return civilFromDays(ordinal - 1 + daysFromCivil(1, 1, 1));
}

interface TimeResult {
  rv: number;
  hour: number;
  minute: number;
  second: number;
  microsecond: number;
  tzOffset: number;
  tzMicros: number;
}

const CORRECTION = [100000, 10000, 1000, 100, 10];

function parseHhMmSsFf(
  s: Uint8Array,
  start: number,
  end: number,
): { rv: number; vals: [number, number, number]; micro: number } {
  const vals: [number, number, number] = [0, 0, 0];
  let micro = 0;
  let p = start;
  let hasSeparator = true;
  for (let i = 0; i < 3; i++) {
    const d = digits(s, p, 2);
    if (!d) return { rv: -3, vals, micro };
    vals[i] = d.value;
    p = d.p;
    const c = s[p++] ?? 0;
    if (i === 0) hasSeparator = c === 0x3a;
    if (p >= end) return { rv: c !== 0 ? 1 : 0, vals, micro };
    if (hasSeparator && c === 0x3a) continue;
    if (c === 0x2e || c === 0x2c) {
      break;
    }
    if (!hasSeparator) p--;
    else return { rv: -4, vals, micro };
  }
  const remains = end - p;
  const toParse = remains >= 6 ? 6 : remains;
  const f = digits(s, p, toParse);
  if (!f) return { rv: -3, vals, micro };
  micro = f.value;
  p = f.p;
  if (toParse < 6) micro *= CORRECTION[toParse - 1] ?? 0;
  while (isDigit(s[p] ?? 0)) p++;
  return { rv: (s[p] ?? 0) !== 0 ? 1 : 0, vals, micro };
}

function parseTime(s: Uint8Array, start: number, end: number): TimeResult {
  const result: TimeResult = { rv: 0, hour: 0, minute: 0, second: 0, microsecond: 0, tzOffset: 0, tzMicros: 0 };
  let tz = start;
  do {
    const c = s[tz] ?? 0;
    if (c === 0x5a || c === 0x2b || c === DASH) break;
  } while (++tz < end);
  const t = parseHhMmSsFf(s, start, tz);
  [result.hour, result.minute, result.second] = t.vals;
  result.microsecond = t.micro;
  if (t.rv < 0) return { ...result, rv: t.rv };
  if (tz === end) return { ...result, rv: t.rv === 1 ? -5 : 0 };
  if (s[tz] === 0x5a) return { ...result, rv: (s[tz + 1] ?? 0) !== 0 ? -5 : 1 };
  const sign = s[tz] === DASH ? -1 : 1;
  const o = parseHhMmSsFf(s, tz + 1, end);
  if (o.rv < 0) return { ...result, rv: -5 };
  result.tzOffset = sign * (o.vals[0] * 3600 + o.vals[1] * 60 + o.vals[2]);
  result.tzMicros = sign * o.micro;
  return { ...result, rv: o.rv ? -5 : 1 };
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** `datetime.isoformat()` of an aware or naive datetime. */
export function isoFormat(dt: IsoDateTime): string {
  let out =
    `${pad(dt.year, 4)}-${pad(dt.month, 2)}-${pad(dt.day, 2)}T${pad(dt.hour, 2)}:` +
    `${pad(dt.minute, 2)}:${pad(dt.second, 2)}`;
  if (dt.microsecond) out += `.${pad(dt.microsecond, 6)}`;
  if (dt.offsetMicros !== null) {
    const sign = dt.offsetMicros < 0 ? '-' : '+';
    const abs = Math.abs(dt.offsetMicros);
    const micro = abs % 1_000_000;
    const total = Math.floor(abs / 1_000_000);
    const seconds = total % 60;
    const minutes = Math.floor(total / 60) % 60;
    const hours = Math.floor(total / 3600);
    out += `${sign}${pad(hours, 2)}:${pad(minutes, 2)}`;
    if (micro) out += `:${pad(seconds, 2)}.${pad(micro, 6)}`;
    else if (seconds) out += `:${pad(seconds, 2)}`;
  }
  return out;
}
