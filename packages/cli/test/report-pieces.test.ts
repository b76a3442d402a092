import { describe, expect, it } from 'vitest';
import { batched, reportPieces } from '../src/lib/report-pieces.js';

// The report as the CLI writes it: the formatter's pieces, then the run's trailer after a
// blank line (none when the report is empty or ends with one), as `${formatted}${gap}${trailer}` was.

/** The report as it was built whole before it was written in pieces. */
function whole(formatted: string, trailer: string, human: boolean): string {
  const gap = formatted === '' || formatted.endsWith('\n\n') || trailer === '' ? '' : '\n';
  return human ? `${formatted}${gap}${trailer}` : formatted;
}

describe('reportPieces', () => {
  const cases: Array<[string[], string]> = [
    [[], ''],
    [[], 'Linted 2 files\n'],
    [['', ''], 'Linted 2 files\n'],
    [['notice\n'], 'Linted 2 files\n'],
    [['\na.md\n  1:1  error  x', '\n\n✖ 1 problem\n\n'], 'Linted 2 files\n'],
    [['\na.md\n  1:1  error  x', '\n', '\n'], 'Linted 2 files\n'],
    [['x', '\n', '', '\n'], ''],
    [['\n'], 'trailer'],
    [['a', '\n'], 'trailer'],
  ];
  for (const [pieces, trailer] of cases)
    for (const human of [true, false])
      it(`${JSON.stringify(pieces)} + ${JSON.stringify(trailer)}${human ? '' : ' (machine format)'}`, () => {
        expect([...reportPieces(pieces, trailer, human)].join('')).toBe(whole(pieces.join(''), trailer, human));
      });
});

describe('batched', () => {
  it('joins pieces into batches of at least the size, in order, the last one shorter', () => {
    const pieces = ['abc', 'de', '', 'fghij', 'k', 'lm'];
    const batches = [...batched(pieces, 4)];
    expect(batches).toEqual(['abcde', 'fghij', 'klm']);
    expect(batches.join('')).toBe(pieces.join(''));
  });

  it('gives nothing for nothing', () => {
    expect([...batched([], 4)]).toEqual([]);
    expect([...batched(['', ''], 4)]).toEqual([]);
  });
});
