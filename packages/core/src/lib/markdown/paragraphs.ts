import type { Nodes, Paragraph } from 'mdast';
import { walkDescendants } from './walk.js';

/**
 * Every node under `node` (itself included) that `wanted` picks, in document order; a picked node's own children are
 * not searched. Iterative, so a deep tree cannot overflow the stack.
 */
export function blocksIn<T extends Nodes>(node: Nodes, wanted: (candidate: Nodes) => candidate is T): T[] {
  if (wanted(node)) return [node];
  const found: T[] = [];
  if ('children' in node)
    walkDescendants(node, (child) => {
      if (!wanted(child)) return true;
      found.push(child);
      return false;
    });
  return found;
}

/**
 * Every paragraph under `node`, in document order: in lists, quotes and footnotes alike. Code,
 * headings, HTML and table cells hold none (a cell holds its text directly).
 */
export function paragraphsIn(node: Nodes): Paragraph[] {
  return blocksIn(node, (candidate): candidate is Paragraph => candidate.type === 'paragraph');
}
