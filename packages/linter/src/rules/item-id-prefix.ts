import { defineRule } from '../lib/rule.js';
import { firstSection, recognisedBuckets } from '../lib/decision-rules-support.js';

export default defineRule({
  id: 'item-id-prefix',
  meta: {
    description: 'Enforce item ids whose letters belong to their bucket',
    defaultSeverity: 'error',
    scope: 'decisions',
    messages: {
      prefix: 'Unexpected id `{{id}}` in bucket `{{bucket}}`, expected `{{prefix}}-n`',
    },
  },
  check(ctx) {
    const section = firstSection(ctx.document);
    if (!section) return;
    for (const { node, spec } of recognisedBuckets(section, ctx.document.kind)) {
      for (const item of node.items) {
        if (item.id === null || item.prefix === spec.prefix) continue;
        // A Taken item named by the O-n it settles gets `taken-id-style` instead (docs/real-files.md).
        if (spec.name === 'taken' && item.prefix === 'O') continue;
        ctx.report({
          messageId: 'prefix',
          data: { id: item.id, bucket: spec.label, prefix: spec.prefix },
          span: item.span,
        });
      }
    }
  },
});
