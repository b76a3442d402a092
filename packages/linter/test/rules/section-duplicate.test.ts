import rule from '../../src/rules/section-duplicate.js';
import { testRule } from '../rule-tester.js';

testRule(rule, {
  valid: [
    `## Plan Decisions

No decisions worth documenting.

## Tasks
`,
    `# Plan
`,
  ],
  invalid: [
    {
      name: 'a second plan section',
      code: `## Plan Decisions

No decisions worth documenting.

## Plan Decisions

No decisions worth documenting.
`,
      errors: [
        { messageId: 'duplicate', data: { heading: 'Plan Decisions' }, line: 5, column: 1, endLine: 5, endColumn: 18 },
      ],
    },
    {
      name: 'a second summary section, spelled differently',
      kind: 'summary',
      code: `## Implementation Decisions

No deviations or open questions.

## implementation decisions
`,
      errors: [
        {
          messageId: 'duplicate',
          data: { heading: 'Implementation Decisions' },
          line: 5,
          column: 1,
          endLine: 5,
          endColumn: 28,
        },
      ],
    },
    {
      name: 'a third section is reported too',
      code: `## Plan Decisions

No decisions worth documenting.

## Plan Decisions

## Plan Decisions
`,
      errors: [
        { messageId: 'duplicate', data: { heading: 'Plan Decisions' }, line: 5, column: 1, endLine: 5, endColumn: 18 },
        { messageId: 'duplicate', data: { heading: 'Plan Decisions' }, line: 7, column: 1, endLine: 7, endColumn: 18 },
      ],
    },
  ],
});
