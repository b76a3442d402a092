import rule from '../../src/rules/taken-duplicate.js';
import { testRule } from '../rule-tester.js';

const plan = `## Plan Decisions

### Open
- O-1: Cache layout. Constraints: memory. Reason left open: both work.
- O-2: Fixture text. Constraints: non-ASCII. Reason left open: cosmetic.
`;

testRule(rule, {
  valid: [
    {
      plan,
      code: `## Implementation Decisions

### Taken (within plan's discretion)
- DT-1: Chose a map for O-1. Reason: simplest.
- DT-2: Chose "Wörld" for O-2, after O-1 was settled. Reason: short.
`,
    },
  ],
  invalid: [
    {
      name: 'a Taken item named by its O-n and a DT item naming the same O-n (docs/real-files.md)',
      plan,
      code: `## Implementation Decisions

### Decisions Taken (Open decisions from plan)

- **O-1 (cache layout):** Chose a map. Reason: simplest.
- **DT-1:** Took O-1 again. Reason: second thoughts.
`,
      errors: [{ messageId: 'duplicate', data: { id: 'O-1', line: 5 }, line: 6, column: 1, endLine: 6, endColumn: 53 }],
    },
    {
      name: 'two Taken items for O-1',
      plan,
      code: `## Implementation Decisions

### Taken (within plan's discretion)
- DT-1: Chose a map for O-1. Reason: simplest.
- DT-2: Chose "Wörld" for O-2. Reason: short.
- DT-3: Chose a list for O-1. Reason: order.
`,
      errors: [{ messageId: 'duplicate', data: { id: 'O-1', line: 4 }, line: 6, column: 1, endLine: 6, endColumn: 45 }],
    },
  ],
});
