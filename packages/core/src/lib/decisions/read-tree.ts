import type { Nodes, RootContent } from 'mdast';
import type { Point as UnistPoint } from 'unist';
import type { Point, Span } from '../position.js';
import type { BucketName, DecisionKind, DecisionLandmarks, DecisionSectionNode } from './model.js';
import { plainText } from '../markdown/plain-text.js';
import { readBucket } from './read-bucket.js';
import { BUCKETS, BUCKET_KEYWORDS, MECHANICAL_PREFIX, SECTION_TITLE } from './vocabulary.js';

/** Turns a point of the parsed text into a point of the original file. */
export type PointMapper = (point: UnistPoint) => Point;

/** What the tree reader found, plus where each section sits among the root nodes. */
export interface TreeReading {
  sections: DecisionSectionNode[];
  landmarks: DecisionLandmarks;
  /** Per section: index of its heading and of the node that ends it (`-1`: end of input). */
  extents: Array<{ heading: number; end: number }>;
}

const OPEN_TAG = /^<[A-Za-z]/;
const OBJECTIVE_OPEN = /^<objective(?![\w-])/i;
const TASKS_OPEN = /^<tasks(?![\w-])/i;
const OBJECTIVE_CLOSE = '</objective>';

/**
 * Read the decision sections and landmarks from root-level mdast nodes in document order.
 * `eof` gives the end of the file, asked for only when a section runs to it.
 * Only root children are iterated here; nested content is reached through `plainText`,
 * which keeps an explicit stack.
 */
export function readTree(
  nodes: readonly RootContent[],
  kind: DecisionKind,
  source: string,
  map: PointMapper,
  eof: () => Point,
): TreeReading {
  const span = (node: Nodes): Span => ({ start: map(node.position!.start), end: map(node.position!.end) });
  const sections: DecisionSectionNode[] = [];
  const extents: TreeReading['extents'] = [];
  const landmarks: DecisionLandmarks = {};
  const title = SECTION_TITLE[kind];

  for (let i = 0; i < nodes.length; i++) {
    const node = nodes[i]!;
    if (node.type === 'heading' && node.depth === 2) {
      const text = plainText(node).trim();
      if (kind === 'summary' && !landmarks.files && /^files/i.test(text)) landmarks.files = span(node);
      if (text.toLowerCase() === title) {
        let end = i + 1;
        while (end < nodes.length && !endsSection(nodes[end]!)) end++;
        sections.push(
          readSection(nodes, i, end, kind, span, end < nodes.length ? map(nodes[end]!.position!.start) : eof()),
        );
        extents.push({ heading: i, end: end < nodes.length ? end : -1 });
      }
    } else if (node.type === 'html' && kind === 'plan') {
      if (!landmarks.objective && OBJECTIVE_OPEN.test(node.value))
        landmarks.objective = objectiveSpan(nodes, i, source, span);
      if (!landmarks.tasks && TASKS_OPEN.test(node.value)) landmarks.tasks = span(node);
    }
  }
  return { sections, landmarks, extents };
}

function endsSection(node: RootContent): boolean {
  if (node.type === 'heading') return node.depth <= 2;
  return node.type === 'html' && OPEN_TAG.test(node.value);
}

function objectiveSpan(nodes: readonly RootContent[], at: number, source: string, span: (node: Nodes) => Span): Span {
  const open = span(nodes[at]!);
  for (let i = at; i < nodes.length; i++) {
    const node = nodes[i]!;
    if (node.type !== 'html') continue;
    const where = span(node);
    const raw = source.slice(where.start.offset, where.end.offset);
    const index = raw.toLowerCase().indexOf(OBJECTIVE_CLOSE);
    if (index >= 0)
      return { start: open.start, end: advance(where.start, raw.slice(0, index + OBJECTIVE_CLOSE.length)) };
  }
  return open;
}

/** The point reached after `text` when it starts at `from` (CRLF, CR and LF each end a line). */
function advance(from: Point, text: string): Point {
  let { line, column, offset } = from;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    offset++;
    if (c === 13 && text.charCodeAt(i + 1) === 10) {
      i++;
      offset++;
      line++;
      column = 1;
    } else if (c === 10 || c === 13) {
      line++;
      column = 1;
    } else column++;
  }
  return { line, column, offset };
}

function readSection(
  nodes: readonly RootContent[],
  headingAt: number,
  endAt: number,
  kind: DecisionKind,
  span: (node: Nodes) => Span,
  end: Point,
): DecisionSectionNode {
  const section: DecisionSectionNode = {
    heading: span(nodes[headingAt]!),
    end,
    mechanical: [],
    buckets: [],
    content: { listItems: 0, blocks: 0 },
  };
  const prefix = MECHANICAL_PREFIX[kind];
  let bucketAt = -1;
  const closeBucket = (at: number) => {
    if (bucketAt >= 0) readBucket(section.buckets[section.buckets.length - 1]!, nodes.slice(bucketAt + 1, at), span);
  };
  for (let i = headingAt + 1; i < endAt; i++) {
    const node = nodes[i]!;
    if (node.type === 'heading' && node.depth === 3) {
      closeBucket(i);
      const headingText = plainText(node).trim();
      const { name, canonical } = bucketOf(headingText, kind);
      section.buckets.push({ name, headingText, span: span(node), canonical, items: [], none: [] });
      bucketAt = i;
    } else if (node.type === 'paragraph' && startsWithIgnoringCase(plainText(node).trimStart(), prefix)) {
      section.mechanical.push(span(node));
    } else if (node.type === 'list') section.content.listItems += node.children.length;
    // A comment or a thematic break holds nothing.
    else if (node.type !== 'thematicBreak' && (node.type !== 'html' || !/^<!--/.test(node.value)))
      section.content.blocks++;
  }
  closeBucket(endAt);
  return section;
}

/** Name a bucket heading: canonical leading words first, then keywords in `BUCKET_KEYWORDS` order. */
function bucketOf(headingText: string, kind: DecisionKind): { name: BucketName | null; canonical: boolean } {
  const lower = headingText.trim().toLowerCase();
  for (const { name, canonical } of BUCKETS[kind]) {
    if (lower.startsWith(canonical) && !/[\p{L}\p{N}_]/u.test(lower.charAt(canonical.length)))
      return { name, canonical: true };
  }
  for (const { name, keyword } of BUCKET_KEYWORDS[kind]) {
    if (new RegExp(`(?<![\\p{L}\\p{N}_])${keyword}`, 'u').test(lower)) return { name, canonical: false };
  }
  return { name: null, canonical: false };
}

/** `text.toLowerCase().startsWith(prefix)` for a lower-case `prefix`, without lower-casing the whole text. */
function startsWithIgnoringCase(text: string, prefix: string): boolean {
  return text.length >= prefix.length && text.slice(0, prefix.length).toLowerCase() === prefix;
}
