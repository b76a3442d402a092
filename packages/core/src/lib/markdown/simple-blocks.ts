import type { Code, Heading, Html, List, ListItem, Paragraph, PhrasingContent, RootContent } from 'mdast';
import type { Position } from 'unist';
import {
  inlineNodes,
  inlinePlainText,
  inlineReaderGaveUpOn,
  type InlineNode,
  type InlineOptions,
  type InlineShape,
} from './simple-inline.js';
import { HTML6, HTML7 } from './line-scan.js';
import { lineStartOffsets } from './lines.js';

/**
 * Read Markdown to root-level mdast nodes without micromark, for the shape plans,
 * summaries and handoff notes take: ATX and setext headings, paragraphs, thematic breaks,
 * fenced code, HTML comments and HTML blocks of types 6 and 7, and bullet or ordered lists
 * whose items hold any of these (nested lists, fences, closing tags, further paragraphs),
 * with LF, CRLF or CR line endings. Block nodes carry remark's positions (offsets into
 * `text` as given); inline children carry none. With `inline: 'plain'` each heading or
 * paragraph holds one text node with its plain text (emphasis resolved); with
 * `inline: 'nodes'` it holds remark's text, inline code, HTML, emphasis and strong nodes.
 * `noDefinitions`: the whole document (not only `text`) holds no `]:`, so brackets that
 * cannot form an inline link are read as text.
 * Returns `null` as soon as the text holds anything else (a block quote, indented code, a
 * link, a tab outside code, an unclosed fence…), so the caller parses it with remark
 * instead; the differential and fast-vs-full tests hold the two readings equal.
 */
