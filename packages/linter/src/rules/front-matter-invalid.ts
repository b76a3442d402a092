import { defineRule } from '../lib/rule.js';

/** YAML front matter that does not parse is one finding; the rest of the file is linted as if it had none. */
export default defineRule({
  id: 'front-matter-invalid',
  meta: {
    description: 'Require YAML front matter that parses as a mapping',
    defaultSeverity: 'error',
    scope: 'text',
    messages: {
      invalid:
        'Unexpected YAML front matter that does not parse ({{reason}}), linted the file as if it had none; ' +
        'fix the YAML or quote the value',
    },
  },
  check(ctx) {
    const error = ctx.frontMatter?.error;
    if (!error) return;
    const at = { line: error.line, column: error.column, offset: 0 };
    const reason = error.message.replace(/^Invalid YAML front matter:\s*/, '').replace(/\.$/, '');
    ctx.report({ messageId: 'invalid', data: { reason }, at });
  },
});
