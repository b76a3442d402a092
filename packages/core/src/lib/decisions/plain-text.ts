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

/**
 * The text of an item's blocks as the decision reader reads it: `plainText` of each block,
 * except that the children of a list item, and the items of a list, are joined with `\n` —
 * so a field written as a bullet (`- **Verification:** tests pass`) starts a line of its own
 * and its label is found at a word boundary. Walked with an explicit stack, as `plainText`.
 */
export function blockText(node: Nodes): string {
  let out = '';
  const stack: Array<Nodes | string> = [node];
  while (stack.length > 0) {
    const current = stack.pop()!;
    if (typeof current === 'string') {
      out += current;
      continue;
    }
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
      const joined = current.type === 'list' || current.type === 'listItem';
      for (let i = children.length - 1; i >= 0; i--) {
        stack.push(children[i]!);
        if (joined && i > 0) stack.push('\n');
      }
    }
  }
  return out;
}
