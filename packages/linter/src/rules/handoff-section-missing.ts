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
      missing: 'Missing the `{{section}}` section, expected an h2 heading `## {{section}}` or one of its synonyms',
    },
  },
  check(ctx) {
    // A rule of the rendered layout: a free-form handoff is not held to it (docs/handoff-rules.md).
    if (ctx.document.layout === null) return;
    const found = new Set(ctx.document.sections.map((section) => section.name));
    for (const section of HANDOFF_SECTIONS) {
      if (found.has(section.name)) continue;
      ctx.report({ messageId: 'missing', data: { section: section.title }, at: AT_START });
    }
  },
});
