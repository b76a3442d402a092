import { optsIn } from '../lib/decision-rules-support.js';
import { defineRule } from '../lib/rule.js';

/**
 * A summary a lint run paired with no plan is not passed over in silence: the plan ↔ summary
 * rules (an Open decision nobody took, a deviation from no Locked decision) did not run on it.
 * A `plan:` that names a missing file is always reported; a summary with no plan by its name
 * only when its front matter opts in to the decision schema (`kind:` or `decisions_schema:`).
 */
export default defineRule({
  id: 'summary-unpaired',
  meta: {
    description: 'Require a summary to pair with its plan, so the plan and summary rules run on it',
    defaultSeverity: 'warn',
    scope: 'unpaired',
    messages: {
      named:
        'Missing plan `{{ref}}` named by `plan:`, looked for `{{path}}`; fix the path, ' +
        'or remove `plan:` to pair by file name',
      namedTwice:
        'Missing plan `{{ref}}` named by `plan:`, looked for `{{path}}` and `{{rootPath}}` (from the project root); ' +
        'fix the path, or remove `plan:` to pair by file name',
      byName:
        'Missing plan for this summary, looked for `{{path}}`; add the plan there or name it with `plan:` front ' +
        'matter, so the plan and summary rules run',
      noName:
        'Missing plan for this summary: its name pairs with no plan name and it has no `plan:` front matter; ' +
        'name its plan with `plan: <path>`',
    },
  },
  check(ctx) {
    const { ref, lookedFor } = ctx.search;
    if (ref !== null) {
      const key = ctx.document.frontMatter?.keys['plan'];
      const [path = ref, rootPath] = lookedFor;
      const span = key ? { span: key } : {};
      ctx.report(
        rootPath === undefined
          ? { messageId: 'named', data: { ref, path }, ...span }
          : { messageId: 'namedTwice', data: { ref, path, rootPath }, ...span },
      );
      return;
    }
    // Without `plan:`, a missing plan is only a defect where the summary says it belongs to the
    // decision schema: a copy, a partial checkout or a summary that stands alone lacks one by design.
    if (!optsIn(ctx.document)) return;
    ctx.report(
      lookedFor.length === 0 ? { messageId: 'noName' } : { messageId: 'byName', data: { path: lookedFor[0]! } },
    );
  },
});
