import type { Nodes } from 'mdast';

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
  const lines = options.lines ?? 'none';
  const html = options.html ?? true;
  const inlineCode = options.inlineCode;
  // Pieces joined once: `+=` would grow a chain of one 32-byte cell per piece for as long as the text lives.
  const out: string[] = [];
  const stack: Array<Nodes | string> = [node];
  while (stack.length > 0) {
    const current = stack.pop()!;
    if (typeof current === 'string') {
      out.push(current);
      continue;
    }
    if ('value' in current && typeof current.value === 'string') {
      if (inlineCode !== undefined && current.type === 'inlineCode') out.push(inlineCode);
      else if (html || current.type !== 'html') out.push(current.value);
      continue;
    }
    if ('alt' in current && current.alt) {
      out.push(current.alt);
      continue;
    }
    if (current.type === 'break') {
      if (lines === 'blocks') out.push('\n');
      continue;
    }
    if ('children' in current) {
      const children = current.children as Nodes[];
      const separated =
        lines === 'none'
          ? false
          : lines === 'lists'
            ? current.type === 'list' || current.type === 'listItem'
            : !PHRASING_PARENTS.has(current.type);
      for (let i = children.length - 1; i >= 0; i--) {
        stack.push(children[i]!);
        if (separated && i > 0) stack.push('\n');
      }
    }
  }
  return out.join('');
}
