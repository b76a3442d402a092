import { conventionClaim, sectionRank, sectionTitle } from '../lib/handoff-rules-support.js';
import { defineRule } from '../lib/rule.js';

export default defineRule({
  id: 'handoff-section-order',
  meta: {
    description:
      'Enforce the order Goal, Status, Active files, Changes, Failed approaches, Next steps in a handoff document',
    defaultSeverity: 'error',
    scope: 'handoff',
    messages: {
      outOfOrder: 'Unexpected `{{section}}` section after `{{after}}`, expected it before',
    },
    heldBackSummaries: { outOfOrder: "sections out of the layout's order" },
  },
  check(ctx) {
    // A rule of the rendered layout: a free-form handoff is not held to it (docs/handoff-rules.md), and one written by
    // hand in the layout's headings, whose author chose (often numbered) the order, once its project adopts handoff.
    if (ctx.document.layout === null) return;
    let highest: (typeof ctx.document.sections)[number] | undefined;
    for (const section of ctx.document.sections) {
      if (highest && sectionRank(section.name) < sectionRank(highest.name)) {
        ctx.report({
          messageId: 'outOfOrder',
          data: { section: sectionTitle(section.name), after: sectionTitle(highest.name) },
          span: section.heading,
          ...conventionClaim(ctx.document),
        });
        return;
      }
      if (!highest || sectionRank(section.name) > sectionRank(highest.name)) highest = section;
    }
  },
});
