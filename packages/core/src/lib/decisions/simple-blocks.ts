import type { Heading, Html, List, ListItem, Paragraph, RootContent } from 'mdast';
import type { Position } from 'unist';
import { inlineNodes, inlinePlainText, type InlineOptions, type InlineShape } from './simple-inline.js';
import { HTML6, HTML7 } from './line-scan.js';

/**
 * Read Markdown to root-level mdast nodes without micromark, for the shape decision
 * sections and handoff notes take: ATX headings, paragraphs, bullet or ordered lists whose
 * items are a paragraph followed by nested lists only, setext headings, thematic breaks, HTML comments and HTML
 * blocks of types 6 and 7. Block nodes carry their positions; inline children carry none. With `inline: 'plain'` each heading or paragraph
 * holds one text node with its plain text (emphasis resolved); with `inline: 'nodes'` it
 * holds remark's text, inline code and HTML nodes, and content with emphasis gives up.
 * `noDefinitions`: the whole document (not only `text`) holds no `]:`, so brackets that
 * cannot form an inline link are read as text.
 * Returns `null` as soon as the text holds anything else (a fence, a quote, a second paragraph in an item,
 * a setext underline, a link, a tab…), so the caller parses it with remark instead; the
 * differential and fast-vs-full tests hold the two readings equal.
 */
