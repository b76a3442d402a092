import rule from '../../src/rules/handoff-section-missing.js';
import { testRule } from '../rule-tester.js';

testRule(rule, {
  valid: [
    {
      name: 'sealmindset/CCDW: "Current State" is the status section (a synonym)',
      code: `# Handoff -- CCDW

## 1. Goal
## 2. Current State
## 3. Active Files
## 4. Changes Made
## 5. Failed Approaches -- DO NOT RETRY
## 6. Next Steps
`,
    },
    {
      name: 'the canonical headings',
      code: `# Session handoff

## Goal
g

## Status
running

## Active files
- \`a.ts\`: b

## Changes
- c. Why: d.

## Failed approaches
None. Reason: nothing was tried that failed.

## Next steps
1. \`npm test\`
`,
    },
    {
      name: 'numbered headings with more words, and the other keywords',
      code: `## 1. Objective of the work
## 2) State right now
## 3. Files touched
## 4. What was built
## 5. Ruled out -- do not retry
## 6. Steps left
`,
    },
    {
      name: 'dead ends, rejected approaches and a bare "Next", case-insensitive',
      code: `## GOALS
## status
## Active Files
## Changes made
## Dead ends
## NEXT
`,
    },
    {
      name: 'the nubos RESUME.md headings under front matter',
      code: `---
schema_version: 1
status: "partial"
---

# Session handoff

## 1. Goal
## 2. Status
## 3. Active files
## 4. Changes made
## 5. Failed approaches
## 6. Next steps
`,
    },
  ],
  invalid: [
    {
      name: 'an empty file misses all six, in order',
      code: '',
      errors: [
        {
          messageId: 'missing',
          data: { section: 'Goal' },
          line: 1,
          column: 1,
          endLine: 1,
          endColumn: 1,
        },
        {
          messageId: 'missing',
          data: { section: 'Status' },
          line: 1,
          column: 1,
          endLine: 1,
          endColumn: 1,
        },
        {
          messageId: 'missing',
          data: { section: 'Active files' },
          line: 1,
          column: 1,
          endLine: 1,
          endColumn: 1,
        },
        {
          messageId: 'missing',
          data: { section: 'Changes' },
          line: 1,
          column: 1,
          endLine: 1,
          endColumn: 1,
        },
        {
          messageId: 'missing',
          data: {
            section: 'Failed approaches',
          },
          line: 1,
          column: 1,
          endLine: 1,
          endColumn: 1,
        },
        {
          messageId: 'missing',
          data: { section: 'Next steps' },
          line: 1,
          column: 1,
          endLine: 1,
          endColumn: 1,
        },
      ],
    },

    {
      name: 'vojtechmares/coding-owl: no goal and no active files',
      code: `# Handoff - issue #134

## State right now
## Commits on this branch
## What was built
## Tests
## Ruled out
## Steps left
## Gotchas found on the way
`,
      errors: [
        {
          messageId: 'missing',
          data: { section: 'Goal' },
          line: 1,
          column: 1,
          endLine: 1,
          endColumn: 1,
        },
        {
          messageId: 'missing',
          data: { section: 'Active files' },
          line: 1,
          column: 1,
          endLine: 1,
          endColumn: 1,
        },
      ],
    },
    {
      name: 'a keyword must end at a word boundary: Filesystem, Nextjs and Goalkeeper are no sections',
      code: `## Goalkeeper
## Status
## Filesystem
## Changes
## Failed approaches
## Nextjs migration
`,
      errors: [
        {
          messageId: 'missing',
          data: { section: 'Goal' },
          line: 1,
          column: 1,
          endLine: 1,
          endColumn: 1,
        },
        {
          messageId: 'missing',
          data: { section: 'Active files' },
          line: 1,
          column: 1,
          endLine: 1,
          endColumn: 1,
        },
        {
          messageId: 'missing',
          data: { section: 'Next steps' },
          line: 1,
          column: 1,
          endLine: 1,
          endColumn: 1,
        },
      ],
    },
    {
      name: 'h1 and h3 headings are no sections',
      code: `# Goal
### Status
## Active files
## Changes
## Failed approaches
## Next steps
`,
      errors: [
        {
          messageId: 'missing',
          data: { section: 'Goal' },
          line: 1,
          column: 1,
          endLine: 1,
          endColumn: 1,
        },
        {
          messageId: 'missing',
          data: { section: 'Status' },
          line: 1,
          column: 1,
          endLine: 1,
          endColumn: 1,
        },
      ],
    },
    {
      name: 'a heading in a blockquote or a code block is no section',
      code: `> ## Goal

\`\`\`markdown
## Status
\`\`\`

## Active files
## Changes
## Failed approaches
## Next steps
`,
      errors: [
        {
          messageId: 'missing',
          data: { section: 'Goal' },
          line: 1,
          column: 1,
          endLine: 1,
          endColumn: 1,
        },
        {
          messageId: 'missing',
          data: { section: 'Status' },
          line: 1,
          column: 1,
          endLine: 1,
          endColumn: 1,
        },
      ],
    },
  ],
});
