import rule from '../../src/rules/handoff-status-invalid.js';
import { testRule } from '../rule-tester.js';

const STATE = '# Session handoff\n\n## State right now\n\n';

testRule(rule, {
  valid: [
    {
      name: 'a list item holding a block quote: its first word is the status',
      kind: 'handoff',
      code: `${STATE}- > blocked\n`,
    },
  ],
  invalid: [
    {
      name: 'a list item holding a block quote with another word',
      kind: 'handoff',
      code: `${STATE}- > wobbly\n`,
      errors: [
        {
          messageId: 'invalid',
          data: { status: 'wobbly', heading: 'State right now' },
          line: 5,
          column: 1,
          endLine: 5,
          endColumn: 11,
        },
      ],
    },
  ],
});