export function readSimpleBlocks(
  text: string,
  fileHead: boolean,
  options: { inline?: 'plain' | 'nodes'; noDefinitions?: boolean } = {},
): RootContent[] | null {
  gaveUpOn = '';
  recentTexts.length = 0;
  nextRecent = 0;
  if (text.includes('\0')) return giveUp('a NUL character');
  const inlineOptions: InlineOptions = { noDefinitions: options.noDefinitions === true };
  const noDefinitions = options.noDefinitions === true;
  // The plain reading keeps one text node per paragraph, so it records the one fact of the
  // inline shape the decision reader needs: whether a paragraph opens with strong text.
  const shape: InlineShape = { leadingStrong: false };
  const plain = options.inline !== 'nodes';
  const readInline = plain
    ? (content: string): PhrasingContent[] | null => plainTextNode(content, inlineOptions, shape)
    : (content: string): PhrasingContent[] | null => inlineNodes(content, inlineOptions);
  const { starts, ends } = splitLines(text);
  const count = starts.length;
  const endsWithLineEnding = endsWithEnding(text);
  // Where a line's text stops: before the line ending that ends it (CRLF, CR or LF), or at the text's end.
  const stopOf = (line: number): number => {
    const next = line + 1 < count ? starts[line + 1]! : text.length;
    if (line + 1 === count && !endsWithLineEnding) return next;
    return ends !== null && text.charCodeAt(next - 1) === 10 && text.charCodeAt(next - 2) === 13 ? next - 2 : next - 1;
  };
  // A line's text is sliced when it is read, not kept for the whole read: a note of tens of thousands of lines
  // would otherwise hold a string for each of them until the tree is done.
  const lineAt = (line: number): string => text.slice(starts[line], stopOf(line));
  // The line ending after each line, only where one is not LF (values keep the file's own).
  const eolAt = (line: number): string =>
    ends === null ? '\n' : text.slice(stopOf(line), starts[line + 1] ?? text.length);
  const joined = (parts: readonly string[], first: number): string => {
    if (ends === null || parts.length < 2) return parts.join('\n');
    let out = parts[0]!;
    for (let k = 1; k < parts.length; k++) out += eolAt(first + k - 1) + parts[k]!;
    return out;
  };
  const point = (line: number, column: number) => ({
    line: line + 1,
    column: column + 1,
    offset: starts[line]! + column,
  });
  const lineEnd = (line: number) => point(line, stopOf(line) - starts[line]!);

  const nodes: RootContent[] = [];
  let index = 0;
  if (fileHead && FENCE_LINE.test(lineAt(0))) {
    let close = 1;
    while (close < count && !FENCE_LINE.test(lineAt(close))) close++;
    // Unclosed, remark-frontmatter's failed attempt changes how the next lines read: left to remark.
    if (close >= count) return giveUp('an unclosed front matter fence');
    const tab = text.indexOf('\t');
    if (tab >= 0 && tab < starts[close]!) return giveUp('a tab');
    const inner: string[] = [];
    for (let k = 1; k < close; k++) inner.push(lineAt(k));
    nodes.push({
      type: 'yaml',
      value: joined(inner, 1),
      position: { start: point(0, 0), end: lineEnd(close) },
    });
    index = close + 1;
  }

  // Open list levels, outermost first: each list, its marker, its current item, where that
  // item's content starts, and whether a blank line came since the item's last block.
  const levels: Level[] = [];
  let leaf: Leaf | null = null;
  const childrenAt = (depth: number): RootContent[] => (depth === 0 ? nodes : levels[depth - 1]!.item.children);
  const columnAt = (depth: number): number => (depth === 0 ? 0 : levels[depth - 1]!.contentColumn);

  /** Put a new block into the container at `depth` (the root, or the item of level depth − 1). */
  const addBlock = (depth: number, node: RootContent): void => {
    const level = levels[depth - 1];
    if (level?.blank && level.item.children.length > 0) level.item.spread = true;
    // A blank line is between two blocks of one container only: the items around it do not spread.
    for (const open of levels) open.blank = false;
    childrenAt(depth).push(node);
  };
  const readInlineAt = (parts: readonly string[], first: number): PhrasingContent[] | null => {
    const children = readInline(withoutTrailingSpaces(parts.join('\n')));
    if (children === null) return giveUp(`inline: ${inlineReaderGaveUpOn()}`);
    if (ends !== null && parts.length > 1) restoreLineEnds(children, (k) => eolAt(first + k));
    return children;
  };
  const closeLeaf = (): boolean => {
    const open = leaf;
    leaf = null;
    if (open !== null && open.kind === 'html') {
      open.node.value = joined(open.contents, open.first);
      if (open.contents.length > 1) open.node.position!.end = lineEnd(open.first + open.contents.length - 1);
    }
    if (open === null || open.kind !== 'paragraph') return true;
    const children = readInlineAt(open.lines, open.first);
    if (children === null) return false;
    open.node.children = children;
    if (plain && shape.leadingStrong) open.node.data = { leadingStrong: true };
    if (open.last !== open.first) open.node.position!.end = lineEnd(open.last);
    return true;
  };
  // Close the lists from level `depth` inward; each item ends where its last block ends.
  const closeLevelsFrom = (depth: number): void => {
    while (levels.length > depth) {
      const { node, item } = levels.pop()!;
      endItem(item);
      node.position = { start: { ...node.children[0]!.position!.start }, end: { ...item.position!.end } };
    }
  };
  // A paragraph, code or HTML node is made with its position (a property added later takes a store of its
  // own, and a large note has 100,000 paragraphs); `closeLeaf` moves its end.
  const openParagraph = (depth: number, line: number, column: number, content: string): void => {
    const node: Paragraph = {
      type: 'paragraph',
      children: [],
      position: { start: point(line, column), end: lineEnd(line) },
    };
    addBlock(depth, node);
    leaf = { kind: 'paragraph', depth, first: line, last: line, column, lines: [content], node };
  };

  /**
   * Start an item at list level `depth` for the marker line `line`: a sibling in that
   * level's list when its marker matches, else the first item of a new list there. `false`
   * when the item is not one this reader takes (empty, or led by anything but text).
   */
  const startItem = (line: number, indent: number, content: string, ordered: boolean, depth: number): boolean => {
    const width = ordered ? ORDERED_MARKER.exec(content)![0].length : 1;
    const spaces = leadingSpaces(content.slice(width));
    const first = content.slice(width + spaces);
    if (spaces === 0 || spaces > 4 || first === '' || startsBlock(first, false, noDefinitions) !== 'text') return false;
    const marker = ordered ? content.charAt(width - 1) : content.charAt(0);
    const sibling = depth < levels.length && levels[depth]!.marker === marker;
    closeLevelsFrom(sibling ? depth + 1 : depth);
    const contentColumn = indent + width + spaces;
    const paragraph: Paragraph = {
      type: 'paragraph',
      children: [],
      position: { start: point(line, contentColumn), end: lineEnd(line) },
    };
    // Made with its first child, not pushed into `[]`: an array grown by one push keeps 17
    // slots, and an item's children live as long as the tree (most items hold one paragraph).
    const item: ListItem = {
      type: 'listItem',
      spread: false,
      checked: null,
      children: [paragraph],
      position: { start: point(line, indent), end: lineEnd(line) },
    };
    if (sibling) {
      const level = levels[depth]!;
      endItem(level.item);
      if (level.blank) level.node.spread = true;
      for (const open of levels) open.blank = false;
      level.node.children.push(item);
      level.item = item;
      level.contentColumn = contentColumn;
    } else {
      const node: List = ordered
        ? { type: 'list', ordered: true, start: Number.parseInt(content, 10), spread: false, children: [item] }
        : { type: 'list', ordered: false, spread: false, children: [item] };
      addBlock(depth, node);
      levels.push({ node, marker, item, contentColumn, blank: false });
    }
    leaf = {
      kind: 'paragraph',
      depth: depth + 1,
      first: line,
      last: line,
      column: contentColumn,
      lines: [first],
      node: paragraph,
    };
    return true;
  };

  /**
   * Start the block that `content` (the line at `line`, indented by `indent`) opens in the
   * container at `depth`, after any list item has been ruled out. `false`: not one this
   * reader takes.
   */
  const startBlock = (line: number, indent: number, content: string, depth: number, kind: BlockStart): boolean => {
    if (kind === 'heading') {
      const heading = readAtxHeading(content, point(line, indent), lineEnd(line), readInline);
      if (!heading) return false;
      addBlock(depth, heading);
    } else if (kind === 'thematic') {
      addBlock(depth, { type: 'thematicBreak', position: { start: point(line, indent), end: lineEnd(line) } });
    } else if (kind === 'fence') {
      const fence = FENCE_OPEN.exec(content)!;
      const info = fence[2]!.trim();
      if (/[\\&]/.test(info)) {
        giveUp('an escape or reference in a fence info string');
        return false;
      }
      const split = /\s/.exec(info);
      const node: Code = {
        type: 'code',
        lang: info === '' ? null : split ? info.slice(0, split.index) : info,
        meta: split ? info.slice(split.index).trim() : null,
        value: '',
        position: { start: point(line, indent), end: lineEnd(line) },
      };
      addBlock(depth, node);
      leaf = {
        kind: 'code',
        depth,
        first: line,
        marker: fence[1]!.charAt(0),
        size: fence[1]!.length,
        fenceIndent: indent - columnAt(depth),
        contents: [],
        node,
      };
    } else if (kind === 'html' || kind === 'comment') {
      openHtml(depth, line, columnAt(depth), kind === 'comment');
    } else if (kind === 'text') {
      openParagraph(depth, line, indent, content);
    } else {
      giveUp(
        kind === 'quote'
          ? 'a block quote'
          : kind === 'definition'
            ? 'a possible link reference definition'
            : 'an HTML block of types 1 to 5',
      );
      return false;
    }
    return true;
  };
  /**
   * Open an HTML block in the container at `depth` whose first line is read from `column`
   * (its later lines from the container's content column).
   */
  const openHtml = (depth: number, line: number, column: number, comment: boolean): void => {
    const node: Html = { type: 'html', value: '', position: { start: point(line, column), end: lineEnd(line) } };
    addBlock(depth, node);
    const open: Leaf = { kind: 'html', depth, first: line, column: columnAt(depth), comment, contents: [], node };
    leaf = open;
    appendHtml(open, lineAt(line).slice(column));
  };
  /** Add a line to an open HTML block; `true` when it ends the block (a comment's `-->`). */
  const appendHtml = (open: Extract<Leaf, { kind: 'html' }>, content: string): boolean => {
    open.contents.push(content);
    // Type 2 ends on the line holding `-->`; the opener's own `--` may be part of it (`<!-->`).
    if (
      open.comment &&
      (open.contents.length === 1 ? content.indexOf('-->', content.indexOf('<!--') + 2) >= 0 : content.includes('-->'))
    ) {
      closeLeaf();
      return true;
    }
    return false;
  };

  for (; index < count; index++) {
    const line = lineAt(index);
    const indent = leadingSpaces(line);
    const blank = indent === line.length;
    // How many open items hold this line: a blank line or one indented to their content.
    let matched = 0;
    while (matched < levels.length && (blank || indent >= levels[matched]!.contentColumn)) matched++;

    const open = leaf as Leaf | null;
    if (open !== null && open.kind === 'code') {
      if (matched < open.depth) return giveUp('a fence left open by the end of its list item');
      const column = columnAt(open.depth);
      // Tabs are kept as they are, except where they make the indentation to strip.
      if (line.includes('\t') && (open.depth > 0 || open.fenceIndent > 0) && TAB_IN_INDENT.test(line))
        return giveUp('a tab in the indentation of fenced code');
      if (blank && open.depth > 0 && line.length > 0)
        return giveUp('a line of spaces in fenced code inside a list item');
      const close = !blank && indent - column < 4 ? CLOSING_FENCE.exec(line.slice(indent)) : null;
      if (close && close[1]!.charAt(0) === open.marker && close[1]!.length >= open.size) {
        open.node.value = joined(open.contents, open.first + 1);
        open.node.position!.end = lineEnd(index);
        leaf = null;
        continue;
      }
      const inner = line.slice(Math.min(column, line.length));
      open.contents.push(inner.slice(Math.min(open.fenceIndent, leadingSpaces(inner))));
      continue;
    }
    // A tab is read only inside paragraph text (below): in indentation, after a block
    // marker, at a line end or in an HTML line it changes how the line reads.
    const tabbed = line.includes('\t');
    if (tabbed && !tabInText(line)) return giveUp('a tab');
    if (open !== null && open.kind === 'html') {
      if (tabbed) return giveUp('a tab');
      if (open.comment) {
        if (matched < open.depth) return giveUp('an HTML comment left open by the end of its list item');
        if (blank && open.depth > 0 && line.length > 0)
          return giveUp('a line of spaces in an HTML comment inside a list item');
        appendHtml(open, line.slice(Math.min(open.column, line.length)));
        continue;
      }
      // Types 6 and 7 end before a blank line, or before a line their list item does not hold.
      if (!blank && matched >= open.depth) {
        appendHtml(open, line.slice(open.column));
        continue;
      }
      closeLeaf();
    }

    if (blank) {
      if (!closeLeaf()) return null;
      for (const level of levels) level.blank = true;
      continue;
    }
    const content = line.slice(indent);
    const paragraph = leaf as Extract<Leaf, { kind: 'paragraph' }> | null;
    const relative = indent - columnAt(matched);

    if (relative >= 4) {
      if (paragraph === null) return giveUp('indented code');
      // Indented code cannot interrupt a paragraph: the line continues it (lazily or not).
      paragraph.lines.push(content);
      paragraph.last = index;
      continue;
    }
    const kind = startsBlock(content, paragraph !== null, noDefinitions);
    // The tab must not decide what the line is (`-\tx` is a list item, `#\tx` a heading) nor
    // where a list item's text starts (`- \tx`): only paragraph text, or an item's text, holds one.
    if (
      tabbed &&
      !tabOnlyInText(content, kind, startsBlock(content.replace(/\t/g, ' '), paragraph !== null, noDefinitions))
    )
      return giveUp('a tab');
    const allMatched = matched === levels.length;
    if (kind === 'bullet' || kind === 'ordered') {
      // micromark: while a paragraph is open in the innermost container, a new list must
      // not be empty and an ordered one must start at 1; a list item's sibling is not held to that.
      const interrupting = paragraph !== null && allMatched;
      if (!interrupting || kind === 'bullet' || /^1[.)]/.test(content)) {
        if (!closeLeaf()) return null;
        if (!startItem(index, indent, content, kind === 'ordered', matched))
          return giveUp('a list item that is empty or not led by text');
        continue;
      }
    }
    if (paragraph !== null) {
      if (kind === 'setext') {
        // Only a root paragraph becomes a setext heading here; under a list item it is left to remark.
        if (paragraph.depth > 0 || !allMatched) return giveUp('a setext underline in a list item');
        const children = readInlineAt(paragraph.lines, paragraph.first);
        if (children === null) return null;
        const siblings = childrenAt(0);
        siblings[siblings.length - 1] = {
          type: 'heading',
          depth: content.charCodeAt(0) === 61 ? 1 : 2,
          children,
          position: { start: point(paragraph.first, paragraph.column), end: lineEnd(index) },
        };
        leaf = null;
        continue;
      }
      // A lone complete tag (type 7) interrupts a paragraph only on a lazy line (micromark).
      const interrupts =
        kind === 'heading' ||
        kind === 'thematic' ||
        kind === 'fence' ||
        kind === 'comment' ||
        kind === 'html' ||
        (kind === 'html7' && !allMatched) ||
        kind === 'quote' ||
        kind === 'other';
      if (!interrupts) {
        paragraph.lines.push(content);
        paragraph.last = index;
        continue;
      }
      if (!closeLeaf()) return null;
      if (kind === 'html7') {
        // micromark: the tag's block goes into the innermost item (which stays open), read after
        // the prefix of the items that hold the line — unless it is the last line and has no line ending.
        if (index === count - 1 && !endsWithLineEnding)
          return giveUp('a lazy complete tag on an unterminated last line');
        openHtml(levels.length, index, columnAt(matched), false);
        continue;
      }
    }
    closeLevelsFrom(matched);
    if (
      !startBlock(
        index,
        indent,
        content,
        matched,
        kind === 'html7' ? 'html' : kind === 'setext' || kind === 'ordered' ? 'text' : kind,
      )
    )
      return null;
  }
  const last = leaf as Leaf | null;
  if (last !== null && last.kind === 'code') return giveUp('an unclosed fence');
  if (last !== null && last.kind === 'html' && last.comment) return giveUp('an unclosed HTML comment');
  if (!closeLeaf()) return null;
  closeLevelsFrom(0);
  return nodes;
}

