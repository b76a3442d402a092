import { describe, expect, it } from 'vitest';
import { lintFile } from '../../src/lib/lint-file.js';
import rule from '../../src/rules/bucket-heading-style.js';
import { testRule } from '../rule-tester.js';

testRule(rule, {
  valid: [
    `## Plan Decisions

### Locked (executor MUST follow)
(none)

### open (executor's discretion within constraints)
(none)

### Considered and rejected
(none)
`,
    {
      name: 'canonical words followed by free text',
      kind: 'summary',
      code: `## Implementation Decisions

### Taken (within plan's discretion)
(none)

### Deviations from Locked Decisions
(none)

### Open Questions for Verifier
(none)
`,
    },
  ],
  invalid: [
    {
      name: 'a Taken bucket named by keyword',
      kind: 'summary',
      code: `## Implementation Decisions

### Decisions Taken (Open / Discretion)
(none)
`,
      errors: [
        {
          messageId: 'style',
          data: { heading: 'Decisions Taken (Open / Discretion)', canonical: 'Taken' },
          line: 3,
          column: 1,
          endLine: 3,
          endColumn: 40,
        },
      ],
      output: `## Implementation Decisions

### Taken — Decisions Taken (Open / Discretion)
(none)
`,
    },
    {
      name: 'a rejected bucket named by keyword',
      code: `## Plan Decisions

### Rejected alternatives
(none)
`,
      errors: [
        {
          messageId: 'style',
          data: { heading: 'Rejected alternatives', canonical: 'Considered and rejected' },
          line: 3,
          column: 1,
          endLine: 3,
          endColumn: 26,
        },
      ],
      output: `## Plan Decisions

### Considered and rejected — Rejected alternatives
(none)
`,
    },
    {
      name: 'a questions bucket named by keyword',
      kind: 'summary',
      code: `## Implementation Decisions

### Questions for the verifier
(none)
`,
      errors: [
        {
          messageId: 'style',
          data: { heading: 'Questions for the verifier', canonical: 'Open questions' },
          line: 3,
          column: 1,
          endLine: 3,
          endColumn: 31,
        },
      ],
      output: `## Implementation Decisions

### Open questions — Questions for the verifier
(none)
`,
    },
    {
      name: 'a locked bucket named by keyword',
      code: `## Plan Decisions

### Decisions locked by the planner
(none)
`,
      errors: [
        {
          messageId: 'style',
          data: { heading: 'Decisions locked by the planner', canonical: 'Locked' },
          line: 3,
          column: 1,
          endLine: 3,
          endColumn: 36,
        },
      ],
      output: `## Plan Decisions

### Locked — Decisions locked by the planner
(none)
`,
    },
  ],
});

describe('bucket-heading-style fix', () => {
  const fixCases = [
    {
      kind: 'summary' as const,
      code: '## Implementation Decisions\n\n### Decisions Taken (Open / Discretion)\n(none)\n',
      output: '## Implementation Decisions\n\n### Taken — Decisions Taken (Open / Discretion)\n(none)\n',
    },
    {
      kind: 'plan' as const,
      code: '## Plan Decisions\n\n  ###   **Rejected** alternatives ##\n(none)\n',
      output: '## Plan Decisions\n\n  ###   Considered and rejected — **Rejected** alternatives ##\n(none)\n',
    },
  ];

  it.each(fixCases)('prefixes the canonical words ($kind)', ({ kind, code, output }) => {
    const lint = (text: string) => lintFile({ path: `/virtual/${kind}.md`, text, kind }, { rules: [rule] }).messages;
    const [diagnostic] = lint(code);
    expect(diagnostic?.fix).toBeDefined();
    const { range, text } = diagnostic!.fix!;
    const fixed = code.slice(0, range[0]) + text + code.slice(range[1]);
    expect(fixed).toBe(output);
    expect(lint(fixed).filter((d) => d.fix)).toEqual([]);
  });
});
