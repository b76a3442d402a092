import rule from '../../src/rules/bucket-order.js';
import { testRule } from '../rule-tester.js';

testRule(rule, {
  valid: [
    `## Plan Decisions

### Locked
(none)

### Open
(none)

### Considered and rejected
(none)
`,
    {
      name: 'a missing bucket does not break the order',
      code: `## Plan Decisions

### Locked
(none)

### Considered and rejected
(none)
`,
    },
    {
      name: 'a duplicate takes no part in the order',
      code: `## Plan Decisions

### Locked
(none)

### Open
(none)

### Locked (again)
(none)

### Considered and rejected
(none)
`,
    },
    {
      name: 'summary variants in order',
      kind: 'summary',
      code: `## Implementation Decisions

### Decisions Taken (Open decisions from plan)
(none)

### Deviations from Locked Decisions
(none)

### Open Questions for Verifier
(none)
`,
    },
  ],
  invalid: [
    {
      name: 'Open before Locked is reported at Locked',
      code: `## Plan Decisions

### Open
(none)

### Locked
(none)

### Considered and rejected
(none)
`,
      errors: [
        {
          messageId: 'order',
          data: { previous: 'Open', bucket: 'Locked', order: 'Locked, Open, Considered and rejected' },
          line: 6,
          column: 1,
          endLine: 6,
          endColumn: 11,
        },
      ],
    },
    {
      name: 'one report for a reversed section',
      code: `## Plan Decisions

### Considered and rejected
(none)

### Open
(none)

### Locked
(none)
`,
      errors: [
        {
          messageId: 'order',
          data: { previous: 'Considered and rejected', bucket: 'Open', order: 'Locked, Open, Considered and rejected' },
          line: 6,
          column: 1,
          endLine: 6,
          endColumn: 9,
        },
      ],
    },
    {
      name: 'summary: questions before deviations',
      kind: 'summary',
      code: `## Implementation Decisions

### Taken
(none)

### Open questions for verifier
(none)

### Deviations from Locked Decisions
(none)
`,
      errors: [
        {
          messageId: 'order',
          data: { previous: 'Open questions', bucket: 'Deviations', order: 'Taken, Deviations, Open questions' },
          line: 9,
          column: 1,
          endLine: 9,
          endColumn: 37,
        },
      ],
    },
  ],
});
