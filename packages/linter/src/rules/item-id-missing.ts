import { defineRule } from '../lib/rule.js';
import { firstSection, recognisedBuckets } from '../lib/decision-rules-support.js';

export default defineRule({
  id: 'item-id-missing',
  meta: {
    description: 'Require every item of a bucket to start with its id',
    defaultSeverity: 'error',
    scope: 'decisions',
    messages: {
      missing: 'Missing item id in bucket `{{bucket}}`, start the item with `{{prefix}}-n:`',
    },
  },
  check(ctx) {
    const section = firstSection(ctx.document);
    if (!section) return;
    for (const { node, spec } of recognisedBuckets(section, ctx.document.kind)) {
      for (const item of node.items) {
        if (item.id === null) ctx.report({ messageId: 'missing', data: { bucket: spec.label, prefix: spec.prefix }, span: item.span });
      }
    }
  },
});
