import rule from '../../src/rules/deviation-unlinked.js';
import { testRule } from '../rule-tester.js';

testRule(rule, {
  valid: [
    {
      kind: 'summary',
      code: `## Implementation Decisions

### Deviations (from plan; must explain)
- DV-1: Plan said tabs in D-1; I did spaces. Reason: linter. Verification: tests pass.
- **DV-2:** D-7 asked for a spike; I did none. Plan said probe. Reason: not needed. Verification: test.
`,
    },
    {
      name: 'None. in the bucket',
      kind: 'summary',
      code: `## Implementation Decisions

### Deviations from Locked Decisions

None.
`,
    },
  ],
  invalid: [
    {
      name: 'a deviation from no Locked decision',
      kind: 'summary',
      code: `## Implementation Decisions

### Deviations (from plan; must explain)
- DV-1: Plan said 28 bytes; I did 30. Reason: arithmetic. Verification: sizes checked.
`,
      errors: [{ messageId: 'unlinked', line: 4, column: 1, endLine: 4, endColumn: 87 }],
    },
    {
      name: 'an Open id is no Locked reference',
      kind: 'summary',
      code: `## Implementation Decisions

### Deviations from Locked Decisions

- **DV-1:** Plan said O-1 was open; I did a map. Reason: simplest. Verification: tests.
`,
      errors: [{ messageId: 'unlinked', line: 5, column: 1, endLine: 5, endColumn: 88 }],
    },
  ],
});
