import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkFrontmatter from 'remark-frontmatter';
import type { Nodes, RootContent } from 'mdast';
import type { Position } from 'unist';
import { readSimpleBlocks } from '../../src/lib/decisions/simple-blocks.js';
import { plainText } from '../../src/lib/decisions/plain-text.js';

// The block reader must give the root nodes remark gives (types, positions, plain text of
// headings, paragraphs and list items, HTML values), or give up (null).

const withFrontMatter = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']);
const withoutFrontMatter = unified().use(remarkParse);

function where(position: Position | undefined): string {
  const { start, end } = position!;
  return `${start.line}:${start.column}(${start.offset})-${end.line}:${end.column}(${end.offset})`;
}

/** A comparable outline of root nodes: what the decision reader looks at, and nothing else. */
function outline(nodes: readonly RootContent[]): string[] {
  return nodes
    .filter((node) => node.type !== 'yaml')
    .map((node) => {
      if (node.type === 'list') return `list ${where(node.position)} ${node.children.map((item) => `[item ${where(item.position)} ${item.children.map((child) => `${child.type}:${JSON.stringify(plainText(child as Nodes))}`).join(' ')}]`).join(' ')}`;
      if (node.type === 'html') return `html ${where(node.position)} ${JSON.stringify(node.value)}`;
      if (node.type === 'heading') return `h${node.depth} ${where(node.position)} ${JSON.stringify(plainText(node))}`;
      return `${node.type} ${where(node.position)} ${JSON.stringify(plainText(node as Nodes))}`;
    });
}

function remarkOutline(text: string, fileHead: boolean): string[] {
  return outline((fileHead ? withFrontMatter : withoutFrontMatter).parse(text).children);
}

const SECTION = [
  '---',
  'phase: 01-x',
  '---',
  '<objective>',
  'Do the thing.',
  '',
  'Purpose: why.',
  '</objective>',
  '',
  '## Plan Decisions',
  '',
  '### Locked (executor MUST follow)',
  '- **D-1:** Use `x`. Why: y. Source: z.',
  '- **D-2:** Wrapped item',
  '  continued here. Why: w.',
  '',
  '### Open (executor\'s discretion within constraints)',
  '- (none)',
  '',
  '<tasks>',
  '',
].join('\n');

describe('readSimpleBlocks', () => {
  test('reads a typical plan head and decisions section exactly as remark does', () => {
    const mine = readSimpleBlocks(SECTION, true);
    expect(mine).not.toBeNull();
    expect(outline(mine!)).toEqual(remarkOutline(SECTION, true));
  });

  test.each([
    ['a fenced code block', '```\ncode\n```\n'],
    ['a block quote', '> quote\n'],
    ['a nested list', '- a\n  - b\n'],
    ['an ordered list', '1. one\n'],
    ['a setext heading', 'Title\n---\n'],
    ['a thematic break', '***\n'],
    ['an indented code block', '    code\n'],
    ['a link', '- see [x](y)\n'],
    ['a tab', '-\tD-1\n'],
    ['a CR line end', '## Plan Decisions\r\n'],
    ['an HTML comment', '<!-- c -->\n'],
    ['a complete tag ending a list item (micromark differs from CommonMark here)', '- a\n</objective>\n'],
    ['an unclosed front matter', '---\nk: v\n'],
    ['a second paragraph in a list item', '- a\n\n  b\n'],
  ])('gives up on %s', (_, text) => {
    expect(readSimpleBlocks(text, true)).toBeNull();
  });

  test('equals remark on generated documents, and reads most of them itself', () => {
    const line = fc.constantFrom(
      '## Plan Decisions', '### Locked', '# T', '## a ##', '#x', '####### x', '##', '### Open ###',
      '- **D-1:** a. Why: b', '- D-2 `x` y', '* star', '+ plus', '-  two', '-   three', '- four  ', '- <b>x</b>', '- a*b*c', '- x\\* y', '- (none)',
      '   more', '  continued', '    indented', 'lazy line', 'para *em* __x__', 'None.', 'Purpose: x', '_a_', 'a < b', 'text `code` more',
      '<objective>', '</objective>', '<div>', '<task type="auto">', '<span>x</span> y', '<execution_context>',
      '', '', '', '',
      // Constructs it must give up on, mixed in so the boundaries are crossed.
      '---', '===', '> q', '```', '1. one', '  - nested', '[x]: y', '<!-- c -->', '-', '      deep',
    );
    let read = 0;
    let total = 0;
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 10 }), fc.boolean(), fc.boolean(), (lines, fileHead, finalEol) => {
        const text = lines.join('\n') + (finalEol ? '\n' : '');
        total++;
        const mine = readSimpleBlocks(text, fileHead);
        if (mine === null) return;
        read++;
        expect(outline(mine)).toEqual(remarkOutline(text, fileHead));
      }),
      { numRuns: 20_000, seed: 20261130 },
    );
    expect(read).toBeGreaterThan(total * 0.3);
  }, 120_000);
});
