import { defineRule } from '../lib/rule.js';
import { bucketsOf, firstSection, recognisedBuckets } from '../lib/decision-rules-support.js';

export default defineRule({
  id: 'bucket-missing',
  meta: {
    description: 'Require all three buckets once the decisions section has any',
    defaultSeverity: 'error',
    scope: 'decisions',
    messages: {
      missing: 'Missing bucket `### {{bucket}}`, add it with its items or `(none)`',
    },
  },
  check(ctx) {
    const section = firstSection(ctx.document);
    if (!section) return;
    const present = new Set(recognisedBuckets(section, ctx.document.kind).map((bucket) => bucket.spec.name));
    // No bucket at all is section-empty's finding (or the "no decisions" line's choice).
    if (present.size === 0) return;
    for (const spec of bucketsOf(ctx.document.kind)) {
      if (!present.has(spec.name)) ctx.report({ messageId: 'missing', data: { bucket: spec.label }, span: section.heading });
    }
  },
});
