import type { Fix } from '../lib/diagnostic.js';
import { defineRule } from '../lib/rule.js';
import { firstSection, recognisedBuckets } from '../lib/decision-rules-support.js';

/** The opening `###` sequence of an ATX heading and the whitespace after it. */
const ATX_OPENING = /^ {0,3}#{1,6}[ \t]+/;

export default defineRule({
  id: 'bucket-heading-style',
  meta: {
    description: "Enforce bucket headings that start with the bucket's canonical words",
    defaultSeverity: 'warn',
    scope: 'decisions',
    fixable: true,
    messages: {
      style: 'Unexpected bucket heading `{{heading}}`, expected it to start with `{{canonical}}`',
    },
  },
  check(ctx) {
    const section = firstSection(ctx.document);
    if (!section) return;
    for (const { node, spec } of recognisedBuckets(section, ctx.document.kind)) {
      if (node.canonical) continue;
      const fix = prefixHeading(ctx.file.text, node.span.start.offset, node.span.end.offset, spec.label);
      ctx.report({
        messageId: 'style',
        data: { heading: node.headingText, canonical: spec.label },
        span: node.span,
        ...(fix ? { fix } : {}),
      });
    }
  },
});

/**
 * Put the canonical words in front of the author's heading text (`Decisions Taken (…)` →
 * `Taken — Decisions Taken (…)`): the author's words become the free-text tail, nothing
 * is dropped and nothing but the canonical words is written.
 */
function prefixHeading(text: string, start: number, end: number, canonical: string): Fix | undefined {
  const opening = ATX_OPENING.exec(text.slice(start, end));
  if (!opening) return undefined;
  const at = start + opening[0].length;
  return { range: [at, at], text: `${canonical} — ` };
}
