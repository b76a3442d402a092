import { defineRule } from '../lib/rule.js';
import { sectionTitle } from '../lib/decision-rules-support.js';

export default defineRule({
  id: 'section-duplicate',
  meta: {
    description: 'Disallow a second decisions section in one file',
    defaultSeverity: 'error',
    scope: 'decisions',
    messages: {
      duplicate: 'Unexpected second section `## {{heading}}`, merge it into the first (only the first is linted)',
    },
  },
  check(ctx) {
    const heading = sectionTitle(ctx.document.kind);
    for (const section of ctx.document.sections.slice(1)) {
      ctx.report({ messageId: 'duplicate', data: { heading }, span: section.heading });
    }
  },
});
