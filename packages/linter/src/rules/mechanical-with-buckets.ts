import { defineRule } from '../lib/rule.js';
import { firstSection, recognisedBuckets } from '../lib/decision-rules-support.js';

export default defineRule({
  id: 'mechanical-with-buckets',
  meta: {
    description: 'Disallow the "no decisions" line beside buckets',
    defaultSeverity: 'error',
    scope: 'decisions',
    messages: {
      withBuckets: 'Unexpected "no decisions" line in a section that has buckets, keep either the line or the buckets',
    },
  },
  check(ctx) {
    const section = firstSection(ctx.document);
    if (!section || recognisedBuckets(section, ctx.document.kind).length === 0) return;
    for (const span of section.mechanical) ctx.report({ messageId: 'withBuckets', span });
  },
});
