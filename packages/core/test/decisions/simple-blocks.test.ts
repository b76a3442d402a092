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

/** The inline children of a heading or paragraph, without positions (`inline: 'nodes'` gives none). */
function inline(node: Nodes): string {
  return 'children' in node ? JSON.stringify(node.children.map((child) => [child.type, 'value' in child ? child.value : null])) : '';
}

/** A comparable outline of root nodes: what the decision and handoff readers look at, and nothing else. */
function outline(nodes: readonly RootContent[], withInline = false): string[] {
  const kids = (node: Nodes) => (withInline ? ` ${inline(node)}` : '');
  return nodes
    .filter((node) => node.type !== 'yaml')
    .map((node) => {
      if (node.type === 'list') {
        const child = (c: Nodes) => (c.type === 'list' ? `{${outline([c], withInline).join(' ')}}` : `${c.type}:${JSON.stringify(plainText(c))}${kids(c)}`);
        return `list${node.ordered ? ` ordered from ${node.start}` : ''} ${where(node.position)} ${node.children.map((item) => `[item ${where(item.position)} ${item.children.map((c) => child(c as Nodes)).join(' ')}]`).join(' ')}`;
      }
      if (node.type === 'html') return `html ${where(node.position)} ${JSON.stringify(node.value)}`;
      if (node.type === 'heading') return `h${node.depth} ${where(node.position)} ${JSON.stringify(plainText(node))}${kids(node)}`;
      return `${node.type} ${where(node.position)} ${JSON.stringify(plainText(node as Nodes))}${kids(node as Nodes)}`;
    });
}

/** How many point objects are referenced by more than one position (remark never shares one; a BOM shift would move it twice). */
function sharedPoints(nodes: readonly RootContent[]): number {
  const seen = new Set<object>();
  let shared = 0;
  const stack: Nodes[] = [...nodes];
  while (stack.length > 0) {
    const node = stack.pop()!;
    for (const point of node.position ? [node.position.start, node.position.end] : []) {
      if (seen.has(point)) shared++;
      seen.add(point);
    }
    if ('children' in node) stack.push(...(node.children as Nodes[]));
  }
  return shared;
}

function remarkOutline(text: string, fileHead: boolean, withInline = false): string[] {
  return outline((fileHead ? withFrontMatter : withoutFrontMatter).parse(text).children, withInline);
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
    ['a heading inside a list item', '- a\n  ## b\n'],
    ['an ordered list starting at 2 after a paragraph (it would be text)', 'para\n2. two\n'],
    ['a nested ordered list starting at 2 under a paragraph (it is text)', '1. a\n   2. b\n'],
    ['a setext underline in a list item', '- Title\n  ---\n'],
    ['a thematic break in a list item', '- a\n\n  ***\n'],
    ['an indented code block', '    code\n'],
    ['a link', '- see [x](y)\n'],
    ['a tab', '-\tD-1\n'],
    ['a CR line end', '## Plan Decisions\r\n'],
    ['an HTML comment left open to the end', '<!-- c\nmore\n'],
    ['an HTML comment inside a list item', '- a\n  <!-- c -->\n'],
    ['a complete tag ending a list item (micromark differs from CommonMark here)', '- a\n</objective>\n'],
    ['an unclosed front matter', '---\nk: v\n'],
    ['a second paragraph in a list item', '- a\n\n  b\n'],
  ])('gives up on %s', (_, text) => {
    expect(readSimpleBlocks(text, true)).toBeNull();
  });

  const line = fc.constantFrom(
    '## Plan Decisions', '### Locked', '# T', '## a ##', '#x', '####### x', '##', '### Open ###', '## Next steps',
    '- **D-1:** a. Why: b', '- D-2 `x` y', '* star', '+ plus', '-  two', '-   three', '- four  ', '- <b>x</b>', '- a*b*c', '- x\\* y', '- (none)',
    '- `src/a.rs`: why it changed', '1. one', '2. two `cargo test`', '1) paren', '10. ten', '0. zero', '1.  wide', '123456789. big',
    '  - nested', '    - deeper', '  1. nested one', '   - three in', '  * other marker',
    '   more', '  continued', '    indented', 'lazy line', 'para *em* __x__', 'None.', 'Purpose: x', '_a_', 'a < b', 'text `code` more', 'snake_case',
    '<objective>', '</objective>', '<div>', '<task type="auto">', '<span>x</span> y', '<execution_context>',
    '- [ ] todo', 'tags: [a, b]', 'see [x] and [y][z]', '[link](url)',
    '<!-- source: a/b -->', '<!--', '-->', 'x --> y', '<!-->', '<!--->', '***', '- - -', '___', '* * *', 'Title text', '--', '---  ',
    '', '', '', '',
    // Constructs it must give up on, mixed in so the boundaries are crossed.
    '---', '===', '> q', '```', '  ## in item', '[x]: y', '<?php', '-', '3.', '      deep',
  );

  test.each([['plain', false] as const, ['nodes', true] as const])('equals remark on generated documents (inline: %s), and reads most of them itself', (mode, withInline) => {
    let read = 0;
    let total = 0;
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 10 }), fc.boolean(), fc.boolean(), (lines, fileHead, finalEol) => {
        const text = lines.join('\n') + (finalEol ? '\n' : '');
        total++;
        const mine = readSimpleBlocks(text, fileHead, { inline: mode, noDefinitions: !text.includes(']:') });
        if (mine === null) return;
        read++;
        expect(outline(mine, withInline)).toEqual(remarkOutline(text, fileHead, withInline));
        expect(sharedPoints(mine)).toBe(0);
      }),
      { numRuns: 20_000, seed: 20261130 },
    );
    expect(read).toBeGreaterThan(total * 0.25);
  }, 120_000);
});
