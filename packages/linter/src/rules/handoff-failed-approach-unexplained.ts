import { findSection, noneReason, sectionItems, spanOf } from '@handoff/core/read';
import { conventionClaim, explainsItself } from '../lib/handoff-rules-support.js';
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
    heldBackSummaries: { unexplained: 'a failed approach with no cause found' },
  },
  check(ctx) {
    // A rule of the rendered layout: a free-form handoff is not held to it (docs/handoff-rules.md), and one written by
    // hand in the layout's headings is held to it once its project adopts handoff.
    if (ctx.document.layout === null) return;
    const section = findSection(ctx.document, 'failedApproaches');
    if (!section) return;
    const claim = conventionClaim(ctx.document);
    for (const item of sectionItems(ctx.document, section)) {
      // A `- None …` item is the "nothing failed" line, which handoff-failed-approaches-empty weighs.
      if (noneReason(item) !== null) continue;
      const span = spanOf(item);
      if (span && !explainsItself(item, 'text')) ctx.report({ messageId: 'unexplained', span, ...claim });
    }
  },
});
