import { describe, expect, it } from 'vitest';
import { ConfigPositions, positionAt } from '../src/lib/config-positions.js';
import { nearName } from '../src/lib/config-validate.js';

describe('ConfigPositions', () => {
  const json = '{\n  "rules": {\n    "secret": ["error", { "allow": [] }]\n  },\n  "ignores": ["a", "b"]\n}\n';
  const yaml = 'rules:\n  secret: error\nignores:\n  - a\n  - b\n';

  it.each<[string, string, ReadonlyArray<string | number>, boolean, { line: number; column: number }]>([
    ['json: a value', json, ['rules', 'secret'], false, { line: 3, column: 15 }],
    ['json: a key', json, ['rules', 'secret'], true, { line: 3, column: 5 }],
    ['json: an item', json, ['ignores', 1], false, { line: 5, column: 20 }],
    ['json: inside an array item', json, ['rules', 'secret', 1, 'allow'], true, { line: 3, column: 27 }],
    [
      'json: a path longer than the text: the nearest node',
      json,
      ['rules', 'nope', 'deeper'],
      false,
      { line: 2, column: 12 },
    ],
    ['json: the root', json, [], false, { line: 1, column: 1 }],
    ['yaml: a value', yaml, ['rules', 'secret'], false, { line: 2, column: 11 }],
    ['yaml: a key', yaml, ['ignores'], true, { line: 3, column: 1 }],
    ['yaml: an item', yaml, ['ignores', 1], false, { line: 5, column: 5 }],
  ])('%s', (_name, text, path, key, at) => {
    expect(new ConfigPositions(text).of(path, key)).toEqual(at);
  });
});

describe('positionAt', () => {
  it.each<[string, number, { line: number; column: number }]>([
    ['abc', 0, { line: 1, column: 1 }],
    ['ab\ncd', 3, { line: 2, column: 1 }],
    ['ab\r\ncd', 5, { line: 2, column: 2 }],
    ['ab\rcd', 4, { line: 2, column: 2 }],
    ['ab', 10, { line: 1, column: 3 }],
  ])('%j at %d', (text, offset, at) => {
    expect(positionAt(text, offset)).toEqual(at);
  });
});

describe('nearName', () => {
  const names = ['rules', 'kinds', 'ignores', 'section-empty', 'section-missing'];
  it.each<[string, string | undefined]>([
    ['rule', 'rules'],
    ['Rules', 'rules'],
    ['section-emtpy', 'section-empty'],
    ['ignore', 'ignores'],
    ['colour', undefined],
    ['rules', undefined],
  ])('%s → %s', (name, near) => {
    expect(nearName(name, names)).toBe(near);
  });
});
