import { HANDOFF_SECTIONS } from '@handoff/core/read';
import { defineRule } from '../lib/rule.js';

const AT_START = { line: 1, column: 1, offset: 0 };

export default defineRule({
  id: 'handoff-section-missing',
  meta: {
    description: 'Require the six sections of a handoff document',
    defaultSeverity: 'error',
    scope: 'handoff',
    messages: {
      missing: 'Missing the `{{section}}` section, expected an h2 heading that starts with {{keywords}}',
    },
  },
  check(ctx) {
    const found = new Set(ctx.document.sections.map((section) => section.name));
    for (const section of HANDOFF_SECTIONS) {
      if (found.has(section.name)) continue;
      const keywords = section.keywords.map((keyword) => `\`${keyword}\``).join(' or ');
      ctx.report({ messageId: 'missing', data: { section: section.title, keywords }, at: AT_START });
    }
  },
});
