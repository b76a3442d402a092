import { defineRule } from '../lib/rule.js';
import { declaredIds, firstSection, itemsOf } from '../lib/decision-rules-support.js';

export default defineRule({
  id: 'taken-unknown-open',
  meta: {
    description: 'Disallow a Taken item that names an Open decision the plan does not declare',
    defaultSeverity: 'error',
    scope: 'pair',
    messages: {
      unknown: 'Unexpected reference to `{{id}}`, the plan declares no such decision',
    },
  },
  check(ctx) {
    const section = firstSection(ctx.summary);
    if (!section) return;
    const declared = new Set(declaredIds(ctx.plan));
    for (const item of itemsOf(section, 'taken')) {
      const id = item.reference;
      if (id !== null && !declared.has(id)) ctx.report({ messageId: 'unknown', data: { id }, span: item.span });
    }
  },
});
