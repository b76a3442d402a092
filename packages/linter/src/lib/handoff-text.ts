import type { Nodes } from 'mdast';

/** Stands in for an inline code span in an item's shape: one "word" with no punctuation. */
export const CODE_MARK = '\uE000';

const PHRASING_PARENTS = new Set(['paragraph', 'heading', 'emphasis', 'strong', 'delete', 'link', 'linkReference', 'tableCell']);

/**
 * The plain text of a node, formatting stripped, block children joined with `\n`.
 * Iterative (mdast-util-to-string recurses, and 10,000 nested blockquotes overflow it).
 * With `codeMark`, inline code becomes `CODE_MARK` instead of its text.
 */
export function plainText(node: Nodes, options: { codeMark?: boolean } = {}): string {
  const parts: string[] = [];
  const stack: Array<Nodes | string> = [node];
  while (stack.length > 0) {
    const current = stack.pop()!;
    if (typeof current === 'string') {
      parts.push(current);
      continue;
    }
    switch (current.type) {
      case 'inlineCode':
        parts.push(options.codeMark ? CODE_MARK : current.value);
        continue;
      case 'text':
      case 'code':
        parts.push(current.value);
        continue;
      case 'break':
        parts.push('\n');
        continue;
      case 'image':
      case 'imageReference':
        parts.push(current.alt ?? '');
        continue;
      default:
        break;
    }
    if (!('children' in current)) continue;
    const children = current.children as Nodes[];
    const separator = PHRASING_PARENTS.has(current.type) ? '' : '\n';
    for (let i = children.length - 1; i >= 0; i--) {
      stack.push(children[i]!);
      if (separator && i > 0) stack.push(separator);
    }
  }
  return parts.join('');
}

/** Whether any of `nodes` holds inline code or a code block, at any depth. Iterative. */
export function holdsCode(nodes: readonly Nodes[]): boolean {
  const stack: Nodes[] = [...nodes];
  while (stack.length > 0) {
    const current = stack.pop()!;
    if (current.type === 'inlineCode' || current.type === 'code') return true;
    if ('children' in current) for (const child of current.children as Nodes[]) stack.push(child);
  }
  return false;
}
