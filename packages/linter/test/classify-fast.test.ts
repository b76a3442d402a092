import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readFrontMatter } from '@handoff/core/read';
import { classify, frontMatterForKind, kindGlobs } from '../src/lib/classify.js';

const globs = kindGlobs('/', { plan: [], summary: [], handoff: [] });

// `frontMatterForKind` skips YAML when it cannot change the kind; the kind must always be
// what the full front matter gives.
const cases: Array<[string, string, string]> = [
  ['no front matter', 'notes.md', '# x\n'],
  ['PanWizard plan counter', 'notes.md', '---\nphase: 01-setup\nplan: 01\ntype: execute\n---\n# x\n'],
  ['plan counter, named summary', '01-SUMMARY.md', '---\nplan: 01\n---\n'],
  ['kind', 'notes.md', '---\nkind: plan\n---\n'],
  ['kind, mixed case value', 'notes.md', '---\nkind: Summary\n---\n'],
  ['quoted kind key', 'notes.md', '---\n"kind": handoff\n---\n'],
  ['escaped kind key', 'notes.md', '---\n"\\x6bind": plan\n---\n'],
  ['flow mapping', 'notes.md', '---\n{kind: plan}\n---\n'],
  ['plan path', 'report.md', '---\nplan: ../design/intent.md\n---\n'],
  ['plan path, .markdown', 'report.md', '---\nplan: intent.MARKDOWN\n---\n'],
  ['plan path through an alias', 'report.md', '---\nx: &p intent.md\nplan: *p\n---\n'],
  ['plan path in a block scalar', 'report.md', '---\nplan: >-\n  intent.md\n---\n'],
  ['escaped plan path', 'report.md', '---\nplan: "intent.m\\x64"\n---\n'],
  ['invalid YAML with kind', 'notes.md', '---\nkind: [plan\n---\n'],
  ['invalid YAML without kind', 'plan.md', '---\na: [b\n---\n'],
  ['not a mapping', 'plan.md', '---\n- a\n---\n'],
  ['unclosed front matter', 'notes.md', '---\nkind: plan\n'],
  ['CRLF', 'notes.md', '---\r\nkind: plan\r\n---\r\n'],
  ['CR only', 'notes.md', '---\rkind: plan\r---\r'],
  ['closing fence with trailing blanks', 'notes.md', '---\nkind: plan\n--- \t\n'],
  ['kind only in the body', 'notes.md', '---\na: 1\n---\nkind: plan\n'],
  ['.md only in the body', 'x-summary.md', '---\na: 1\n---\nSee plan: intent.md\n'],
  ['empty front matter', 'plan.md', '---\n---\n'],
  ['command front matter', 'plan.md', '---\ndescription: Plan a phase\nallowed-tools: Read, Write\n---\n'],
  ['agent front matter', 'x-summary.md', '---\ndescription: Summarise\nmodel: opus\n---\n'],
  ['a model key without description', 'plan.md', '---\nmodel: opus\n---\n'],
];

describe('frontMatterForKind', () => {
  it.each(cases)('%s gives the same kind as the full front matter', (_, path, text) => {
    expect(classify(path, frontMatterForKind(text) ?? null, globs)).toEqual(
      classify(path, readFrontMatter(text), globs),
    );
  });

  it.each([
    ['PanWizard plan', '---\nphase: 01-setup\nplan: 01\nfiles_modified:\n  - src/a.rs\n---\n'],
    ['no front matter', '# Plan\n'],
  ])('skips the YAML parse for %s', (_, text) => {
    expect(frontMatterForKind(text) ?? null).toBeNull();
  });

  it('tells a block it did not parse (undefined) from no block (null)', () => {
    expect(frontMatterForKind('---\nphase: 1\n---\n')).toBeUndefined();
    expect(frontMatterForKind('# Plan\n')).toBeNull();
  });
});

