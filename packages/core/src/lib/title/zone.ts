import { daysFromCivil } from './calendar.js';

/** A time zone that can tell its UTC offset (in whole seconds) at an instant. */
export interface TimeZone {
  key: string;
  offsetSecondsAt(epochSeconds: number): number;
}

const UTC: TimeZone = { key: 'UTC', offsetSecondsAt: () => 0 };

// IANA keys are relative paths of these characters; `.`-segments, empty segments and
// absolute paths are refused by Python's zoneinfo too.
const KEY = /^[A-Za-z0-9_+-]+(?:\/[A-Za-z0-9_+-]+)*$/;

// Before 1800 no zone has a transition; ICU's Gregorian calendar switches to Julian dates
// before 1582, so offsets for early instants are taken at 1800 (still local mean time).
const EARLIEST_PROBE = daysFromCivil(1800, 1, 1) * 86_400;

let canonical: Map<string, string> | undefined;

/**
 * Resolve an IANA zone name as Python's `ZoneInfo(key)` would find it: exact case, no path
 * tricks. `UTC` needs no time-zone database; every other name goes through `Intl` (ICU's
 * copy of the tz database). Returns null for an unknown zone.
 */
export function resolveTimeZone(key: string): TimeZone | null {
  if (key === 'UTC') return UTC;
  if (!KEY.test(key)) return null;
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: key,
      calendar: 'gregory',
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
  } catch {
    return null;
  }
  // Intl matches names case-insensitively; the zoneinfo files Python reads do not.
  canonical ??= new Map(Intl.supportedValuesOf('timeZone').map((name) => [name.toLowerCase(), name]));
  const known = canonical.get(key.toLowerCase());
  if (known !== undefined && known !== key) return null;
  const resolved = format.resolvedOptions().timeZone;
  if (resolved.toLowerCase() === key.toLowerCase() && resolved !== key) return null;
  return {
    key,
    offsetSecondsAt(epochSeconds) {
      const probe = Math.max(epochSeconds, EARLIEST_PROBE);
      const parts: Record<string, number> = {};
      for (const part of format.formatToParts(new Date(probe * 1000))) {
        if (part.type !== 'literal') parts[part.type] = Number(part.value);
      }
      const wall =
        daysFromCivil(parts.year!, parts.month!, parts.day!) * 86_400 +
        parts.hour! * 3600 +
        parts.minute! * 60 +
        parts.second!;
      return wall - probe;
    },
  };
}
