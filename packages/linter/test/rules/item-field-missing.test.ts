import rule from '../../src/rules/item-field-missing.js';
import { testRule } from '../rule-tester.js';

testRule(rule, {
  valid: [
    `## Plan Decisions

### Locked (executor MUST follow)
- D-1: Use tabs. Why: matches the codebase. Source: research.md.
- **D-2:** Use LF. **Why:** matches. **Source:** research.md.
- D-3: Lowercase labels. why: they count. source: docs.

### Open (executor's discretion within constraints)
- O-1: Cache layout. Constraints: in memory. Reason left open: both work.

### Considered and rejected
- R-1: Spaces. Rejected because: churn.
`,
    {
      name: 'summary items with their fields; the O-n and Verification: have rules of their own',
      kind: 'summary',
      code: `## Implementation Decisions

### Taken (within plan's discretion)
- DT-1: Chose a map. Reason: simplest.

### Deviations (from plan; must explain)
- DV-1: Plan said tabs; I did spaces. Reason: linter.

### Open questions for verifier
- Q-1: Is the map enough? Why it matters: memory.
`,
    },
    {
      name: 'a field on a nested line belongs to the item',
      code: `## Plan Decisions

### Considered and rejected
- R-1: Spaces.
  - Rejected because: churn.
`,
    },
  ],
  invalid: [
    {
      name: 'a locked decision without its source',
      code: `## Plan Decisions

### Locked
- D-1: Use tabs. Why: matches the codebase.
`,
      errors: [
        {
          messageId: 'missing',
          data: { field: 'Source:', bucket: 'Locked' },
          line: 4,
          column: 1,
          endLine: 4,
          endColumn: 44,
        },
      ],
    },
    {
      name: 'an empty value counts as missing',
      code: `## Plan Decisions

### Locked
- D-1: Use tabs. Why: Source: research.md.
`,
      errors: [
        {
          messageId: 'missing',
          data: { field: 'Why:', bucket: 'Locked' },
          line: 4,
          column: 1,
          endLine: 4,
          endColumn: 43,
        },
      ],
    },
    {
      name: 'a value of punctuation only counts as missing',
      code: `## Plan Decisions

### Open
- **O-1 (cache):** Layout. Constraints: memory. Reason left open: —
`,
      errors: [
        {
          messageId: 'missing',
          data: { field: 'Reason left open:', bucket: 'Open' },
          line: 4,
          column: 1,
          endLine: 4,
          endColumn: 68,
        },
      ],
    },
    {
      name: 'a rejected alternative without its reason',
      code: `## Plan Decisions

### Rejected alternatives
- R-1: Spaces, because of churn.
`,
      errors: [
        {
          messageId: 'missing',
          data: { field: 'Rejected because:', bucket: 'Considered and rejected' },
          line: 4,
          column: 1,
          endLine: 4,
          endColumn: 33,
        },
      ],
    },
    {
      name: 'an item without an id is checked against its bucket',
      code: `## Plan Decisions

### Open
- Cache layout. Reason left open: both work.
`,
      errors: [
        {
          messageId: 'missing',
          data: { field: 'Constraints:', bucket: 'Open' },
          line: 4,
          column: 1,
          endLine: 4,
          endColumn: 45,
        },
      ],
    },
    {
      name: 'an item with a foreign id is checked against its bucket',
      code: `## Plan Decisions

### Locked
- R-1: Spaces. Rejected because: churn. Why: style.
`,
      errors: [
        {
          messageId: 'missing',
          data: { field: 'Source:', bucket: 'Locked' },
          line: 4,
          column: 1,
          endLine: 4,
          endColumn: 52,
        },
      ],
    },
    {
      name: 'a Taken item without its reason',
      kind: 'summary',
      code: `## Implementation Decisions

### Decisions Taken (Open / Discretion)

- **DT-1:** Took O-2 — added a bin target.
`,
      errors: [
        {
          messageId: 'missing',
          data: { field: 'Reason:', bucket: 'Taken' },
          line: 5,
          column: 1,
          endLine: 5,
          endColumn: 43,
        },
      ],
    },
    {
      name: 'a deviation without what was done',
      kind: 'summary',
      code: `## Implementation Decisions

### Deviations from Locked Decisions
- DV-1: Plan said tabs in D-1. Reason: linter. Verification: tests pass.
`,
      errors: [
        {
          messageId: 'missing',
          data: { field: 'I did', bucket: 'Deviations' },
          line: 4,
          column: 1,
          endLine: 4,
          endColumn: 73,
        },
      ],
    },
    {
      name: 'a question without its stake',
      kind: 'summary',
      code: `## Implementation Decisions

### Open Questions for Verifier
- Q-1: Is the map enough?
`,
      errors: [
        {
          messageId: 'missing',
          data: { field: 'Why it matters:', bucket: 'Open questions' },
          line: 4,
          column: 1,
          endLine: 4,
          endColumn: 26,
        },
      ],
    },
    {
      name: 'one report per missing field',
      code: `## Plan Decisions

### Locked
- D-1: Use tabs.
`,
      errors: [
        {
          messageId: 'missing',
          data: { field: 'Why:', bucket: 'Locked' },
          line: 4,
          column: 1,
          endLine: 4,
          endColumn: 17,
        },
        {
          messageId: 'missing',
          data: { field: 'Source:', bucket: 'Locked' },
          line: 4,
          column: 1,
          endLine: 4,
          endColumn: 17,
        },
      ],
    },
  ],
});