export function readSimpleBlocks(text: string, fileHead: boolean, options: { inline?: 'plain' | 'nodes'; noDefinitions?: boolean } = {}): RootContent[] | null {
  const inlineOptions = { noDefinitions: options.noDefinitions === true };
  // The plain reading keeps one text node per paragraph, so it records the one fact of the
  // inline shape the decision reader needs: whether a paragraph opens with strong text.
  const shape: InlineShape = { leadingStrong: false };
  const plain = options.inline !== 'nodes';
  const readInline = plain ? (content: string) => plainTextNode(content, inlineOptions, shape) : (content: string) => inlineNodes(content, inlineOptions);
  if (UNSUPPORTED_CHARACTERS.test(text)) return null;
  const lines = text.split('\n');
  // A final line ending does not start another line.
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  const starts = new Array<number>(lines.length);
  for (let index = 0, offset = 0; index < lines.length; index++) {
    starts[index] = offset;
    offset += lines[index]!.length + 1;
  }
  const point = (line: number, column: number) => ({ line: line + 1, column: column + 1, offset: starts[line]! + column });
  const span = (fromLine: number, fromColumn: number, toLine: number): Position => ({
    start: point(fromLine, fromColumn),
    end: point(toLine, lines[toLine]!.length),
  });

  const nodes: RootContent[] = [];
  let index = 0;
  if (fileHead && FENCE_LINE.test(lines[0] ?? '')) {
    let close = 1;
    while (close < lines.length && !FENCE_LINE.test(lines[close]!)) close++;
    // Unclosed, remark-frontmatter's failed attempt changes how the next lines read: left to remark.
    if (close >= lines.length) return null;
    nodes.push({ type: 'yaml', value: lines.slice(1, close).join('\n'), position: span(0, 0, close) } as RootContent);
    index = close + 1;
  }

  // Open list levels, outermost first: each list, its marker, its current item and where
  // that item's content starts.
  const levels: Level[] = [];
  // The open paragraph: its first line and lines so far, and the level whose item holds it (-1: the root).
  let paragraph: { first: number; column: number; lines: string[]; node: Paragraph; level: number } | null = null;

  const closeParagraph = (last: number): boolean => {
    if (!paragraph) return true;
    const children = readInline(withoutTrailingSpaces(paragraph.lines.join('\n')));
    if (children === null) return false;
    paragraph.node.children = children;
    if (plain && shape.leadingStrong) paragraph.node.data = { leadingStrong: true } as Paragraph['data'];
    paragraph.node.position = span(paragraph.first, paragraph.column, last);
    const owner = levels[paragraph.level];
    // Each node gets points of its own: a reader that shifts offsets in place (a BOM) must not shift one twice.
    if (owner) owner.item.position = { start: owner.item.position!.start, end: { ...paragraph.node.position.end } };
    paragraph = null;
    return true;
  };
  const closeAsSetextHeading = (open: NonNullable<typeof paragraph>, underline: number, depth: 1 | 2): Heading | null => {
    const children = readInline(withoutTrailingSpaces(open.lines.join('\n')));
    if (children === null) return null;
    return { type: 'heading', depth, children, position: { start: point(open.first, open.column), end: point(underline, lines[underline]!.length) } };
  };
  const htmlBlock = (first: number, last: number): Html => ({ type: 'html', value: lines.slice(first, last + 1).join('\n'), position: span(first, 0, last) });
  // Close the lists from level `depth` inward; each closed list ends its parent item.
  const closeLevelsFrom = (depth: number): void => {
    while (levels.length > depth) {
      const { node } = levels.pop()!;
      node.position = { start: { ...node.children[0]!.position!.start }, end: { ...node.children[node.children.length - 1]!.position!.end } };
      const parent = levels[levels.length - 1];
      if (parent) parent.item.position = { start: parent.item.position!.start, end: { ...node.position.end } };
    }
  };
  /**
   * Start an item at list level `depth` for the marker line `index`: a sibling in that
   * level's list when its marker matches, else the first item of a new list there (inside
   * the item one level out, or at the root). `null` when the item is not one this reader
   * takes (empty, or led by something other than text).
   */
  const startItem = (index: number, indent: number, content: string, ordered: boolean, depth: number, interrupting: boolean): boolean => {
    const width = ordered ? ORDERED_MARKER.exec(content)![0].length : 1;
    const spaces = leadingSpaces(content.slice(width));
    const first = content.slice(width + spaces);
    if (spaces === 0 || spaces > 4 || first === '' || startsBlock(first, false) !== 'text') return false;
    const marker = ordered ? orderedDelimiter(content) : content.charAt(0);
    const sibling = depth < levels.length && levels[depth]!.marker === marker;
    // A new ordered list may interrupt a paragraph only when it starts at 1.
    if (!sibling && interrupting && ordered && !/^1[.)]/.test(content)) return false;
    closeLevelsFrom(sibling ? depth + 1 : depth);
    const paragraphNode: Paragraph = { type: 'paragraph', children: [] };
    const item: ListItem = { type: 'listItem', spread: false, checked: null, children: [paragraphNode], position: { start: point(index, indent), end: point(index, lines[index]!.length) } };
    const contentColumn = indent + width + spaces;
    if (sibling) {
      const level = levels[depth]!;
      level.node.children.push(item);
      level.item = item;
      level.contentColumn = contentColumn;
    } else {
      const node: List = ordered
        ? { type: 'list', ordered: true, start: Number.parseInt(content, 10), spread: false, children: [item] }
        : { type: 'list', ordered: false, spread: false, children: [item] };
      const parent = levels[levels.length - 1];
      if (parent) parent.item.children.push(node);
      else nodes.push(node);
      levels.push({ node, marker, item, contentColumn });
    }
    paragraph = { first: index, column: contentColumn, lines: [first], node: paragraphNode, level: levels.length - 1 };
    return true;
  };

  for (; index < lines.length; index++) {
    const line = lines[index]!;
    const indent = leadingSpaces(line);
    if (indent === line.length) {
      if (!closeParagraph(index - 1)) return null;
      continue;
    }
    const content = line.slice(indent);
    // How many open items hold this line by its indentation, and its indent within the innermost.
    let depth = 0;
    while (depth < levels.length && indent >= levels[depth]!.contentColumn) depth++;
    const relative = indent - (depth > 0 ? levels[depth - 1]!.contentColumn : 0);

    if (paragraph) {
      // This line continues the open paragraph (in its own item, or lazily from further out)
      // unless it starts a block that may interrupt a paragraph.
      if (relative >= 4) {
        paragraph.lines.push(content);
        continue;
      }
      // micromark lets a lone complete tag end a list item's paragraph, against CommonMark.
      if (levels.length > 0 && content.charCodeAt(0) === 60 && HTML7.test(content)) return null;
      const kind = startsBlock(content, true);
      if (kind === 'text') {
        paragraph.lines.push(content);
        continue;
      }
      if (kind === 'setext') {
        // The open root paragraph becomes a heading; under a list item's paragraph it is left to remark.
        if (levels.length > 0 || paragraph.level !== -1 || indent > 0) return null;
        const heading = closeAsSetextHeading(paragraph, index, content.charCodeAt(0) === 61 ? 1 : 2);
        if (!heading) return null;
        nodes[nodes.length - 1] = heading;
        paragraph = null;
        continue;
      }
      if (kind === 'bullet' || kind === 'ordered') {
        if (!closeParagraph(index - 1)) return null;
        if (!startItem(index, indent, content, kind === 'ordered', depth, true)) return null;
        continue;
      }
      // Any other block inside an item would be its second child: left to remark.
      if ((kind !== 'heading' && kind !== 'comment' && kind !== 'thematic') || depth > 0 || indent > 0) return null;
      if (!closeParagraph(index - 1)) return null;
    } else if (levels.length > 0) {
      // After a blank line (or a block that closed the paragraph) with lists open: a new item
      // at the level the indentation gives, or a root block once every item is left.
      if (relative >= 4) return null;
      const kind = startsBlock(content, false);
      if (kind === 'bullet' || kind === 'ordered') {
        if (!startItem(index, indent, content, kind === 'ordered', depth, false)) return null;
        continue;
      }
      if (depth > 0 || indent > 0) return null;
    } else if (indent > 0) {
      // An indented line at the root with no paragraph open: indented code.
      return null;
    }

    const kind = startsBlock(content, false);
    if (kind === 'bullet' || kind === 'ordered') {
      if (!startItem(index, indent, content, kind === 'ordered', 0, false)) return null;
      continue;
    }
    closeLevelsFrom(0);
    if (kind === 'heading') {
      const heading = readAtxHeading(line, index, span, readInline);
      if (!heading) return null;
      nodes.push(heading);
    } else if (kind === 'html') {
      // Types 6 and 7 both end at the next blank line.
      let last = index;
      while (last + 1 < lines.length && leadingSpaces(lines[last + 1]!) < lines[last + 1]!.length) last++;
      nodes.push(htmlBlock(index, last));
      index = last;
    } else if (kind === 'thematic') {
      nodes.push({ type: 'thematicBreak', position: span(index, 0, index) });
    } else if (kind === 'comment') {
      // Type 2 ends on the line holding `-->`; the opener's own `--` may be part of it (`<!-->`).
      let last = index;
      if (line.indexOf('-->', 2) < 0) {
        last++;
        while (last < lines.length && !lines[last]!.includes('-->')) last++;
        // Unclosed, it runs to the end of the text, final line ending included: left to remark.
        if (last === lines.length) return null;
      }
      nodes.push(htmlBlock(index, last));
      index = last;
    } else if (kind === 'text') {
      const node: Paragraph = { type: 'paragraph', children: [] };
      nodes.push(node);
      paragraph = { first: index, column: 0, lines: [content], node, level: -1 };
    } else return null;
  }
  if (!closeParagraph(lines.length - 1)) return null;
  closeLevelsFrom(0);
  return nodes;
}

