import { defineRule } from '../lib/rule.js';
import { firstSection, recognisedBuckets } from '../lib/decision-rules-support.js';

export default defineRule({
  id: 'bucket-duplicate',
  meta: {
    description: 'Disallow a bucket heading that appears twice in the decisions section',
    defaultSeverity: 'error',
    scope: 'decisions',
    messages: {
      duplicate: 'Unexpected second bucket `{{bucket}}`, merge it into the first',
    },
  },
  check(ctx) {
    const section = firstSection(ctx.document);
    if (!section) return;
    for (const { node, spec, duplicate } of recognisedBuckets(section, ctx.document.kind)) {
      if (duplicate) ctx.report({ messageId: 'duplicate', data: { bucket: spec.label }, span: node.span });
    }
  },
});