describe('mayClassify (through frontMatterForKind)', () => {
  it.each([
    ['a .md path with no plan key (GSD files_modified)', '---\nphase: 01\nfiles_modified: [docs/a.md]\n---\n'],
    ['a plan counter beside a .md path (GSD)', '---\nphase: 01\nplan: 01\nfiles_modified: [docs/a.md]\n---\n'],
    ['a model tag with no description', '---\ntags: [data-model]\n---\n'],
    ['a backslash in a quoted value', '---\na: "C:\\\\tmp"\n---\n'],
    ['kind only inside a value', '---\nnote: the kind of change\n---\n'],
  ])('skips the YAML parse for %s', (_, text) => {
    expect(frontMatterForKind(text)).toBeUndefined();
  });

  it.each([
    ['a plan path', '---\nplan: intent.md\n---\n'],
    ['a plan value continued on the next line', '---\nplan: 01\n  intent.md\n---\n'],
    ['a plan block scalar', '---\nplan: |-\n  intent.md\n---\n'],
    ['an alias as a plan value', '---\nx: &p intent.md\nplan: *p\n---\n'],
    ['description and tools', '---\ndescription: d\nallowed-tools: Read\n---\n'],
    ['an escape in a quoted key', '---\n"\\x6bind": plan\n---\n'],
    ['a merge key', '---\n<<: {kind: plan}\n---\n'],
    ['an explicit key', '---\n? kind\n: plan\n---\n'],
  ])('parses %s', (_, text) => {
    expect(frontMatterForKind(text)).not.toBeUndefined();
  });

  // Blocks built from the pieces that decide a kind: keys, values, quoting, aliases, escapes.
  it('never changes the kind the full front matter gives (fixed seed 20261201)', () => {
    const keys = [
      'kind',
      'plan',
      'description',
      'model',
      'tools',
      'allowed-tools',
      'argument-hint',
      'phase',
      'files_modified',
      '"kind"',
      "'plan'",
      '"\\x6bind"',
      '"pl\\x61n"',
      '<<',
      'Kind',
      'plan ',
      '? plan',
      '*k ',
      '  plan',
      '!!str kind',
      'note',
    ];
    const values = [
      'plan',
      'summary',
      'handoff',
      'none',
      '01',
      'intent.md',
      'a/b.MARKDOWN',
      '*p',
      '&p intent.md',
      '"intent.m\\x64"',
      '[a.md]',
      '{kind: plan}',
      '>-\n  intent.md',
      'opus',
      'Read, Write',
      '01\n  intent.md',
      '|-\n  intent.md',
      '&k kind',
      '&k plan',
      '"intent\n  .md"',
      "'intent.md'",
      '01 # see intent.md',
      '',
      'a: intent.md',
      '- intent.md',
    ];
    // Whole lines that are no `key: value` pair: a flow mapping document, a bare alias key.
    const lines = [
      '{kind: plan}',
      '{"plan": "intent.md"}',
      '? kind\n: plan',
      '*k : plan',
      'plan:\n  intent.md',
      'description: d\nmodel: opus',
    ];
    const names = ['notes.md', '01-PLAN.md', '01-SUMMARY.md', 'RESUME.md', 'report.md'];
    const agree = (entries: readonly string[], name: string) => {
      const text = `---\n${entries.join('\n')}\n---\n# x\n`;
      expect(classify(name, frontMatterForKind(text) ?? null, globs)).toEqual(
        classify(name, readFrontMatter(text), globs),
      );
    };
    // Every single entry under every name, exhaustively (2,655 blocks); the runs below then
    // sample blocks of up to five entries, where entries interact (a repeated or aliased key).
    const singles = [...keys.flatMap((k) => values.map((v) => `${k}: ${v}`)), ...lines];
    for (const entry of singles) for (const name of names) agree([entry], name);
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.tuple(fc.constantFrom(...keys), fc.constantFrom(...values)).map(([k, v]) => `${k}: ${v}`),
            fc.constantFrom(...lines),
          ),
          { maxLength: 5 },
        ),
        fc.constantFrom(...names),
        (entries, name) => {
          agree(entries, name);
        },
      ),
      { numRuns: 2_000, seed: 20261201 },
    );
  }, 120_000);
});
