import { findSection, sectionItems, spanOf } from '@handoff/core/read';
import { conventionClaim, explainsItself } from '../lib/handoff-rules-support.js';
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
    heldBackSummaries: { noWhy: 'a change with no why found' },
  },
  check(ctx) {
    // A rule of the rendered layout: a free-form handoff is not held to it (docs/handoff-rules.md), and one written by
    // hand in the layout's headings is held to it once its project adopts handoff.
    if (ctx.document.layout === null) return;
    const section = findSection(ctx.document, 'changes');
    if (!section) return;
    const claim = conventionClaim(ctx.document);
    for (const item of sectionItems(ctx.document, section)) {
      const span = spanOf(item);
      if (span && !explainsItself(item, 'text')) ctx.report({ messageId: 'noWhy', span, ...claim });
    }
  },
});
