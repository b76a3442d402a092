import type { Nodes } from 'mdast';

/**
 * Nodes with the fast reader's documented differences from remark filled in, for comparing
 * the two: remark's `start: null` on unordered lists, and the positions remark gives inline
 * nodes dropped from both (`inline` is true below a heading or paragraph).
 */
export function comparable(nodes: readonly Nodes[], inline = false): unknown[] {
  return nodes.map((node) => {
    const { position, ...rest } = node as Nodes & { children?: Nodes[] };
    const out: Record<string, unknown> = inline ? rest : { ...rest, position };
    if (node.type === 'list' && !node.ordered) out.start = null;
    if ('children' in node)
      out.children = comparable(
        node.children as Nodes[],
        inline || node.type === 'heading' || node.type === 'paragraph',
      );
    return out;
  });
}
