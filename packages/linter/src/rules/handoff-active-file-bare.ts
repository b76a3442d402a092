import { findSection, sectionItems, spanOf } from '@handoff/core/read';
import { conventionClaim, explainsItself, subjectText } from '../lib/handoff-rules-support.js';
import { defineRule } from '../lib/rule.js';

export default defineRule({
  id: 'handoff-active-file-bare',
  meta: {
    description: 'Require every active file of a handoff document to carry its purpose',
    defaultSeverity: 'error',
    scope: 'handoff',
    messages: {
      bare: 'Unexpected bare file `{{file}}`, expected its purpose after it (`: what it serves here`)',
    },
    heldBackSummaries: { bare: 'an active file with no purpose found' },
  },
  check(ctx) {
    // A rule of the rendered layout: a free-form handoff is not held to it (docs/handoff-rules.md), and one written by
    // hand in the layout's headings is held to it once its project adopts handoff.
    if (ctx.document.layout === null) return;
    const section = findSection(ctx.document, 'activeFiles');
    if (!section) return;
    const claim = conventionClaim(ctx.document);
    for (const item of sectionItems(ctx.document, section)) {
      const span = spanOf(item);
      if (span && !explainsItself(item, 'file'))
        ctx.report({ messageId: 'bare', data: { file: subjectText(item) }, span, ...claim });
    }
  },
});
