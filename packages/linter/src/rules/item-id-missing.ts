import { defineRule } from '../lib/rule.js';
import { firstSection, recognisedBuckets } from '../lib/decision-rules-support.js';

/** A leading `LETTERS-word` that looks like an id but is none of the schema's. */
const ID_LIKE = /^\s*([A-Z]{1,5}-[A-Za-z0-9]+)(?=[\s:.(,)]|$)/;

export default defineRule({
  id: 'item-id-missing',
  meta: {
    description: 'Require every item of a bucket to start with its id',
    defaultSeverity: 'error',
    scope: 'decisions',
    messages: {
      missing: 'Missing item id in bucket `{{bucket}}`, start the item with `{{prefix}}-n:`',
      unknownId: 'Unexpected id `{{found}}` in bucket `{{bucket}}`, expected `{{prefix}}-n` (digits only)',
    },
  },
  check(ctx) {
    const section = firstSection(ctx.document);
    if (!section) return;
    for (const { node, spec } of recognisedBuckets(section, ctx.document.kind)) {
      for (const item of node.items) {
        if (item.id !== null) continue;
        // An id-shaped word the schema does not know (`DT-O1`, `DV-auto`, `REQ-3`): say what was read.
        const found = ID_LIKE.exec(item.text)?.[1];
        if (found)
          ctx.report({
            messageId: 'unknownId',
            data: { found, bucket: spec.label, prefix: spec.prefix },
            span: item.span,
          });
        else ctx.report({ messageId: 'missing', data: { bucket: spec.label, prefix: spec.prefix }, span: item.span });
      }
    }
  },
});
