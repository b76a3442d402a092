import { optsIn, sectionTitle } from '../lib/decision-rules-support.js';
import { defineRule, type RuleOption } from '../lib/rule.js';

/** When a plan or summary without its decisions section is reported. */
const decisions: RuleOption<'auto' | 'required' | 'off'> = {
  description:
    'When a file without its section is reported: `auto` once its project has adopted decision sections ' +
    '(one of its plans or summaries has one) or the file declares `decisions_schema:`, or `kind:` with one of ' +
    "handoff's kinds, in its front matter; `required` always; `off` never (held back, with why, in the result).",
  schema: { enum: ['auto', 'required', 'off'] },
  default: 'auto',
};

export default defineRule({
  id: 'section-missing',
  meta: {
    description: 'Require a plan or summary to have its decisions section',
    defaultSeverity: 'error',
    scope: 'decisions',
    messages: {
      missing: 'Missing section `## {{heading}}`, add it with its buckets or the "no decisions" line',
    },
    options: { decisions },
  },
  check(ctx) {
    if (ctx.document.sections.length > 0) return;
    const report = { messageId: 'missing', data: { heading: sectionTitle(ctx.document.kind) } } as const;
    const { decisions } = ctx.options;
    if (decisions === 'required' || (decisions === 'auto' && optsIn(ctx.document))) ctx.report(report);
    else if (decisions === 'off')
      ctx.report({ ...report, heldBack: { kind: 'option', justification: 'rule option `decisions: "off"`' } });
    else
      ctx.report({
        ...report,
        heldBack: {
          kind: 'adoption',
          until: 'decision-buckets',
          justification: 'no plan or summary of this project has a decisions section (rule option `decisions: "auto"`)',
        },
      });
  },
});
