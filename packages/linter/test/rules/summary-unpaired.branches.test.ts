import rule from '../../src/rules/summary-unpaired.js';
import { testRule } from '../rule-tester.js';

testRule(rule, {
  valid: [
    {
      name: 'no `plan:` and no opt-in: a summary alone by design',
      kind: 'summary',
      code: '## Implementation Decisions\n\n### Taken\n(none)\n',
      search: { ref: null, lookedFor: [] },
    },
  ],
  invalid: [
    {
      name: 'a `plan:` value known only from the run, with no file looked for: named as written, at 1:1',
      kind: 'summary',
      code: '## Implementation Decisions\n\n### Taken\n(none)\n',
      search: { ref: 'p.md', lookedFor: [] },
      errors: [
        { messageId: 'named', data: { ref: 'p.md', path: 'p.md' }, line: 1, column: 1, endLine: 1, endColumn: 1 },
      ],
    },
  ],
});
