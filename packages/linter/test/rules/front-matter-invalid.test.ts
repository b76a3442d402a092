import rule from '../../src/rules/front-matter-invalid.js';
import { testRule } from '../rule-tester.js';

testRule(rule, {
  valid: [
    '---\nphase: 01\nplan: 02\n---\n\n## Plan Decisions\n\nNo decisions worth documenting.\n',
    { name: 'no front matter', code: '# Plan\n' },
    { name: 'a handoff with valid front matter', kind: 'handoff', code: '---\ntitle: x\n---\n## Goal\n' },
  ],
  invalid: [
    {
      name: 'PanWizard 02-04: a continuation line read as a key',
      kind: 'summary',
      code: `---
patterns:
  - categorize: pure dispatch helper
    provider — same split
---
# Summary
`,
      errors: [
        {
          messageId: 'invalid',
          data: { reason: 'Implicit map keys need to be followed by map values' },
          line: 4,
          column: 5,
          endLine: 4,
          endColumn: 5,
        },
      ],
    },
    {
      name: 'FlowForge 22-21: a plain value cannot start with @',
      code: '---\nfiles: @src/app.ts\n---\n',
      errors: [
        {
          messageId: 'invalid',
          data: { reason: 'Plain value cannot start with reserved character @' },
          line: 2,
          column: 8,
          endLine: 2,
          endColumn: 8,
        },
      ],
    },
    {
      name: 'a list, not a mapping',
      kind: 'handoff',
      code: '---\n- a\n- b\n---\n## Goal\n',
      errors: [
        {
          messageId: 'invalid',
          data: { reason: 'expected a mapping of keys to values' },
          line: 2,
          column: 1,
          endLine: 2,
          endColumn: 1,
        },
      ],
    },
  ],
});
