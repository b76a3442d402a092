import { findSection, HANDOFF_STATUSES, HANDOFF_TEXT, plainText, sectionContent, spanOf } from '@handoff/core/read';
import { defineRule } from '../lib/rule.js';

const STATUSES: ReadonlySet<string> = new Set(HANDOFF_STATUSES);

export default defineRule({
  id: 'handoff-status-invalid',
  meta: {
    description: 'Require the status of a handoff document to be `running`, `partial` or `blocked`',
    defaultSeverity: 'error',
    scope: 'handoff',
    messages: {
      invalid: 'Unexpected status `{{status}}` (read from the first word under `## {{heading}}`), expected `running`, `partial` or `blocked`',
      empty: 'Unexpected empty status section `## {{heading}}`, expected `running`, `partial` or `blocked` as its first word',
    },
  },
  check(ctx) {
    const section = findSection(ctx.document, 'status');
    if (!section) return;
    const first = sectionContent(ctx.document, section).find((node) => node.type === 'paragraph' || node.type === 'list');
    const node = first?.type === 'list' ? first.children[0] : first;
    const span = node ? spanOf(node) : undefined;
    const status = node ? firstWord(plainText(node, HANDOFF_TEXT)) : '';
    if (!node || !span || status === '') {
      ctx.report({ messageId: 'empty', data: { heading: section.headingText }, span: span ?? section.heading });
      return;
    }
    if (!STATUSES.has(status.toLowerCase())) ctx.report({ messageId: 'invalid', data: { status, heading: section.headingText }, span });
  },
});

/** The first word, formatting already gone, stripped of punctuation at either end (`**partial** —` → `partial`). */
function firstWord(text: string): string {
  const word = /^[\s]*([^\s—–]*)/u.exec(text)?.[1] ?? '';
  return word.replace(/^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu, '');
}
