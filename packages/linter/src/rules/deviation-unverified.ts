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
      unverifiedFoundNear:
        'Missing `Verification:` in the deviation; found `{{near}}` with no value, ' +
        'say how you confirmed the change is acceptable',
    },
  },
  check(ctx) {
    const section = firstSection(ctx.document);
    if (!section || ctx.document.kind !== 'summary') return;
    for (const item of itemsOf(section, 'deviations')) {
      if (item.fields.verification !== undefined) continue;
      const near = item.nearLabels.find((label) => label.field === 'verification');
      if (near) ctx.report({ messageId: 'unverifiedFoundNear', data: { near: near.written }, span: item.span });
      else ctx.report({ messageId: 'unverified', span: item.span });
    }
  },
});
