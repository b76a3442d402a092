import { describe, expect, it } from 'vitest';
import { lineAfter, lineStartOffsets } from '../../src/lib/markdown/lines.js';

describe('lineStartOffsets', () => {
  it.each([
    ['', [0]],
    ['a', [0]],
    ['a\n', [0, 2]],
    ['a\nb', [0, 2]],
    ['\n\n', [0, 1, 2]],
    ['a\r\nb\r\n', [0, 3, 6]],
    ['a\rb\rc', [0, 2, 4]],
    ['a\r\n\nb\rc\n', [0, 3, 4, 6, 8]],
    ['ab\ncd\r', [0, 3, 6]],
  ])('%j starts its lines at %j (LF, CRLF and CR each end a line)', (text, starts) => {
    expect(lineStartOffsets(text)).toEqual(starts);
  });

  it('finds the same starts with and without a CR elsewhere in the text', () => {
    const lf = 'one\ntwo\n\nthree\n';
    expect(lineStartOffsets(lf)).toEqual([0, 4, 8, 9, 15]);
    expect(lineStartOffsets(`${lf}\r`)).toEqual([0, 4, 8, 9, 15, 16]);
  });
});

describe('lineAfter', () => {
  it.each([
    ['a\nb\n', 2, 2],
    ['a\r\nb', 3, 2],
    ['a\r\nb', 2, 1],
    ['a\rb\rc', 4, 3],
  ])('%j at %i: the line ends before it, plus one, are %i', (text, offset, line) => {
    expect(lineAfter(text, offset)).toBe(line);
  });
});
