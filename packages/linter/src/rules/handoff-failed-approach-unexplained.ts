import { findSection, noneReason, sectionItems, spanOf } from '@handoff/core/read';
import { explainsItself } from '../lib/handoff-rules-support.js';
import { defineRule } from '../lib/rule.js';

export default defineRule({
  id: 'handoff-failed-approach-unexplained',
  meta: {
    description: 'Require every failed approach in a handoff document to say why it failed',
    defaultSeverity: 'error',
    scope: 'handoff',
    messages: {
      unexplained:
        'Unexpected failed approach without its cause, expected a `Why it failed:` label, a separator (`:`, `—`, ' +
        '` -- `) and the cause, or a second sentence',
    },
  },
  check(ctx) {
    // A rule of the rendered layout: a free-form handoff is not held to it (docs/handoff-rules.md).
    if (ctx.document.layout === null) return;
    const section = findSection(ctx.document, 'failedApproaches');
    if (!section) return;
    for (const item of sectionItems(ctx.document, section)) {
      // A `- None …` item is the "nothing failed" line, which handoff-failed-approaches-empty weighs.
      if (noneReason(item) !== null) continue;
      const span = spanOf(item);
      if (span && !explainsItself(item, 'text')) ctx.report({ messageId: 'unexplained', span });
    }
  },
});
