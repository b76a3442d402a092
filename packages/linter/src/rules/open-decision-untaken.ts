import { defineRule } from '../lib/rule.js';
import { declaredIds, firstSection, itemsOf } from '../lib/decision-rules-support.js';

export default defineRule({
  id: 'open-decision-untaken',
  meta: {
    description: 'Require a Taken item in the summary for every Open decision of the plan',
    defaultSeverity: 'error',
    scope: 'pair',
    messages: {
      untaken: "Missing Taken item for the plan's `{{id}}`, record the choice made or mark it mooted",
    },
  },
  check(ctx) {
    const section = firstSection(ctx.summary);
    if (!section) return;
    // The "no deviations" line takes no Open decision: only Taken items count.
    const taken = new Set(itemsOf(section, 'taken').map((item) => item.reference));
    for (const id of declaredIds(ctx.plan, 'O')) {
      if (!taken.has(id)) ctx.report({ messageId: 'untaken', data: { id }, span: section.heading });
    }
  },
});
