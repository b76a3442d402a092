import rule from '../../src/rules/item-id-prefix.js';
import { testRule } from '../rule-tester.js';

testRule(rule, {
  valid: [
    {
      name: 'a Taken item named by the O-n it settles gets taken-id-style instead (docs/real-files.md)',
      kind: 'summary',
      code: `## Implementation Decisions

### Decisions Taken (Open decisions from plan)

- **O-1 (gutter atom storage):** Chose a field. Reason: cleaner lifetime.
`,
    },
    `## Plan Decisions

### Locked
- **D-1:** Use tabs. Why: matches. Source: research.md.

### Open
- **O-1 (gutter atom storage):** Field or static. Constraints: early. Reason left open: both work.

### Considered and rejected
- R-1: Spaces. Rejected because: churn.
`,
    {
      name: 'summary ids in their buckets',
      kind: 'summary',
      code: `## Implementation Decisions

### Decisions Taken (Open / Discretion)
- DT-1: Chose a map for O-1. Reason: simplest.

### Deviations from Locked Decisions
- **DV-1**: Plan said tabs in D-1; I did spaces. Reason: linter. Verification: tests pass.

### Open Questions for Verifier
- Q-1: Is it enough? Why it matters: memory.
`,
    },
    {
      name: 'an item without an id is item-id-missing, not this rule',
      code: `## Plan Decisions

### Locked
- Use tabs.
`,
    },
  ],
  invalid: [
    {
      name: 'an Open id under Locked',
      code: `## Plan Decisions

### Locked
- O-1: Cache layout. Why: matches. Source: research.md.
`,
      errors: [
        {
          messageId: 'prefix',
          data: { id: 'O-1', bucket: 'Locked', prefix: 'D' },
          line: 4,
          column: 1,
          endLine: 4,
          endColumn: 56,
        },
      ],
    },
    {
      name: 'a summary id in a plan',
      code: `## Plan Decisions

### Considered and rejected
- DT-1: Spaces. Rejected because: churn.
`,
      errors: [
        {
          messageId: 'prefix',
          data: { id: 'DT-1', bucket: 'Considered and rejected', prefix: 'R' },
          line: 4,
          column: 1,
          endLine: 4,
          endColumn: 41,
        },
      ],
    },
    {
      name: 'a question id under Deviations',
      kind: 'summary',
      code: `## Implementation Decisions

### Deviations (from plan; must explain)
- Q-1: Plan said tabs; I did spaces. Reason: linter. Verification: tests pass.
`,
      errors: [
        {
          messageId: 'prefix',
          data: { id: 'Q-1', bucket: 'Deviations', prefix: 'DV' },
          line: 4,
          column: 1,
          endLine: 4,
          endColumn: 79,
        },
      ],
    },
  ],
});
