import { findSection, sectionItems, spanOf } from '@handoff/core/read';
import { explainsItself } from '../lib/handoff-rules-support.js';
import { defineRule } from '../lib/rule.js';

export default defineRule({
  id: 'handoff-change-without-why',
  meta: {
    description: 'Require every change in a handoff document to say why it was made',
    defaultSeverity: 'error',
    scope: 'handoff',
    messages: {
      noWhy:
        'Unexpected change without its why, expected a `Why:` label, a separator (`:`, `—`, ' +
        '` - `) and the reason, or a second sentence',
    },
  },
  check(ctx) {
    // A rule of the rendered layout: a free-form handoff is not held to it (docs/handoff-rules.md).
    if (ctx.document.layout === null) return;
    const section = findSection(ctx.document, 'changes');
    if (!section) return;
    for (const item of sectionItems(ctx.document, section)) {
      const span = spanOf(item);
      if (span && !explainsItself(item, 'text')) ctx.report({ messageId: 'noWhy', span });
    }
  },
});
