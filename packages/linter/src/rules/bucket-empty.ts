import { defineRule } from '../lib/rule.js';
import { firstSection, recognisedBuckets } from '../lib/decision-rules-support.js';

export default defineRule({
  id: 'bucket-empty',
  meta: {
    description: 'Require every bucket to list items or say `(none)`',
    defaultSeverity: 'error',
    scope: 'decisions',
    messages: {
      empty: 'Unexpected empty bucket `{{bucket}}`, list its items or write `(none)`',
    },
  },
  check(ctx) {
    const section = firstSection(ctx.document);
    if (!section) return;
    for (const { node, spec } of recognisedBuckets(section, ctx.document.kind)) {
      if (node.items.length === 0 && node.none.length === 0)
        ctx.report({ messageId: 'empty', data: { bucket: spec.label }, span: node.span });
    }
  },
});
