import type { Nodes } from 'mdast';
import { walkDescendants, type Parent } from './walk.js';

/** How `plainText` reads a tree; the defaults give exactly what `mdast-util-to-string` (default options) gives. */
export interface PlainTextOptions {
  /**
   * Where a `\n` goes between the children of a node. `none` (default): nowhere, every
   * child's text is joined as `mdast-util-to-string` joins it. `lists`: between the items of
   * a list and between the blocks of an item, so a field written as a bullet
   * (`- **Verification:** tests pass`) starts a line of its own (the decision reader).
   * `blocks`: between the children of every node that is not phrasing content (a root, a
   * blockquote, a list, an item, a table and its rows), and a hard break reads as `\n`
   * too, so the text keeps the lines a reader sees (the handoff reader).
   */
  lines?: 'none' | 'lists' | 'blocks';
  /**
   * `false`: raw HTML reads as nothing instead of its source (`## <a id="s"></a>Status` reads `Status`). Default
   * `true`.
   */
  html?: boolean;
  /** Inline code reads as this string instead of its text (the handoff rules' stand-in for a code span). */
  inlineCode?: string;
}

/** The nodes whose children are phrasing content: `lines: 'blocks'` joins their children without a break. */
const PHRASING_PARENTS = new Set([
  'paragraph',
  'heading',
  'emphasis',
  'strong',
  'delete',
  'link',
  'linkReference',
  'tableCell',
]);

/**
 * The plain text of an mdast node: the value of every text, code, inline code and HTML
 * node and the alt of every image, in document order, formatting dropped. Walked with an
 * explicit stack (`mdast-util-to-string` recurses, and 10,000 nested blockquotes overflow
 * the call stack). `options` says where lines break, and how HTML and inline code read.
 */
export function plainText(node: Nodes, options: PlainTextOptions = {}): string {
  // A heading or paragraph of one text node (most headings) reads as that text, with no stack or pieces to join.
  if ('children' in node && node.children.length === 1 && node.children[0]!.type === 'text')
    return node.children[0].value;
  const how: Reading = {
    lines: options.lines ?? 'none',
    html: options.html ?? true,
    inlineCode: options.inlineCode,
  };
  // Pieces joined in chunks: `+=` would grow a chain of one 32-byte cell per piece for as long as the text lives.
  const out = new Pieces();
  if (readLeaf(node, how, out))
    walkDescendants(node as Parent, (child, index, parent) => {
      if (index > 0 && breaksBetween(parent, how.lines)) out.push('\n');
      return readLeaf(child, how, out);
    });
  return out.text();
}

/**
 * The pieces of a text, joined a chunk at a time, in one array reused for each chunk: one array of every piece
 * (120,000 for a list item of 40,000 headings) would be grown by copies and reach V8's large-object space.
 */
class Pieces {
  private readonly chunk: string[] = [];
  private count = 0;
  private joined: string[] | null = null;

  push(piece: string): void {
    if (this.count === CHUNK) {
      (this.joined ??= []).push(this.chunk.join(''));
      this.count = 0;
    }
    this.chunk[this.count++] = piece;
  }

  text(): string {
    if (this.chunk.length > this.count) this.chunk.length = this.count;
    const last = this.chunk.join('');
    if (this.joined === null) return last;
    this.joined.push(last);
    return this.joined.join('');
  }
}

const CHUNK = 1024;

/** The options with their defaults filled in. */
interface Reading {
  lines: NonNullable<PlainTextOptions['lines']>;
  html: boolean;
  inlineCode: string | undefined;
}

/** Push the text of a node that has no children to `out`; `true` when the node has children to read instead. */
function readLeaf(node: Nodes, how: Reading, out: Pieces): boolean {
  if ('value' in node && typeof node.value === 'string') {
    if (how.inlineCode !== undefined && node.type === 'inlineCode') out.push(how.inlineCode);
    else if (how.html || node.type !== 'html') out.push(node.value);
    return false;
  }
  if ('alt' in node && node.alt) {
    out.push(node.alt);
    return false;
  }
  if (node.type === 'break') {
    if (how.lines === 'blocks') out.push('\n');
    return false;
  }
  return 'children' in node;
}

/** Whether a `\n` goes between the children of `parent` (see `PlainTextOptions.lines`). */
function breaksBetween(parent: Nodes, lines: PlainTextOptions['lines']): boolean {
  if (lines === 'lists') return parent.type === 'list' || parent.type === 'listItem';
  return lines === 'blocks' && !PHRASING_PARENTS.has(parent.type);
}
