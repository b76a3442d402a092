import rule from '../../src/rules/deviation-unverified.js';
import { testRule } from '../rule-tester.js';

testRule(rule, {
  valid: [
    {
      kind: 'summary',
      code: `## Implementation Decisions

### Deviations (from plan; must explain)
- DV-1: Plan said tabs in D-1; I did spaces. Reason: linter. Verification: tests pass.
- **DV-2:** Plan said 28 bytes; I did 30. Reason: arithmetic. **Verification:** file sizes checked.
- DV-3: Plan said LF; I did CRLF. Reason: Windows. verification: round-trip test.
`,
    },
    {
      name: 'a deviations bucket that says (none)',
      kind: 'summary',
      code: `## Implementation Decisions

### Deviations from Locked Decisions

None.
`,
    },
    {
      name: 'a plan has no deviations',
      code: `## Plan Decisions

### Locked
- D-1: Use tabs. Why: matches. Source: research.md.
`,
    },
  ],
  invalid: [
    {
      name: 'a deviation without Verification:',
      kind: 'summary',
      code: `## Implementation Decisions

### Deviations (from plan; must explain)
- DV-1: Plan said tabs in D-1; I did spaces. Reason: linter.
`,
      errors: [{ messageId: 'unverified', line: 4, column: 1, endLine: 4, endColumn: 61 }],
    },
    {
      name: 'an empty Verification: counts as missing',
      kind: 'summary',
      code: `## Implementation Decisions

### Deviations from Locked Decisions

- **DV-1:** Plan said tabs in D-1; I did spaces. Reason: linter. Verification: —
`,
      errors: [{ messageId: 'unverified', line: 5, column: 1, endLine: 5, endColumn: 81 }],
    },
    {
      name: 'a deviation without an id is still a deviation',
      kind: 'summary',
      code: `## Implementation Decisions

### Deviations
- Plan said tabs in D-1; I did spaces. Reason: linter.
`,
      errors: [{ messageId: 'unverified', line: 4, column: 1, endLine: 4, endColumn: 55 }],
    },
  ],
});
