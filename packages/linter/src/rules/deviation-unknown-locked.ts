import { defineRule } from '../lib/rule.js';
import { reportUndeclaredReferences } from '../lib/decision-rules-support.js';

export default defineRule({
  id: 'deviation-unknown-locked',
  meta: {
    description: 'Disallow a deviation that names a Locked decision the plan does not declare',
    defaultSeverity: 'error',
    scope: 'pair',
    messages: {
      unknown: 'Unexpected reference to `{{id}}`, the plan declares no such decision',
    },
  },
  check(ctx) {
    reportUndeclaredReferences(ctx, 'deviations');
  },
});
