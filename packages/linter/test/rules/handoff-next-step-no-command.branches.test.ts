import rule from '../../src/rules/handoff-next-step-no-command.js';
import { testRule } from '../rule-tester.js';

// A hard line break (two trailing spaces, or a backslash) ends a line of a step as a line ending does.
testRule(rule, {
  valid: [
    { name: 'a command, then a hard break', code: '## Next steps\n\n1. Run `npm test`  \n   and read the output\n' },
    { name: 'a hard break, then a command', code: '## Next steps\n\n1. Ask Rob\\\n   `npm test`\n' },
  ],
  invalid: [
    {
      name: 'no line on either side of a hard break runs',
      code: '## Next steps\n\n1. Ask Rob  \n   then wait\n',
      errors: [{ messageId: 'noCommand', line: 1, column: 1, endLine: 1, endColumn: 14 }],
    },
  ],
});
