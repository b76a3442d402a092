import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkFrontmatter from 'remark-frontmatter';
import type { Nodes, RootContent } from 'mdast';
import { readSimpleBlocks } from '../../src/lib/markdown/simple-blocks.js';
import { mayHoldDefinition } from '../../src/lib/markdown/definitions.js';
import { parseMarkdownBlocks } from '../../src/lib/markdown/blocks.js';
import { comparable } from './comparable.js';

// The README's list of what is not equal to remark-parse, held as a whole: in mode `nodes`
// the reader's tree deep-equals remark's once inline positions are dropped and an unordered
// list's `start: null` is added, every field of every node included (`checked`, `spread`,
// `lang`, `meta`, values, positions). The differential tests compare outlines of generated
// documents; this compares whole trees, root position included, of every Markdown file
// the repository's fixtures hold.

const FIXTURES = fileURLToPath(new URL('../../../../test-fixtures', import.meta.url));
const remark = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']);

/** The wide corpus (test-fixtures/corpus/repos, held-out, licences) has its own lane; walks skip it. */
const WIDE_CORPUS = /[\\/]test-fixtures[\\/]corpus[\\/](repos|held-out|licences)$/;

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return WIDE_CORPUS.test(path) ? [] : markdownFiles(path);
    return /\.md$/i.test(name) ? [path] : [];
  });
}

const texts = markdownFiles(FIXTURES).map(
  (path) => [path.slice(FIXTURES.length + 1), readFileSync(path, 'utf8').replace(/^\uFEFF/, '')] as const,
);

describe('the fast reader against remark-parse, whole trees', () => {
  test('there are files it reads itself', () => {
    const read = texts.filter(
      ([, text]) => readSimpleBlocks(text, true, { inline: 'nodes', noDefinitions: !mayHoldDefinition(text) }) !== null,
    );
    console.log(
      `fast reader contract: read ${read.length} of ${texts.length} Markdown files under test-fixtures/ itself`,
    );
    expect(read.length).toBeGreaterThan(texts.length / 3);
  });

  test.each(texts)('%s (LF, CRLF, CR)', (_, lf) => {
    for (const text of [lf, lf.replace(/\r?\n/g, '\r\n'), lf.replace(/\r?\n/g, '\r')]) {
      const mine: RootContent[] | null = readSimpleBlocks(text, true, {
        inline: 'nodes',
        noDefinitions: !mayHoldDefinition(text),
      });
      if (mine === null) continue;
      const theirs = remark.parse(text);
      expect(comparable(mine, false)).toStrictEqual(comparable(theirs.children, false));
      // The root is made by parseMarkdownBlocks: its position too is remark's.
      expect(parseMarkdownBlocks(text).position).toStrictEqual(theirs.position);
    }
  });
});

describe('parseMarkdownBlocks against remark-parse, whole trees, where the fast reader gives up on the whole text', () => {
  const given = texts.filter(
    ([, text]) => readSimpleBlocks(text, true, { inline: 'nodes', noDefinitions: !mayHoldDefinition(text) }) === null,
  );
  test('there are such files', () => {
    expect(given.length).toBeGreaterThan(0);
  });

  test.each(given)('%s (LF, CRLF, CR)', (_, lf) => {
    for (const text of [lf, lf.replace(/\r?\n/g, '\r\n'), lf.replace(/\r?\n/g, '\r')]) {
      const theirs = remark.parse(text);
      const mine = parseMarkdownBlocks(text);
      expect(comparable(mine.children, false)).toStrictEqual(comparable(theirs.children, false));
      expect(mine.position).toStrictEqual(theirs.position);
    }
  });
});
