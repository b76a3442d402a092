import type { Nodes, Root, RootContent } from 'mdast';
import type { Point } from 'unist';
import { stripBom } from './bom.js';
import { mayHoldDefinition } from './definitions.js';
import { findFrontMatter } from './front-matter.js';
import { readSimpleBlocks } from './simple-blocks.js';
import { scanLines } from './line-scan.js';
import { endOf, parseMarkdown } from './tree.js';
import { lineAfter } from './lines.js';

/** The runs are cut where the scan finds the block state empty; no line is looked for. */
const CUTS_ONLY = { sectionWords: null, otherHeadingWords: null, landmark: null } as const;

/**
 * Markdown to mdast for readers of blocks and their text, not of inline positions: what the
 * fast reader takes (`lib/markdown/README.md`: headings, paragraphs, lists, fences, HTML
 * blocks; text, inline code, HTML, emphasis and strong) is read without remark, its inline
 * nodes without positions. When it gives up on the whole text and the text holds no link
 * reference definition, the text is read run by run between the line scan's cuts (where the
 * full parse is at the root with nothing open), remark parsing only the runs the fast reader
 * gives up on; with a definition (which any run's links may use), remark parses the whole
 * text. YAML front matter is read at the head, as by `parseMarkdown`.
 */
export function parseMarkdownBlocks(text: string): Root {
  // remark drops a leading byte-order mark; so does the simple reader.
  const body = stripBom(text);
  const noDefinitions = !mayHoldDefinition(body);
  const children =
    readSimpleBlocks(body, true, { inline: 'nodes', noDefinitions }) ??
    (noDefinitions ? readByRuns(body) : null) ??
    parseMarkdown(text, true).children;
  return { type: 'root', children, position: { start: { line: 1, column: 1, offset: 0 }, end: endOf(body) } };
}

/**
 * A text without link reference definitions read run by run: each run between two cuts of
 * the line scan parses as it does in the whole text (nothing is open at a cut, and without a
 * definition no run depends on another), so each is read by the fast reader or, where it gives
 * up, by remark, and their nodes are moved to where the run sits. Consecutive runs the fast
 * reader gives up on go to remark together. `null` when the line scan finds no cut.
 */
function readByRuns(body: string): RootContent[] | null {
  const block = findFrontMatter(body);
  const firstLine = block ? lineAfter(body, block.end) : 0;
  const { starts, cut } = scanLines(body, CUTS_ONLY, firstLine);
  const lines = starts.length - 1;
  const bounds: number[] = [0];
  // The scan marks cuts inside front matter too (it reads those lines as Markdown): none is taken there.
  for (let line = 1; line < lines; line++) if (line === firstLine || (line > firstLine && cut[line])) bounds.push(line);
  if (bounds.length < 2) return null;
  bounds.push(lines);
  const children: RootContent[] = [];
  let pending = -1;
  const flushRemark = (to: number) => {
    if (pending < 0) return;
    children.push(
      ...placed(parseMarkdown(body.slice(starts[pending], starts[to]), pending === 0).children, starts, pending),
    );
    pending = -1;
  };
  for (let i = 0; i + 1 < bounds.length; i++) {
    const from = bounds[i]!;
    const to = bounds[i + 1]!;
    const run = body.slice(starts[from], starts[to]);
    const nodes = readSimpleBlocks(run, from === 0, { inline: 'nodes', noDefinitions: true });
    if (nodes === null) {
      if (pending < 0) pending = from;
      continue;
    }
    flushRemark(from);
    children.push(...placed(nodes, starts, from));
  }
  flushRemark(lines);
  return children;
}

/** Nodes read from a run that starts at line `from` (0-based), with every position moved to the whole text's. */
function placed<T extends Nodes>(nodes: T[], starts: readonly number[], from: number): T[] {
  if (from === 0) return nodes;
  const offset = starts[from]!;
  const move = (point: Point): Point => ({
    line: point.line + from,
    column: point.column,
    ...(point.offset !== undefined ? { offset: point.offset + offset } : {}),
  });
  const walk = (node: Nodes) => {
    if (node.position) node.position = { start: move(node.position.start), end: move(node.position.end) };
    if ('children' in node) for (const child of node.children) walk(child);
  };
  for (const node of nodes) walk(node);
  return nodes;
}
