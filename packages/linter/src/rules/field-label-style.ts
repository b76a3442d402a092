import type { DecisionItemNode, NearLabelNode } from '@handoff/core/read';
import type { Fix } from '../lib/diagnostic.js';
import { firstSection, recognisedBuckets } from '../lib/decision-rules-support.js';
import { defineRule } from '../lib/rule.js';
import { mergeEdits, type Edit } from '../lib/source-edits.js';

export default defineRule({
  id: 'field-label-style',
  meta: {
    description: 'Enforce the canonical label of each field an item gives in a near form',
    defaultSeverity: 'warn',
    scope: 'decisions',
    fixable: true,
    messages: {
      nearLabel: 'Unexpected field {{labels}}, expected {{canonical}}',
    },
  },
  check(ctx) {
    const section = firstSection(ctx.document);
    if (!section) return;
    for (const { node } of recognisedBuckets(section, ctx.document.kind)) {
      for (const item of node.items) {
        const near = item.nearLabels.filter((label) => label.used);
        if (near.length === 0) continue;
        const fix = relabelFix(ctx.file.text, item, near);
        const labels = `${near.length === 1 ? 'label' : 'labels'} ${listed(near.map((n) => n.written))}`;
        ctx.report({
          messageId: 'nearLabel',
          data: { labels, canonical: listed(near.map((n) => n.canonical)) },
          span: item.span,
          ...(fix ? { fix } : {}),
        });
      }
    }
  },
});

function listed(labels: readonly string[]): string {
  const quoted = labels.map((label) => `\`${label}\``);
  return quoted.length === 1 ? quoted[0]! : `${quoted.slice(0, -1).join(', ')} and ${quoted[quoted.length - 1]}`;
}

/**
 * Rewrite each near label's words to the canonical ones (`Rejected:` → `Rejected because:`,
 * `Fix:` → `I did:`), keeping any emphasis around them and the colon; nothing else changes.
 * No fix unless every label is found, once, in the item's source.
 */
function relabelFix(source: string, item: DecisionItemNode, near: readonly NearLabelNode[]): Fix | undefined {
  const raw = source.slice(item.span.start.offset, item.span.end.offset);
  const edits: Edit[] = [];
  for (const label of near) {
    const words = label.written.replace(/:$/, '').split(' ').map(escapeRegExp).join('[ \\t]+');
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}_])${words}(?=(?:\\*\\*|__|\\*|_)*:)`, 'giu');
    const matches = [...raw.matchAll(pattern)];
    if (matches.length !== 1) return undefined;
    const start = item.span.start.offset + matches[0]!.index;
    edits.push({ start, end: start + matches[0]![0].length, text: label.canonical.replace(/:$/, '') });
  }
  return mergeEdits(source, edits);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
