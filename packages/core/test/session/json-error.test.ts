import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
// The CLI's JSON error locator for `handoff resume write|lint --from`, tested beside the
// session tests it serves.
import { findJsonProblem, lineColumn } from '../../../cli/src/lib/resume/json-error.js';

const parses = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

describe('findJsonProblem', () => {
  it.each([
    ['{"a": 1}', null],
    ['  [1, 2.5e3, -0, true, false, null, "x\\u0041\\n"]  ', null],
    ['', 'unexpected end of input'],
    ['{"a": 1,}', 'trailing comma before `}`'],
    ['[1, 2,]', 'trailing comma before `]`'],
    ['{"a" 1}', 'expected `:` after a property name'],
    ['{a: 1}', 'expected a quoted property name'],
    ['{"a": tru}', 'unexpected character where a value belongs'],
    ['{"a": "x\ny"}', 'unescaped control character (a raw line break?) in a string'],
    ['{"a": "\\q"}', 'invalid escape in a string'],
    ['{"a": 01}', 'expected `,` or `}`'],
    ['{"a": "open', 'unterminated string'],
    ['{} {}', 'unexpected text after the JSON value'],
    ['[1 2]', 'expected `,` or `]`'],
  ])('%j → %s', (text, problem) => {
    expect(findJsonProblem(text)?.problem ?? null).toBe(problem);
  });

  it('agrees with JSON.parse on valid and invalid texts', () => {
    const token = fc.constantFrom(
      '{',
      '}',
      '[',
      ']',
      ',',
      ':',
      '"a"',
      '"',
      '\\',
      '1',
      '-',
      '.5',
      'e3',
      'true',
      'nul',
      ' ',
      '\n',
      'x',
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.json(),
          fc.array(token, { maxLength: 12 }).map((parts) => parts.join('')),
        ),
        (text) => {
          expect(findJsonProblem(text) === null).toBe(parses(text));
        },
      ),
      { numRuns: 2000, seed: 7 },
    );
  });

  it('does not overflow on deep nesting', () => {
    expect(findJsonProblem(`${'['.repeat(100_000)}1${']'.repeat(99_999)}`)?.problem).toBe('unexpected end of input');
  });

  it('gives 1-based line and column in characters', () => {
    expect(lineColumn('{\n  "é": x', 9)).toEqual({ line: 2, column: 8 });
  });
});
