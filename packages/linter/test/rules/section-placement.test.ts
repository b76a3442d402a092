import rule from '../../src/rules/section-placement.js';
import { testRule } from '../rule-tester.js';

testRule(rule, {
  valid: [
    `<objective>
Build the cascade.
</objective>

## Plan Decisions

No decisions worth documenting.

<tasks>
<task>Do it.</task>
</tasks>
`,
    {
      name: 'an objective with blank lines ends at its closing tag',
      code: `<objective>
Build the cascade.

Purpose: detect encodings.
</objective>

## Plan Decisions

No decisions worth documenting.

<execution_context>
@workflow.md
</execution_context>

<tasks>
</tasks>
`,
    },
    {
      name: 'no <tasks>: nothing to measure against',
      code: `## Plan Decisions

No decisions worth documenting.

<objective>
Build it.
</objective>
`,
    },
    {
      name: 'no landmark at all',
      code: `# Plan

## Plan Decisions

No decisions worth documenting.
`,
    },
    {
      name: 'a summary after its Files heading',
      kind: 'summary',
      code: `## Files Created/Modified

- \`src/a.ts\`

## Implementation Decisions

No deviations or open questions.
`,
    },
    {
      name: "another schema's section (content, no bucket) keeps its own order",
      kind: 'summary',
      code: `# Summary

## Implementation Decisions

- Used Stripe Connect Express.

## Files Changed

- \`src/a.ts\`
`,
    },
    {
      name: 'a summary without a Files heading',
      kind: 'summary',
      code: `## Implementation Decisions

No deviations or open questions.

## Next Phase Readiness
`,
    },
  ],
  invalid: [
    {
      name: 'a plan section before the objective',
      code: `## Plan Decisions

No decisions worth documenting.

<objective>
Build it.
</objective>

<tasks>
</tasks>
`,
      errors: [{ messageId: 'plan', line: 1, column: 1, endLine: 1, endColumn: 18 }],
    },
    {
      name: 'a plan section inside the objective block',
      code: `<objective>
Build it.

## Plan Decisions

No decisions worth documenting.

</objective>

<tasks>
</tasks>
`,
      errors: [{ messageId: 'plan', line: 4, column: 1, endLine: 4, endColumn: 18 }],
    },
    {
      name: 'a plan section after the tasks',
      code: `<objective>
Build it.
</objective>

<tasks>
</tasks>

## Plan Decisions

No decisions worth documenting.
`,
      errors: [{ messageId: 'plan', line: 8, column: 1, endLine: 8, endColumn: 18 }],
    },
    {
      name: 'a summary section before Files Changed',
      kind: 'summary',
      code: `# Summary

## Implementation Decisions

No deviations or open questions.

## Files Changed

- \`src/a.ts\`
`,
      errors: [{ messageId: 'summary', data: { line: 7 }, line: 3, column: 1, endLine: 3, endColumn: 28 }],
    },
  ],
});
