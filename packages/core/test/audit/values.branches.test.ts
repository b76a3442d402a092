import { describe, expect, it } from 'vitest';
import { valuesIn } from '../../src/lib/audit/values.js';

/** Each line with its values as [raw, seconds]. */
const CASES: [string, [number, number | null][]][] = [
  ['time.Duration(5) * time.Fortnight', [[5, null]]],
  ['timeout = 3 * time.Second', [[3, 3]]],
  ['Duration.from_secs(30)', [[30, 30]]],
  ['Duration.ofMillis(250)', [[250, 0.25]]],
  ['Duration.from_fortnights(2)', [[2, null]]],
  ['timedelta(seconds=45)', [[45, 45]]],
  ['timedelta(minutes=2)', [[2, 120]]],
  ['sleep 10xs', [[10, null]]],
  ['sleep 5 hours', [[5, 18000]]],
  ['sleep 2 mins', [[2, 120]]],
  ['wait 7 weeks', [[7, null]]],
  ['10m0s', [[10, 600]]],
  ['1h30m', [[1, 5400]]],
  ['500ms', [[500, 0.5]]],
  ['3qz', [[3, null]]],
  ['ratio 1.5', [[1.5, null]]],
  ['v1.2.3 0x1f 42', [[42, null]]],
];

describe('valuesIn: Go, Rust, Java and Python durations, literals, unit words, what is no number', () => {
  it.each(CASES)('%j', (line, expected) => {
    expect(valuesIn(line).map((v) => [v.raw, v.seconds])).toEqual(expected);
  });
});
