import { defineRule } from '../lib/rule.js';
import { firstSection, itemsOf } from '../lib/decision-rules-support.js';

export default defineRule({
  id: 'taken-unlinked',
  meta: {
    description: 'Require every Taken item to name the Open decision it settles',
    defaultSeverity: 'error',
    scope: 'decisions',
    messages: {
      unlinked: 'Missing `O-n` reference in the Taken item, name the Open decision it settles',
    },
  },
  check(ctx) {
    const section = firstSection(ctx.document);
    if (!section || ctx.document.kind !== 'summary') return;
    for (const item of itemsOf(section, 'taken')) {
      if (item.reference === null) ctx.report({ messageId: 'unlinked', span: item.span });
    }
  },
});
