import rule from '../../src/rules/bucket-duplicate.js';
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
      name: 'the same bucket in a second section is not linted',
      code: `## Plan Decisions

### Locked
(none)

## Plan Decisions

### Locked
(none)
`,
    },
  ],
  invalid: [
    {
      name: 'Locked twice',
      code: `## Plan Decisions

### Locked
- D-1: Use tabs. Why: matches. Source: research.md.

### Locked
- D-2: Use LF. Why: matches. Source: research.md.
`,
      errors: [{ messageId: 'duplicate', data: { bucket: 'Locked' }, line: 6, column: 1, endLine: 6, endColumn: 11 }],
    },
    {
      name: 'a canonical heading and a keyword variant of the same bucket',
      kind: 'summary',
      code: `## Implementation Decisions

### Taken (within plan's discretion)
(none)

### Deviations (from plan; must explain)
(none)

### Decisions Taken (Open / Discretion)
(none)
`,
      errors: [{ messageId: 'duplicate', data: { bucket: 'Taken' }, line: 9, column: 1, endLine: 9, endColumn: 40 }],
    },
  ],
});
