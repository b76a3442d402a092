import type { Heading, Nodes, Root, RootContent } from 'mdast';
import type { HandoffSectionName } from '../handoff-vocabulary.js';
import { stripBom } from '../markdown/bom.js';
import { plainText, type PlainTextOptions } from '../markdown/plain-text.js';
import type { Span } from '../position.js';
import { parseMarkdown } from '../markdown/tree.js';
import { parseMarkdownBlocks } from '../markdown/blocks.js';
import { limitNesting } from './nesting.js';
import { conceptOfHeading, conceptTable, type ConceptTable } from './concepts.js';
import { canonicalSectionOf } from './sections.js';

/** One recognised section of a handoff document and the root nodes under it. */
export interface HandoffSectionNode {
  name: HandoffSectionName;
  headingText: string;
  heading: Span;
  /** The heading's depth (2 in the rendered layout; 1 to 6 in a free-form handoff). */
  depth: number;
  /** Index range of the section's content in `root.children` (end exclusive). */
  children: [number, number];
}

/**
 * Why a handoff document is held to the rendered RESUME.md layout: written by `resume write`
 * (its trailing `<!-- handoff-record … -->` comment), four or more of the six sections in their
 * canonical words, or declared so (front matter `handoff_layout: resume`, config
 * `handoffs.layout: "resume"`). A `# Session handoff` title is a page's topic, beside canonical
 * sections or not (docs/real-files.md, "Layout only where rendered or declared").
 */
export type HandoffLayout = 'rendered' | 'headings' | 'declared';

/** A handoff document read for the handoff rules. */
export interface HandoffDocument {
  root: Root;
  /**
   * In the layout: the first h2 of each section, in document order. In a free-form handoff:
   * every heading that names a concept (but the title), in document order.
   */
  sections: HandoffSectionNode[];
  /** Why the document is in the rendered layout, or `null` for a free-form handoff. */
  layout: HandoffLayout | null;
  /** The synonym table it was read with (for labels the rules read, such as `Tried:`). */
  concepts: ConceptTable;
}

/** How to read a handoff: the synonym table (with a config's extra headings) and a declared layout. */
export interface ParseHandoffOptions {
  /** The synonym table; the default table when absent. */
  concepts?: ConceptTable;
  /** `resume`: the document is declared to be in the rendered layout; `auto` (default): its content says. */
  layout?: 'auto' | 'resume';
}

/**
 * How the handoff reader and its rules read a node's text (`plainText`): each block and each
 * hard break on a line of its own, raw HTML left out, so `## <a id="s"></a>Status` opens
 * the Status section.
 */
export const HANDOFF_TEXT: Readonly<PlainTextOptions> = { lines: 'blocks', html: false };

/** How many of the six canonical headings make a document the rendered layout. */
export const LAYOUT_HEADINGS_NEEDED = 4;

const RENDERED_TRAILER = /^<!--\s*handoff-record\b/;

/**
 * Read a handoff document for the handoff rules (docs/handoff-rules.md): read it whole, tell
 * whether it is in the rendered layout, and find its sections. In the layout, a section is an
 * h2 that names a concept (the synonym table, `conceptOfHeading`) and runs to the next h1 or h2;
 * the first heading of each wins. In a free-form handoff every heading but the title that names
 * a concept opens a section, which runs to the next heading of its depth or less. Never throws:
 * deep nesting is flattened past `MAX_CONTAINER_DEPTH`. A leading byte-order mark is dropped, as
 * every reader drops it: no line, column or offset counts it, so CRLF, CR and BOM input give the
 * line and column numbers of the same text with LF.
 */
export function parseHandoffDocument(
  text: string,
  mode: 'fast' | 'full' = 'fast',
  options: ParseHandoffOptions = {},
): HandoffDocument {
  // The rules read blocks, their text and inline code, never an inline position, so simple
  // notes need no remark (`full`: remark always, for the equivalence tests).
  // Offsets are those of the text without a leading byte-order mark (docs/architecture.md, "A byte-order mark").
  const limited = limitNesting(stripBom(text));
  const root = mode === 'full' ? parseMarkdown(limited, true) : parseMarkdownBlocks(limited);
  const headings: Array<{ index: number; node: Heading; text: string }> = [];
  root.children.forEach((node, index) => {
    if (node.type === 'heading' && node.position)
      headings.push({ index, node, text: plainText(node, HANDOFF_TEXT).trim() });
  });
  const layout = layoutOf(root, headings, options.layout ?? 'auto');
  const table = options.concepts ?? conceptTable();
  const sections: HandoffSectionNode[] = [];
  if (layout !== null) {
    const seen = new Set<HandoffSectionName>();
    let open: HandoffSectionNode | undefined;
    for (const { index, node, text: headingText } of headings) {
      if (node.depth > 2) continue;
      if (open) open.children[1] = index;
      open = undefined;
      if (node.depth !== 2) continue;
      const name = conceptOfHeading(headingText, table);
      if (name === null || seen.has(name)) continue;
      seen.add(name);
      open = { name, headingText, heading: spanOf(node)!, depth: 2, children: [index + 1, root.children.length] };
      sections.push(open);
    }
  } else {
    // Where each heading's section ends: the next heading of its depth or less (one pass from the end).
    const ends = new Array<number>(headings.length);
    const nextAtDepth = new Array<number>(7).fill(root.children.length);
    for (let at = headings.length - 1; at >= 0; at--) {
      const { index, node } = headings[at]!;
      ends[at] = nextAtDepth[node.depth]!;
      for (let depth = node.depth; depth <= 6; depth++) nextAtDepth[depth] = index;
    }
    const titled = headings[0]?.node.depth === 1;
    headings.forEach(({ index, node, text: headingText }, at) => {
      if (titled && at === 0) return;
      const name = conceptOfHeading(headingText, table);
      if (name === null) return;
      sections.push({ name, headingText, heading: spanOf(node)!, depth: node.depth, children: [index + 1, ends[at]!] });
    });
  }
  return { root, sections, layout, concepts: table };
}

/** Whether the document is in the rendered layout (`HandoffLayout`), or `null`. */
function layoutOf(
  root: Root,
  headings: ReadonlyArray<{ node: Heading; text: string }>,
  declared: 'auto' | 'resume',
): HandoffLayout | null {
  if (root.children.some((node) => node.type === 'html' && RENDERED_TRAILER.test(node.value))) return 'rendered';
  const canonical = new Set<HandoffSectionName>();
  for (const { node, text } of headings) {
    const name = node.depth === 2 ? canonicalSectionOf(text) : null;
    if (name !== null) canonical.add(name);
  }
  if (canonical.size >= LAYOUT_HEADINGS_NEEDED) return 'headings';
  return declared === 'resume' ? 'declared' : null;
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
