import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { parseDecisionDocument } from '@handoff/core/decisions';

const ROOT = new URL('../../../../', import.meta.url).pathname;
const CORPUS = fileURLToPath(new URL('../../../../test-fixtures/corpus', import.meta.url));

/** The wide corpus (test-fixtures/corpus/repos, held-out, licences) has its own lane. */
const WIDE_CORPUS = /[\\/]test-fixtures[\\/]corpus[\\/](repos|held-out|licences)$/;

function walk(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return WIDE_CORPUS.test(path) ? [] : walk(path);
    return /\.(md|markdown|txt)$/i.test(name) ? [path] : [];
  });
}

function expectSame(text: string): void {
  for (const kind of ['plan', 'summary'] as const) {
    expect(parseDecisionDocument(text, kind)).toEqual(parseDecisionDocument(text, kind, { mode: 'full' }));
  }
}

describe('fast path equals full parse', () => {
  const files = [...walk(join(ROOT, 'test-fixtures')), ...walk(CORPUS)];

  test('there are files to compare', () => {
    expect(files.length).toBeGreaterThanOrEqual(9);
  });

  test.each(files)('%s', (file) => {
    const text = readFileSync(file, 'utf8');
    expectSame(text);
    expectSame(text.replace(/\n/g, '\r\n'));
  });

  const TOKENS = [
    '## Plan Decisions',
    '## Implementation Decisions',
    'Plan Decisions\n---',
    'Implementation Decisions\n-',
    '##   plan decisions ##',
    '  ## Plan Decisions',
    '> ## Plan Decisions',
    '- ## Plan Decisions',
    '### Locked',
    '### Open',
    '### Considered and rejected',
    '### Rejected ideas',
    '### Taken',
    '### Deviations',
    '### Open questions',
    '#### Sub',
    '- D-1: x. Why: y. Source: z.',
    '- O-1: pick. Constraints: c. Reason left open: r',
    '- R-1: no. Rejected because: slow',
    '- DT-1: Chose a for O-1. Reason: r',
    '- DV-1: Plan said X; I did Y. Reason: r. Verification: v',
    '- Q-1: q? Why it matters: m',
    '- **D-2:** bold',
    '1. D-3 numbered',
    '  - D-4 nested',
    '(none)',
    'None.',
    '- (none)',
    'No decisions worth documenting — plan is mechanical.',
    'No deviations or open questions.',
    '```',
    '````md',
    '~~~',
    '  ```',
    '   ~~~js',
    '    ```',
    '\t```',
    '- ```',
    '> ```',
    '1. ```',
    '<objective>',
    '</objective>',
    '<objective>\ngoal\n</objective>',
    '<tasks>',
    '<task type="auto">',
    '</tasks>',
    '<!--',
    '-->',
    '<!-- c -->',
    '<!-->',
    '  <!--',
    '<div>',
    '</div>',
    '<script>',
    '</script>',
    '<?php',
    '?>',
    '<![CDATA[',
    ']]>',
    '<!X',
    '>',
    '## Files Changed',
    'Files\n---',
    '## Files Created/Modified',
    '# Title',
    '## Other',
    '---',
    '===',
    '***',
    'text',
    'more text [x] and [y][x]',
    '[x]: http://a',
    '[y]:\n  http://b',
    '> quote',
    '> - D-9: quoted',
    '- item',
    '    indented',
    '* star',
    'para with <b>html</b>',
    '',
    '',
    '',
    '   ',
  ];
  const block = fc.constantFrom(...TOKENS);
  const document = fc
    .record({
      frontMatter: fc.constantFrom(
        '',
        '---\ndecisions_schema: v1\n---\n',
        '---\nkind: plan\n---\n',
        '---\n---\n',
        '---\nx: [\n---\n',
      ),
      bom: fc.boolean(),
      blocks: fc.array(block, { maxLength: 40 }),
      eol: fc.constantFrom('\n', '\r\n', '\r', 'mixed'),
    })
    .map(({ frontMatter, bom, blocks, eol }) => {
      let text = frontMatter + blocks.join('\n') + '\n';
      if (eol === 'mixed')
        text = text.replace(/\n/g, (_, at: number) => (at % 3 === 0 ? '\r\n' : at % 3 === 1 ? '\n' : '\r'));
      else text = text.replace(/\n/g, eol);
      return (bom ? '\uFEFF' : '') + text;
    });

  test('generated documents (markdown-token grammar)', () => {
    fc.assert(
      fc.property(document, (text) => void expectSame(text)),
      { numRuns: 400, seed: 20261129 },
    );
  }, 300_000);

  test('pinned counterexamples', () => {
    for (const text of PINNED) expectSame(text);
  });
});

const PINNED = [
  '- a\n\n  ```\n\nfoo\n\n```\ncode\n\n## Plan Decisions\n```\n',
  '1. a\n  ```\n\nx\n\n## Plan Decisions\n\n### Locked\n- D-1: a\n',
  '<div>\n```\n\n## Plan Decisions\n\n```\n',
  '<!-->\n\n## Plan Decisions\n\n-->\n## Plan Decisions\n',
  '## Plan Decisions\n\n- D-1: a [x]\n\n<tasks>\n\n[x]: http://a\n',
  'Plan Decisions\n---\n### Locked\n- D-1\n\ntext\n<tasks>\n\n# end\n',
];
