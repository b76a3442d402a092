import rule from '../../src/rules/handoff-failed-approach-unexplained.js';
import { testRule } from '../rule-tester.js';
import { HAND_WRITTEN_LAYOUT } from './hand-written-layout.js';

testRule(rule, {
  valid: [
    '## Failed approaches\n\n- Sorting buckets by AST node swap. Why it failed: positions went stale.\n',
    {
      name: 'the nubos rendering: Tried / Failed because',
      code: `## 5. Failed approaches

Do not re-attempt these. Each was tried in this session and failed for the stated reason.

- **Tried:** Sorting buckets by AST node swap
  **Failed because:** positions went stale after the swap
`,
    },
    {
      name: 'sealmindset/CCDW: bold approach, then -- and the cause',
      code: `## 5. Failed Approaches -- DO NOT RETRY
- **Pushing \`docs/confluence/\` to both remotes without checking repo visibility** -- assumed
  \`seal\` was as private as \`origin\`.
- **Running Playwright scripts from \`/tmp\`** -- \`ERR_MODULE_NOT_FOUND '@playwright/test'\`.
  Must run from the project root so \`node_modules\` resolves.
`,
    },
    {
      name: 'vojtechmares/coding-owl: a second sentence, a spaced hyphen',
      code: `## Ruled out

- Loading the near-miss file, or renaming it. The issue forbids both.
- Adding the name to the discovery order - that is ADR-0014's decision, not
  this issue's.
`,
    },
    { name: 'a None item is no approach', code: '## Dead ends\n\n- None.\n' },
    { name: 'nested content', code: '## Failed approaches\n\n- Pinning node 18\n  - ESM loader hooks are missing\n' },
  ],
  invalid: [
    {
      name: 'the spec example: one sentence, no cause',
      code: '## Failed approaches\n\n- Sorting buckets by AST node swap.\n',
      errors: [{ messageId: 'unexplained', line: 3, column: 1, endLine: 3, endColumn: 36 }],
    },
    {
      name: 'the nubos rendering without its cause',
      code: `## 5. Failed approaches

Do not re-attempt these. Each was tried in this session and failed for the stated reason.

- **Tried:** Sorting buckets by AST node swap
`,
      errors: [{ messageId: 'unexplained', line: 5, column: 1, endLine: 5, endColumn: 46 }],
    },
    {
      name: 'vojtechmares/coding-owl: a comma is no separator',
      code: `## Ruled out

- Loading the near-miss file, or renaming it. The issue forbids both.
- Touching the in-repo forms, explicitly out of scope.
`,
      errors: [{ messageId: 'unexplained', line: 4, column: 1, endLine: 4, endColumn: 55 }],
    },
    {
      name: 'vojtechmares/coding-owl: a semicolon is no separator',
      code: `## Ruled out

- A fourth return value on \`discover()\`; its signature is already at three and
  four callers read it.
`,
      errors: [{ messageId: 'unexplained', line: 3, column: 1, endLine: 4, endColumn: 24 }],
    },
    {
      name: 'in a numbered heading with more words, at the nested-list-free item',
      code: '# H\n\n## 5. Rejected approaches -- do not retry\n\n1. Retrying the flaky test\n',
      errors: [{ messageId: 'unexplained', line: 5, column: 1, endLine: 5, endColumn: 27 }],
    },
    {
      // Written by hand in the layout's headings: a claim of the record's convention, which the author never agreed
      // to, waits for the project to adopt handoff (docs/real-files.md, "Hand-overs written by hand in the layout").
      name: "a hand-over written by hand in the layout's headings: held back until adopted",
      freeForm: true,
      code: HAND_WRITTEN_LAYOUT,
      errors: [{ messageId: 'unexplained', line: 19, column: 1, endLine: 19, endColumn: 11, heldBack: 'adoption' }],
    },
  ],
});
