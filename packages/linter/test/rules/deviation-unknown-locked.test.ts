import rule from '../../src/rules/deviation-unknown-locked.js';
import { testRule } from '../rule-tester.js';

const plan = `## Plan Decisions

### Locked (executor MUST follow)
- **D-1:** Use tabs. Why: matches. Source: research.md.
- **D-2:** Use LF. Why: matches. Source: research.md.

### Open (executor's discretion within constraints)
(none)

### Considered and rejected
(none)
`;

testRule(rule, {
  valid: [
    {
      plan,
      code: `## Implementation Decisions

### Deviations (from plan; must explain)
- DV-1: Plan said tabs in D-1; I did spaces. Reason: linter. Verification: tests pass.
`,
    },
    {
      name: 'a deviation naming nothing is deviation-unlinked, not this rule',
      plan,
      code: `## Implementation Decisions

### Deviations from Locked Decisions
- DV-1: Plan said 28 bytes; I did 30. Reason: arithmetic. Verification: sizes checked.
`,
    },
  ],
  invalid: [
    {
      name: 'a Locked decision the plan does not declare',
      plan,
      code: `## Implementation Decisions

### Deviations (from plan; must explain)
- DV-1: Plan said tabs in D-1; I did spaces. Reason: linter. Verification: tests pass.
- DV-2: Plan said CRLF in D-3; I did LF. Reason: git. Verification: round trip.
`,
      errors: [{ messageId: 'unknown', data: { id: 'D-3' }, line: 5, column: 1, endLine: 5, endColumn: 80 }],
    },
    {
      name: 'only the first D-n after the id counts',
      plan,
      code: `## Implementation Decisions

### Deviations from Locked Decisions

- **DV-1:** D-9 was wrong, unlike D-1; Plan said X; I did Y. Reason: bug. Verification: tests.
`,
      errors: [{ messageId: 'unknown', data: { id: 'D-9' }, line: 5, column: 1, endLine: 5, endColumn: 95 }],
    },
  ],
});
