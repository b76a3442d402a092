import { defineRule } from '../lib/rule.js';
import {
  bucketOrder,
  bucketsOf,
  firstSection,
  isEmptySection,
  optsIn,
  recognisedBuckets,
} from '../lib/decision-rules-support.js';

export default defineRule({
  id: 'bucket-missing',
  meta: {
    description: 'Require all three buckets once the decisions section has any',
    defaultSeverity: 'error',
    scope: 'decisions',
    messages: {
      missing: 'Missing bucket `### {{bucket}}`, add it with its items or `(none)`',
      noBuckets:
        'Unexpected decisions section without buckets (found {{found}}), ' +
        'expected its items under the buckets {{order}}',
    },
  },
  check(ctx) {
    const section = firstSection(ctx.document);
    if (!section || section.mechanical.length > 0 || isEmptySection(section)) return;
    const present = new Set(recognisedBuckets(section, ctx.document.kind).map((bucket) => bucket.spec.name));
    if (present.size === 0) {
      // Another schema's section: one finding that says what it holds, standing only where the
      // project adopted the buckets or the file opts in (docs/real-files.md, "Adoption").
      const report = {
        messageId: 'noBuckets',
        data: { found: describeContent(section), order: bucketOrder(ctx.document.kind) },
        span: section.heading,
      } as const;
      if (optsIn(ctx.document)) ctx.report(report);
      else
        ctx.report({
          ...report,
          heldBack: {
            kind: 'adoption',
            until: 'decision-buckets',
            justification: 'no plan or summary of this project uses the buckets: its section follows another schema',
          },
        });
      return;
    }
    for (const spec of bucketsOf(ctx.document.kind)) {
      if (!present.has(spec.name))
        ctx.report({ messageId: 'missing', data: { bucket: spec.label }, span: section.heading });
    }
  },
});

/** What a section without buckets holds, in words: `7 list items`, `2 headings and 3 paragraphs or blocks`. */
function describeContent(section: NonNullable<ReturnType<typeof firstSection>>): string {
  const parts: string[] = [];
  const count = (n: number, one: string, many: string) => {
    if (n > 0) parts.push(`${n} ${n === 1 ? one : many}`);
  };
  count(section.buckets.length, 'heading', 'headings');
  count(section.content.listItems, 'list item', 'list items');
  count(section.content.blocks, 'other block', 'other blocks');
  return parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)!}`;
}
