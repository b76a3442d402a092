import rule from '../../src/rules/parse-budget-exceeded.js';
import { testRule } from '../rule-tester.js';

// The pre-scan's cases: each costly shape is reported once, at the block that costs most,
// and ordinary documents (emphasis, links, code spans, tables, code fences full of `*` and
// `_`, link definitions, setext headings in moderation) are not.
const fence = (body: string) => `# Plan\n\n\`\`\`text\n${body}\n\`\`\`\n`;

testRule(rule, {
  valid: [
    '# Plan\n\nThe cache is **warm** after the first *request*; see `src/cache.ts` and [the design](docs/cache.md).\n',
    {
      name: 'a long list of short items',
      code: `# Plan\n\n${'- `src/a_b.ts`: the *purpose* of [it](x)\n'.repeat(2000)}`,
    },
    {
      name: 'a table of 300 rows with code spans',
      code: `| file | why |\n|---|---|\n${'| `src/a_b.ts` | *the* reason |\n'.repeat(300)}`,
    },
    { name: 'markers inside a fenced code block cost nothing', code: fence('*_'.repeat(20_000)) },
    { name: 'an unclosed fence hides its markers too', code: `\`\`\`\n${'a_ '.repeat(20_000)}\n` },
    { name: 'many paragraphs each with some emphasis', code: '*a* _b_ **c** __d__\n\n'.repeat(3000) },
    { name: 'fifty setext headings', code: 'Title\n=====\n\ntext\n\n'.repeat(50) },
    { name: 'a hundred link definitions', code: `${'[a]: http://x\n'.repeat(100)}\n[a] [b] [c]\n` },
    { name: 'nesting up to 32 levels', code: `${'> '.repeat(32)}a\n` },
    { name: 'the same on a handoff document', kind: 'handoff', code: '## Goal\n\nShip **it** with `npm ci`.\n' },
  ],
  invalid: [
    {
      name: 'a run of emphasis markers in one paragraph (markdown-it star runs)',
      code: `# Plan\n\nIntro.\n\n${'*'.repeat(2600)}a${'*'.repeat(2600)}\n`,
      errors: [
        {
          messageId: 'overWork',
          data: {
            construct: 'a paragraph of 5202 characters with 5200 emphasis markers (`*`, `_`)',
            seconds: '1.6',
            budget: '1.5',
          },
          line: 5,
          column: 1,
          endLine: 5,
          endColumn: 1,
        },
      ],
    },
    {
      name: 'closers with no openers (cmark `a_ ` × n), in a handoff section',
      kind: 'handoff',
      code: `## Goal\n\nx\n\n## Changes\n\n${'a_ '.repeat(6000)}\n`,
      errors: [
        {
          messageId: 'overWork',
          data: {
            construct: 'a paragraph of 18001 characters with 6000 emphasis markers (`*`, `_`)',
            seconds: '2.2',
            budget: '1.5',
          },
          line: 7,
          column: 1,
          endLine: 7,
          endColumn: 1,
        },
      ],
    },
    {
      name: 'unclosed link destinations (cmark `[a](b` × n)',
      code: `${'[a](b'.repeat(4000)}\n`,
      errors: [
        {
          messageId: 'overWork',
          data: {
            construct: 'a paragraph of 20001 characters with 4000 link destinations (`](`)',
            seconds: '2.7',
            budget: '1.5',
          },
          line: 1,
          column: 1,
          endLine: 1,
          endColumn: 1,
        },
      ],
    },
    {
      name: 'unmatched backtick runs of growing length (cmark backticks)',
      code: `${Array.from({ length: 500 }, (_, i) => `e${'`'.repeat(i + 1)}`).join('')}\n`,
      errors: [
        {
          messageId: 'overWork',
          data: { construct: 'a paragraph of 125751 characters with 500 backtick runs', seconds: '2.8', budget: '1.5' },
          line: 1,
          column: 1,
          endLine: 1,
          endColumn: 1,
        },
      ],
    },
    {
      name: 'unclosed HTML comments (markdown-it `<!--` × n)',
      code: `</${'<!--'.repeat(5000)}\n`,
      errors: [
        {
          messageId: 'overWork',
          data: {
            construct: 'a paragraph of 20003 characters with 5001 `<` characters',
            seconds: '2.0',
            budget: '1.5',
          },
          line: 1,
          column: 1,
          endLine: 1,
          endColumn: 1,
        },
      ],
    },
    {
      name: 'setext headings: each rebuilds the event list',
      code: 'a\n=\n'.repeat(3000),
      errors: [
        {
          messageId: 'overWork',
          data: { construct: '3000 setext heading underlines in 6001 lines', seconds: '3.6', budget: '1.5' },
          line: 1,
          column: 1,
          endLine: 1,
          endColumn: 1,
        },
      ],
    },
    {
      name: 'container nesting far beyond 32 levels, reported at its line',
      code: `# Plan\n\n${'- '.repeat(2200)}a\n`,
      errors: [
        {
          messageId: 'overWork',
          data: { construct: 'container nesting of depth 3300', seconds: '3.6', budget: '1.5' },
          line: 3,
          column: 1,
          endLine: 3,
          endColumn: 1,
        },
      ],
    },
    {
      name: 'link definitions looked up by every label',
      code: `${Array.from({ length: 9000 }, (_, i) => `[${i}]: u`).join('\n')}\n`,
      errors: [
        {
          messageId: 'overWork',
          data: { construct: '9000 link definitions and 9000 `]`', seconds: '2.9', budget: '1.5' },
          line: 1,
          column: 1,
          endLine: 1,
          endColumn: 1,
        },
      ],
    },
    {
      name: 'a file of one-character lines: the readers hold far more than ten times it',
      code: 'a\n'.repeat(300_000),
      errors: [
        { messageId: 'overMemory', data: { mib: '73', budget: '64' }, line: 1, column: 1, endLine: 1, endColumn: 1 },
      ],
    },
  ],
});
