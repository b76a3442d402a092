import { defineRule } from '../lib/rule.js';
import { firstSection, itemsOf } from '../lib/decision-rules-support.js';

export default defineRule({
  id: 'deviation-unverified',
  meta: {
    description: 'Require every deviation to say how it was verified',
    defaultSeverity: 'error',
    scope: 'decisions',
    messages: {
      unverified: 'Missing `Verification:` in the deviation, say how you confirmed the change is acceptable',
    },
  },
  check(ctx) {
    const section = firstSection(ctx.document);
    if (!section || ctx.document.kind !== 'summary') return;
    for (const item of itemsOf(section, 'deviations')) {
      if (item.fields.verification === undefined) ctx.report({ messageId: 'unverified', span: item.span });
    }
  },
});
