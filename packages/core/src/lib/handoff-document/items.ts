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
  for (const node of sectionContent(document, section))
    if (node.type === 'list') for (const item of node.children) items.push(item);
  return items;
}

/**
 * The word that opens a "none" line, in the languages of the handoff synonym table: `None`
 * (a word, so not `Nonetheless`), `Keine`, `Ninguno`, `Nada`, `Nenhum`, `Нет`, and `なし`,
 * `無し`, `없음`, `无`, `没有`, which need no space after them.
 */
const NONE_WORD =
  /^\s*(?:(?:none|keine|ninguno|ninguna|nada|nenhum|nenhuma|нет)(?![\p{L}\p{N}_])|なし|無し|없음|无|没有)/iu;

/** The reason a `None …` line gives (docs/handoff-rules.md), or `null` when the node is no `None` line. */
export function noneReason(node: RootContent | ListItem): string | null {
  const paragraph = node.type === 'paragraph' ? node : node.type === 'listItem' ? node.children[0] : undefined;
  if (paragraph?.type !== 'paragraph') return null;
  const text = plainText(node.type === 'listItem' ? node : paragraph, HANDOFF_TEXT);
  const word = NONE_WORD.exec(text);
  if (!word) return null;
  return text.slice(word[0].length).replace(NONE_LEAD_REST, '').trim();
}

/** What follows the "none" word before its reason: `recorded`, `so far`, `yet`, punctuation, a `Reason:` label. */
const NONE_LEAD_REST = /^(?:\s+(?:recorded|so\s+far|yet)(?![\p{L}\p{N}_]))?[\s\p{P}]*(?:reason\s*:)?\s*/iu;
