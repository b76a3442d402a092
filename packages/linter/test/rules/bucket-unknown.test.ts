import rule from '../../src/rules/bucket-unknown.js';
import { testRule } from '../rule-tester.js';

testRule(rule, {
  valid: [
    // A section with no bucket at all follows another schema: bucket-missing's one finding says what it holds.
    { name: 'a summary bucket name in a plan, alone', code: '## Plan Decisions\n\n### Taken\n(none)\n' },
    {
      name: 'a context-style heading in a summary',
      kind: 'summary',
      code: '## Implementation Decisions\n\n### Module format\n- ESM only.\n',
    },
    `## Plan Decisions

### Locked (executor MUST follow)
- D-1: Use tabs. Why: matches. Source: research.md.

#### Details

More about D-1.

### Open
(none)

### Rejected alternatives
(none)
`,
    {
      name: 'summary variants are buckets',
      kind: 'summary',
      code: `## Implementation Decisions

### Decisions Taken (Open / Discretion)
(none)

### Deviations from Locked Decisions
(none)

### Open Questions for Verifier
(none)
`,
    },
    {
      name: 'h3s outside the section are not looked at',
      code: `## Plan Decisions

No decisions worth documenting.

## Tasks

### Task 1
`,
    },
  ],
  invalid: [
    {
      name: 'a summary bucket name beside a plan bucket',
      code: `## Plan Decisions

### Locked
(none)

### Taken
(none)
`,
      errors: [
        {
          messageId: 'unknown',
          data: { heading: 'Taken', order: 'Locked, Open, Considered and rejected' },
          line: 6,
          column: 1,
          endLine: 6,
          endColumn: 10,
        },
      ],
    },
    {
      name: 'a stray heading in a plan',
      code: `## Plan Decisions

### Locked
(none)

### Notes
Some notes.
`,
      errors: [
        {
          messageId: 'unknown',
          data: { heading: 'Notes', order: 'Locked, Open, Considered and rejected' },
          line: 6,
          column: 1,
          endLine: 6,
          endColumn: 10,
        },
      ],
    },
  ],
});
