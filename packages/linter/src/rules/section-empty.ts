import { defineRule } from '../lib/rule.js';
import { firstSection, recognisedBuckets, sectionTitle } from '../lib/decision-rules-support.js';

export default defineRule({
  id: 'section-empty',
  meta: {
    description: 'Require the decisions section to hold buckets or the "no decisions" line',
    defaultSeverity: 'error',
    scope: 'decisions',
    messages: {
      empty: 'Unexpected empty section `## {{heading}}`, expected its buckets or the "no decisions" line',
    },
  },
  check(ctx) {
    const section = firstSection(ctx.document);
    if (!section || section.mechanical.length > 0) return;
    if (recognisedBuckets(section, ctx.document.kind).length > 0) return;
    ctx.report({ messageId: 'empty', data: { heading: sectionTitle(ctx.document.kind) }, span: section.heading });
  },
});