let gaveUpOn = '';

/** Why the last `readSimpleBlocks` call returned `null` (`''` when it did not, or an inline construct made it). */
export function simpleReaderGaveUpOn(): string {
  return gaveUpOn;
}

function giveUp(reason: string): null {
  gaveUpOn = reason;
  return null;
}

/**
 * An open list: its node, marker (bullet character or ordered delimiter), current item, where that item's content
 * starts, and whether a blank line came since its last block.
 */
interface Level {
  node: List;
  marker: string;
  item: ListItem;
  contentColumn: number;
  blank: boolean;
}

/** The open leaf block: a paragraph, fenced code or an HTML block, in the container at `depth`. */
type Leaf =
  | { kind: 'paragraph'; depth: number; first: number; last: number; column: number; lines: string[]; node: Paragraph }
  | {
      kind: 'code';
      depth: number;
      first: number;
      marker: string;
      size: number;
      fenceIndent: number;
      contents: string[];
      node: Code;
    }
  | { kind: 'html'; depth: number; first: number; column: number; comment: boolean; contents: string[]; node: Html };

/** An item ends where its last block ends. */
function endItem(item: ListItem): void {
  const last = item.children[item.children.length - 1];
  if (last?.position) item.position!.end = { ...last.position.end };
}

/**
 * Where each line of `text` starts (`lineStartOffsets`); `ends` is `null` when every line ends with LF, so callers skip
 * the work CR needs. A final line ending does not start another line.
 */
