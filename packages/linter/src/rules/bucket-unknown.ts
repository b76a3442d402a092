import { defineRule } from '../lib/rule.js';
import { BUCKETS, bucketOrder, firstSection, recognisedBuckets } from '../lib/decision-rules-support.js';

export default defineRule({
  id: 'bucket-unknown',
  meta: {
    description: 'Disallow an h3 in the decisions section that is no bucket',
    defaultSeverity: 'warn',
    scope: 'decisions',
    messages: {
      unknown: 'Unexpected heading `{{heading}}` in the decisions section, expected one of the buckets {{order}}',
    },
  },
  check(ctx) {
    const section = firstSection(ctx.document);
    // In a section with no bucket at all (another schema), bucket-missing's one finding says what it holds.
    if (!section || recognisedBuckets(section, ctx.document.kind).length === 0) return;
    const order = bucketOrder(ctx.document.kind);
    for (const node of section.buckets) {
      const known = node.name !== null && BUCKETS[node.name].kind === ctx.document.kind;
      if (!known) ctx.report({ messageId: 'unknown', data: { heading: node.headingText, order }, span: node.span });
    }
  },
});
