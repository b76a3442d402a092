import type { Nodes, Paragraph, Root } from 'mdast';
import { plainText } from '../markdown/plain-text.js';
import { parseMarkdown } from '../markdown/tree.js';
import { encodeValue, readValue } from './value-escape.js';

// The inline Markdown of an item's fields. The typed model holds each field as plain text (the
// reader's view: code spans, emphasis and link text read as their text); an item written
// with Markdown keeps it here, so a write that does not change a field writes its Markdown
// back as it was. A field's Markdown is the source between its label and the next one, cut
// on the boundaries of inline nodes; it is kept only when it reads back as the field's value.

/** Where a field's value sits in the item's plain text: `[start, end)`, and the terminator its reader drops. */
export interface FieldRange {
  start: number;
  end: number;
  terminator: string;
}

/** Characters without which an item's source is its plain text: no Markdown to keep, and no remark to load. */
const INLINE_SYNTAX = /[`*_[\]<>&\\~!]/;

interface Leaf {
  /** The leaf's plain text. */
  value: string;
  /** Range in the paragraph's plain text. */
  p0: number;
  p1: number;
  /** Range in the item's source. */
  s0: number;
  s1: number;
  /** The source range is the plain text, character for character (a text node without escapes). */
  exact: boolean;
  /** Inline containers around the leaf (emphasis, strong, link, …), outermost first. */
  containers: Nodes[];
}

/**
 * The inline Markdown of each field of an item whose source is `source` and whose plain text
 * (as the decision reader read it) is `text`, for the fields `ranges` places in that text. A
 * field is left out when its Markdown is its plain text, when the item is not one paragraph
 * (a block item with bullets, a list item with a nested list), or when no cut of the source
 * reads back as the value. Returns `undefined` when no field has Markdown of its own.
 */
export function fieldMarkdown(
  source: string,
  text: string,
  ranges: Readonly<Record<string, FieldRange>>,
): Record<string, string> | undefined {
  if (!INLINE_SYNTAX.test(source)) return undefined;
  const paragraph = onlyParagraph(parseMarkdown(source, false));
  if (!paragraph) return undefined;
  const leaves: Leaf[] = [];
  collectLeaves(paragraph, [], leaves, { plain: 0 }, source);
  // The leaves must spell the item's text exactly, or their offsets are not the text's.
  if (leaves.map((leaf) => leaf.value).join('') !== text) return undefined;
  const found: Record<string, string> = {};
  for (const [name, range] of Object.entries(ranges)) {
    const start = startBoundary(leaves, range.start, paragraph);
    const end = endBoundary(leaves, range.end, paragraph);
    if (start === undefined || end === undefined || end < start) continue;
    let markdown = source.slice(start, end).trim();
    if (range.terminator && markdown.endsWith(range.terminator)) markdown = markdown.slice(0, -range.terminator.length);
    const value = readValue(text.slice(range.start, range.end), range.terminator);
    // Only Markdown of the author's: not the value itself, nor the escaped form the renderer writes for it.
    if (markdown === value || markdown === encodeValue(value) || /[\r\n]/.test(markdown)) continue;
    if (markdownReadsAs(markdown, value)) found[name] = markdown;
  }
  return Object.keys(found).length > 0 ? found : undefined;
}

/** Whether inline Markdown `markdown` reads, as the decision reader reads a value, as `value`. */
export function markdownReadsAs(markdown: string, value: string): boolean {
  if (!INLINE_SYNTAX.test(markdown)) return markdown === value;
  const paragraph = onlyParagraph(parseMarkdown(markdown, false));
  return paragraph !== undefined && readValue(plainText(paragraph), '') === value;
}

/** The one paragraph of a list item or of a lone paragraph; `undefined` for anything with more blocks. */
function onlyParagraph(tree: Root): Paragraph | undefined {
  let node: Nodes | undefined = tree.children.length === 1 ? tree.children[0] : undefined;
  if (node?.type === 'list' && node.children.length === 1) {
    const item = node.children[0]!;
    node = item.children.length === 1 ? item.children[0] : undefined;
  }
  return node?.type === 'paragraph' ? node : undefined;
}

function collectLeaves(node: Nodes, containers: Nodes[], leaves: Leaf[], at: { plain: number }, source: string): void {
  const s0 = node.position?.start.offset;
  const s1 = node.position?.end.offset;
  if ('value' in node && typeof node.value === 'string') {
    if (s0 === undefined || s1 === undefined || node.value === '') return;
    const p0 = at.plain;
    at.plain += node.value.length;
    leaves.push({
      value: node.value,
      p0,
      p1: at.plain,
      s0,
      s1,
      exact: source.slice(s0, s1) === node.value,
      containers,
    });
    return;
  }
  if ('alt' in node && typeof node.alt === 'string' && node.alt !== '') {
    if (s0 === undefined || s1 === undefined) return;
    const p0 = at.plain;
    at.plain += node.alt.length;
    leaves.push({ value: node.alt, p0, p1: at.plain, s0, s1, exact: false, containers });
    return;
  }
  if ('children' in node) {
    const inner = node.type === 'paragraph' ? containers : [...containers, node];
    for (const child of node.children as Nodes[]) collectLeaves(child, inner, leaves, at, source);
  }
}

/** The source offset where a value that starts at plain offset `at` starts, with the markup that opens around it. */
function startBoundary(leaves: readonly Leaf[], at: number, paragraph: Paragraph): number | undefined {
  const leaf = leaves.find((candidate) => candidate.p0 <= at && at < candidate.p1);
  if (!leaf) return paragraph.position?.end.offset;
  if (at > leaf.p0) return leaf.exact ? leaf.s0 + (at - leaf.p0) : undefined;
  const opening = leaf.containers.find((container) => leaves.find((l) => l.containers.includes(container)) === leaf);
  return opening?.position?.start.offset ?? leaf.s0;
}

/** The source offset where a value that ends at plain offset `at` ends, with the markup that closes around it. */
function endBoundary(leaves: readonly Leaf[], at: number, paragraph: Paragraph): number | undefined {
  const leaf = leaves.findLast((candidate) => candidate.p0 < at && at <= candidate.p1);
  if (!leaf) return paragraph.position?.start.offset;
  if (at < leaf.p1) return leaf.exact ? leaf.s0 + (at - leaf.p0) : undefined;
  const closing = leaf.containers.find(
    (container) => leaves.findLast((l) => l.containers.includes(container)) === leaf,
  );
  return closing?.position?.end.offset ?? leaf.s1;
}
