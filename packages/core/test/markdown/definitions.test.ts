import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import type { Nodes } from 'mdast';
import { mayHoldDefinition } from '../../src/lib/markdown/definitions.js';

// `mayHoldDefinition` may say yes wrongly (the readers then leave brackets to remark), never no.

const markdown = unified().use(remarkParse);

function definitions(text: string): number {
  let count = 0;
  const stack: Nodes[] = [markdown.parse(text)];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type === 'definition') count++;
    if ('children' in node) stack.push(...(node.children as Nodes[]));
  }
  return count;
}

describe('mayHoldDefinition', () => {
  test.each([
    ['[x]: http://a', true],
    ['  [x]: <b>', true],
    ['- [x]: y', true],
    ['> 1. [x]: y', true],
    ['[multi\nline]: /url', true],
    ['[a\\]b]: /url', true],
    ['call `[System.IO.File]::ReadAllBytes()`', false],
    ['text [x]: not at a line start', false],
    ['- [x] done, see [y]', false],
    ['[a\n\nb]: /url', false],
    ['no brackets', false],
  ])('%j → %s', (text, expected) => {
    expect(mayHoldDefinition(text)).toBe(expected);
    if (!expected) expect(definitions(text)).toBe(0);
  });

  test('is never false where remark finds a definition (generated documents)', () => {
    const piece = fc.constantFrom(
      '[',
      ']',
      ']:',
      ':',
      'x',
      ' ',
      '  ',
      '\n',
      '\n\n',
      '\r\n',
      '- ',
      '1. ',
      '> ',
      '`',
      '\\',
      'http://a',
      '<b>',
      '"t"',
      '[x]',
      '[x]: y',
    );
    let defining = 0;
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 20 }), (pieces) => {
        const text = pieces.join('');
        const found = definitions(text);
        if (found > 0) defining++;
        if (found > 0) expect(mayHoldDefinition(text)).toBe(true);
      }),
      { numRuns: 8_000, seed: 20261201 },
    );
    console.log(`mayHoldDefinition, seed 20261201: ${defining} of 8000 generated documents hold a definition`);
    expect(defining).toBeGreaterThan(400);
  }, 120_000);
});
