import type { Nodes, Paragraph } from 'mdast';
import { plainText } from '../markdown/plain-text.js';
import { HANDOFF_TEXT, type HandoffDocument } from './document.js';
import { isHandoffName } from './names.js';

/*
 * A hand-over that points to another one for its context (docs/real-files.md, "A pointer defers to
 * the hand-over it names"): `Read .buildrunner/HANDOFF_2025_11_17.md for complete context`, `Full
 * handoff doc: docs/plans/handoff-may-20.md`. Its records — what failed, what was tried — stand in
 * the one it names, so their absence is not claimed on the pointer. A paragraph points there when
 * it names a Markdown file whose name is a hand-over's, in a code span or a link, and says, outside
 * its code, that the other file is the full hand-over or holds the context (`for complete context`,
 * `full handoff`, `for context`).
 */

/** Words that say the file named holds the whole of the hand-over: `for complete context`, `Full handoff doc`. */
const WHOLE_RECORD =
  /(?<![\p{L}\p{N}_])(?:(?:full|complete|whole)\s+(?:context|details|handoff|handover|hand-over)|for\s+(?:the\s+)?context)(?![\p{L}\p{N}_])/iu;

/** Whether a paragraph of the document defers to another hand-over for its context. */
export function pointsToOtherHandoff(document: HandoffDocument): boolean {
  const stack: Nodes[] = [document.root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type === 'paragraph') {
      if (defers(node)) return true;
    } else if ('children' in node) for (const child of node.children as Nodes[]) stack.push(child);
  }
  return false;
}

function defers(paragraph: Paragraph): boolean {
  const named = paragraph.children.some(
    (node) =>
      (node.type === 'inlineCode' && namesHandoff(node.value)) ||
      (node.type === 'link' && namesHandoff(node.url)) ||
      ('children' in node && node.children.some((child) => child.type === 'inlineCode' && namesHandoff(child.value))),
  );
  return named && WHOLE_RECORD.test(plainText(paragraph, { ...HANDOFF_TEXT, inlineCode: ' ' }));
}

/** Whether a code span's text or a link's target is one path to a hand-over (`docs/HANDOFF.md`, `./RESUME.md#next`). */
function namesHandoff(target: string): boolean {
  const path = target.trim().replace(/[#?].*$/u, '');
  return path !== '' && !/\s/u.test(path) && !/^[a-z][\w+.-]*:/iu.test(path) && isHandoffName(path);
}
