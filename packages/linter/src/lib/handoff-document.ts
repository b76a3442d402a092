import type { HandoffSectionName } from '@handoff/core/read';
import type { Nodes, Root, RootContent } from 'mdast';
import { parseMarkdown, parseMarkdownBlocks, type Span } from '@handoff/core/read';
import { limitNesting } from './handoff-nesting.js';
import { sectionOfHeading } from './handoff-sections.js';
import { plainText } from './handoff-text.js';

export type { HandoffSectionName };

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
 * Read a handoff document for the handoff rules: read it whole, then take every h2 whose
 * text opens one of the six sections (docs/handoff-rules.md, "The layout"); a section runs to the next h1 or h2. The
 * first heading of each section wins. Never throws: deep nesting is flattened past
 * `MAX_CONTAINER_DEPTH`, and offsets count a leading BOM, so CRLF, CR and BOM input give
 * the line and column numbers of the same text with LF.
 */
export function parseHandoffDocument(text: string, mode: 'fast' | 'full' = 'fast'): HandoffDocument {
  // The rules read blocks, their text and inline code, never an inline position, so simple
  // notes need no remark (`full`: remark always, for the equivalence tests).
  const limited = limitNesting(text);
  const root = mode === 'full' ? parseMarkdown(limited, true) : parseMarkdownBlocks(limited);
  // micromark drops a leading BOM from its offsets; put it back so offsets index `text`.
  if (text.charCodeAt(0) === 0xfeff) shiftOffsets(root, 1);
  const sections: HandoffSectionNode[] = [];
  const seen = new Set<HandoffSectionName>();
  let open: HandoffSectionNode | undefined;
  root.children.forEach((node, index) => {
    if (node.type !== 'heading' || node.depth > 2) return;
    if (open) open.children[1] = index;
    open = undefined;
    if (node.depth !== 2 || !node.position) return;
    const headingText = plainText(node).trim();
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

function shiftOffsets(root: Root, by: number): void {
  const stack: Nodes[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    const position = node.position;
    if (position) {
      if (position.start.offset !== undefined) position.start.offset += by;
      if (position.end.offset !== undefined) position.end.offset += by;
    }
    if ('children' in node) for (const child of node.children as Nodes[]) stack.push(child);
  }
}
