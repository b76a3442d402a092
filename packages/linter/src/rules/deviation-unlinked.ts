import { defineRule } from '../lib/rule.js';
import { firstSection, itemsOf } from '../lib/decision-rules-support.js';

export default defineRule({
  id: 'deviation-unlinked',
  meta: {
    description: 'Require every deviation to name the Locked decision it departs from',
    defaultSeverity: 'warn',
    scope: 'decisions',
    messages: {
      unlinked: 'Missing `D-n` reference in the deviation, name the Locked decision it departs from',
    },
  },
  check(ctx) {
    const section = firstSection(ctx.document);
    if (!section || ctx.document.kind !== 'summary') return;
    for (const item of itemsOf(section, 'deviations')) {
      if (item.reference === null) ctx.report({ messageId: 'unlinked', span: item.span });
    }
  },
});
