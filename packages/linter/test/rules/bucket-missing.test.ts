import rule from '../../src/rules/bucket-missing.js';
import { testRule } from '../rule-tester.js';

testRule(rule, {
  valid: [
    { name: 'an empty section is section-empty, not this rule', code: '## Plan Decisions\n' },
    `## Plan Decisions

### Locked (executor MUST follow)
- D-1: Use tabs. Why: matches. Source: research.md.

### Open (executor's discretion within constraints)
(none)

### Considered and rejected
(none)
`,
    {
      name: 'summary buckets read by keyword',
      kind: 'summary',
      code: `## Implementation Decisions

### Decisions Taken (Open / Discretion)
- **O-1: Placement.** Took the recommendation.

### Deviations from Locked Decisions

None.

### Open Questions for Verifier

None.
`,
    },

    {
      name: 'the "no decisions" line alone',
      code: `## Plan Decisions

No decisions worth documenting.
`,
    },
  ],
  invalid: [
    {
      name: 'content but no bucket: another schema, one finding that says what it holds, held back until adopted',
      code: `## Plan Decisions

Some prose.

- Use tabs.
- Cache in memory.
`,
      errors: [
        {
          messageId: 'noBuckets',
          data: { found: '2 list items and 1 other block', order: 'Locked, Open, Considered and rejected' },
          heldBack: 'adoption',
          line: 1,
          column: 1,
          endLine: 1,
          endColumn: 18,
        },
      ],
    },
    {
      name: 'a file that opts in gets it at once',
      code: `---
decisions_schema: v1
---
## Implementation Decisions

### Module format
- ESM only.
`,
      kind: 'summary',
      errors: [
        {
          messageId: 'noBuckets',
          data: { found: '1 heading and 1 list item', order: 'Taken, Deviations, Open questions' },
          line: 4,
          column: 1,
          endLine: 4,
          endColumn: 28,
        },
      ],
    },
    {
      name: 'a plan without its rejected bucket',
      code: `## Plan Decisions

### Locked
- D-1: Use tabs. Why: matches. Source: research.md.

### Open
(none)
`,
      errors: [
        {
          messageId: 'missing',
          data: { bucket: 'Considered and rejected' },
          line: 1,
          column: 1,
          endLine: 1,
          endColumn: 18,
        },
      ],
    },
    {
      name: 'a summary without its questions bucket',
      kind: 'summary',
      code: `# Summary

## Implementation Decisions

### Taken (within plan's discretion)
- DT-1: Chose a map for O-1. Reason: simplest.

### Deviations from Locked Decisions

None.
`,
      errors: [
        { messageId: 'missing', data: { bucket: 'Open questions' }, line: 3, column: 1, endLine: 3, endColumn: 28 },
      ],
    },
    {
      name: 'one report per missing bucket',
      code: `## Plan Decisions

### Considered and rejected
- R-1: Spaces. Rejected because: churn.
`,
      errors: [
        { messageId: 'missing', data: { bucket: 'Locked' }, line: 1, column: 1, endLine: 1, endColumn: 18 },
        { messageId: 'missing', data: { bucket: 'Open' }, line: 1, column: 1, endLine: 1, endColumn: 18 },
      ],
    },
    {
      name: 'an unknown h3 does not stand in for a bucket',
      code: `## Plan Decisions

### Locked
(none)

### Open
(none)

### Alternatives
- R-1: Spaces. Rejected because: churn.
`,
      errors: [
        {
          messageId: 'missing',
          data: { bucket: 'Considered and rejected' },
          line: 1,
          column: 1,
          endLine: 1,
          endColumn: 18,
        },
      ],
    },
  ],
});
