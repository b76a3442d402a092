import rule from '../../src/rules/bucket-empty.js';
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
      name: 'None. and None are accepted, case-insensitively',
      kind: 'summary',
      code: `## Implementation Decisions

### Taken
NONE

### Deviations from Locked Decisions

None.

### Open Questions for Verifier

(None) — the plan was concrete.
`,
    },
    {
      name: 'an item without an id still fills the bucket',
      code: `## Plan Decisions

### Locked
- Use tabs.

### Open
1. O-1: Cache layout. Constraints: memory. Reason left open: both work.

### Considered and rejected
(none)
`,
    },
    {
      name: 'an unknown h3 is not a bucket',
      code: `## Plan Decisions

### Notes

### Locked
(none)
`,
    },
  ],
  invalid: [
    {
      name: 'a bucket heading followed by the next',
      code: `## Plan Decisions

### Locked
- D-1: Use tabs. Why: matches. Source: research.md.

### Open

### Considered and rejected
(none)
`,
      errors: [{ messageId: 'empty', data: { bucket: 'Open' }, line: 6, column: 1, endLine: 6, endColumn: 9 }],
    },
    {
      name: 'prose is neither items nor (none)',
      kind: 'summary',
      code: `## Implementation Decisions

### Taken (within plan's discretion)
We left it all to the plan.

### Deviations (from plan; must explain)
(none)

### Open questions for verifier
(none)
`,
      errors: [{ messageId: 'empty', data: { bucket: 'Taken' }, line: 3, column: 1, endLine: 3, endColumn: 37 }],
    },
    {
      name: 'the last bucket ends at the end of the section',
      code: `## Plan Decisions

### Locked
(none)

### Open
(none)

### Considered and rejected

## Tasks

- Write code.
`,
      errors: [
        {
          messageId: 'empty',
          data: { bucket: 'Considered and rejected' },
          line: 9,
          column: 1,
          endLine: 9,
          endColumn: 28,
        },
      ],
    },
  ],
});
