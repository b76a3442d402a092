import { describe, expect, it } from 'vitest';
import type { Hit } from '../../src/lib/secrets/hit.js';
import { fullWidthSites, withNormalisedHits } from '../../src/lib/secrets/normalise.js';

/**
 * The normalised view looked at thoroughly (every change in the text), with no raw hits: each
 * text with the findings the view uncovers, as [category, start, end) in the raw text. Percent
 * runs decode as UTF-8 (a malformed or cut sequence byte by byte), \\u escapes, invisible,
 * full-width and look-alike characters.
 */
const CASES: [string, [string, number, number][]][] = [
  ['password=Zx81%E2%80%8Bkq02LmQa77Rt', [['assigned-secret', 9, 34]]],
  ['password=Zx81%C3%A9kq02LmQa77Rt', [['assigned-secret', 9, 31]]],
  ['password=Zx81%F0%9F%98%80kq02LmQa77Rt', [['assigned-secret', 9, 37]]],
  ['password=Zx81%C0kq02LmQa77Rt', []],
  ['password=Zx81%E2%80kq02LmQa77Rt', [['assigned-secret', 9, 31]]],
  ['password=Zx81%E2%80%GGkq02LmQa77Rt', [['assigned-secret', 9, 34]]],
  ['password=Zx81%E2%28%8Bkq02LmQa77Rt', []],
  ['password=Zx81%E2%80%8', [['assigned-secret', 9, 21]]],
  ['password=Zx81%ED%A0%80kq02LmQa77Rt', []],
  ['password=%5A%78%38%31kq02LmQa77Rt', [['assigned-secret', 9, 33]]],
  ['password=Zx81%4', []],
  ['password=Zx81\\u0067kq02LmQa77Rt', [['assigned-secret', 9, 31]]],
  ['password=Zx81\\u006', []],
  ['password: Zx81kq02LmQa77Rt', []],
  ['password=\uff3a\uff58\uff18\uff11kq02LmQa77Rt', [['assigned-secret', 9, 25]]],
  ['  password=Zx81\u200bkq02LmQa77Rt', [['assigned-secret', 11, 28]]],
  ['key:\n  Zx81\u200bkq02LmQa77Rt', []],
  ['password=Zx81\u0430kq02LmQa77Rt', [['assigned-secret', 9, 26]]],
  ['\u0430\u0430 password=Zx81\u200bkq02LmQa77Rt', [['assigned-secret', 12, 29]]],
];

describe('withNormalisedHits finds what normalisation uncovers, at its raw place', () => {
  it.each(CASES)('%j', (text, expected) => {
    expect(withNormalisedHits(text, [], [], [], true).map((h) => [h.category, h.start, h.end])).toEqual(expected);
  });
});

describe('a view finding merged with the raw findings', () => {
  const text = 'password=Zx81%E2%80%8Bkq02LmQa77Rt'; // the view finds [9, 34)
  const gh = (start: number, end: number): Hit => ({ category: 'github-token', start, end });
  it.each([
    [
      'apart',
      [gh(0, 4)],
      [
        ['github-token', 0, 4],
        ['assigned-secret', 9, 34],
      ],
    ],
    ['a raw finding it widens', [gh(9, 20)], [['github-token', 9, 34]]],
    ['a raw finding that holds it', [gh(9, 40)], [['github-token', 9, 40]]],
    ['two raw findings at one place', [gh(9, 12), gh(9, 14)], [['github-token', 9, 34]]],
  ] as [string, Hit[], [string, number, number][]][])('%s', (_name, hits, expected) => {
    expect(withNormalisedHits(text, hits, [], [], true).map((h) => [h.category, h.start, h.end])).toEqual(expected);
  });

  it("a line longer than the view's first buffer", () => {
    const long = `${'x '.repeat(520)}password=Zx81\u200bkq02LmQa77Rt`;
    expect(withNormalisedHits(long, [], [], [], true).map((h) => [h.category, h.start, h.end])).toEqual([
      ['assigned-secret', 1049, long.length],
    ]);
  });
});

describe('fullWidthSites', () => {
  it.each([
    ['\uff3f\uff41', [0]],
    ['\uff3fa', []],
    ['x\uff0d\uff10', [1]],
    ['\uff0d-', []],
    ['\uff21\uff22', [0]],
    ['\uff21!', []],
    ['\uff1a\uff0f\uff0f', [0]],
    ['\uff1a/', []],
    ['\uff21\uff3f\uff41\uff1a\uff0f\uff0f', [1, 3]],
  ])('%j', (text, expected) => {
    const places: number[] = [];
    fullWidthSites(text, places);
    expect(places).toEqual(expected);
  });
});
