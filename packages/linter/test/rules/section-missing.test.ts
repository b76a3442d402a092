import rule from '../../src/rules/section-missing.js';
import { testRule } from '../rule-tester.js';

testRule(rule, {
  valid: [
    `# Plan

## Plan Decisions

No decisions worth documenting — plan is mechanical implementation of must_haves.
`,
    `## plan decisions  

No decisions worth documenting.
`,
    {
      name: 'a summary with its section',
      kind: 'summary',
      code: `## Implementation Decisions

No deviations or open questions — implementation followed plan exactly.
`,
    },
    {
      name: 'an unsupported schema runs no decision rule',
      code: `---
decisions_schema: v2
---

# Plan
`,
    },
  ],
  invalid: [
    {
      name: 'a plan without its section',
      code: `# Plan

Some text.
`,
      errors: [{ messageId: 'missing', data: { heading: 'Plan Decisions' }, line: 1, column: 1, endLine: 1, endColumn: 1 }],
    },
    {
      name: 'an empty plan',
      code: '',
      errors: [{ messageId: 'missing', data: { heading: 'Plan Decisions' }, line: 1, column: 1, endLine: 1, endColumn: 1 }],
    },
    {
      name: 'a summary without its section',
      kind: 'summary',
      code: `# Summary

## Files Changed

- \`src/a.ts\`
`,
      errors: [{ messageId: 'missing', data: { heading: 'Implementation Decisions' }, line: 1, column: 1, endLine: 1, endColumn: 1 }],
    },
    {
      name: 'an h3 is no section',
      code: `# Plan

### Plan Decisions
`,
      errors: [{ messageId: 'missing', data: { heading: 'Plan Decisions' }, line: 1, column: 1, endLine: 1, endColumn: 1 }],
    },
    {
      name: "the other kind's heading is no section",
      code: `## Implementation Decisions

No deviations or open questions.
`,
      errors: [{ messageId: 'missing', data: { heading: 'Plan Decisions' }, line: 1, column: 1, endLine: 1, endColumn: 1 }],
    },
    {
      name: 'the older summary section is no section',
      kind: 'summary',
      code: `## Decisions Made

- Used a map.
`,
      errors: [{ messageId: 'missing', data: { heading: 'Implementation Decisions' }, line: 1, column: 1, endLine: 1, endColumn: 1 }],
    },
  ],
});
