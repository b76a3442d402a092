import type { Nodes, Paragraph } from 'mdast';

/**
 * Every paragraph under `node`, in document order: in lists, quotes and footnotes alike. Code,
 * headings, HTML and table cells hold none (a cell holds its text directly).
 */
export function paragraphsIn(node: Nodes): Paragraph[] {
  const found: Paragraph[] = [];
  const stack: Nodes[] = [node];
  while (stack.length > 0) {
    const current = stack.pop()!;
    if (current.type === 'paragraph') found.push(current);
    else if ('children' in current)
      for (let i = current.children.length - 1; i >= 0; i--) stack.push(current.children[i]!);
  }
  return found;
}
