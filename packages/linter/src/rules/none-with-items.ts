import { defineRule } from '../lib/rule.js';
import { firstSection, recognisedBuckets } from '../lib/decision-rules-support.js';

export default defineRule({
  id: 'none-with-items',
  meta: {
    description: 'Disallow `(none)` in a bucket that has items',
    defaultSeverity: 'warn',
    scope: 'decisions',
    messages: {
      noneWithItems: 'Unexpected `(none)` in bucket `{{bucket}}`, which has items; remove the `(none)`',
    },
  },
  check(ctx) {
    const section = firstSection(ctx.document);
    if (!section) return;
    for (const { node, spec } of recognisedBuckets(section, ctx.document.kind)) {
      if (node.items.length === 0) continue;
      for (const span of node.none) ctx.report({ messageId: 'noneWithItems', data: { bucket: spec.label }, span });
    }
  },
});
