import { defineRule } from '../lib/rule.js';

export default defineRule({
  id: 'schema-version-unsupported',
  meta: {
    description: 'Disallow a `decisions_schema` other than `v1`',
    defaultSeverity: 'error',
    scope: 'decisions',
    runsOnUnsupportedSchema: true,
    messages: {
      unsupported: 'Unexpected `decisions_schema` value `{{value}}`, expected `v1`; no decision rule ran on this file',
    },
  },
  check(ctx) {
    const { schema } = ctx.document;
    if (schema.supported) return;
    ctx.report({
      messageId: 'unsupported',
      data: { value: schema.value ?? '' },
      ...(schema.span ? { span: schema.span } : {}),
    });
  },
});
