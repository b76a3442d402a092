import rule from '../../src/rules/schema-version-unsupported.js';
import { testRule } from '../rule-tester.js';

testRule(rule, {
  valid: [
    `## Plan Decisions

No decisions worth documenting.
`,
    `---
decisions_schema: v1
---

## Plan Decisions

No decisions worth documenting.
`,
    `---
decisions_schema: 1
---

# Plan
`,
    `---
phase: 02
wave: 1
---

# Plan
`,
  ],
  invalid: [
    {
      name: 'a future schema',
      code: `---
phase: 02
decisions_schema: v2
---

## Plan Decisions

No decisions worth documenting.
`,
      errors: [{ messageId: 'unsupported', data: { value: 'v2' }, line: 3, column: 1, endLine: 3, endColumn: 17 }],
    },
    {
      name: 'a numeric schema other than 1',
      kind: 'summary',
      code: `---
decisions_schema: 2
---

# Summary
`,
      errors: [{ messageId: 'unsupported', data: { value: '2' }, line: 2, column: 1, endLine: 2, endColumn: 17 }],
    },
  ],
});
