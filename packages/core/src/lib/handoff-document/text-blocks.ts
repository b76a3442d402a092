import type { Nodes, Paragraph, TableRow } from 'mdast';
import { blocksIn } from '../markdown/paragraphs.js';
import { plainText } from '../markdown/plain-text.js';
import { HANDOFF_TEXT } from './document.js';

/**
 * A paragraph or a table row: where a hand-over's sentences are. A row is read as one sentence, its cells joined by a
 * dash: the problem in one cell and its fix in the next (`| Purchase bug | applied to baseId → fixed via … |`), or a
 * way and why it was given up (`| logo as the key | two problems no definition can fix, given up |`), are one account.
 */
function isTextBlock(node: Nodes): node is Paragraph | TableRow {
  return node.type === 'paragraph' || node.type === 'tableRow';
}

/** The text of every paragraph and table row under `root`, in document order, as the hand-over's reader reads it. */
export function textBlocksIn(root: Nodes): string[] {
  return blocksIn(root, isTextBlock).map((block) =>
    block.type === 'paragraph'
      ? plainText(block, HANDOFF_TEXT)
      : block.children.map((cell) => plainText(cell, HANDOFF_TEXT).trim()).join(' — '),
  );
}