function splitLines(text: string): { starts: number[]; ends: null | true } {
  const starts = lineStartOffsets(text);
  if (starts.length > 1 && endsWithEnding(text)) starts.pop();
  return { starts, ends: text.includes('\r') ? true : null };
}

/** Whether `text` ends with a line ending. */
function endsWithEnding(text: string): boolean {
  const last = text.charCodeAt(text.length - 1);
  return last === 10 || last === 13;
}

/** Put each line ending back where the inline reader (which reads LF) saw `\n`: the k-th one is `eol(k)`. */
function restoreLineEnds(nodes: readonly PhrasingContent[], eol: (k: number) => string): void {
  let k = 0;
  const stack: Array<PhrasingContent | InlineNode> = [...nodes].reverse();
  while (stack.length > 0) {
    const node = stack.pop()!;
    if ('value' in node && typeof node.value === 'string') {
      if (node.value.includes('\n')) node.value = node.value.replace(/\n/g, () => eol(k++));
    } else if ('children' in node)
      for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i] as PhrasingContent);
  }
}

/**
 * Whether the tabs of a line can only be text: each comes after the line's first other
 * character and before its last one (a tab in indentation counts columns; one at the end is
 * stripped), and the line has no `<` (an HTML tag may hold a tab where the inline reader
 * reads only spaces). Whether the line is paragraph text at all is checked by its caller.
 */
