import rule from '../../src/rules/taken-id-style.js';
import { testRule } from '../rule-tester.js';

const SECTION = '## Implementation Decisions\n\n### Taken\n';

testRule(rule, {
  valid: [{ name: 'a DT id naming its O-n', kind: 'summary', code: `${SECTION}- DT-1: O-1: Chose X. Reason: r.\n` }],
  invalid: [
    {
      name: 'a bold label that does not close on its line: no fix',
      kind: 'summary',
      code: `${SECTION}- **O-1 long title\n  continued:** Chose X. Reason: r.\n`,
      errors: [
        { messageId: 'openId', data: { id: 'O-1', taken: 'DT-1' }, line: 4, column: 1, endLine: 5, endColumn: 35 },
      ],
      output: null,
    },
    {
      name: 'nothing after the id on its line: the reference goes at the line end',
      kind: 'summary',
      code: `${SECTION}- O-2:\n  Chose a map. Reason: simplest.\n`,
      errors: [
        { messageId: 'openId', data: { id: 'O-2', taken: 'DT-1' }, line: 4, column: 1, endLine: 5, endColumn: 33 },
      ],
      output: `${SECTION}- DT-1: O-2\n  Chose a map. Reason: simplest.\n`,
    },
    {
      name: 'only a space after the id: the reference takes the space',
      kind: 'summary',
      code: `${SECTION}- O-2: \n  Chose a map. Reason: simplest.\n`,
      errors: [
        { messageId: 'openId', data: { id: 'O-2', taken: 'DT-1' }, line: 4, column: 1, endLine: 5, endColumn: 33 },
      ],
      output: `${SECTION}- DT-1: O-2\n  Chose a map. Reason: simplest.\n`,
    },
    {
      name: 'the last line of a file with no line ending',
      kind: 'summary',
      code: `${SECTION}- O-4 (cache): Chose a map. Reason: simplest.`,
      errors: [
        { messageId: 'openId', data: { id: 'O-4', taken: 'DT-1' }, line: 4, column: 1, endLine: 4, endColumn: 46 },
      ],
      output: `${SECTION}- DT-1 (cache): O-4: Chose a map. Reason: simplest.`,
    },
  ],
});
