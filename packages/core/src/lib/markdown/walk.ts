import type { Nodes } from 'mdast';

/** An mdast node with children. */
export type Parent = Nodes & { children: Nodes[] };

/**
 * Visit the descendants of `root` in document order, without recursion (10,000 nested blockquotes would overflow the
 * call stack): `visit(child, index, parent)` is called for each, and the child's own children come next when it
 * returns `true`. The stack is as deep as the tree, not as wide: a root of 40,000 headings would otherwise put every
 * one on it at once.
 */
export function walkDescendants(root: Parent, visit: (child: Nodes, index: number, parent: Parent) => boolean): void {
  // The open parents and the next child of each.
  const parents: Parent[] = [root];
  const nextChild: number[] = [0];
  while (parents.length > 0) {
    const top = parents.length - 1;
    const parent = parents[top]!;
    const at = nextChild[top]!;
    if (at >= parent.children.length) {
      parents.pop();
      nextChild.pop();
      continue;
    }
    nextChild[top] = at + 1;
    const child = parent.children[at]!;
    if (visit(child, at, parent) && 'children' in child) {
      parents.push(child);
      nextChild.push(0);
    }
  }
}
