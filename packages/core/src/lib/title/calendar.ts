/** Proleptic Gregorian calendar arithmetic (Python's `datetime` calendar), on plain numbers. */

const floorDiv = (a: number, b: number) => Math.floor(a / b);

/** Whether `year` is a leap year. */
export function isLeap(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

/** Days in `month` of `year`. */
export function daysInMonth(year: number, month: number): number {
  return [31, isLeap(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
}

/** Days since 1970-01-01 of a civil date (any year, proleptic Gregorian). */
export function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = floorDiv(y, 400);
  const yoe = y - era * 400;
  const mp = (month + 9) % 12;
  const doy = floorDiv(153 * mp + 2, 5) + day - 1;
  const doe = yoe * 365 + floorDiv(yoe, 4) - floorDiv(yoe, 100) + doy;
  return era * 146097 + doe - 719468;
}

/** The civil date of a day count since 1970-01-01. */
export function civilFromDays(days: number): { year: number; month: number; day: number } {
  const z = days + 719468;
  const era = floorDiv(z, 146097);
  const doe = z - era * 146097;
  const yoe = floorDiv(doe - floorDiv(doe, 1460) + floorDiv(doe, 36524) - floorDiv(doe, 146096), 365);
  const doy = doe - (365 * yoe + floorDiv(yoe, 4) - floorDiv(yoe, 100));
  const mp = floorDiv(5 * doy + 2, 153);
  const day = doy - floorDiv(153 * mp + 2, 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

/** Python's ordinal of a date (0001-01-01 is 1). */
export function toOrdinal(year: number, month: number, day: number): number {
  return daysFromCivil(year, month, day) - daysFromCivil(1, 1, 1) + 1;
}

/** Seconds since the epoch of 0001-01-01T00:00:00 and of 10000-01-01T00:00:00: Python's datetime range. */
export const MIN_SECONDS = daysFromCivil(1, 1, 1) * 86_400;
/** First second past Python's datetime range. */
export const END_SECONDS = daysFromCivil(10_000, 1, 1) * 86_400;
