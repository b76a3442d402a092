import { findSection, sectionContent } from '@handoff/core/read';
import { holdsCode } from '../lib/handoff-rules-support.js';
import { defineRule } from '../lib/rule.js';

export default defineRule({
  id: 'handoff-next-step-no-command',
  meta: {
    description: 'Require at least one next step of a handoff document to carry a command in inline code or a code block',
    defaultSeverity: 'error',
    scope: 'handoff',
    messages: {
      noCommand: 'Unexpected next steps without a command, expected at least one step with inline code or a code block (`npm test`)',
    },
  },
  check(ctx) {
    const section = findSection(ctx.document, 'nextSteps');
    if (!section) return;
    // The whole section counts: a fence that slipped out of its list item is still the step's command.
    if (!holdsCode(sectionContent(ctx.document, section))) ctx.report({ messageId: 'noCommand', span: section.heading });
  },
});
