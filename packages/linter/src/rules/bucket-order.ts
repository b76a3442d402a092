import { defineRule } from '../lib/rule.js';
import { bucketOrder, firstSection, recognisedBuckets, type RecognisedBucket } from '../lib/decision-rules-support.js';

export default defineRule({
  id: 'bucket-order',
  meta: {
    description: 'Enforce the order of the buckets in the decisions section',
    defaultSeverity: 'error',
    scope: 'decisions',
    messages: {
      order: 'Unexpected bucket `{{previous}}` before `{{bucket}}`, expected the order {{order}}',
    },
  },
  check(ctx) {
    const section = firstSection(ctx.document);
    if (!section) return;
    // Duplicates are bucket-duplicate's finding and take no part in the order.
    let highest: RecognisedBucket | undefined;
    for (const bucket of recognisedBuckets(section, ctx.document.kind)) {
      if (bucket.duplicate) continue;
      if (highest && bucket.spec.rank < highest.spec.rank) {
        const data = { previous: highest.spec.label, bucket: bucket.spec.label, order: bucketOrder(ctx.document.kind) };
        ctx.report({ messageId: 'order', data, span: bucket.node.span });
        return;
      }
      highest = bucket;
    }
  },
});
