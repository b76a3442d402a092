import { defineRule } from '../lib/rule.js';
import { firstSection, recognisedBuckets } from '../lib/decision-rules-support.js';

export default defineRule({
  id: 'item-field-missing',
  meta: {
    description: 'Require every item to carry the fields of its bucket',
    defaultSeverity: 'error',
    scope: 'decisions',
    messages: {
      missing: 'Missing field `{{field}}`, required in every `{{bucket}}` item',
      missingFoundNear:
        'Missing field `{{field}}`, required in every `{{bucket}}` item; found `{{near}}` with no value',
    },
  },
  check(ctx) {
    const section = firstSection(ctx.document);
    if (!section) return;
    for (const { node, spec } of recognisedBuckets(section, ctx.document.kind)) {
      for (const item of node.items) {
        for (const field of spec.fields) {
          if (item.fields[field.key] !== undefined) continue;
          const near = item.nearLabels.find((label) => label.field === field.key);
          if (near)
            ctx.report({
              messageId: 'missingFoundNear',
              data: { field: field.label, bucket: spec.label, near: near.written },
              span: item.span,
            });
          else ctx.report({ messageId: 'missing', data: { field: field.label, bucket: spec.label }, span: item.span });
        }
      }
    }
  },
});
