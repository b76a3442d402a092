import rule from '../../src/rules/item-id-duplicate.js';
import { testRule } from '../rule-tester.js';

testRule(rule, {
  valid: [
    `## Plan Decisions

### Locked
- D-1: Use tabs. Why: matches. Source: research.md.
- D-10: Use LF. Why: matches. Source: research.md.
- D-01: Ids are compared as written. Why: simple. Source: docs.

### Open
- O-1: Cache layout. Constraints: memory. Reason left open: both work.
`,
    {
      name: 'ids in a second section are not linted',
      code: `## Plan Decisions

### Locked
- D-1: Use tabs. Why: matches. Source: research.md.

## Plan Decisions

### Locked
- D-1: Use tabs. Why: matches. Source: research.md.
`,
    },
    {
      name: 'a reference to an id is no second use',
      kind: 'summary',
      code: `## Implementation Decisions

### Taken
- DT-1: Chose a map for O-1. Reason: simplest.
- DT-2: Mooted O-2, see DT-1. Reason: gone.
`,
    },
  ],
  invalid: [
    {
      name: 'the same id twice in a bucket',
      code: `## Plan Decisions

### Locked
- D-1: Use tabs. Why: matches. Source: research.md.
- D-1: Use LF. Why: matches. Source: research.md.
`,
      errors: [{ messageId: 'duplicate', data: { id: 'D-1', line: 4 }, line: 5, column: 1, endLine: 5, endColumn: 50 }],
    },
    {
      name: 'the same id in two buckets',
      kind: 'summary',
      code: `## Implementation Decisions

### Taken
- **DT-1:** Chose a map for O-1. Reason: simplest.

### Deviations from Locked Decisions
- **DT-1:** Plan said tabs; I did spaces. Reason: linter. Verification: tests pass.
`,
      errors: [
        { messageId: 'duplicate', data: { id: 'DT-1', line: 4 }, line: 7, column: 1, endLine: 7, endColumn: 84 },
      ],
    },
  ],
});
