import rule from '../../src/rules/field-label-style.js';
import { testRule } from '../rule-tester.js';

testRule(rule, {
  valid: [
    `## Plan Decisions

### Considered and rejected
- R-1: Spaces. Rejected because: churn.
`,
    {
      name: 'a canonical label wins; the near one is then plain text',
      code: `## Plan Decisions

### Locked
- D-1: Tabs. Why: matches. Reason: also habit. Source: research.md.
`,
    },
    {
      name: 'an unrelated use of the word is no label',
      code: `## Plan Decisions

### Considered and rejected
- R-1: Spaces. Rejected by D-5 as churn. Rejected because: churn.
`,
    },
    {
      name: 'a value-less near label is item-field-missing, not this rule',
      code: `## Plan Decisions

### Considered and rejected
- R-1: Spaces. Rejected:
`,
    },
  ],
  invalid: [
    {
      name: 'PanWizard 03-01: `Rejected:` for `Rejected because:`',
      code: `## Plan Decisions

### Considered and rejected
- **R-1:** Subclassing the tab control. Rejected: the accelerator table is canonical.
`,
      errors: [
        {
          messageId: 'nearLabel',
          data: { labels: 'label `Rejected:`', canonical: '`Rejected because:`' },
          line: 4,
          column: 1,
          endLine: 4,
          endColumn: 86,
        },
      ],
      output: `## Plan Decisions

### Considered and rejected
- **R-1:** Subclassing the tab control. Rejected because: the accelerator table is canonical.
`,
    },
    {
      name: 'bold labels keep their emphasis; `Constraint:` for `Constraints:`',
      code: `## Plan Decisions

### Open
- O-1: Layout. **Constraint:** must stay small. **Reason left open:** both work.
`,
      errors: [
        {
          messageId: 'nearLabel',
          data: { labels: 'label `Constraint:`', canonical: '`Constraints:`' },
          line: 4,
          column: 1,
          endLine: 4,
          endColumn: 81,
        },
      ],
      output: `## Plan Decisions

### Open
- O-1: Layout. **Constraints:** must stay small. **Reason left open:** both work.
`,
    },
    {
      name: 'PanWizard 04-01 deviations: two near labels in the bullets of a block item, one report',
      kind: 'summary',
      code: `## Implementation Decisions

### Deviations

**DV-1: Plan said \`from_win32\`**
- **Issue:** it does not exist in windows-result 0.4.1
- **Fix:** used \`from_thread\`
- **Verification:** cargo build
`,
      errors: [
        {
          messageId: 'nearLabel',
          data: { labels: 'labels `Issue:` and `Fix:`', canonical: '`Reason:` and `I did`' },
          line: 5,
          column: 1,
          endLine: 8,
          endColumn: 32,
        },
      ],
      output: `## Implementation Decisions

### Deviations

**DV-1: Plan said \`from_win32\`**
- **Reason:** it does not exist in windows-result 0.4.1
- **I did:** used \`from_thread\`
- **Verification:** cargo build
`,
    },
    {
      name: '`Verified by:` for `Verification:`, `Rationale:` for the Taken `Reason:`',
      kind: 'summary',
      code: `## Implementation Decisions

### Taken
- DT-1: Chose a map for O-1. Rationale: simplest.

### Deviations
- DV-1: Plan said tabs; I did spaces. Reason: linter. Verified by: the test suite.
`,
      errors: [
        {
          messageId: 'nearLabel',
          data: { labels: 'label `Rationale:`', canonical: '`Reason:`' },
          line: 4,
          column: 1,
          endLine: 4,
          endColumn: 50,
        },
        {
          messageId: 'nearLabel',
          data: { labels: 'label `Verified by:`', canonical: '`Verification:`' },
          line: 7,
          column: 1,
          endLine: 7,
          endColumn: 83,
        },
      ],
      output: `## Implementation Decisions

### Taken
- DT-1: Chose a map for O-1. Reason: simplest.

### Deviations
- DV-1: Plan said tabs; I did spaces. Reason: linter. Verification: the test suite.
`,
    },
    {
      name: 'a label written twice in the source cannot be placed: no fix',
      code: `## Plan Decisions

### Considered and rejected
- R-1: Spaces (\`Rejected:\` in a code span). Rejected: churn.
`,
      errors: [
        {
          messageId: 'nearLabel',
          data: { labels: 'label `Rejected:`', canonical: '`Rejected because:`' },
          line: 4,
          column: 1,
          endLine: 4,
          endColumn: 61,
        },
      ],
      output: null,
    },
  ],
});
