import { defineRule } from '../lib/rule.js';
import { firstSection } from '../lib/decision-rules-support.js';

export default defineRule({
  id: 'item-id-duplicate',
  meta: {
    description: 'Disallow an item id used twice in one file',
    defaultSeverity: 'error',
    scope: 'decisions',
    messages: {
      duplicate: 'Unexpected second use of id `{{id}}`, first used on line {{line}}',
    },
  },
  check(ctx) {
    const section = firstSection(ctx.document);
    if (!section) return;
    const firstLine = new Map<string, number>();
    for (const bucket of section.buckets) {
      for (const item of bucket.items) {
        if (item.id === null) continue;
        const line = firstLine.get(item.id);
        if (line === undefined) firstLine.set(item.id, item.span.start.line);
        else ctx.report({ messageId: 'duplicate', data: { id: item.id, line }, span: item.span });
      }
    }
  },
});
