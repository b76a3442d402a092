import { TIME_UNITS } from './vocabulary.js';

/** A number written in code or a command, with its length in seconds when a time unit goes with it. */
export interface Value {
  raw: number;
  seconds: number | null;
}

const UNIT_WORD = Object.keys(TIME_UNITS)
  .sort((a, b) => b.length - a.length)
  .join('|');

// The forms a number takes, tried at each position in this order:
// Go `5 * time.Second` (and `time.Duration(5) * time.Second`), Rust/Java `from_secs(5)` /
// `ofSeconds(5)`, Python `timedelta(seconds=5)`, a duration literal `30s` / `10m0s` / `1.5h`,
// a number followed by a unit word (`15 minutes`), a bare number.
const GO_DURATION =
  /^(\d[\d_]*(?:\.\d+)?)\s*\)?\s*\*\s*time\.(Nanosecond|Microsecond|Millisecond|Second|Minute|Hour)\b/;
const GO_DURATION_FIRST = /^time\.(Nanosecond|Microsecond|Millisecond|Second|Minute|Hour)\s*\*\s*(\d[\d_]*(?:\.\d+)?)/;
const FROM_UNIT = /(?:from_|of)(secs|seconds|millis|milliseconds|mins|minutes|hours)\s*\(\s*(\d[\d_]*(?:\.\d+)?)/i;
const TIMEDELTA = /\b(seconds|milliseconds|minutes|hours)\s*=\s*(\d[\d_]*(?:\.\d+)?)/;
const LITERAL = new RegExp(`^(\\d[\\d_]*(?:\\.\\d+)?)((?:(?:${UNIT_WORD})\\d*(?:\\.\\d+)?)+)(?![\\p{L}])`, 'iu');
const NUMBER = /^(\d[\d_]*(?:\.\d+)?(?:e\d+)?)(?![\d.]*\.\d)/i;
const UNIT_AFTER = new RegExp(`^\\s+(${UNIT_WORD})s?\\b`, 'i');

const unitSeconds = (unit: string): number | null => {
  const lower = unit.toLowerCase();
  const aliases: Record<string, string> = {
    secs: 's',
    sec: 's',
    mins: 'min',
    millis: 'ms',
    msec: 'ms',
    hr: 'h',
    hrs: 'h',
  };
  const key = aliases[lower] ?? lower;
  if (TIME_UNITS[key] !== undefined) return TIME_UNITS[key];
  const singular = key.length > 3 ? key.replace(/s$/, '') : key;
  return TIME_UNITS[singular] ?? null;
};
const num = (text: string): number => Number(text.replace(/_/g, ''));

/** A Go duration literal (`10m0s`, `1h30m`, `500ms`) in seconds, or `null`. */
function durationSeconds(number: string, units: string): number | null {
  const parts = `${number}${units}`.matchAll(/(\d+(?:\.\d+)?)([a-zµ]+)/gi);
  let total = 0;
  let any = false;
  for (const [, amount, unit] of parts) {
    const seconds = unitSeconds(unit!);
    if (seconds === null) return null;
    total += Number(amount) * seconds;
    any = true;
  }
  return any ? total : null;
}

/**
 * The numbers of a line of code or a command, in order, each with its seconds when a unit goes
 * with it. Versions (`1.2.3`), digits inside identifiers (`utf8`, `v2`) and hex (`0x1f`) are not numbers.
 */
export function valuesIn(line: string): Value[] {
  const out: Value[] = [];
  let i = 0;
  while (i < line.length) {
    const rest = line.slice(i);
    const prev = i === 0 ? ' ' : line[i - 1]!;
    const go = GO_DURATION_FIRST.exec(rest);
    if (go && !/[\w.]/.test(prev)) {
      const seconds = unitSeconds(go[1]!);
      out.push({ raw: num(go[2]!), seconds: seconds === null ? null : num(go[2]!) * seconds });
      i += go[0].length;
      continue;
    }
    if (!/\d/.test(line[i]!) || /[\p{L}_.$]/u.test(prev)) {
      const fromUnit = /^(?:from_|of)\w/i.test(rest) ? FROM_UNIT.exec(rest) : null;
      if (fromUnit && !/\w/.test(prev)) {
        const seconds = unitSeconds(fromUnit[1]!);
        out.push({ raw: num(fromUnit[2]!), seconds: seconds === null ? null : num(fromUnit[2]!) * seconds });
        i += fromUnit.index + fromUnit[0].length;
        continue;
      }
      const delta = /^(?:seconds|milliseconds|minutes|hours)\s*=/.test(rest) ? TIMEDELTA.exec(rest) : null;
      if (delta && !/\w/.test(prev)) {
        const seconds = unitSeconds(delta[1]!);
        out.push({ raw: num(delta[2]!), seconds: seconds === null ? null : num(delta[2]!) * seconds });
        i += delta[0].length;
        continue;
      }
      i++;
      continue;
    }
    const goTimes = GO_DURATION.exec(rest);
    if (goTimes) {
      const seconds = unitSeconds(goTimes[2]!);
      out.push({ raw: num(goTimes[1]!), seconds: seconds === null ? null : num(goTimes[1]!) * seconds });
      i += goTimes[0].length;
      continue;
    }
    const version = /^\d+(?:\.\d+){2,}|^0x[0-9a-f]+/i.exec(rest);
    if (version) {
      i += version[0].length;
      continue;
    }
    const literal = LITERAL.exec(rest);
    if (literal) {
      out.push({ raw: num(literal[1]!), seconds: durationSeconds(literal[1]!, literal[2]!) });
      i += literal[0].length;
      continue;
    }
    const plain = NUMBER.exec(rest);
    if (plain) {
      const after = UNIT_AFTER.exec(line.slice(i + plain[0].length));
      const seconds = after ? unitSeconds(after[1]!) : null;
      out.push({ raw: num(plain[1]!), seconds: seconds === null ? null : num(plain[1]!) * seconds });
      i += plain[0].length + (after ? after[0].length : 0);
      continue;
    }
    i++;
  }
  return out;
}

/** The unit an identifier's name carries (`TIMEOUT_MS`, `retryDelayMillis`, `waitSeconds`), in seconds, or `null`. */
function nameUnit(identifier: string): number | null {
  const match =
    /(?:^|_|[a-z])(MS|Ms|ms|MILLIS|Millis|millis|SECONDS|Seconds|seconds|SECS|Secs|SEC|Sec|MINUTES|Minutes|MINS)$/.exec(
      identifier,
    );
  if (!match) return null;
  return unitSeconds(match[1]!.toLowerCase().replace(/^mins$/, 'min'));
}

/** A value with a unit a name gives it: `TIMEOUT_MS = 30000` is 30 seconds. */
export function withNameUnit(value: Value, name: string | null): Value {
  if (value.seconds !== null || name === null) return value;
  const unit = nameUnit(name);
  return unit === null ? value : { raw: value.raw, seconds: value.raw * unit };
}

/** Compare two values: in seconds when both have them, else as written. */
export function compareValues(a: Value, b: Value): number {
  if (a.seconds !== null && b.seconds !== null) return a.seconds - b.seconds;
  return a.raw - b.raw;
}

/** A value as the report shows it: `30s`, `2m`, `80`. */
export function showValue(value: Value): string {
  if (value.seconds === null) return String(value.raw);
  const s = value.seconds;
  if (s >= 3600 && s % 3600 === 0) return `${s / 3600}h`;
  if (s >= 60 && s % 60 === 0) return `${s / 60}m`;
  if (s >= 1 || s === 0) return `${Number(s.toFixed(3))}s`;
  return `${Number((s * 1000).toFixed(3))}ms`;
}
