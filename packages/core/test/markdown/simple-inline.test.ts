import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import type { Paragraph } from 'mdast';
import { inlineNodes, inlinePlainText } from '../../src/lib/markdown/simple-inline.js';
import { plainText } from '../../src/lib/markdown/plain-text.js';

// The inline reader must give exactly mdast-util-to-string's text of remark's paragraph, or
// give up (null). Each row: the paragraph content, then the expected result.
const CASES: Array<[string, string | null]> = [
  ['plain words', 'plain words'],
  ['**D-1:** Use X. Why: y', 'D-1: Use X. Why: y'],
  ['*em* and _em_ and __strong__', 'em and em and strong'],
  ['snake_case_name stays', 'snake_case_name stays'],
  ['2*3*4 = 24', '234 = 24'],
  ['***both***', 'both'],
  ['**unclosed', '**unclosed'],
  ['a * b * c', 'a * b * c'],
  ['*a **b** c*', 'a b c'],
  ['**a*', '*a'],
  ['`code *not em*`', 'code *not em*'],
  ['`` a `b` c ``', 'a `b` c'],
  ['` padded `', 'padded'],
  ['`  `', '  '],
  ['``unmatched`', '``unmatched`'],
  ['\\*not em\\*', '*not em*'],
  ['back\\slash', 'back\\slash'],
  ['a <span>tag</span> b', 'a <span>tag</span> b'],
  ['a <execution_context> b', 'a <execution_context> b'],
  ['x < y', 'x < y'],
  ['line one\nline two', 'line one\nline two'],
  ['Fish & chips', 'Fish & chips'],
  // Left to remark: links, autolinks, comments, references, breaks, spans over a line end.
  ['see [x](y)', null],
  ['<https://example.com>', null],
  ['<me@example.com>', null],
  ['a <!-- c --> b', null],
  ['&amp; &#35;', null],
  ['hard  \nbreak', null],
  ['hard\\\nbreak', null],
  ['`code over\na line`', null],
  ['<a\nhref="x">', null],
];

const markdown = unified().use(remarkParse);

/** remark's plain text of `content` as one paragraph, or undefined when it is not one paragraph. */
function remarkText(content: string): string | undefined {
  const tree = markdown.parse(content);
  if (tree.children.length !== 1 || tree.children[0]!.type !== 'paragraph') return undefined;
  return plainText(tree.children[0] as Paragraph);
}

