import { defineRule } from '../lib/rule.js';
import { sectionTitle } from '../lib/decision-rules-support.js';

export default defineRule({
  id: 'section-missing',
  meta: {
    description: 'Require a plan or summary to have its decisions section',
    defaultSeverity: 'error',
    scope: 'decisions',
    messages: {
      missing: 'Missing section `## {{heading}}`, add it with its buckets or the "no decisions" line',
    },
  },
  check(ctx) {
    if (ctx.document.sections.length > 0) return;
    ctx.report({ messageId: 'missing', data: { heading: sectionTitle(ctx.document.kind) } });
  },
});
