import rule from '../../src/rules/handoff-status-invalid.js';
import { testRule } from '../rule-tester.js';

testRule(rule, {
  valid: [
    // A value is read only where the section states it as one: the first word of prose is none.
    { name: 'a prose paragraph states no status', code: '## Status\n\n  Partially done\n' },
    { name: 'nor does a sentence', code: '## Status\n\nThe parser is done; the CLI is next.\n' },
    '## Status\n\nrunning\n',
    { name: 'bold, with a note (the nubos rendering)', code: '## 2. Status\n\n**partial** — waiting on review\n' },
    { name: 'case-insensitive, trailing punctuation stripped', code: '## Status\n\nBlocked: the CI runner is down.\n' },
    { name: 'an em dash glued to the word', code: '## Status\n\n*running*—tests are green\n' },
    { name: 'inline code', code: '## Status\n\n`partial`\n' },
    {
      name: 'the first list item',
      code: '## State right now\n\n- Blocked. Waiting for the API key.\n- Something else\n',
    },
    {
      name: 'a heading and a code block before the first paragraph are skipped',
      code: '## Status\n\n### Now\n\n```\nlog\n```\n\nrunning\n',
    },
    { name: 'CRLF line endings', code: '## Status\r\n\r\nrunning\r\n' },
    // A list of labelled lines sets facts out under their labels: its first label is no status word.
    {
      name: 'a list of labelled lines states no status (its first label is not one)',
      code:
        '## 2) Current state\n\n- **Backend** (Django REST, `backend/`): fully live.\n' +
        '- **Git**: pushed to `origin/main`; the redesign is not committed yet.\n',
    },
    { name: 'a label that names the status states it', code: '## Status\n\n- **State:** blocked\n- Tests: red\n' },
    // Any other label names a fact: one of two or more words, or one of a section of labelled lines.
    {
      name: 'a label of two words names a fact, not the status',
      code: '## 2. Current state\n\n**Last checkpoint:** the analyzer is clean; nothing ran on a device.\n',
    },
    {
      name: 'labelled paragraphs set facts out under their labels',
      code: '## 2. Current state\n\n**Branch:** `feature/x`, 4 commits ahead.\n\n**Tests:** 120 passing.\n',
    },
    {
      name: 'bold leads with a dash set facts out too',
      code: '## 2. Current State\n\n**Platform** — live at its address.\n\n**Docs** — live, password gate removed.\n',
    },
    {
      name: 'a bold label of a few words over a list names a part',
      code: '## 2. Current State\n\n**Working and verified:**\n\n- The API and its state machine\n',
    },
    // A value set apart by formatting is a few words no word follows; a plain word before a comma opens a sentence.
    {
      name: 'a bold subject of a sentence is no value',
      code: '## 2. Current State\n\n- **PR #12** is green on every CI job.\n- **Done:** S1 to S9.\n',
    },
    {
      name: 'a first word before a comma opens a sentence',
      code: '## 2. Current State\n\n### Item 3\n\nSmall, contained fix, done directly and pushed.\n',
    },
    {
      name: 'a sentence after the status label states no value',
      code: '## Status\n\nStatus: the backend is live and the frontend was redesigned.\n',
    },
    { name: 'no status section: handoff-section-missing reports it', code: '## Goal\n\ndone\n' },
    { name: 'only the first status section counts', code: '## Status\n\nrunning\n\n## Status (old)\n\ndone\n' },
  ],
  invalid: [
    {
      name: 'a label that names the status states its value after the colon',
      code: '## Status\n\n- **Status:** done\n- **Git:** pushed\n',
      errors: [
        {
          messageId: 'invalid',
          data: { status: 'done', heading: 'Status' },
          line: 3,
          column: 1,
          endLine: 3,
          endColumn: 19,
        },
      ],
    },
    {
      name: 'a labelled value of a few words is read whole, up to a dash',
      code: '## Status\n\nStatus: in progress — CI is green\n',
      errors: [
        {
          messageId: 'invalid',
          data: { status: 'in progress', heading: 'Status' },
          line: 3,
          column: 1,
          endLine: 3,
          endColumn: 34,
        },
      ],
    },
    {
      name: 'a close word set apart as a value is not enough',
      code: '## Status\n\n**Partially** — review pending\n',
      errors: [
        {
          messageId: 'invalid',
          data: { status: 'Partially', heading: 'Status' },
          line: 3,
          column: 1,
          endLine: 3,
          endColumn: 31,
        },
      ],
    },
    {
      name: 'vojtechmares/coding-owl: "Done." is no status',
      code: `# Handoff - issue #134

## State right now

**Done.** Implemented, all three verification agents \`PASS\` over two rounds.
`,
      errors: [
        {
          messageId: 'invalid',
          data: { status: 'Done', heading: 'State right now' },
          line: 5,
          column: 1,
          endLine: 5,
          endColumn: 77,
        },
      ],
    },
    {
      name: 'a bold word before a comma is set apart as a value',
      code: '## Status\n\n**Done**, everything merged\n',
      errors: [
        {
          messageId: 'invalid',
          data: { status: 'Done', heading: 'Status' },
          line: 3,
          column: 1,
          endLine: 3,
          endColumn: 28,
        },
      ],
    },
    {
      name: 'at the first list item',
      code: '## 2. Status\n\n- complete\n- running\n',
      errors: [
        {
          messageId: 'invalid',
          data: { status: 'complete', heading: '2. Status' },
          line: 3,
          column: 1,
          endLine: 3,
          endColumn: 11,
        },
      ],
    },

    {
      name: 'an empty section: at the heading',
      code: '## Status\n\n## Changes\n\n- running\n',
      errors: [{ messageId: 'empty', data: { heading: 'Status' }, line: 1, column: 1, endLine: 1, endColumn: 10 }],
    },
    {
      name: 'a section with only a code block: at the heading',
      code: '# Title\n\n## Status\n\n```\nrunning\n```\n',
      errors: [{ messageId: 'empty', data: { heading: 'Status' }, line: 3, column: 1, endLine: 3, endColumn: 10 }],
    },
    {
      name: 'the same position with a BOM and CRLF',
      code: '\uFEFF# Handoff\r\n\r\n## Status\r\n\r\n**done**\r\n',
      errors: [
        {
          messageId: 'invalid',
          data: { status: 'done', heading: 'Status' },
          line: 5,
          column: 1,
          endLine: 5,
          endColumn: 9,
        },
      ],
    },
    {
      name: 'the same position with CR line endings',
      code: '# Handoff\r\r## Status\r\rdone\r',
      errors: [
        {
          messageId: 'invalid',
          data: { status: 'done', heading: 'Status' },
          line: 5,
          column: 1,
          endLine: 5,
          endColumn: 5,
        },
      ],
    },
  ],
});
