import rule from '../../src/rules/taken-id-style.js';
import { testRule } from '../rule-tester.js';

testRule(rule, {
  valid: [
    {
      name: 'Taken items with DT ids naming their O-n',
      kind: 'summary',
      code: `## Implementation Decisions

### Taken
- **DT-1 (title placement):** O-3: Took the recommendation. Reason: one module.
`,
    },
    {
      name: 'an Open id in another bucket is item-id-prefix, not this rule',
      kind: 'summary',
      code: `## Implementation Decisions

### Deviations
- O-1: Plan said X; I did Y. Reason: r. Verification: v.
`,
    },
    {
      name: 'plans are not read by this rule',
      code: `## Plan Decisions

### Open
- O-1: Layout. Constraints: c. Reason left open: r.
`,
    },
  ],
  invalid: [
    {
      name: 'PanWizard 04-01: a bold O-n with a parenthetical title',
      kind: 'summary',
      code: `## Implementation Decisions

### Decisions Taken (Open decisions from plan)

- **O-3 (title placement):** Took the recommendation. Reason: one module.
`,
      errors: [
        { messageId: 'openId', data: { id: 'O-3', taken: 'DT-1' }, line: 5, column: 1, endLine: 5, endColumn: 74 },
      ],
      output: `## Implementation Decisions

### Decisions Taken (Open decisions from plan)

- **DT-1 (title placement):** O-3: Took the recommendation. Reason: one module.
`,
    },
    {
      name: 'PanWizard 03-02: the bold label holds the title and a full stop',
      kind: 'summary',
      code: `## Implementation Decisions

### Taken
- **O-1: \`build_tab_strip\` placement.** Took the recommendation. Reason: one module.
- **O-4: Tab title length.** Took the recommendation. Reason: basename only.
`,
      errors: [
        { messageId: 'openId', data: { id: 'O-1', taken: 'DT-1' }, line: 4, column: 1, endLine: 4, endColumn: 85 },
        { messageId: 'openId', data: { id: 'O-4', taken: 'DT-2' }, line: 5, column: 1, endLine: 5, endColumn: 77 },
      ],
      output: `## Implementation Decisions

### Taken
- **DT-1: \`build_tab_strip\` placement.** O-1: Took the recommendation. Reason: one module.
- **DT-2: Tab title length.** O-4: Took the recommendation. Reason: basename only.
`,
    },
    {
      name: 'no emphasis: after the id, its title and its colon; a DT number in use is skipped',
      kind: 'summary',
      code: `## Implementation Decisions

### Taken
- O-2 (cache): Chose a map. Reason: simplest.
- DT-2: Chose LF for O-1. Reason: matches.
- O-3 picked the default. Reason: fine.
`,
      errors: [
        { messageId: 'openId', data: { id: 'O-2', taken: 'DT-1' }, line: 4, column: 1, endLine: 4, endColumn: 46 },
        { messageId: 'openId', data: { id: 'O-3', taken: 'DT-3' }, line: 6, column: 1, endLine: 6, endColumn: 40 },
      ],
      output: `## Implementation Decisions

### Taken
- DT-1 (cache): O-2: Chose a map. Reason: simplest.
- DT-2: Chose LF for O-1. Reason: matches.
- DT-3 O-3: picked the default. Reason: fine.
`,
    },
    {
      name: 'a block item',
      kind: 'summary',
      code: `## Implementation Decisions

### Taken

**O-5 (gutter):** Chose a field.

Reason: cleaner lifetime.
`,
      errors: [
        { messageId: 'openId', data: { id: 'O-5', taken: 'DT-1' }, line: 5, column: 1, endLine: 7, endColumn: 26 },
      ],
      output: `## Implementation Decisions

### Taken

**DT-1 (gutter):** O-5: Chose a field.

Reason: cleaner lifetime.
`,
    },
    {
      name: 'an escaped id is read but not rewritten: no fix',
      kind: 'summary',
      code: `## Implementation Decisions

### Taken
- O\\-1: Chose a map. Reason: simplest.
`,
      errors: [
        { messageId: 'openId', data: { id: 'O-1', taken: 'DT-1' }, line: 4, column: 1, endLine: 4, endColumn: 39 },
      ],
      output: null,
    },
  ],
});
