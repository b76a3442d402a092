import rule from '../../src/rules/open-decision-untaken.js';
import { testRule } from '../rule-tester.js';

const plan = `## Plan Decisions

### Locked
- D-1: Use tabs. Why: matches. Source: research.md.

### Open
- O-1: Cache layout. Constraints: memory. Reason left open: both work.
- **O-2 (fixture text):** Which text. Constraints: non-ASCII. Reason left open: cosmetic.

### Considered and rejected
(none)
`;

testRule(rule, {
  valid: [
    {
      name: 'Taken items named by the O-n they settle take them (docs/real-files.md)',
      plan,
      code: `## Implementation Decisions

### Decisions Taken (Open / Discretion)

- **O-1: Cache layout.** Took the recommendation. Reason: simplest.
- **O-2 (fixture text):** Used "Wörld". Reason: short.
`,
    },
    {
      name: 'every Open decision taken or mooted',
      plan,
      code: `## Implementation Decisions

### Taken (within plan's discretion)
- DT-1: Chose a map for O-1. Reason: simplest.
- DT-2: Mooted O-2. Reason: fixtures were dropped.

### Deviations (from plan; must explain)
(none)

### Open questions for verifier
(none)
`,
    },
    {
      name: 'a plan without Open decisions',
      plan: `## Plan Decisions

No decisions worth documenting — plan is mechanical implementation of must_haves.
`,
      code: `## Implementation Decisions

No deviations or open questions — implementation followed plan exactly.
`,
    },
    {
      name: 'Open ids in a second plan section are not declared',
      plan: `## Plan Decisions

No decisions worth documenting.

## Plan Decisions

### Open
- O-1: Cache layout. Constraints: memory. Reason left open: both work.
`,
      code: `## Implementation Decisions

No deviations or open questions.
`,
    },
  ],
  invalid: [
    {
      name: 'one Open decision left untaken',
      plan,
      code: `# Summary

## Files Changed

- \`src/cache.ts\`

## Implementation Decisions

### Taken (within plan's discretion)
- DT-1: Chose a map for O-1. Reason: simplest.
`,
      errors: [{ messageId: 'untaken', data: { id: 'O-2' }, line: 7, column: 1, endLine: 7, endColumn: 28 }],
    },
    {
      name: 'the "no deviations" line takes no Open decision',
      plan: `## Plan Decisions

### Open
- O-1: Cache layout. Constraints: memory. Reason left open: both work.
`,
      code: `## Implementation Decisions

No deviations or open questions — implementation followed plan exactly.
`,
      errors: [{ messageId: 'untaken', data: { id: 'O-1' }, line: 1, column: 1, endLine: 1, endColumn: 28 }],
    },
    {
      name: 'an Open id declared in the wrong plan bucket still needs a Taken item',
      plan: `## Plan Decisions

### Locked
- O-3: Cache layout. Why: memory. Source: research.md.
`,
      code: `## Implementation Decisions

### Taken
(none)
`,
      errors: [{ messageId: 'untaken', data: { id: 'O-3' }, line: 1, column: 1, endLine: 1, endColumn: 28 }],
    },
    {
      name: 'a mention outside Taken does not take it',
      plan: `## Plan Decisions

### Open
- O-1: Cache layout. Constraints: memory. Reason left open: both work.
`,
      code: `## Implementation Decisions

### Taken
(none)

### Open questions for verifier
- Q-1: Was O-1 right? Why it matters: memory.
`,
      errors: [{ messageId: 'untaken', data: { id: 'O-1' }, line: 1, column: 1, endLine: 1, endColumn: 28 }],
    },
  ],
});
