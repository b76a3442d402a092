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
    // With `decisions: "required"` the rule reports outright; the default holds a report back until adoption.
    {
      name: 'a plan without its section',
      options: { decisions: 'required' },
      code: `# Plan

Some text.
`,
      errors: [
        { messageId: 'missing', data: { heading: 'Plan Decisions' }, line: 1, column: 1, endLine: 1, endColumn: 1 },
      ],
    },
    {
      name: 'an empty plan',
      options: { decisions: 'required' },
      code: '',
      errors: [
        { messageId: 'missing', data: { heading: 'Plan Decisions' }, line: 1, column: 1, endLine: 1, endColumn: 1 },
      ],
    },
    {
      name: 'a summary without its section',
      options: { decisions: 'required' },
      kind: 'summary',
      code: `# Summary

## Files Changed

- \`src/a.ts\`
`,
      errors: [
        {
          messageId: 'missing',
          data: { heading: 'Implementation Decisions' },
          line: 1,
          column: 1,
          endLine: 1,
          endColumn: 1,
        },
      ],
    },
    {
      name: 'an h3 is no section',
      options: { decisions: 'required' },
      code: `# Plan

### Plan Decisions
`,
      errors: [
        { messageId: 'missing', data: { heading: 'Plan Decisions' }, line: 1, column: 1, endLine: 1, endColumn: 1 },
      ],
    },
    {
      name: "the other kind's heading is no section",
      options: { decisions: 'required' },
      code: `## Implementation Decisions

No deviations or open questions.
`,
      errors: [
        { messageId: 'missing', data: { heading: 'Plan Decisions' }, line: 1, column: 1, endLine: 1, endColumn: 1 },
      ],
    },
    {
      name: 'the older summary section is no section',
      options: { decisions: 'required' },
      kind: 'summary',
      code: `## Decisions Made

- Used a map.
`,
      errors: [
        {
          messageId: 'missing',
          data: { heading: 'Implementation Decisions' },
          line: 1,
          column: 1,
          endLine: 1,
          endColumn: 1,
        },
      ],
    },
    {
      name: 'by default, held back until the project has adopted decision sections',
      code: `# Plan

Some text.
`,
      errors: [
        {
          messageId: 'missing',
          data: { heading: 'Plan Decisions' },
          line: 1,
          column: 1,
          endLine: 1,
          endColumn: 1,
          heldBack: 'adoption',
        },
      ],
    },
    {
      name: 'by default, reported outright on a file whose front matter opts in',
      code: `---
kind: plan
---
# Plan
`,
      errors: [
        { messageId: 'missing', data: { heading: 'Plan Decisions' }, line: 1, column: 1, endLine: 1, endColumn: 1 },
      ],
    },
    {
      // Another tool's `kind:` declares nothing to handoff (a GSD quick task's, the ninety-first sample's, session 30).
      name: "another tool's `kind:` opts nothing in: held back until adoption",
      code: `---
kind: quick
---
# Plan
`,
      errors: [
        {
          messageId: 'missing',
          data: { heading: 'Plan Decisions' },
          line: 1,
          column: 1,
          endLine: 1,
          endColumn: 1,
          heldBack: 'adoption',
        },
      ],
    },
    {
      name: '`decisions: "off"` holds it back by the option, even on a file that opts in',
      options: { decisions: 'off' },
      code: `---
decisions_schema: v1
---
# Plan
`,
      errors: [
        {
          messageId: 'missing',
          data: { heading: 'Plan Decisions' },
          line: 1,
          column: 1,
          endLine: 1,
          endColumn: 1,
          heldBack: 'option',
        },
      ],
    },
  ],
});
