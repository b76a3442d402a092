import type { ListItem, Paragraph, Root } from 'mdast';
import type { HandoffSectionName } from '../handoff-vocabulary.js';
import { itemLabel, loneLabel } from '../markdown/label.js';

/** A section a lone label opens: its concept, the label, the paragraph that holds it, and the blocks it heads. */
export interface LabelSection {
  name: HandoffSectionName;
  headingText: string;
  label: Paragraph;
  /** Index range in `root.children` of the blocks a root paragraph's label heads; for `within`, the item's list. */
  children: [number, number];
  /** The list item whose lone label opens the section: it heads the item's other blocks. */
  within?: ListItem;
}

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
): LabelSection[] {
  const sections: LabelSection[] = [];
  const children = root.children;
  let open: LabelSection | undefined;
  for (let index = 0; index < children.length; index++) {
    const node = children[index]!;
    const text = node.type === 'paragraph' ? loneLabel(node, textOf) : null;
    if (node.type === 'heading' || text !== null) {
      if (open) open.children[1] = index;
      open = undefined;
    }
    if (node.type === 'paragraph' && text !== null) {
      const name = node.position ? conceptOf(text) : null;
      if (name === null) continue;
      open = { name, headingText: text, label: node, children: [index + 1, children.length] };
      sections.push(open);
    } else if (node.type === 'list') {
      for (const item of node.children) {
        const label = itemLabel(item, textOf);
        const name = label === null ? null : conceptOf(label);
        if (label === null || name === null) continue;
        const first = item.children[0] as Paragraph;
        sections.push({ name, headingText: label, label: first, children: [index, index + 1], within: item });
      }
    }
  }
  return sections;
}
