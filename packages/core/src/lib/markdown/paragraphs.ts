import type { Nodes, Paragraph } from 'mdast';

/**
 * Every node under `node` (itself included) that `wanted` picks, in document order; a picked node's own children are
 * not searched. Iterative, so a deep tree cannot overflow the stack.
 */
export function blocksIn<T extends Nodes>(node: Nodes, wanted: (candidate: Nodes) => candidate is T): T[] {
  const found: T[] = [];
  const stack: Nodes[] = [node];
  while (stack.length > 0) {
    const current = stack.pop()!;
    if (wanted(current)) found.push(current);
    else if ('children' in current)
      for (let i = current.children.length - 1; i >= 0; i--) stack.push(current.children[i]!);
  }
  return found;
}

/**
 * Every paragraph under `node`, in document order: in lists, quotes and footnotes alike. Code,
 * headings, HTML and table cells hold none (a cell holds its text directly).
 */
export function paragraphsIn(node: Nodes): Paragraph[] {
  return blocksIn(node, (candidate): candidate is Paragraph => candidate.type === 'paragraph');
}
