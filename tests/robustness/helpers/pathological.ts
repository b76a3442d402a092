/**
 * The pathological inputs of cmark (`test/pathological_tests.py`) and markdown-it
 * (`test/pathological.mjs`), as generators of a repeat count, plus the shapes handoff met
 * itself (setext runs, an unclosed fence, one-character lines).
 *
 * `upstream` is the size those suites use, and the size the linter is held to: it must finish
 * each in seconds or report `parse-budget-exceeded`. `n` is a scaled size for
 * `parseDecisionDocument` alone, which has no budget of its own (the linter's runs before
 * it): remark-parse (micromark) is superlinear on most of these shapes and takes minutes at
 * upstream size, so `n` keeps each parse near 50 ms of CPU on the 2-core CI machine.
 */
export interface PathologicalCase {
  name: string;
  from: 'cmark' | 'markdown-it' | 'handoff';
  upstream: number;
  n: number;
  make: (n: number) => string;
}

const times = (s: string, n: number) => s.repeat(n);

function linkReferences(n: number): string {
  const lines: string[] = [];
  for (let i = 0; i < n; i++) lines.push(`[${i}]: u`);
  return `${lines.join('\n')}\n\n${times('[0] [1] ', 10)}\n`;
}

function nestedListLines(n: number): string {
  let s = '';
  for (let i = 0; i < n; i++) s += `${'  '.repeat(i)}* a\n`;
  return s;
}

function backtickRuns(n: number): string {
  let s = '';
  for (let i = 1; i < n; i++) s += `e${'`'.repeat(i)}`;
  return s;
}

/** The corpus, one entry per upstream case (plus one line-nesting shape of our own). */
export const PATHOLOGICAL: PathologicalCase[] = [
  {
    name: 'nested strong emphasis',
    from: 'cmark',
    upstream: 65000,
    n: 120,
    make: (n) => times('*a **a ', n) + 'b' + times(' a** a*', n),
  },
  { name: 'many emph closers with no openers', from: 'cmark', upstream: 65000, n: 1400, make: (n) => times('a_ ', n) },
  { name: 'many emph openers with no closers', from: 'cmark', upstream: 65000, n: 1400, make: (n) => times('_a ', n) },
  { name: 'mismatched openers and closers', from: 'cmark', upstream: 50000, n: 400, make: (n) => times('*a_ ', n) },
  {
    name: 'openers and closers multiple of 3',
    from: 'cmark',
    upstream: 50000,
    n: 1200,
    make: (n) => 'a**b' + times('c* ', n),
  },
  { name: 'link closers with no openers', from: 'cmark', upstream: 65000, n: 15000, make: (n) => times('a]', n) },
  { name: 'link openers with no closers', from: 'cmark', upstream: 65000, n: 1400, make: (n) => times('[a', n) },
  { name: 'link openers and emph closers', from: 'cmark', upstream: 50000, n: 900, make: (n) => times('[ a_', n) },
  {
    name: 'nested brackets',
    from: 'cmark',
    upstream: 50000,
    n: 1400,
    make: (n) => times('[', n) + 'a' + times(']', n),
  },
  { name: 'unclosed links A', from: 'cmark', upstream: 50000, n: 280, make: (n) => times('[a](<b', n) },
  { name: 'unclosed links B', from: 'cmark', upstream: 50000, n: 280, make: (n) => times('[a](b', n) },
  { name: 'many link references', from: 'cmark', upstream: 800000, n: 80, make: linkReferences },
  { name: 'nested block quotes', from: 'cmark', upstream: 50000, n: 400, make: (n) => times('> ', n) + 'a' },
  { name: 'deeply nested lists', from: 'cmark', upstream: 1000, n: 40, make: nestedListLines },
  { name: 'backticks', from: 'cmark', upstream: 10000, n: 120, make: backtickRuns },
  { name: 'U+0000 in input', from: 'cmark', upstream: 10000, n: 9000, make: (n) => times('abc\u0000de\u0000', n) },
  {
    name: 'emphasis: star runs',
    from: 'markdown-it',
    upstream: 60000,
    n: 400,
    make: (n) => times('*', n) + 'a' + times('*', n),
  },
  { name: 'emphasis: mixed markers', from: 'markdown-it', upstream: 50000, n: 120, make: (n) => times('**_* ', n) },
  { name: 'backslash in code spans', from: 'markdown-it', upstream: 50000, n: 180, make: (n) => times('``\\', n) },
  { name: 'autolink openers', from: 'markdown-it', upstream: 400000, n: 4000, make: (n) => times('<', n) + '>' },
  {
    name: 'hard break after long spaces',
    from: 'markdown-it',
    upstream: 150000,
    n: 150000,
    make: (n) => 'x' + times(' ', n) + 'x  \nx',
  },
  { name: 'unclosed comments', from: 'markdown-it', upstream: 100000, n: 600, make: (n) => '</' + times('<!--', n) },
  { name: 'brackets and parens', from: 'markdown-it', upstream: 40000, n: 280, make: (n) => times('[ (](', n) },
  { name: 'list nesting on one line', from: 'handoff', upstream: 5000, n: 280, make: (n) => times('- ', n) + 'a' },
  { name: 'setext headings', from: 'handoff', upstream: 20000, n: 150, make: (n) => times('a\n=\n', n) },
  { name: 'setext h2 runs', from: 'handoff', upstream: 20000, n: 150, make: (n) => times('a\n---\n', n) },
  {
    name: 'setext headings in a block quote',
    from: 'handoff',
    upstream: 20000,
    n: 150,
    make: (n) => times('> a\n=\n', n),
  },
  {
    name: 'unclosed fence of short lines',
    from: 'handoff',
    upstream: 500000,
    n: 3000,
    make: (n) => '```\n' + times('a\n', n),
  },
  { name: 'one-character lines', from: 'handoff', upstream: 500000, n: 3000, make: (n) => times('a\n', n) },
  // The readings of a free-form hand-over's text (docs/real-files.md, 2026-12-03): words of giving up with no reason
  // in one endless sentence, and one long path-like word beside the words of a pointer to the full record.
  {
    name: 'words of giving up, no reason',
    from: 'handoff',
    upstream: 50000,
    n: 3000,
    make: (n) => times('dropped x ', n),
  },
  {
    name: 'one long path beside full context',
    from: 'handoff',
    upstream: 100000,
    n: 5000,
    make: (n) => 'full context ' + times('a/', n) + 'handoff',
  },
  // Session 12's readings ("An absence is claimed only where nothing could be the thing"): problem words with no
  // account in one endless sentence, headings of problems with nothing under them, and verbs of running mid-clause.
  {
    name: 'problem words, no account',
    from: 'handoff',
    upstream: 50000,
    n: 3000,
    make: (n) => times('bug issue ', n),
  },
  // At 20,000 repetitions (540 KB) this shape broke R1's memory bound (+44 MiB against 29) until headings were made
  // lean (docs/robustness.md, finding 12).
  {
    name: 'empty sections of problems',
    from: 'handoff',
    upstream: 20000,
    n: 1500,
    make: (n) => times('# Known issues\n## Blockers\n', n),
  },
  // Any file of tens of thousands of headings (docs/robustness.md, finding 12): one heading, repeated.
  {
    name: 'one heading, repeated',
    from: 'handoff',
    upstream: 20000,
    n: 3000,
    make: (n) => times('## Notes\n', n),
  },
  {
    name: 'verbs of running mid-clause',
    from: 'handoff',
    upstream: 50000,
    n: 3000,
    make: (n) => times('we run x ', n),
  },
];
