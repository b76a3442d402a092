import { describe, expect, it } from 'vitest';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkFrontmatter from 'remark-frontmatter';
import { parseMarkdownBlocks } from '../../src/lib/markdown/blocks.js';
import { withMarkdownParseGuard } from '../../src/lib/markdown/tree.js';
import { comparable } from './comparable.js';

// A note the fast reader gives up on is read run by run between the line scan's cuts: remark
// parses only the runs the fast reader cannot read, and the tree is remark's whole-text tree
// (inline positions aside, which the fast reader does not give).

const remark = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']);

/** The texts handed to remark while `read` runs. */
function remarkTexts<T>(read: () => T): { result: T; texts: string[] } {
  const texts: string[] = [];
  const result = withMarkdownParseGuard((text) => texts.push(text), read);
  return { result, texts };
}

const QUOTE = '> A quoted line\n> and another.\n';
const HARD_BREAK = 'Line one  \nline two.\n';
const NOTE = [
  '---',
  'status: partial',
  '---',
  '',
  '# Session handoff',
  '',
  '## Goal',
  '',
  'Ship the reader.',
  '',
  '## Status',
  '',
  QUOTE,
  '## Changes',
  '',
  '- `src/a.ts`: one',
  '- `src/b.ts`: two',
  '',
  '## Next steps',
  '',
  HARD_BREAK,
  '```sh',
  '# not a heading',
  'npm test',
  '```',
  '',
  '## Failed approaches',
  '',
  '1. Tried *this*.',
  '2. Tried **that**.',
  '',
].join('\n');

describe('parseMarkdownBlocks, run by run', () => {
  it.each([
    ['LF', NOTE],
    ['CRLF', NOTE.replace(/\n/g, '\r\n')],
    ['CR', NOTE.replace(/\n/g, '\r')],
    ['a byte-order mark', `\uFEFF${NOTE}`],
  ])('gives remark only the runs the fast reader gives up on, and remark’s tree (%s)', (_, text) => {
    const { result, texts } = remarkTexts(() => parseMarkdownBlocks(text));
    const eol = /\r\n/.test(text) ? '\r\n' : /\r/.test(text) ? '\r' : '\n';
    expect(texts).toEqual([QUOTE, HARD_BREAK].map((run) => run.replace(/\n/g, eol) + eol));
    const theirs = remark.parse(text);
    expect(comparable(result.children)).toStrictEqual(comparable(theirs.children));
    expect(result.position).toStrictEqual(theirs.position);
  });

  it('takes no cut inside front matter (a blank line and a column-0 line there are YAML)', () => {
    const text = NOTE.replace('status: partial', '\ndescription: "x"');
    const { result, texts } = remarkTexts(() => parseMarkdownBlocks(text));
    expect(texts).toHaveLength(2);
    const theirs = remark.parse(text);
    expect(result.children[0]).toMatchObject({ type: 'yaml', value: '\ndescription: "x"' });
    expect(comparable(result.children)).toStrictEqual(comparable(theirs.children));
  });

  it('gives remark the whole text when it may hold a link reference definition (any run may use it)', () => {
    const text = `${NOTE}\n[ref]: https://example.com\n`;
    const { result, texts } = remarkTexts(() => parseMarkdownBlocks(text));
    expect(texts).toEqual([text]);
    expect(comparable(result.children)).toStrictEqual(comparable(remark.parse(text).children));
  });

  it('gives remark nothing when the fast reader reads the whole text', () => {
    const text = NOTE.replace(QUOTE, 'Partial.\n').replace(HARD_BREAK, 'Run `npm test`.\n');
    const { result, texts } = remarkTexts(() => parseMarkdownBlocks(text));
    expect(texts).toEqual([]);
    expect(comparable(result.children)).toStrictEqual(comparable(remark.parse(text).children));
  });
});
