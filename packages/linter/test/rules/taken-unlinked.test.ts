import rule from '../../src/rules/taken-unlinked.js';
import { testRule } from '../rule-tester.js';

testRule(rule, {
  valid: [
    {
      name: 'a Taken item named by the O-n it settles is linked (docs/real-files.md)',
      kind: 'summary',
      code: `## Implementation Decisions

### Decisions Taken (Open decisions from plan)

- **O-1 (gutter atom storage):** Chose a field. Reason: cleaner lifetime.
`,
    },
    {
      kind: 'summary',
      code: `## Implementation Decisions

### Taken (within plan's discretion)
- DT-1: Chose a map for O-1. Reason: simplest.
- DT-2: Mooted O-3. Reason: the feature was cut.
- **DT-3:** Took O-2 — added a bin target. Reason: lower friction.
- **DT-4:** O-4 (Default derive) — skipped. Reason: not needed.
`,
    },
    {
      name: 'the "no deviations" line alone',
      kind: 'summary',
      code: `## Implementation Decisions

No deviations or open questions — implementation followed plan exactly.
`,
    },
  ],
  invalid: [
    {
      name: 'a Taken item that names no Open decision',
      kind: 'summary',
      code: `## Implementation Decisions

### Taken (within plan's discretion)
- DT-1: Chose a map. Reason: simplest.
`,
      errors: [{ messageId: 'unlinked', line: 4, column: 1, endLine: 4, endColumn: 39 }],
    },
    {
      name: 'a Locked id is no Open reference',
      kind: 'summary',
      code: `## Implementation Decisions

### Decisions Taken (Open / Discretion)

- **DT-1:** Followed D-2 closely. Reason: simplest.
`,
      errors: [{ messageId: 'unlinked', line: 5, column: 1, endLine: 5, endColumn: 52 }],
    },
  ],
});
