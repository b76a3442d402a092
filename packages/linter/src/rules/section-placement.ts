import { defineRule } from '../lib/rule.js';
import { firstSection, followsAnotherSchema } from '../lib/decision-rules-support.js';

export default defineRule({
  id: 'section-placement',
  meta: {
    description:
      'Enforce the decisions section between `<objective>` and `<tasks>` in a plan and after the ' +
      'Files heading in a summary',
    defaultSeverity: 'warn',
    scope: 'decisions',
    messages: {
      plan:
        'Unexpected position of `## Plan Decisions`, expected it after the `<objective>` ' +
        'block and before `<tasks>`',
      summary:
        'Unexpected `## Implementation Decisions` before the Files heading on line {{line}}, ' +
        'move it after that section',
    },
  },
  check(ctx) {
    const section = firstSection(ctx.document);
    // A section with content but no bucket follows another schema, whose order is its own: bucket-missing's one finding
    // says what it holds (the forty-fourth sample's GSD summary, where this rule alone spoke of such a section).
    if (!section || followsAnotherSchema(section, ctx.document.kind)) return;
    const start = section.heading.start.offset;
    const { objective, tasks, files } = ctx.document.landmarks;
    if (ctx.document.kind === 'plan') {
      // Measured only when both landmarks exist: a plan without them has no slot to miss.
      if (!objective || !tasks) return;
      if (start >= objective.end.offset && start < tasks.start.offset) return;
      ctx.report({ messageId: 'plan', span: section.heading });
    } else {
      if (!files || start > files.start.offset) return;
      ctx.report({ messageId: 'summary', data: { line: files.start.line }, span: section.heading });
    }
  },
});
