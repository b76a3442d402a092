import type { Heading, ListItem, Nodes, Paragraph, Root, RootContent } from 'mdast';
import type { HandoffSectionName } from '../handoff-vocabulary.js';
import { stripBom } from '../markdown/bom.js';
import { plainText, type PlainTextOptions } from '../markdown/plain-text.js';
import type { Span } from '../position.js';
import { parseMarkdown } from '../markdown/tree.js';
import { parseMarkdownBlocks } from '../markdown/blocks.js';
import { limitNesting } from './nesting.js';
import { conceptOfHeading, conceptTable, type ConceptTable } from './concepts.js';
import { canonicalSectionOf } from './sections.js';
import { labelSections } from './label-sections.js';
import { readTagParts, tagSections, type TagSection } from './tag-sections.js';

/** One recognised section of a handoff document and the root nodes under it. */
export interface HandoffSectionNode {
  name: HandoffSectionName;
  headingText: string;
  heading: Span;
  /** The heading's depth (2 in the rendered layout; 1 to 6 in a free-form handoff; 7 for a lone label). */
  depth: number;
  /** Index range of the section's content in `root.children` (end exclusive); for `within`, the item's list. */
  children: [number, number];
  /** The list item whose lone label opens the section: its content is the item's other blocks. */
  within?: ListItem;
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
  /** The parts tags alone on their lines head (`<current_state>`, `<blockers>`), whatever they name. */
  tagParts: TagSection[];
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

/** The depth a lone label's section is given: under every heading's. */
const LABEL_DEPTH = 7;

/** How many of the six canonical headings make a document the rendered layout. */
export const LAYOUT_HEADINGS_NEEDED = 4;

const RENDERED_TRAILER = /^<!--\s*handoff-record\b/;

/**
 * Read a handoff document for the handoff rules (docs/handoff-rules.md): read it whole, tell
 * whether it is in the rendered layout, and find its sections. In the layout, a section is an
 * h2 that names a concept (the synonym table, `conceptOfHeading`) and runs to the next h1 or h2;
 * the first heading of each wins. In a free-form handoff every heading but the title that names
 * a concept opens a section, which runs to the next heading of its depth or less, and so does a label alone on its
 * line (`labelSections`). Never throws:
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
  const table = options.concepts ?? conceptTable();
  const conceptOf = readOncePerText((text) => conceptOfHeading(text, table));
  // Tags alone on their lines that head parts (`<current_state>`) become thematic breaks before the parse: what
  // they hold is read as Markdown, at the same lines and offsets.
  const tagged = readTagParts(limitNesting(stripBom(text)), conceptOf);
  const limited = tagged.text;
  const root = mode === 'full' ? parseMarkdown(limited, true) : parseMarkdownBlocks(limited);
  const layout = layoutOf(root, options.layout ?? 'auto');
  const tagParts = tagSections(root, tagged.parts);
  const sections: HandoffSectionNode[] = [];
  const children = root.children;
  if (layout !== null) {
    // The root's children walked as they are (no array of headings: the layout reads only h1s and h2s).
    const seen = new Set<HandoffSectionName>();
    let open: HandoffSectionNode | undefined;
    for (let index = 0; index < children.length; index++) {
      const node = children[index]!;
      if (!isHeading(node) || node.depth > 2) continue;
      if (open) open.children[1] = index;
      open = undefined;
      if (node.depth !== 2) continue;
      const headingText = headingTextOf(node);
      const name = conceptOf(headingText);
      if (name === null || seen.has(name)) continue;
      seen.add(name);
      open = { name, headingText, heading: headingSpan(node), depth: 2, children: [index + 1, children.length] };
      sections.push(open);
    }
  } else {
    const { at, texts } = headingsOf(root);
    const nodeAt = (k: number) => children[at[k]!] as Heading;
    // Where each heading's section ends: the next heading of its depth or less (one pass from the end).
    const ends = new Array<number>(at.length);
    const nextAtDepth = new Array<number>(7).fill(root.children.length);
    for (let k = at.length - 1; k >= 0; k--) {
      const depth = nodeAt(k).depth;
      ends[k] = nextAtDepth[depth]!;
      for (let d = depth; d <= 6; d++) nextAtDepth[d] = at[k]!;
    }
    const titled = at.length > 0 && nodeAt(0).depth === 1;
    for (let k = titled ? 1 : 0; k < at.length; k++) {
      const name = conceptOf(texts[k]!);
      if (name === null) continue;
      const node = nodeAt(k);
      sections.push({
        name,
        headingText: texts[k]!,
        heading: headingSpan(node),
        depth: node.depth,
        children: [at[k]! + 1, ends[k]!],
      });
    }
    // A label alone on its line heads what follows, as a heading does, and so does a tag alone on its line (as an
    // h2): their sections join the headings', in order.
    const labelled = labelSections(root, conceptOf, (paragraph) => plainText(paragraph, HANDOFF_TEXT));
    for (const { label, ...section } of labelled)
      sections.push({ ...section, heading: headingSpan(label), depth: LABEL_DEPTH });
    for (const { name, tag, open, children } of tagParts)
      if (name !== null) sections.push({ name, headingText: tag, heading: open, depth: 2, children });
    if (labelled.length > 0 || tagged.parts.length > 0)
      sections.sort((a, b) => a.heading.start.offset - b.heading.start.offset);
  }
  return { root, sections, layout, concepts: table, tagParts };
}

/**
 * The root's headings (with a position): where each is in `root.children`, and its text. Two arrays of numbers and
 * strings, not an object per heading: a free-form note may hold tens of thousands of headings, and this lives while
 * its sections are read.
 */
interface RootHeadings {
  at: number[];
  texts: string[];
}

/** A root heading the sections read: one with a position. */
function isHeading(node: RootContent): node is Heading {
  return node.type === 'heading' && node.position !== undefined;
}

/** A heading's text as the sections read it. */
function headingTextOf(node: Heading): string {
  return plainText(node, HANDOFF_TEXT).trim();
}

function headingsOf(root: Root): RootHeadings {
  const children = root.children;
  // Counted first, so both arrays are made at their length (an array grown by `push` copies itself as it grows).
  let count = 0;
  // Index loops, not `for…of`: this runs once per note, unoptimized, where each step of an iterator is an object.
  for (let index = 0; index < children.length; index++) if (isHeading(children[index]!)) count++;
  const at = new Array<number>(count);
  const texts = new Array<string>(count);
  let k = 0;
  for (let index = 0; index < children.length; index++) {
    const node = children[index]!;
    if (!isHeading(node)) continue;
    at[k] = index;
    texts[k++] = headingTextOf(node);
  }
  return { at, texts };
}

/**
 * `read`, each distinct heading text read once: a note that repeats a heading (`## Notes` in every entry of a log)
 * reads it once, not once per entry.
 */
function readOncePerText<T>(read: (text: string) => T): (text: string) => T {
  const known = new Map<string, T>();
  return (text) => {
    if (known.has(text)) return known.get(text)!;
    const value = read(text);
    known.set(text, value);
    return value;
  };
}

/** Whether the document is in the rendered layout (`HandoffLayout`), or `null`. */
function layoutOf(root: Root, declared: 'auto' | 'resume'): HandoffLayout | null {
  if (root.children.some((node) => node.type === 'html' && RENDERED_TRAILER.test(node.value))) return 'rendered';
  const canonical = new Set<HandoffSectionName>();
  // Each distinct h2 text read once (`canonicalSectionOf` lowers and rewrites its text).
  const canonicalOf = readOncePerText(canonicalSectionOf);
  for (let index = 0; index < root.children.length; index++) {
    const node = root.children[index]!;
    if (!isHeading(node) || node.depth !== 2) continue;
    const name = canonicalOf(headingTextOf(node));
    if (name !== null) canonical.add(name);
  }
  if (canonical.size >= LAYOUT_HEADINGS_NEEDED) return 'headings';
  return declared === 'resume' ? 'declared' : null;
}

/**
 * A section's heading span (a heading's, or a lone label's paragraph's): its own position, not a copy of it, when it
 * has offsets (every reader gives them). A free-form note opens a section at each heading that names a concept, tens
 * of thousands of them in some files, and nothing writes to a span.
 */
function headingSpan(node: Heading | Paragraph): Span {
  const position = node.position!;
  return position.start.offset !== undefined && position.end.offset !== undefined ? (position as Span) : spanOf(node)!;
}

/** The root nodes of a section. */
export function sectionContent(document: HandoffDocument, section: HandoffSectionNode): RootContent[] {
  if (section.within) return section.within.children.slice(1);
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