function tabInText(line: string): boolean {
  const first = line.search(/[^ \t]/);
  return first >= 0 && line.indexOf('\t') > first && !/\t[ \t]*$/.test(line) && !line.includes('<');
}

/**
 * With the tabs read as spaces the line starts the same block, a paragraph or a list item, and every tab is after the
 * item's marker and the first character of its text.
 */
function tabOnlyInText(content: string, kind: BlockStart, asSpaces: BlockStart): boolean {
  if (kind !== asSpaces) return false;
  if (kind === 'text') return true;
  if (kind !== 'bullet' && kind !== 'ordered') return false;
  const marker = kind === 'bullet' ? 1 : ORDERED_MARKER.exec(content)![0].length;
  const text = content.slice(marker).search(/[^ \t]/);
  return text >= 0 && content.indexOf('\t') > marker + text;
}

const FENCE_LINE = /^---[ ]*$/;
const SETEXT_UNDERLINE = /^(?:=+|-+) *$/;
const THEMATIC_BREAK = /^(?:(?:\* *){3,}|(?:- *){3,}|(?:_ *){3,})$/;
const FENCE_OPEN = /^(`{3,}|~{3,})(.*)$/;
const CLOSING_FENCE = /^(`{3,}|~{3,})[ \t]*$/;
const TAB_IN_INDENT = /^ *\t/;
const ORDERED_MARKER = /^\d{1,9}[.)]/;
const ATX = /^(#{1,6})(?: +|$)/;
const HTML_1_TO_5 = /^<(?:(?:script|pre|style|textarea)(?=[ >]|$)|!|\?)/i;

type BlockStart =
  | 'text'
  | 'heading'
  | 'bullet'
  | 'ordered'
  | 'html'
  | 'html7'
  | 'comment'
  | 'thematic'
  | 'setext'
  | 'fence'
  | 'quote'
  | 'definition'
  | 'other';

/**
 * What a line's content (indentation removed) starts. `inParagraph`: a paragraph is open,
 * so a line of `-` or `=` may underline it. `html7` is a lone complete tag, which starts an
 * HTML block only where no paragraph is open (or on a lazy line); `other` is an HTML block
 * of types 1 to 5; `definition` a possible link reference definition.
 */
function startsBlock(content: string, inParagraph: boolean, noDefinitions: boolean): BlockStart {
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
    if (content.startsWith('<!--')) return 'comment';
    if (HTML_1_TO_5.test(content)) return 'other';
    if (HTML6.test(content)) return 'html';
    return HTML7.test(content) ? 'html7' : 'text';
  }
  if (c === 96 || c === 126) {
    const fence = FENCE_OPEN.exec(content);
    // A backtick fence's info string may not hold a backtick (it would be inline code).
    return fence && !(c === 96 && fence[2]!.includes('`')) ? 'fence' : 'text';
  }
  if (c === 62) return 'quote';
  if (c === 91) return inParagraph || noDefinitions ? 'text' : 'definition';
  if (c >= 48 && c <= 57) {
    const marker = ORDERED_MARKER.exec(content);
    const next = marker ? content.charCodeAt(marker[0].length) : 0;
    if (marker && (next === 32 || Number.isNaN(next))) return 'ordered';
  }
  return 'text';
}

