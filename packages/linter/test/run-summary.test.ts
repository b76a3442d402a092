import { describe, expect, it } from 'vitest';
import { describeRun, lintFiles, lintRun, type RunSummary } from '@handoff/linter';
import { projectWith } from '../../../tests/helpers/project.js';

// What a lint run says it checked: the counts come from the run (`lintRun`), the words from `describeRun`.

function project(files: Record<string, string>): string {
  return projectWith(files, 'handoff-run-summary-');
}

const PLAN =
  '# Plan\n\n## Plan Decisions\n\n### Locked\n- **D-1:** Tabs. Why: house style. Source: ' +
  'README.\n\n### Open\n(none)\n\n### Rejected\n(none)\n';
const SUMMARY =
  '## Implementation Decisions\n\n### Taken\n(none)\n\n### Deviations\n(none)\n\n### Open ' +
  'questions for verifier\n(none)\n';
const HANDOFF = '# Next session\n\n## Where things stand\n\nParser done.\n\n## Next up\n\n- Run `npm test`.\n';

const NONE: RunSummary = { linted: { plan: 0, summary: 0, handoff: 0 }, noKind: 0, ignored: 0, pairs: 0, unpaired: 0 };

describe('describeRun', () => {
  it.each<[string, Partial<RunSummary>, string]>([
    ['nothing found', {}, 'Linted no files; no Markdown file was found'],
    ['nothing with a kind', { noKind: 2 }, 'Linted no files; passed over 2 files (2 of no hand-off kind)'],
    [
      'kinds, pairs and files passed over',
      { linted: { plan: 2, summary: 2, handoff: 1 }, pairs: 2, noKind: 3, ignored: 1 },
      'Linted 5 files: 2 plans, 2 summaries, 1 handoff; 2 plan/summary pairs; passed over 4 files ' +
        '(3 of no hand-off kind, 1 ignored by the config)',
    ],
    [
      'one of each, a summary unpaired',
      { linted: { plan: 0, summary: 1, handoff: 0 }, unpaired: 1, ignored: 1 },
      'Linted 1 file: 1 summary; 1 summary without a plan; passed over 1 file (1 ignored by the config)',
    ],
    [
      'pairs and unpaired summaries',
      { linted: { plan: 1, summary: 3, handoff: 0 }, pairs: 1, unpaired: 2 },
      'Linted 4 files: 1 plan, 3 summaries; 1 plan/summary pair, 2 summaries without a plan',
    ],
  ])('%s', (_name, summary, line) => {
    expect(describeRun({ ...NONE, ...summary })).toBe(line);
  });
});

describe('lintRun', () => {
  it('counts files by kind, files of no kind, files the config ignores and pairs, from the run itself', async () => {
    const dir = project({
      '.handoffrc.json': JSON.stringify({ ignores: ['drafts/', 'skipped.md'] }),
      'phase/01-PLAN.md': PLAN,
      'phase/01-SUMMARY.md': SUMMARY,
      'phase/02-SUMMARY.md': SUMMARY,
      'NEXT_SESSION.md': HANDOFF,
      'README.md': '# Readme\n',
      'notes/ideas.md': '# Ideas\n',
      'old/.handoffrc.json': JSON.stringify({ ignores: ['*.md'] }),
      'old/03-PLAN.md': PLAN,
      'drafts/04-PLAN.md': PLAN,
      'skipped.md': '# Skipped\n',
    });
    const run = await lintRun(['.'], { cwd: dir });
    // `drafts/` is ignored whole (not entered, not counted); `skipped.md` and `old/03-PLAN.md` are counted.
    expect(run.summary).toEqual({
      linted: { plan: 1, summary: 2, handoff: 1 },
      noKind: 2,
      ignored: 2,
      pairs: 1,
      unpaired: 1,
    });
    // The same results as lintFiles gives.
    expect(run.results.map((r) => r.filePath)).toEqual((await lintFiles(['.'], { cwd: dir })).map((r) => r.filePath));
  });

  it('counts a file named on the command line with no kind as passed over, and a lone plan as no pair', async () => {
    const dir = project({ 'README.md': '# Readme\n', 'plan.md': PLAN });
    const run = await lintRun(['README.md', 'plan.md'], { cwd: dir });
    expect(run.summary).toEqual({ ...NONE, linted: { plan: 1, summary: 0, handoff: 0 }, noKind: 1 });
  });

  it('gives each fixed file the number of fixes applied, over every pass', async () => {
    const dir = project({
      'phase/01-SUMMARY.md':
        '## Implementation Decisions\n\n### Decisions Taken\n(none)\n\n### Deviation log\n(none)\n\n### Open ' +
        'questions for verifier\n(none)\n',
    });
    const { results } = await lintRun(['.'], { cwd: dir, fix: true });
    expect(results[0]!.output).toContain('### Taken — Decisions Taken');
    expect(results[0]!.fixCount).toBe(2);
    // Control: without `fix`, no output and no count.
    const plain = await lintRun(['.'], { cwd: dir });
    expect(plain.results[0]!.fixCount).toBeUndefined();
  });
});