/** An open list: its node, marker (bullet character or ordered delimiter), current item and where that item's content starts. */
interface Level {
  node: List;
  marker: string;
  item: ListItem;
  contentColumn: number;
}

// Tabs change columns and list widths, CR and NUL change line and character handling:
// none appears in the sections this reader is for.
const UNSUPPORTED_CHARACTERS = /[\t\r\0]/;
const FENCE_LINE = /^---[ ]*$/;
const SETEXT_UNDERLINE = /^(?:=+|-+) *$/;
const THEMATIC_BREAK = /^(?:(?:\* *){3,}|(?:- *){3,}|(?:_ *){3,})$/;
const FENCE_OPEN = /^(?:`{3,}|~{3,})/;
const ORDERED_MARKER = /^\d{1,9}[.)]/;
const ATX = /^(#{1,6})(?: +|$)/;
const HTML_1_TO_5 = /^<(?:(?:script|pre|style|textarea)(?=[ >]|$)|!|\?)/i;

/**
 * What a line's content (indentation removed) starts: a block this reader handles, plain
 * text, or something it does not handle. `inParagraph`: the line would otherwise continue
 * an open paragraph, which only some blocks may interrupt.
 */
function startsBlock(content: string, inParagraph: boolean): 'text' | 'heading' | 'bullet' | 'ordered' | 'html' | 'comment' | 'thematic' | 'setext' | 'other' {
  const c = content.charCodeAt(0);
  if (c === 35) return ATX.test(content) ? 'heading' : 'text';
  if (c === 45 || c === 42 || c === 43) {
    // Under a paragraph `---` underlines it; `***` and `- - -` break it.
    if (inParagraph && c === 45 && SETEXT_UNDERLINE.test(content)) return 'setext';
    if (THEMATIC_BREAK.test(content)) return 'thematic';
    const next = content.charCodeAt(1);
    return next === 32 || Number.isNaN(next) ? 'bullet' : 'text';
  }
  if (c === 95) return THEMATIC_BREAK.test(content) ? 'thematic' : 'text';
  if (c === 61) return inParagraph && SETEXT_UNDERLINE.test(content) ? 'setext' : 'text';
  if (c === 60) {
    // A comment (type 2) may interrupt a paragraph.
    if (content.startsWith('<!--')) return 'comment';
    // Types 1 to 6 may interrupt a paragraph; type 7 may not, and is then inline HTML.
    if (HTML_1_TO_5.test(content) || HTML6.test(content)) return inParagraph ? 'other' : HTML6.test(content) ? 'html' : 'other';
    return !inParagraph && HTML7.test(content) ? 'html' : 'text';
  }
  if (c === 96 || c === 126) return FENCE_OPEN.test(content) ? 'other' : 'text';
  if (c === 62 || c === 91) return 'other';
  if (c >= 48 && c <= 57) {
    const marker = ORDERED_MARKER.exec(content);
    const next = marker ? content.charCodeAt(marker[0].length) : 0;
    if (marker && (next === 32 || Number.isNaN(next))) return 'ordered';
  }
  return 'text';
}

function readAtxHeading(
  line: string,
  index: number,
  span: (fromLine: number, fromColumn: number, toLine: number) => Position,
  readInline: (content: string) => Heading['children'] | null,
): Heading | null {
  const match = ATX.exec(line)!;
  let content = withoutTrailingSpaces(line.slice(match[0].length));
  const closing = /(?:^| )#+$/.exec(content);
  if (closing) content = withoutTrailingSpaces(content.slice(0, closing.index));
  const children = readInline(content);
  if (children === null) return null;
  return { type: 'heading', depth: match[1]!.length as Heading['depth'], children, position: span(index, 0, index) };
}

/** The one text node (or none, when empty) holding content's plain text. */
function plainTextNode(content: string, options: InlineOptions, shape: InlineShape): Array<{ type: 'text'; value: string }> | null {
  const plain = inlinePlainText(content, options, shape);
  if (plain === null) return null;
  return plain ? [{ type: 'text', value: plain }] : [];
}

/** The delimiter (`.` or `)`) of an ordered list marker at the start of `content`. */
function orderedDelimiter(content: string): string {
  return ORDERED_MARKER.exec(content)?.[0].slice(-1) ?? '';
}

/** `text` without the spaces that end it (a regex anchored at the end rescans every run of spaces). */
function withoutTrailingSpaces(text: string): string {
  let end = text.length;
  while (end > 0 && text.charCodeAt(end - 1) === 32) end--;
  return end === text.length ? text : text.slice(0, end);
}

function leadingSpaces(line: string): number {
  let count = 0;
  while (line.charCodeAt(count) === 32) count++;
  return count;
}
