import { describe, expect, it } from 'vitest';
import { isInternalError, lineLengths, outOfBounds } from './helpers/checks.js';
import { describePrefixSuite } from './helpers/prefixes.js';

// R4, part 1: the lint fixtures (test-fixtures/lint). Part 2 (examples, corpus, the rest)
// is its own file so vitest runs the two halves on both cores.
describePrefixSuite('R4 every prefix: lint fixtures', (name) => name.startsWith('test-fixtures/lint/'));

// The control: the checks this suite relies on do fail on what they are meant to catch.
describe('R4 control', () => {
  const finding = { ruleId: 'x', message: 'm', line: 1, column: 1, endLine: 1, endColumn: 1 };
  it('a finding past the end of a prefix, or past the end of its line, is caught', () => {
    expect(outOfBounds({ ...finding, line: 2, endLine: 2 }, lineLengths('# a'))).toBe(
      'start line 2 is past the last line (1)',
    );
    expect(outOfBounds({ ...finding, column: 5, endColumn: 5 }, lineLengths('# a'))).toBe(
      'start 1:5 is past the end of line 1 (length 3)',
    );
    expect(outOfBounds({ ...finding, line: 1, column: 3, endLine: 1, endColumn: 2 }, lineLengths('# a'))).toBe(
      'end 1:2 is before start 1:3',
    );
  });
  it('a rule that threw is caught as a crash', () => {
    expect(
      isInternalError({
        ...finding,
        ruleId: null,
        fatal: true,
        message: 'Internal error while linting this file (please report it): boom',
      }),
    ).toBe(true);
  });
});
