import { defineRule } from '../lib/rule.js';
import { firstSection, isEmptySection, sectionTitle } from '../lib/decision-rules-support.js';

export default defineRule({
  id: 'section-empty',
  meta: {
    description: 'Require the decisions section to hold something: buckets or the "no decisions" line',
    defaultSeverity: 'error',
    scope: 'decisions',
    messages: {
      empty: 'Unexpected empty section `## {{heading}}`, expected its buckets or the "no decisions" line',
    },
  },
  check(ctx) {
    // A section with content but no bucket follows another schema: bucket-missing says what it holds.
    const section = firstSection(ctx.document);
    if (!section || !isEmptySection(section)) return;
    ctx.report({ messageId: 'empty', data: { heading: sectionTitle(ctx.document.kind) }, span: section.heading });
  },
});
