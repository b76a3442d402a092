import type { Nodes, Root, RootContent } from 'mdast';
import type { Point as UnistPoint } from 'unist';
import type { HandoffSectionName } from '../handoff-vocabulary.js';
import { bomLength } from '../markdown/bom.js';
import { plainText, type PlainTextOptions } from '../markdown/plain-text.js';
import type { Span } from '../position.js';
import { parseMarkdown } from '../decisions/markdown-tree.js';
import { parseMarkdownBlocks } from '../decisions/markdown-blocks.js';
import { limitNesting } from './nesting.js';
import { sectionOfHeading } from './sections.js';

/** One recognised h2 section of a handoff document and the root nodes under it. */
export interface HandoffSectionNode {
  name: HandoffSectionName;
  headingText: string;
  heading: Span;
  /** Index range of the section's content in `root.children` (end exclusive). */
  children: [number, number];
}

/** A RESUME.md / HANDOFF.md read for the handoff rules. */
export interface HandoffDocument {
  root: Root;
  /** The first match of each section, in document order. */
  sections: HandoffSectionNode[];
}

/**
 * How the handoff reader and its rules read a node's text (`plainText`): each block and each
 * hard break on a line of its own, raw HTML left out, so `## <a id="s"></a>Status` opens
 * the Status section.
 */
export const HANDOFF_TEXT: Readonly<PlainTextOptions> = { lines: 'blocks', html: false };

/**
 * Read a handoff document for the handoff rules: read it whole, then take every h2 whose
 * text opens one of the six sections (docs/handoff-rules.md, "The layout"); a section runs to the next h1 or h2. The
 * first heading of each section wins. Never throws: deep nesting is flattened past
 * `MAX_CONTAINER_DEPTH`, and offsets index `text`, a leading byte-order mark counted, while
 * lines and columns do not count it, so CRLF, CR and BOM input give the line and column
 * numbers of the same text with LF.
 */
export function parseHandoffDocument(text: string, mode: 'fast' | 'full' = 'fast'): HandoffDocument {
  // The rules read blocks, their text and inline code, never an inline position, so simple
  // notes need no remark (`full`: remark always, for the equivalence tests).
  const limited = limitNesting(text);
  const root = mode === 'full' ? parseMarkdown(limited, true) : parseMarkdownBlocks(limited);
  // The readers count offsets without the mark (docs/architecture.md, "A byte-order mark"); the rules index `text`.
  const shift = bomLength(text);
  if (shift > 0) shiftOffsets(root, shift);
  const sections: HandoffSectionNode[] = [];
  const seen = new Set<HandoffSectionName>();
  let open: HandoffSectionNode | undefined;
  root.children.forEach((node, index) => {
    if (node.type !== 'heading' || node.depth > 2) return;
    if (open) open.children[1] = index;
    open = undefined;
    if (node.depth !== 2 || !node.position) return;
    const headingText = plainText(node, HANDOFF_TEXT).trim();
    const name = sectionOfHeading(headingText);
    if (name === null || seen.has(name)) return;
    seen.add(name);
    open = { name, headingText, heading: spanOf(node)!, children: [index + 1, root.children.length] };
    sections.push(open);
  });
  return { root, sections };
}

/** The root nodes of a section. */
export function sectionContent(document: HandoffDocument, section: HandoffSectionNode): RootContent[] {
  return document.root.children.slice(section.children[0], section.children[1]);
}

/** The first section with this name, if the document has it. */
export function findSection(document: HandoffDocument, name: HandoffSectionName): HandoffSectionNode | undefined {
  return document.sections.find((section) => section.name === name);
}

/** A node's span, or `undefined` for a node without position (rules then skip it). */
export function spanOf(node: Nodes): Span | undefined {
  const position = node.position;
  if (!position) return undefined;
  return {
    start: { line: position.start.line, column: position.start.column, offset: position.start.offset ?? 0 },
    end: { line: position.end.line, column: position.end.column, offset: position.end.offset ?? 0 },
  };
}

/** Move every offset of the tree by `by`; a point object two nodes share moves once. */
function shiftOffsets(root: Root, by: number): void {
  const moved = new Set<UnistPoint>();
  const move = (point: UnistPoint) => {
    if (point.offset === undefined || moved.has(point)) return;
    moved.add(point);
    point.offset += by;
  };
  const stack: Nodes[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.position) {
      move(node.position.start);
      move(node.position.end);
    }
    if ('children' in node) for (const child of node.children as Nodes[]) stack.push(child);
  }
}
