import type { Root } from 'mdast';
import type { HandoffSectionName } from '../handoff-vocabulary.js';
import { lineStartOffsets } from '../markdown/lines.js';
import { readOutline } from '../markdown/outline.js';
import type { Span } from '../position.js';
import { tagWords } from './concepts.js';

/**
 * A part a tag alone on its line heads (`<current_state>` … `</current_state>`): the concept its words name (`null`
 * for a closed part that names none, `<blockers>`), the tag and where.
 */
export interface TagPart {
  name: HandoffSectionName | null;
  tag: string;
  /** The opening tag's line. */
  open: Span;
  /** The closing tag's 1-based line, when the part is closed. */
  closeLine?: number;
}

/** A section a tag part heads: the part and the range of `root.children` it holds (end exclusive). */
export interface TagSection extends TagPart {
  children: [number, number];
}

/**
 * What a tag line becomes for the parse: a thematic break, which ends the list or paragraph before it as the tag
 * did (a blank line would let a list run on across the part), holds no text, and is no shorter than any tag (`<a>`).
 */
const RULE = '***';

/** Cheap test before the outline is read: some line holds a tag alone. */
const ANY_LONE_TAG = /^ {0,3}<[A-Za-z][A-Za-z0-9_-]*>[ \t]*$/m;

/**
 * The parts of a hand-over headed by tags alone on their lines (docs/real-files.md, "A tag heads a part as a heading
 * does") — closed by the same tag alone on a later line, or left open where its words name a concept (`conceptOf`) —
 * and the text with those tag lines and their closing tags made thematic breaks
 * of the same length (`RULE`), so the parse reads what a part holds as Markdown — a paragraph
 * under `<next_action>` is a paragraph, not the tag's text — and every line, column and offset stays where it was.
 * Tags inside code fences and comments are code (`readOutline`). A text with no tag alone on a line is returned as
 * it is.
 */
export function readTagParts(
  text: string,
  conceptOf: (text: string) => HandoffSectionName | null,
): { text: string; parts: TagPart[] } {
  if (!ANY_LONE_TAG.test(text)) return { text, parts: [] };
  const starts = lineStartOffsets(text);
  const parts: TagPart[] = [];
  const lines: Array<[number, number]> = [];
  for (const { text: tag, line } of readOutline(text).sectionTags) {
    const name = conceptOf(tagWords(tag));
    const start = starts[line - 1]!;
    const end = lineEndAt(text, start);
    const column = text.indexOf('<', start) - start + 1;
    const open: Span = {
      start: { line, column, offset: start + column - 1 },
      end: { line, column: column + tag.length, offset: start + column - 1 + tag.length },
    };
    const closing = new RegExp(`^ {0,3}</${tag.slice(1, -1)}>[ \\t]*$`);
    let closeLine: number | undefined;
    let close: [number, number] | undefined;
    for (let next = line; next < starts.length && close === undefined; next++) {
      const from = starts[next]!;
      const to = lineEndAt(text, from);
      if (closing.test(text.slice(from, to))) [closeLine, close] = [next + 1, [from, to]];
    }
    if (name === null && close === undefined) continue;
    lines.push([start, end]);
    if (close) lines.push(close);
    parts.push(closeLine === undefined ? { name, tag, open } : { name, tag, open, closeLine });
  }
  if (parts.length === 0) return { text, parts };
  lines.sort((a, b) => a[0] - b[0]);
  let out = '';
  let at = 0;
  for (const [from, to] of lines) {
    if (from < at) continue;
    const line = text.slice(from, to);
    const lead = line.length - line.trimStart().length;
    out += text.slice(at, from) + line.slice(0, lead) + RULE + ' '.repeat(to - from - lead - RULE.length);
    at = to;
  }
  return { text: out + text.slice(at), parts };
}

/**
 * The ranges the parts head in the parsed root: from the first block after the opening tag to the closing tag,
 * or, for a part left open, to the next heading or the next part.
 */
export function tagSections(root: Root, parts: readonly TagPart[]): TagSection[] {
  const children = root.children;
  const lineOf = (index: number) => children[index]!.position?.start.line ?? 0;
  return parts.map((part, k) => {
    const from = part.open.start.line;
    let first = 0;
    while (first < children.length && lineOf(first) <= from) first++;
    const nextPart = parts[k + 1]?.open.start.line ?? Infinity;
    const stop = part.closeLine ?? nextPart;
    let end = first;
    while (end < children.length && lineOf(end) < stop) {
      if (part.closeLine === undefined && children[end]!.type === 'heading') break;
      end++;
    }
    return { ...part, children: [first, end] };
  });
}

/** Where the line that starts at `start` ends (before its line ending). */
function lineEndAt(text: string, start: number): number {
  let end = start;
  while (end < text.length && text.charCodeAt(end) !== 10 && text.charCodeAt(end) !== 13) end++;
  return end;
}
