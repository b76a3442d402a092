import { describe, expect, it } from 'vitest';
import { optionsBlock, withOptionsBlock } from '../src/lib/rule-docs.js';
import { defineRule } from '../src/lib/rule.js';

const rule = defineRule({
  id: 'own-rule',
  meta: {
    description: 'Require something',
    defaultSeverity: 'warn',
    scope: 'text',
    messages: { m: 'm' },
    options: {
      anything: { description: 'A list of anything.', schema: { type: 'array' }, default: [] },
      either: { description: 'A string or null.', schema: { type: ['string', 'null'] }, default: null },
      limits: {
        description: 'Limits | bounds.',
        schema: { type: 'array', items: { type: 'integer', minimum: 1, maximum: 9 } },
        default: [1],
      },
      count: { description: 'A count.', schema: { type: 'number', minimum: 0 }, default: 0 },
    },
  },
  check() {},
});

describe('optionsBlock', () => {
  it('shows each option’s type as its schema gives it', () => {
    const rows = optionsBlock(rule)
      .split('\n')
      .filter((line) => line.startsWith('| `'));
    expect(rows).toEqual([
      '| `anything` | array of values | `[]` | A list of anything. |',
      '| `either` | value | `null` | A string or null. |',
      '| `limits` | array of integers, 1 to 9 | `[1]` | Limits \\| bounds. |',
      '| `count` | number | `0` | A count. |',
    ]);
  });
});

describe('withOptionsBlock', () => {
  it('refuses a page without the generated markers', () => {
    expect(() => withOptionsBlock('# own-rule\n\n## Options\n\nNone.\n', rule)).toThrow(
      'docs/rules/own-rule.md: no ' +
        "<!-- options:start: generated from the rule's meta.options by `npm run generate` --> " +
        '… <!-- options:end --> under ## Options',
    );
  });
});
