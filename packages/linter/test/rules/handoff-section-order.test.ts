import rule from '../../src/rules/handoff-section-order.js';
import { testRule } from '../rule-tester.js';

testRule(rule, {
  valid: [
    `## Goal
## Status
## Active files
## Changes
## Failed approaches
## Next steps
`,
    {
      name: 'missing sections do not break the order (vojtechmares/coding-owl)',
      code: `## State right now
## Commits on this branch
## What was built
## Ruled out
## Steps left
## Gotchas found on the way
`,
    },
    {
      name: 'a repeated heading takes no part in the order (the first match wins)',
      code: `## Goal
## Status
## Active files
## Changes
## Failed approaches
## Next steps
## Goal (again)
`,
    },
    {
      name: 'unrecognised h2s may sit anywhere',
      code: `## Background
## Goal
## Notes
## Status
`,
    },
    { name: 'no sections at all', code: 'Just text.\n' },
  ],
  invalid: [
    {
      name: 'status before goal: reported at the goal',
      code: `## Status
## Goal
## Active files
`,
      errors: [
        {
          messageId: 'outOfOrder',
          data: { section: 'Goal', after: 'Status' },
          line: 2,
          column: 1,
          endLine: 2,
          endColumn: 8,
        },
      ],
    },
    {
      name: 'one report, at the first section out of place',
      code: `## 1. Goal
## 2. Next steps
## 3. Status
## 4. Changes
`,
      errors: [
        {
          messageId: 'outOfOrder',
          data: { section: 'Status', after: 'Next steps' },
          line: 3,
          column: 1,
          endLine: 3,
          endColumn: 13,
        },
      ],
    },
    {
      name: 'failed approaches after next steps',
      code: `# Handoff

## Goal

text

## Next steps

1. \`npm test\`

## Dead ends

- none
`,
      errors: [
        {
          messageId: 'outOfOrder',
          data: { section: 'Failed approaches', after: 'Next steps' },
          line: 11,
          column: 1,
          endLine: 11,
          endColumn: 13,
        },
      ],
    },
    {
      name: 'a setext h2 counts as a heading',
      code: `Changes
-------

Files
-----
`,
      errors: [
        {
          messageId: 'outOfOrder',
          data: { section: 'Active files', after: 'Changes' },
          line: 4,
          column: 1,
          endLine: 5,
          endColumn: 6,
        },
      ],
    },
  ],
});
