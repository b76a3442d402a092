import type { Nodes } from 'mdast';

/**
 * The text of an mdast node exactly as `mdast-util-to-string` (default options) gives it,
 * walked with an explicit stack so a 10,000-deep tree cannot overflow the call stack.
 */
export function plainText(node: Nodes): string {
  let out = '';
  const stack: Nodes[] = [node];
  while (stack.length > 0) {
    const current = stack.pop()!;
    if ('value' in current && typeof current.value === 'string') {
      out += current.value;
      continue;
    }
    if ('alt' in current && current.alt) {
      out += current.alt;
      continue;
    }
    if ('children' in current) {
      const children = current.children as Nodes[];
      for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
    }
  }
  return out;
}
