import { describe, expect, it } from 'vitest';
import { optionsProblem } from '../src/lib/rule-options.js';
import { defineRule } from '../src/lib/rule.js';
import { rules } from '../src/rules/index.js';

const withOptions = defineRule({
  id: 'with-options',
  meta: {
    description: 'Require options',
    defaultSeverity: 'error',
    scope: 'text',
    messages: { m: 'm' },
    options: {
      shape: {
        description: 'An object.',
        schema: { type: 'object', properties: { inner: { type: 'string' } }, additionalProperties: false },
        default: {},
      },
      list: {
        description: 'Objects.',
        schema: { type: 'array', items: { type: 'object', properties: { x: { type: 'string' } } } },
        default: [],
      },
      count: { description: 'A count.', schema: { type: 'integer', minimum: 1 }, default: 1 },
      ratio: { description: 'A number.', schema: { type: 'number' }, default: 1 },
      codes: {
        description: 'Codes.',
        schema: { type: 'array', items: { type: 'string', pattern: '^[A-Z]+$' } },
        default: [],
      },
      word: { description: 'An upper-case word', schema: { type: 'string', pattern: '^[A-Z]+$' }, default: 'A' },
    },
  },
  check() {},
});

describe('optionsProblem', () => {
  it.each<[string, unknown, string | null]>([
    ['valid options', { shape: { inner: 'x' }, count: 2 }, null],
    ['not an object', 5, 'options: expected an object'],
    [
      'an unknown option',
      { colour: 1 },
      'option `colour`: unknown option; expected `shape`, `list`, `count`, `ratio`, `codes`, `word`',
    ],
    [
      'an unknown key inside an option',
      { shape: { outer: 1 } },
      'option `shape.outer`: unknown option; expected `shape`, `list`, `count`, `ratio`, `codes`, `word`',
    ],
    ['an object expected', { shape: 'x' }, 'option `shape`: expected an object'],
    ['an array expected', { list: 'x' }, 'option `list`: expected an array'],
    ['an integer expected', { count: 1.5 }, 'option `count`: expected an integer'],
    ['a number expected', { ratio: 'x' }, 'option `ratio`: expected a number'],
    ['a string expected, deep in a list', { list: [{ x: 5 }] }, 'option `list[0].x`: expected a string'],
    ['below a minimum', { count: 0 }, 'option `count`: must be >= 1'],
    ['a pattern with a description', { word: 'a' }, 'option `word`: expected An upper-case word'],
    ['a pattern without one', { codes: ['a'] }, 'option `codes[0]`: expected a string matching /^[A-Z]+$/'],
  ])('%s', (_name, value, expected) => {
    expect(optionsProblem(withOptions, value)).toBe(expected);
  });

  it("a registry rule's integer option is expected as an integer", () => {
    const rule = rules.find((candidate) => candidate.id === 'parse-budget-exceeded')!;
    expect(optionsProblem(rule, { timeBudgetMs: 'soon' })).toBe('option `timeBudgetMs`: expected an integer');
  });
});
