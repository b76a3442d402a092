import rule from '../../src/rules/summary-unpaired.js';
import { testRule } from '../rule-tester.js';

const SECTION = `## Implementation Decisions

No deviations or open questions — implementation followed plan exactly.
`;

const PLAN = `# Plan

## Plan Decisions

No decisions worth documenting — plan is mechanical implementation of must_haves.
`;

testRule(rule, {
  valid: [
    { name: 'a summary paired with its plan', code: SECTION, plan: PLAN },
    // A copy, a partial checkout or a summary that stands alone: only `plan:` or front matter make it a defect.
    { name: 'no plan by its name, in a file that does not opt in: no finding', code: SECTION },
    {
      name: 'a summary named by `plan:`, paired with its plan',
      code: `---\nplan: 01-PLAN.md\n---\n${SECTION}`,
      plan: PLAN,
    },
    {
      name: 'an unsupported schema runs no decision rule',
      code: `---\ndecisions_schema: v2\n---\n${SECTION}`,
    },
  ],
  invalid: [
    {
      name: '`plan:` names a file that is not there: reported at the key, in any project',
      code: `---\nplan: 01-PLNA.md\n---\n${SECTION}`,
      search: { ref: '01-PLNA.md', lookedFor: ['phase/01-PLNA.md'] },
      errors: [
        {
          messageId: 'named',
          data: { ref: '01-PLNA.md', path: 'phase/01-PLNA.md' },
          line: 2,
          column: 1,
          endLine: 2,
          endColumn: 5,
        },
      ],
    },
    {
      name: '`plan:` written from the project root names a file in neither place: both places named',
      code: `---\nplan: plans/01/plan.md\n---\n${SECTION}`,
      search: { ref: 'plans/01/plan.md', lookedFor: ['phase/plans/01/plan.md', 'plans/01/plan.md'] },
      errors: [
        {
          messageId: 'namedTwice',
          data: { ref: 'plans/01/plan.md', path: 'phase/plans/01/plan.md', rootPath: 'plans/01/plan.md' },
          line: 2,
          column: 1,
          endLine: 2,
          endColumn: 5,
        },
      ],
    },
    {
      name: 'no plan by its name, in a file that opts in: reported at 1:1',
      code: `---\nkind: summary\n---\n${SECTION}`,
      search: { ref: null, lookedFor: ['phase/01-PLAN.md'] },
      errors: [
        { messageId: 'byName', data: { path: 'phase/01-PLAN.md' }, line: 1, column: 1, endLine: 1, endColumn: 1 },
      ],
    },
    {
      name: 'a name that pairs with no plan name, and no `plan:`',
      code: `---\ndecisions_schema: v1\n---\n${SECTION}`,
      search: { ref: null, lookedFor: [] },
      errors: [{ messageId: 'noName', line: 1, column: 1, endLine: 1, endColumn: 1 }],
    },
  ],
});
