import { defineRule } from '../lib/rule.js';
import { firstSection, itemsOf } from '../lib/decision-rules-support.js';

export default defineRule({
  id: 'taken-duplicate',
  meta: {
    description: 'Disallow two Taken items that name the same Open decision',
    defaultSeverity: 'warn',
    scope: 'pair',
    messages: {
      duplicate: 'Unexpected second Taken item for `{{id}}`, first taken on line {{line}}',
    },
  },
  check(ctx) {
    const section = firstSection(ctx.summary);
    if (!section) return;
    const firstLine = new Map<string, number>();
    for (const item of itemsOf(section, 'taken')) {
      const id = item.reference;
      if (id === null) continue;
      const line = firstLine.get(id);
      if (line === undefined) firstLine.set(id, item.span.start.line);
      else ctx.report({ messageId: 'duplicate', data: { id, line }, span: item.span });
    }
  },
});
