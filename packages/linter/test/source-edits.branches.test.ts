import { describe, expect, it } from 'vitest';
import { itemWordsStart, mergeEdits, type Edit } from '../src/lib/source-edits.js';

describe('mergeEdits', () => {
  const source = 'abcdefghij';
  it.each<[string, Edit[], ReturnType<typeof mergeEdits>]>([
    ['no edit: nothing to do', [], undefined],
    [
      'overlapping edits: no fix',
      [
        { start: 1, end: 4, text: 'X' },
        { start: 3, end: 5, text: 'Y' },
      ],
      undefined,
    ],
    [
      'edits given out of order: one fix keeping the text between them',
      [
        { start: 6, end: 6, text: 'Y' },
        { start: 1, end: 3, text: 'X' },
      ],
      { range: [1, 6], text: 'XdefY' },
    ],
    [
      'touching edits',
      [
        { start: 2, end: 4, text: 'X' },
        { start: 4, end: 5, text: 'Y' },
      ],
      { range: [2, 5], text: 'XY' },
    ],
  ])('%s', (_name, edits, expected) => {
    expect(mergeEdits(source, edits)).toEqual(expected);
  });
});

describe('itemWordsStart', () => {
  it.each<[string, { at: number; strong: string | null }]>([
    ['- __O-1:__ took', { at: 4, strong: '__' }],
    ['- **O-1:** took', { at: 4, strong: '**' }],
    ['12) O-1: took', { at: 4, strong: null }],
    ['### Taken', { at: 4, strong: null }],
    ['plain', { at: 0, strong: null }],
  ])('%j', (source, expected) => {
    expect(itemWordsStart(source, 0)).toEqual(expected);
  });
});