/**
 * An ATX heading from its line's content (`startsBlock` found 1 to 6 `#`s, then a space or the end). The bounds of
 * its text are found by hand, not by regular expressions, and the text is sliced once: a note may hold tens of
 * thousands of headings, and match arrays and intermediate slices are garbage that grows V8's young generation.
 */
function readAtxHeading(
  content: string,
  start: Position['start'],
  end: Position['end'],
  readInline: (content: string) => PhrasingContent[] | null,
): Heading | null {
  let depth = 0;
  while (content.charCodeAt(depth) === HASH) depth++;
  let from = depth;
  while (content.charCodeAt(from) === SPACE) from++;
  let to = trimmedEnd(content, from, content.length);
  // A closing sequence: the `#`s that end the text, after a space or as the whole of it.
  let hashes = to;
  while (hashes > from && content.charCodeAt(hashes - 1) === HASH) hashes--;
  if (hashes < to && (hashes === from || content.charCodeAt(hashes - 1) === SPACE))
    to = trimmedEnd(content, from, hashes);
  const children = readInline(headingText(content, from, to));
  if (children === null) return giveUp(`inline: ${inlineReaderGaveUpOn()}`);
  return { type: 'heading', depth: depth as Heading['depth'], children, position: { start, end } };
}

/**
 * `content.slice(from, to)`, or the same text met in one of the last few headings: a note of tens of thousands of
 * headings repeats a few, and a string's identity cannot be told from its value, so the tree may hold one string for
 * them all (and the slice is not made).
 */
