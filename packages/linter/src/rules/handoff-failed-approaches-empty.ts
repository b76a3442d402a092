import { findSection, noneReason, sectionContent, sectionItems } from '@handoff/core/read';
import { MIN_NONE_REASON } from '../lib/handoff-rules-support.js';
import { defineRule } from '../lib/rule.js';

export default defineRule({
  id: 'handoff-failed-approaches-empty',
  meta: {
    description: 'Require the failed approaches of a handoff document to list an approach or say why there is none',
    defaultSeverity: 'error',
    scope: 'handoff',
    messages: {
      empty: 'Unexpected failed approaches section without an approach, expected one, or a `None.` line with the reason (`None. Reason: …`)',
      reasonTooShort: 'Unexpected `None` line with a reason under {{min}} characters, expected why nothing failed (`None. Reason: …`)',
    },
  },
  check(ctx) {
    const section = findSection(ctx.document, 'failedApproaches');
    if (!section) return;
    const items = sectionItems(ctx.document, section);
    if (items.some((item) => noneReason(item) === null)) return;
    const reasons = [...sectionContent(ctx.document, section).filter((node) => node.type === 'paragraph'), ...items]
      .map((node) => noneReason(node))
      .filter((reason): reason is string => reason !== null);
    if (reasons.some((reason) => reason.length >= MIN_NONE_REASON)) return;
    if (reasons.length > 0) ctx.report({ messageId: 'reasonTooShort', data: { min: MIN_NONE_REASON }, span: section.heading });
    else ctx.report({ messageId: 'empty', span: section.heading });
  },
});
