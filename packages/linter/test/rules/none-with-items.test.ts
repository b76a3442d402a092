import rule from '../../src/rules/none-with-items.js';
import { testRule } from '../rule-tester.js';

testRule(rule, {
  valid: [
    `## Plan Decisions

### Locked
- D-1: Use tabs. Why: matches. Source: research.md.

### Open
(none)

### Considered and rejected
- (none)
`,
    {
      name: 'None. alone in its bucket',
      kind: 'summary',
      code: `## Implementation Decisions

### Taken
- DT-1: Chose a map for O-1. Reason: simplest.

### Deviations from Locked Decisions

None.
`,
    },
  ],
  invalid: [
    {
      name: '(none) above an item',
      code: `## Plan Decisions

### Open
(none)

- O-1: Cache layout. Constraints: memory. Reason left open: both work.
`,
      errors: [{ messageId: 'noneWithItems', data: { bucket: 'Open' }, line: 4, column: 1, endLine: 4, endColumn: 7 }],
    },
    {
      name: 'None. below an item',
      kind: 'summary',
      code: `## Implementation Decisions

### Open Questions for Verifier

- Q-1: Is the map enough? Why it matters: memory.

None.
`,
      errors: [
        {
          messageId: 'noneWithItems',
          data: { bucket: 'Open questions' },
          line: 7,
          column: 1,
          endLine: 7,
          endColumn: 6,
        },
      ],
    },
  ],
});
