import type { Paragraph, Root } from 'mdast';
import type { HandoffSectionName } from '../handoff-vocabulary.js';
import { loneLabel } from '../markdown/label.js';
import type { Span } from '../position.js';
import type { HandoffSectionNode } from './document.js';

/**
 * The sections of a free-form hand-over that lone labels open (docs/real-files.md, "A label names a part as a heading
 * does"): a root paragraph that is only a label (`Known issues:`, `**Next Steps**`) heads the root blocks after it, up
 * to the next heading or the next such paragraph; a top-level list item whose first block is only a label
 * (`- **Current state**:` and a list under it) heads the item's other blocks. `conceptOf` names a label's concept;
 * `textOf` gives a paragraph's text as the hand-over's reader reads it.
 */
export function labelSections(
  root: Root,
  conceptOf: (text: string) => HandoffSectionName | null,
  textOf: (paragraph: Paragraph) => string,
): HandoffSectionNode[] {
  const sections: HandoffSectionNode[] = [];
  const children = root.children;
  let open: HandoffSectionNode | undefined;
  for (let index = 0; index < children.length; index++) {
    const node = children[index]!;
    const label = node.type === 'paragraph' ? loneLabel(node, textOf) : null;
    if (node.type === 'heading' || label !== null) {
      if (open) open.children[1] = index;
      open = undefined;
    }
    if (node.type === 'paragraph' && label !== null) {
      const name = conceptOf(label);
      if (name === null || !node.position) continue;
      open = {
        name,
        headingText: label,
        heading: spanOf(node),
        depth: LABEL_DEPTH,
        children: [index + 1, children.length],
      };
      sections.push(open);
    } else if (node.type === 'list') {
      for (const item of node.children) {
        const first = item.children[0];
        if (first?.type !== 'paragraph' || item.children.length < 2 || !first.position) continue;
        const text = loneLabel(first, textOf);
        const name = text === null ? null : conceptOf(text);
        if (name === null) continue;
        sections.push({
          name,
          headingText: text!,
          heading: spanOf(first),
          depth: LABEL_DEPTH,
          children: [index, index + 1],
          within: item,
        });
      }
    }
  }
  return sections;
}

/** The depth a label's section is given: under every heading's. */
const LABEL_DEPTH = 7;

function spanOf(paragraph: Paragraph): Span {
  const { start, end } = paragraph.position!;
  return {
    start: { line: start.line, column: start.column, offset: start.offset ?? 0 },
    end: { line: end.line, column: end.column, offset: end.offset ?? 0 },
  };
}
