import rule from '../../src/rules/taken-unknown-open.js';
import { testRule } from '../rule-tester.js';

const plan = `## Plan Decisions

### Locked
- D-1: Use tabs. Why: matches. Source: research.md.

### Open
- **O-1:** Cache layout. Constraints: memory. Reason left open: both work.

### Considered and rejected
(none)
`;

testRule(rule, {
  valid: [
    {
      plan,
      code: `## Implementation Decisions

### Taken (within plan's discretion)
- DT-1: Chose a map for O-1. Reason: simplest.
`,
    },
    {
      name: 'a Taken item naming nothing is taken-unlinked, not this rule',
      plan,
      code: `## Implementation Decisions

### Taken (within plan's discretion)
- DT-1: Chose a map. Reason: simplest.
`,
    },
  ],
  invalid: [
    {
      name: 'an Open decision the plan does not declare',
      plan,
      code: `## Implementation Decisions

### Taken (within plan's discretion)
- DT-1: Chose a map for O-1. Reason: simplest.
- DT-2: Chose a list for O-2. Reason: order.
`,
      errors: [{ messageId: 'unknown', data: { id: 'O-2' }, line: 5, column: 1, endLine: 5, endColumn: 45 }],
    },
    {
      name: 'ids are compared as written',
      plan,
      code: `## Implementation Decisions

### Decisions Taken (Open / Discretion)

- **DT-1:** Took O-01. Reason: simplest.
`,
      errors: [{ messageId: 'unknown', data: { id: 'O-01' }, line: 5, column: 1, endLine: 5, endColumn: 41 }],
    },
  ],
});
