import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkFrontmatter from 'remark-frontmatter';
import type { Nodes, RootContent } from 'mdast';
import type { Position } from 'unist';
import { readSimpleBlocks, simpleReaderGaveUpOn } from '../../src/lib/markdown/simple-blocks.js';
import { plainText } from '../../src/lib/markdown/plain-text.js';
import { mayHoldDefinition } from '../../src/lib/markdown/definitions.js';

// The block reader must give the root nodes remark gives (types, positions, plain text of
// headings, paragraphs and list items, HTML values), or give up (null).

const withFrontMatter = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']);
const withoutFrontMatter = unified().use(remarkParse);

function where(position: Position | undefined): string {
  const { start, end } = position!;
  return `${start.line}:${start.column}(${start.offset})-${end.line}:${end.column}(${end.offset})`;
}

/** Inline nodes without positions (`inline: 'nodes'` gives none), nested ones included. */
function withoutPositions(nodes: readonly Nodes[]): unknown[] {
  return nodes.map((node) => {
    const { position: _, children, ...rest } = node as Nodes & { children?: Nodes[] };
    return children ? { ...rest, children: withoutPositions(children) } : rest;
  });
}

/** The inline children of a heading or paragraph. */
function inline(node: Nodes): string {
  return 'children' in node ? JSON.stringify(withoutPositions(node.children as Nodes[])) : '';
}

/** A comparable outline of block nodes, nested ones included: what the decision and handoff readers look at. */
function outline(nodes: readonly RootContent[], withInline = false): string[] {
  const kids = (node: Nodes) => (withInline ? ` ${inline(node)}` : '');
  return nodes.map((node): string => {
    if (node.type === 'list') {
      const items = node.children.map(
        (item) =>
          `[item${item.spread ? ' spread' : ''} ${where(item.position)} ` +
          `${outline(item.children, withInline).join(' ')}]`,
      );
      return (
        `{list${node.ordered ? ` ordered from ${node.start}` : ''}${node.spread ? ' spread' : ''} ` +
        `${where(node.position)} ${items.join(' ')}}`
      );
    }
    if (node.type === 'html' || node.type === 'yaml')
      return `${node.type} ${where(node.position)} ${JSON.stringify(node.value)}`;
    if (node.type === 'code')
      return `code ${where(node.position)} ${JSON.stringify([node.lang, node.meta, node.value])}`;
    if (node.type === 'heading')
      return `h${node.depth} ${where(node.position)} ${JSON.stringify(plainText(node))}${kids(node)}`;
    return `${node.type} ${where(node.position)} ${JSON.stringify(plainText(node as Nodes))}${kids(node as Nodes)}`;
  });
}

