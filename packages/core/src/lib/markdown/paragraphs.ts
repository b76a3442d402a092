import type { Nodes, Paragraph } from 'mdast';

/**
 * Every node under `node` (itself included) that `wanted` picks, in document order; a picked node's own children are
 * not searched. Iterative, so a deep tree cannot overflow the stack.
 */
export function blocksIn<T extends Nodes>(node: Nodes, wanted: (candidate: Nodes) => candidate is T): T[] {
  const found: T[] = [];
  if (wanted(node)) return [node];
  if (!('children' in node)) return found;
  // The open parents and the next child of each: as deep as the tree, not as wide (a root of 40,000 headings would
  // otherwise put all of them on the stack at once).
  const parents: Array<Nodes & { children: Nodes[] }> = [node];
  const nextChild: number[] = [0];
  while (parents.length > 0) {
    const top = parents.length - 1;
    const children = parents[top]!.children;
    const at = nextChild[top]!;
    if (at >= children.length) {
      parents.pop();
      nextChild.pop();
      continue;
    }
    nextChild[top] = at + 1;
    const child = children[at]!;
    if (wanted(child)) found.push(child);
    else if ('children' in child) {
      parents.push(child);
      nextChild.push(0);
    }
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