describe('inlinePlainText', () => {
  test.each([
    ['[ ] a task box', '[ ] a task box'],
    ['tags: [a, b] and [c][d]', 'tags: [a, b] and [c][d]'],
    ['*a [b* c]', 'a [b c]'],
    ['see [x](y)', null],
    ['![alt](src)', null],
  ])('%j, in a document without link reference definitions', (content, expected) => {
    expect(inlinePlainText(content, { noDefinitions: true })).toBe(expected);
    if (expected !== null) expect(remarkText(content)).toBe(expected);
    // Where a definition may exist, any bracket is left to remark.
    expect(inlinePlainText(content)).toBeNull();
  });

  test.each(CASES)('%j', (content, expected) => {
    expect(inlinePlainText(content)).toBe(expected);
    if (expected !== null) expect(remarkText(content)).toBe(expected);
  });

  test('equals remark on generated inline content, and reads most of it itself', () => {
    const piece = fc.constantFrom(
      '*',
      '*',
      '**',
      '_',
      '__',
      'a',
      'b',
      ' ',
      ' ',
      '.',
      '(',
      ')',
      '`',
      '``',
      '\\',
      '\\*',
      '\\`',
      'é',
      '\u00a0',
      '!',
      '"',
      'D-1:',
      '\n',
      '#',
      '<b>',
      '</b>',
      '<a href="*">',
      '< ',
      '<x_y>',
      '&',
      '[',
      '<http://a>',
      '&amp;',
      '[',
      ']',
      '](',
      '![',
    );
    let read = 0;
    let total = 0;
    fc.assert(
      fc.property(fc.array(piece, { minLength: 1, maxLength: 16 }), (pieces) => {
        // Whitespace at a line's edges belongs to the block reader, which strips it first.
        const content = ('x' + pieces.join('') + 'y').replace(/ +\n/g, '\n').replace(/\n+ */g, '\n');
        // Generated content holds no `]:`, so it stands for a document without definitions.
        const mine = inlinePlainText(content, { noDefinitions: true });
        total++;
        if (mine === null) return;
        const theirs = remarkText(content);
        if (theirs === undefined) return;
        read++;
        expect(mine).toBe(theirs);
      }),
      { numRuns: 5_000, seed: 20261130 },
    );
    // The comparison means something only if the reader does not give up on most input.
    expect(read).toBeGreaterThan(total * 0.4);
  }, 120_000);

  describe('inlineNodes', () => {
    /** remark's inline nodes, without positions, nested ones included. */
    const strip = (nodes: readonly Record<string, unknown>[]): unknown[] =>
      nodes.map(({ position: _, children, ...rest }) =>
        children ? { ...rest, children: strip(children as Record<string, unknown>[]) } : rest,
      );
    const nodesOf = (content: string) =>
      strip((markdown.parse(content).children[0] as Paragraph).children as unknown as Record<string, unknown>[]);
    test.each([
      [
        '`src/a.rs`: why it changed',
        [
          { type: 'inlineCode', value: 'src/a.rs' },
          { type: 'text', value: ': why it changed' },
        ],
      ],
      [
        'run `npm test` then <b>ship</b>',
        [
          { type: 'text', value: 'run ' },
          { type: 'inlineCode', value: 'npm test' },
          { type: 'text', value: ' then ' },
          { type: 'html', value: '<b>' },
          { type: 'text', value: 'ship' },
          { type: 'html', value: '</b>' },
        ],
      ],
      ['snake_case and 2*3', [{ type: 'text', value: 'snake_case and 2*3' }]],
      [
        '**Tried:** pooling',
        [
          { type: 'strong', children: [{ type: 'text', value: 'Tried:' }] },
          { type: 'text', value: ' pooling' },
        ],
      ],
      [
        '***both*** and **a*',
        [
          { type: 'emphasis', children: [{ type: 'strong', children: [{ type: 'text', value: 'both' }] }] },
          { type: 'text', value: ' and *' },
          { type: 'emphasis', children: [{ type: 'text', value: 'a' }] },
        ],
      ],
      [
        '**`x.ts`** first',
        [
          { type: 'strong', children: [{ type: 'inlineCode', value: 'x.ts' }] },
          { type: 'text', value: ' first' },
        ],
      ],
    ])('%j', (content, expected) => {
      expect(inlineNodes(content)).toEqual(expected);
      expect(nodesOf(content)).toEqual(expected);
    });

    test('equals remark on generated content, and reads most of it itself', () => {
      const piece = fc.constantFrom(
        '*',
        '*',
        '_',
        '__',
        'a',
        'b',
        ' ',
        ' ',
        '`',
        '``',
        '\\',
        '.',
        '(',
        '!',
        'é',
        'D-1:',
        '**',
        '***',
        '\n',
        '<b>',
        '</b>',
        '< ',
        '<x_y>',
        '&',
        'x_y',
        '2*3',
        '[',
        ']',
        '](',
      );
      let read = 0;
      let total = 0;
      fc.assert(
        fc.property(fc.array(piece, { minLength: 1, maxLength: 12 }), (pieces) => {
          const content = ('x' + pieces.join('') + 'y').replace(/ +\n/g, '\n').replace(/\n+ */g, '\n');
          total++;
          const mine = inlineNodes(content, { noDefinitions: true });
          if (mine === null) return;
          const tree = markdown.parse(content);
          if (tree.children.length !== 1 || tree.children[0]!.type !== 'paragraph') return;
          read++;
          expect(mine).toEqual(nodesOf(content));
        }),
        { numRuns: 5_000, seed: 20261130 },
      );
      expect(read).toBeGreaterThan(total * 0.4);
    }, 120_000);
  });
});