/**
 * How many point objects are referenced by more than one position (remark never shares one; a BOM shift would move it
 * twice).
 */
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
  "### Open (executor's discretion within constraints)",
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

  // Constructs of real plans, summaries and handoff notes that the reader takes, each read as remark reads it.
  const READS: Array<[string, string]> = [
    ['a fenced code block', '```rust\nfn main() {}\n```\n'],
    [
      'a fence inside a list item, then more of the item',
      '- **Fix:** use this\n  ```bash\n  npm test\n  ```\n  then ship\n- next\n',
    ],
    ['a fence after a blank line in an item', '1. Run it\n\n   ```\n   npm test\n   ```\n2. Done\n'],
    ['a closing tag ending a list item (micromark lets it interrupt a lazy line)', '- a\n</objective>\n'],
    ['a task list', '- [x] done\n- [ ] to do\n'],
    ['a second paragraph in a list item', '- a\n\n  b\n'],
    ['a heading inside a list item', '- a\n  ## b\n'],
    ['an HTML comment inside a list item', '- a\n  <!-- c -->\n'],
    ['an HTML block inside a list item', '- a\n\n  <div>\n   x\n'],
    [
      'a block item: bold paragraph, field bullets, a fence',
      '**DV-1: Plan said X**\n- **Found during:** Task 1\n- **Fix:** y\n\n```rust\nlet x = 1;\n```\n',
    ],
    ['a lazy continuation line', '- a\nb\n- c\n'],
    ['an ordered list after a bullet list (a sibling needs no 1)', '- a\n2. b\n'],
    ['an ordered list not at 1 under a paragraph (it is text)', 'para\n2. two\n'],
    ["a nested ordered list not at 1 under an item's paragraph (it is text)", '1. a\n   2. b\n'],
    ['CRLF line endings', '## Plan Decisions\r\n\r\n- **D-1:** a\r\n  b\r\n```\r\nx\r\n\r\ny\r\n```\r\n'],
    ['CR line endings', '## Plan Decisions\r\r- **D-1:** a\r  b\r<!-- x\ry -->\r'],
    ['a tab inside fenced code', '```go\nfunc f() {\n\treturn\n}\n```\n'],
    ['a tab inside a paragraph', 'Trailing\ttab\n'],
    ['tabs inside a continued paragraph and a list item', '- D-1: a\tb\n  c\td\nlazy\tline\n\nx *y*\tz\n'],
    ['a tab inside a paragraph that a setext underline makes a heading', 'Title\twith tab\n===\n'],
    ['a tab inside a code span', 'run `a\tb` now\n'],
    ['a tab beside emphasis', 'a\t*b*\tc\n'],
  ];
  test.each(READS)('reads %s exactly as remark does', (_, text) => {
    for (const mode of ['plain', 'nodes'] as const) {
      const mine = readSimpleBlocks(text, true, { inline: mode, noDefinitions: !mayHoldDefinition(text) });
      expect(mine, simpleReaderGaveUpOn()).not.toBeNull();
      expect(outline(mine!, mode === 'nodes')).toEqual(remarkOutline(text, true, mode === 'nodes'));
    }
  });

  test.each([
    ['a block quote', '> quote\n'],
    ['a setext underline in a list item', '- Title\n  ---\n'],
    ['an indented code block', '    code\n'],
    ['a link', '- see [x](y)\n'],
    ['a tab after a list marker', '-\tD-1\n'],
    ['a tab after an ordered marker', '1.\tone\n'],
    ['a tab after a heading marker', '#\tTitle\n'],
    ['a tab in indentation', 'a\n\tb\n'],
    ['a tab at a line end', 'a\t\nb\n'],
    ['a tab in a heading', '## Plan\tDecisions\n'],
    ['a tab in a line with a tag', 'x <a\thref="y">z</a>\n'],
    ['a tab in a thematic break', '*\t*\t*\n'],
    ['a tab indenting fenced code in a list item', '- a\n  ```\n  \tx\n  ```\n'],
    ['an HTML comment left open to the end', '<!-- c\nmore\n'],
    ['an unclosed front matter', '---\nk: v\n'],
    ['an unclosed fence', '```\ncode\n'],
    ['a fence left open by its list item', '- a\n  ```\n  x\nb\n'],
    ['an empty list item', '- a\n-\n'],
    ['a possible definition where the document holds `]:`', '[x]: y\n'],
  ])('gives up on %s', (_, text) => {
    expect(readSimpleBlocks(text, true)).toBeNull();
  });

  const line = fc.constantFrom(
    '## Plan Decisions',
    '### Locked',
    '# T',
    '## a ##',
    '#x',
    '####### x',
    '##',
    '### Open ###',
    '## Next steps',
    '  ## indented',
    '- **D-1:** a. Why: b',
    '- D-2 `x` y',
    '* star',
    '+ plus',
    '-  two',
    '-   three',
    '- four  ',
    '- <b>x</b>',
    '- a*b*c',
    '- x\\* y',
    '- (none)',
    '- `src/a.rs`: why it changed',
    '1. one',
    '2. two `cargo test`',
    '1) paren',
    '10. ten',
    '0. zero',
    '1.  wide',
    '123456789. big',
    '  - nested',
    '    - deeper',
    '  1. nested one',
    '   - three in',
    '  * other marker',
    '      - six in',
    '   more',
    '  continued',
    '    indented',
    'lazy line',
    'para *em* __x__',
    '**DV-1: Plan said X**',
    '**Fix:** y',
    'None.',
    'Purpose: x',
    '_a_',
    'a < b',
    'text `code` more',
    'snake_case',
    '<objective>',
    '</objective>',
    '  </objective>',
    '<div>',
    '  <div>',
    '<task type="auto">',
    '<span>x</span> y',
    '<execution_context>',
    '</tasks>',
    '- [ ] todo',
    '- [x] done',
    '  - [x] nested done',
    'tags: [a, b]',
    'see [x] and [y][z]',
    '[link](url)',
    'run `[A]::B()`',
    'x [y]: z',
    '[x]: y',
    '- [x]: y',
    '<!-- source: a/b -->',
    '<!--',
    '-->',
    'x --> y',
    '<!-->',
    '<!--->',
    '  <!-- c -->',
    '***',
    '- - -',
    '___',
    '* * *',
    'Title text',
    '--',
    '---  ',
    '```',
    '```rust',
    '~~~',
    '````',
    '  ```',
    '  ```bash',
    '   ```',
    '    ```',
    '  ~~~',
    '``` x `y`',
    '```js meta data',
    'let x = 1;',
    '  npm test',
    '   ',
    '',
    '',
    '',
    '',
    '',
    // Constructs it must give up on, mixed in so the boundaries are crossed.
    '---',
    '===',
    '> q',
    '  ## in item',
    '<?php',
    '-',
    '3.',
    '      deep',
    '\tx',
    '<pre>',
    // Tabs: read inside paragraph text, given up on where they shape a block.
    'Trailing\ttab',
    'a\tb\tc',
    '- D-3:\tx',
    '-\tx',
    '1.\tx',
    '#\tx',
    'x\t',
    '  y\tz',
    '---\t',
    '<b>\t</b>',
    '`a\tb`',
  );

  test.each([['plain', false] as const, ['nodes', true] as const])(
    'equals remark on generated documents (inline: %s, LF, CRLF, CR), and reads most of them itself',
    (mode, withInline) => {
      let read = 0;
      let total = 0;
      fc.assert(
        fc.property(
          fc.array(line, { minLength: 1, maxLength: 12 }),
          fc.boolean(),
          fc.boolean(),
          fc.constantFrom('\n', '\n', '\r\n', '\r'),
          (lines, fileHead, finalEol, eol) => {
            const text = lines.join(eol) + (finalEol ? eol : '');
            total++;
            const mine = readSimpleBlocks(text, fileHead, { inline: mode, noDefinitions: !mayHoldDefinition(text) });
            if (mine === null) return;
            read++;
            expect(outline(mine, withInline)).toEqual(remarkOutline(text, fileHead, withInline));
            expect(sharedPoints(mine)).toBe(0);
          },
        ),
        { numRuns: 5_000, seed: 20261130 },
      );
      console.log(
        `readSimpleBlocks (inline: ${mode}), seed 20261130: read ${read} of ${total} generated documents itself`,
      );
      expect(read).toBeGreaterThan(total * 0.25);
    },
    180_000,
  );
});
