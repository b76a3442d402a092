import type { ListItem, RootContent } from 'mdast';
import { plainText } from '../markdown/plain-text.js';
import { HANDOFF_TEXT, sectionContent, type HandoffDocument, type HandoffSectionNode } from './document.js';

/**
 * The items of a section: the top-level items of the lists directly in it. Nested lists
 * belong to their parent item; paragraphs are not items (a renderer's preamble such as
 * "Do not re-attempt these." must not count as an approach).
 */
export function sectionItems(document: HandoffDocument, section: HandoffSectionNode): ListItem[] {
  const items: ListItem[] = [];
  // One push per item: spreading a list of 100,000+ items overflows the call stack.
  for (const node of sectionContent(document, section)) if (node.type === 'list') for (const item of node.children) items.push(item);
  return items;
}

const NONE_LEAD = /^\s*none\b(?:\s+(?:recorded|so\s+far|yet))?[\s\p{P}]*(?:reason\s*:)?\s*/iu;

/** The reason a `None …` line gives (docs/handoff-rules.md), or `null` when the node is no `None` line. */
export function noneReason(node: RootContent | ListItem): string | null {
  const paragraph = node.type === 'paragraph' ? node : node.type === 'listItem' ? node.children[0] : undefined;
  if (paragraph?.type !== 'paragraph') return null;
  const text = plainText(node.type === 'listItem' ? node : paragraph, HANDOFF_TEXT);
  if (!/^\s*none\b/i.test(text)) return null;
  return text.replace(NONE_LEAD, '').trim();
}
