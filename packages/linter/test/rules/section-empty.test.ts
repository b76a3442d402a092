import rule from '../../src/rules/section-empty.js';
import { testRule } from '../rule-tester.js';

testRule(rule, {
  valid: [
    // Empty means empty: content without buckets is another schema (bucket-missing says what it holds).
    { name: 'a heading and prose', code: '## Plan Decisions\n\nSee the decisions log.\n' },
    {
      name: 'only unknown h3s (a context file reusing the heading)',
      kind: 'summary',
      code: '## Implementation Decisions\n\n### Module format\n- ESM only.\n',
    },
    `## Plan Decisions

### Locked (executor MUST follow)
- D-1: Use tabs. Why: matches the codebase. Source: research.md.

### Open (executor's discretion within constraints)
(none)

### Considered and rejected
(none)
`,
    `## Plan Decisions

No decisions worth documenting — plan is mechanical implementation of must_haves.
`,
    `## Plan Decisions

no decisions worth documenting - plan is mechanical
`,
    {
      name: 'a summary with its "no deviations" line',
      kind: 'summary',
      code: `## Implementation Decisions

No deviations or open questions — implementation followed plan exactly.
`,
    },
    {
      name: 'a bucket read by keyword counts',
      kind: 'summary',
      code: `## Implementation Decisions

### Decisions Taken (Open / Discretion)

- **O-1: Placement.** Took the recommendation. Reason: simplest.
`,
    },
    {
      name: 'no section is section-missing, not this rule',
      code: `# Plan
`,
    },
  ],
  invalid: [
    {
      name: 'the next h2 ends the section',
      code: `# Plan

## Plan Decisions

## Locked
- D-1: Use tabs. Why: matches. Source: research.md.
`,
      errors: [
        { messageId: 'empty', data: { heading: 'Plan Decisions' }, line: 3, column: 1, endLine: 3, endColumn: 18 },
      ],
    },
    {
      name: 'a root HTML open tag ends the section',
      code: `## Plan Decisions

<tasks>

### Locked
- D-1: Use tabs. Why: matches. Source: research.md.
`,
      errors: [
        { messageId: 'empty', data: { heading: 'Plan Decisions' }, line: 1, column: 1, endLine: 1, endColumn: 18 },
      ],
    },

    {
      name: 'only the first section is linted',
      code: `## Plan Decisions

## Plan Decisions

No decisions worth documenting.
`,
      errors: [
        { messageId: 'empty', data: { heading: 'Plan Decisions' }, line: 1, column: 1, endLine: 1, endColumn: 18 },
      ],
    },
  ],
});
