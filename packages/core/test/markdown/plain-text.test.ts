import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Nodes } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { plainText, type PlainTextOptions } from '../../src/lib/markdown/plain-text.js';

const markdown = unified().use(remarkParse);
const read = (text: string) => markdown.parse(text);

const LISTS: PlainTextOptions = { lines: 'lists' };
const BLOCKS: PlainTextOptions = { lines: 'blocks', html: false };

describe('plainText', () => {
  it.each([
    // markdown, default (mdast-util-to-string), lines: lists, lines: blocks without HTML
    ['# A *b* `c`', 'A b c', 'A b c', 'A b c'],
    ['p1\n\np2', 'p1p2', 'p1p2', 'p1\np2'],
    ['- a\n- b', 'ab', 'a\nb', 'a\nb'],
    ['- a\n\n  more\n- b\n  - c', 'amorebc', 'a\nmore\nb\nc', 'a\nmore\nb\nc'],
    ['> q1\n>\n> q2', 'q1q2', 'q1q2', 'q1\nq2'],
    ['line\\\nnext', 'linenext', 'linenext', 'line\nnext'],
    ['## <a id="s"></a>Status', '<a id="s"></a>Status', '<a id="s"></a>Status', 'Status'],
    ['<div>\nblock\n</div>', '<div>\nblock\n</div>', '<div>\nblock\n</div>', ''],
    ['![alt text](x.png) and [link](u)', 'alt text and link', 'alt text and link', 'alt text and link'],
    ['```sh\nnpm test\n```', 'npm test', 'npm test', 'npm test'],
  ])('%j', (text, flat, lists, blocks) => {
    const root = read(text);
    expect(plainText(root)).toBe(flat);
    expect(plainText(root)).toBe(toString(root));
    expect(plainText(root, LISTS)).toBe(lists);
    expect(plainText(root, BLOCKS)).toBe(blocks);
  });

  it.each([
    [{}, 'run npm test now'],
    [{ inlineCode: '\uE000' }, 'run \uE000 now'],
    [{ lines: 'blocks', inlineCode: '' }, 'run  now'],
  ] as const)('reads inline code as %j says', (options, expected) => {
    expect(plainText(read('run `npm test` now'), options)).toBe(expected);
  });

  it('keeps HTML by default, as mdast-util-to-string does, and drops only HTML with `html: false`', () => {
    const root = read('a <b>bold</b> `x`');
    expect(plainText(root)).toBe('a <b>bold</b> x');
    expect(plainText(root, { html: false })).toBe('a bold x');
  });

  it('equals mdast-util-to-string with the default options on generated Markdown', () => {
    const piece = fc.constantFrom(
      '# h',
      '## <i>x</i> y',
      '- a',
      '  - b',
      '1. c',
      '> q',
      'text *em* **st** `code`',
      '![i](u)',
      'a\\',
      '<div>',
      '```',
      'x',
      '',
      '| a | b |',
      '|---|---|',
    );
    const seed = 20261201;
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const root = read(pieces.join('\n'));
        expect(plainText(root)).toBe(toString(root));
      }),
      { numRuns: 500, seed },
    );
    console.log(`plainText against mdast-util-to-string, seed ${seed}: 500 generated documents`);
  });

  it('walks a 100,000-deep tree without recursion', () => {
    let node: Nodes = { type: 'text', value: 'x' };
    for (let i = 0; i < 100_000; i++) node = { type: 'blockquote', children: [node as never] };
    expect(plainText(node)).toBe('x');
    expect(plainText(node, BLOCKS)).toBe('x');
  });
});
