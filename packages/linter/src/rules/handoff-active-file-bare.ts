import { findSection, sectionItems, spanOf } from '@handoff/core/read';
import { explainsItself, subjectText } from '../lib/handoff-rules-support.js';
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
  },
  check(ctx) {
    // A rule of the rendered layout: a free-form handoff is not held to it (docs/handoff-rules.md).
    if (ctx.document.layout === null) return;
    const section = findSection(ctx.document, 'activeFiles');
    if (!section) return;
    for (const item of sectionItems(ctx.document, section)) {
      const span = spanOf(item);
      if (span && !explainsItself(item, 'file'))
        ctx.report({ messageId: 'bare', data: { file: subjectText(item) }, span });
    }
  },
});
