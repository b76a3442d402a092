import type { Root } from 'mdast';
import { stripBom } from '../markdown/bom.js';
import { mayHoldDefinition } from '../markdown/definitions.js';
import { readSimpleBlocks } from '../fast-reader/index.js';
import { endOf, parseMarkdown } from './markdown-tree.js';

/**
 * Markdown to mdast for readers of blocks and their text, not of inline positions: what the
 * fast reader takes (`lib/fast-reader/README.md`: headings, paragraphs, lists, fences, HTML
 * blocks; text, inline code, HTML, emphasis and strong) is read without remark, its inline
 * nodes without positions; when it gives up, remark parses the whole text. YAML front
 * matter is read at the head, as by `parseMarkdown`.
 */
export function parseMarkdownBlocks(text: string): Root {
  // remark drops a leading byte-order mark; so does the simple reader.
  const body = stripBom(text);
  const children = readSimpleBlocks(body, true, { inline: 'nodes', noDefinitions: !mayHoldDefinition(body) });
  if (!children) return parseMarkdown(text, true);
  return { type: 'root', children, position: { start: { line: 1, column: 1, offset: 0 }, end: endOf(body) } };
}
