import type { List, ListItem, Nodes, Paragraph, RootContent } from 'mdast';
import type { Span } from '../position.js';
import type { BucketName, BucketNode, DecisionItemNode } from './model.js';
import { plainText, type PlainTextOptions } from '../markdown/plain-text.js';
import { hasOwnPrefix, readId, readItem } from './item-text.js';
import { EMPTY_STATEMENT, NONE_LINE } from './vocabulary.js';

// An item's text with each of its blocks, and each item of a list in it, on a line of its own,
// so a field written as a bullet is found at a word boundary.
const LIST_LINES: PlainTextOptions = { lines: 'lists' };

/** Where a node sits in the original file. */
export type SpanOf = (node: Nodes) => Span;

/**
 * Read the items and `(none)` statements of one bucket from the root nodes between its h3
 * and the next (docs/decisions.md, docs/real-files.md), into `bucket`:
 *
 * - list items of lists directly in the bucket are items;
 * - a paragraph that opens with strong text, or an h4, starts a block item that runs to the
 *   next block item, h4, thematic break or the end of the bucket; its lists are its fields
 *   or steps, never items of the bucket;
 * - after a thematic break, paragraphs are commentary;
 * - a first block that states the bucket is empty (`None — …`, `N/A`, `No deviations.`)
 *   makes what follows its explanation: only items with the bucket's own id prefix still count.
 *
 * Where the specification is silent, two readings keep findings on what the author wrote: a
 * strong paragraph with no id followed by a list whose items carry the bucket's ids is a
 * lead-in (`**Auto-fixed:**` over `- DV-1: …`), and an h4 with nothing under it and no id is
 * a grouping heading; neither is an item.
 */
export function readBucket(bucket: BucketNode, contents: readonly RootContent[], span: SpanOf): void {
  const name = bucket.name;
  let stated = false;
  let afterBreak = false;
  let seenBlock = false;
  let block: RootContent[] | null = null;

  const add = (form: DecisionItemNode['form'], itemSpan: Span, text: string): void => {
    const reading = readItem(text, name);
    if (stated && !(name !== null && hasOwnPrefix(reading, name))) return;
    bucket.items.push({ span: itemSpan, form, text, ...reading });
  };
  const flush = (): void => {
    if (!block) return;
    const nodes = block;
    block = null;
    const text = nodes.map((node) => plainText(node, LIST_LINES).trim()).join('\n');
    if (nodes.length === 1 && nodes[0]!.type === 'heading' && readId(text) === null) return;
    add('block', { start: span(nodes[0]!).start, end: span(nodes[nodes.length - 1]!).end }, text);
  };
  const readList = (items: readonly ListItem[]): void => {
    for (const item of items) {
      if (isNoneItem(item)) bucket.none.push(span(item));
      else add('list', span(item), plainText(item, LIST_LINES));
    }
  };

  for (const node of contents) {
    // Comments and other HTML never open, close or count as the bucket's first block.
    if (node.type === 'html') {
      block?.push(node);
      continue;
    }
    const first = !seenBlock;
    seenBlock = true;
    if (first && statesEmpty(node)) {
      stated = true;
      if (node.type === 'list') {
        bucket.none.push(span(node.children[0]!));
        readList(node.children.slice(1));
      } else bucket.none.push(span(node));
      continue;
    }
    if (node.type === 'thematicBreak') {
      flush();
      afterBreak = true;
    } else if (node.type === 'heading') {
      flush();
      block = [node];
    } else if (node.type === 'paragraph') {
      if (NONE_LINE.test(plainText(node).trim())) {
        flush();
        bucket.none.push(span(node));
      } else if (!afterBreak && leadsWithStrong(node)) {
        flush();
        block = [node];
      } else block?.push(node);
    } else if (node.type === 'list') {
      if (block && isLeadIn(block, node, name)) {
        block = null;
        readList(node.children);
      } else if (block) block.push(node);
      else readList(node.children);
    } else block?.push(node);
  }
  flush();
}

/** A paragraph whose first inline node is strong (`**DV-1: …**`, `**Line height:** …`). */
function leadsWithStrong(paragraph: Paragraph): boolean {
  // The fast reader keeps only plain text and says so in `data` (see ../markdown/simple-blocks.ts).
  return (
    paragraph.children[0]?.type === 'strong' ||
    (paragraph.data as { leadingStrong?: boolean } | undefined)?.leadingStrong === true
  );
}

/** The first block says the bucket is empty: a paragraph or a list whose first item is one paragraph of such text. */
function statesEmpty(node: RootContent): boolean {
  if (node.type === 'paragraph') return EMPTY_STATEMENT.test(plainText(node).trim());
  if (node.type !== 'list') return false;
  const item = node.children[0];
  return (
    item !== undefined &&
    item.children.length === 1 &&
    item.children[0]!.type === 'paragraph' &&
    EMPTY_STATEMENT.test(plainText(item.children[0]).trim())
  );
}

function isNoneItem(item: ListItem): boolean {
  return (
    item.children.length === 1 &&
    item.children[0]!.type === 'paragraph' &&
    NONE_LINE.test(plainText(item.children[0]).trim())
  );
}

/** A lone strong paragraph or h4 with no id over a list whose items carry the bucket's own ids. */
function isLeadIn(block: readonly RootContent[], list: List, name: BucketName | null): boolean {
  if (name === null || block.length !== 1) return false;
  if (readId(plainText(block[0]!)) !== null) return false;
  return list.children.some((item) =>
    hasOwnPrefix({ prefix: readId(plainText(item, LIST_LINES))?.prefix ?? null }, name),
  );
}
