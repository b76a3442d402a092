import { describe, expect, it } from 'vitest';
import { checkAck, renderResume, type DefectCode } from '@handoff/core/session';
import { FAKE_GITHUB_TOKEN, validRecord } from './fixtures.js';

const resume = renderResume(validRecord());
const own = [
  'The store work is half done and needs a review.',
  'Never rewrite files in place: a killed writer leaves them empty.',
  'Start by running the session tests.',
];
const codes = (summary: string) => checkAck(summary, resume).defects.map((defect) => defect.code);

describe('checkAck', () => {
  it.each<[string, string, DefectCode[]]>([
    ['two own lines', own.slice(0, 2).join('\n'), []],
    ['six own lines', [...own, ...own.map((line) => `Also: ${line.toUpperCase()}`)].slice(0, 6).join('\n'), []],
    ['one line', own[0]!, ['ack-too-short']],
    ['two lines with blanks around', `\n\n  ${own[0]}  \n\n\r\n${own[1]}\n`, []],
    ['nothing', '', ['ack-too-short']],
    ['blank lines only', '\n  \n\t\n', ['ack-too-short']],
    ['seven lines', Array.from({ length: 7 }, (_, i) => `${i}: ${own[i % 3]}`).join('\n'), ['ack-too-long']],
    [
      'lines copied from RESUME.md',
      resume
        .split('\n')
        .filter((line) => line.length > 30)
        .slice(0, 4)
        .join('\n'),
      ['ack-restates'],
    ],
    ['a secret', `${own[0]}\nThe token ${FAKE_GITHUB_TOKEN} must be rotated.`, ['secret-value']],
  ])('%s', (_name, summary, expected) => {
    expect(codes(summary)).toEqual(expected);
  });

  it('says how many lines it found and what is allowed (2 to 6, inclusive)', () => {
    expect(checkAck('only one', resume).defects[0]!.message).toBe(
      'has 1 non-empty line; write 2 to 6 lines in your own words',
    );
    const seven = Array.from({ length: 7 }, (_, i) => `line ${i}`).join('\n');
    expect(checkAck(seven, resume).defects[0]!.message).toBe(
      'has 7 non-empty lines; write at most 6 lines (2 to 6) in your own words',
    );
  });

  it('refuses at more than half of the trigrams, accepts at exactly half', () => {
    // "writes the record" and "the record resume" are in RESUME.md; "zebra quilt xylophone" is not.
    const half = 'writes the record\nzebra quilt xylophone';
    expect(codes(half)).toEqual([]);
    const more = 'writes the record resume\nzebra quilt xylophone';
    expect(codes(more)).toEqual(['ack-restates']);
  });

  it('never echoes a secret', () => {
    expect(JSON.stringify(checkAck(`a\n${FAKE_GITHUB_TOKEN}`, resume))).not.toContain(FAKE_GITHUB_TOKEN);
  });
});
