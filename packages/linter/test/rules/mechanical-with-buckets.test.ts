import rule from '../../src/rules/mechanical-with-buckets.js';
import { testRule } from '../rule-tester.js';

testRule(rule, {
  valid: [
    `## Plan Decisions

No decisions worth documenting — plan is mechanical implementation of must_haves.
`,
    `## Plan Decisions

### Locked
- D-1: Use tabs. Why: matches. Source: research.md.

### Open
(none)

### Considered and rejected
(none)
`,
    {
      name: 'an unknown h3 is no bucket',
      code: `## Plan Decisions

No decisions worth documenting.

### Notes
`,
    },
  ],
  invalid: [
    {
      name: 'the plan line above buckets',
      code: `## Plan Decisions

No decisions worth documenting — plan is mechanical implementation of must_haves.

### Locked
- D-1: Use tabs. Why: matches. Source: research.md.

### Open
(none)

### Considered and rejected
(none)
`,
      errors: [{ messageId: 'withBuckets', line: 3, column: 1, endLine: 3, endColumn: 82 }],
    },
    {
      name: 'the summary line inside a bucket read by keyword',
      kind: 'summary',
      code: `## Implementation Decisions

### Decisions Taken (Open / Discretion)
- DT-1: Chose a map for O-1. Reason: simplest.

No deviations or open questions — implementation followed plan exactly.
`,
      errors: [{ messageId: 'withBuckets', line: 6, column: 1, endLine: 6, endColumn: 72 }],
    },
  ],
});