function headingText(content: string, from: number, to: number): string {
  const length = to - from;
  if (length > RECENT_TEXT_LENGTH) return content.slice(from, to);
  for (let k = 0; k < recentTexts.length; k++) {
    const text = recentTexts[k]!;
    if (text.length === length && content.startsWith(text, from)) return text;
  }
  const text = content.slice(from, to);
  recentTexts[nextRecent] = text;
  nextRecent = (nextRecent + 1) % RECENT_TEXTS;
  return text;
}

/** The last few short heading texts (`headingText`), emptied for each text read. */
const recentTexts: string[] = [];
let nextRecent = 0;
const RECENT_TEXTS = 8;
const RECENT_TEXT_LENGTH = 80;

/** Where `text` ends between `from` and `to` once the spaces before `to` are left out. */
function trimmedEnd(text: string, from: number, to: number): number {
  while (to > from && text.charCodeAt(to - 1) === SPACE) to--;
  return to;
}

const HASH = 35;
const SPACE = 32;

/** The one text node (or none, when empty) holding content's plain text. */
function plainTextNode(content: string, options: InlineOptions, shape: InlineShape): PhrasingContent[] | null {
  const plain = inlinePlainText(content, options, shape);
  if (plain === null) return null;
  return plain ? [{ type: 'text', value: plain }] : [];
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
