import rule from '../../src/rules/item-id-missing.js';
import { testRule } from '../rule-tester.js';

testRule(rule, {
  valid: [
    `## Plan Decisions

### Locked (executor MUST follow)
- D-1: Use tabs. Why: matches. Source: research.md.
- **D-2:** Use LF. Why: matches. Source: research.md.
- **D-3**: Use UTF-8. Why: matches. Source: research.md.
- D-4: **Bold statement.** Why: matches. Source: research.md.
  - a nested note without an id

### Open (executor's discretion within constraints)
- **O-1 (gutter atom storage):** Either a field or a static. Constraints: set early. Reason left open: both work.
- O-2 Where it lives. Constraints: small. Reason left open: taste.

### Considered and rejected
1. R-1: Spaces. Rejected because: churn.
`,
    {
      name: 'summary ids',
      kind: 'summary',
      code: `## Implementation Decisions

### Taken
- **DT-1:** Took O-2. Reason: simplest.

### Deviations
- DV-1: Plan said tabs; I did spaces. Reason: linter. Verification: tests pass.

### Open questions for verifier
- Q-1: Is it enough? Why it matters: memory.
`,
    },
    {
      name: 'items under an unknown h3 are not bucket items',
      code: `## Plan Decisions

### Notes
- Just a note.
`,
    },
  ],
  invalid: [
    {
      name: 'an item with no id',
      code: `## Plan Decisions

### Locked
- Use tabs. Why: matches. Source: research.md.
`,
      errors: [
        {
          messageId: 'missing',
          data: { bucket: 'Locked', prefix: 'D' },
          line: 4,
          column: 1,
          endLine: 4,
          endColumn: 47,
        },
      ],
    },
    {
      name: 'a requirement id is no decision id',
      code: `## Plan Decisions

### Locked
- D-1: Use tabs. Why: matches. Source: research.md.
- REQ-1: Use LF. Why: matches. Source: research.md.
`,
      errors: [
        {
          messageId: 'unknownId',
          data: { found: 'REQ-1', bucket: 'Locked', prefix: 'D' },
          line: 5,
          column: 1,
          endLine: 5,
          endColumn: 52,
        },
      ],
    },
    {
      name: 'a label is no id',
      code: `## Plan Decisions

### Considered and rejected
- Decision: spaces. Rejected because: churn.
`,
      errors: [
        {
          messageId: 'missing',
          data: { bucket: 'Considered and rejected', prefix: 'R' },
          line: 4,
          column: 1,
          endLine: 4,
          endColumn: 45,
        },
      ],
    },
    {
      name: 'ids are uppercase',
      code: `## Plan Decisions

### Open
- o-1: Cache layout. Constraints: memory. Reason left open: both work.
`,
      errors: [
        { messageId: 'missing', data: { bucket: 'Open', prefix: 'O' }, line: 4, column: 1, endLine: 4, endColumn: 71 },
      ],
    },
    {
      name: 'open questions without Q ids',
      kind: 'summary',
      code: `## Implementation Decisions

### Open Questions for Verifier

- **Line height capture timing:** the fallback may be used. Why it matters: gutter rows.
`,
      errors: [
        {
          messageId: 'missing',
          data: { bucket: 'Open questions', prefix: 'Q' },
          line: 5,
          column: 1,
          endLine: 5,
          endColumn: 89,
        },
      ],
    },
  ],
});
