import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { handoff } from '../helpers/cli.js';
import { projectWith } from '../helpers/project.js';

/**
 * Issue 25, "say what was checked", run as a user would (the built CLI): every stylish run
 * ends with one line saying what it linted, passed over and paired; machine formats keep
 * standard output to their shape; a summary that pairs with no plan is reported with the path
 * looked for; `--fix` says what it changed and `--fix-dry-run` shows a diff, secrets redacted.
 * Each case has a control.
 */

function project(files: Record<string, string>): string {
  return projectWith(files, 'handoff-run-report-');
}

const PLAN =
  '# Plan\n\n## Plan Decisions\n\n### Locked\n- **D-1:** Tabs. Why: house style. Source: ' +
  'README.\n\n### Open\n(none)\n\n### Considered and rejected\n(none)\n';
const SUMMARY =
  '## Implementation Decisions\n\n### Taken\n(none)\n\n### Deviations\n(none)\n\n### Open ' +
  'questions for verifier\n(none)\n';
const HANDOFF =
  '# Next session\n\n## Where things stand\n\nParser done.\n\n## Failed approaches\n\nNone. Reason: ' +
  'the first try worked.\n\n## Next up\n\n- Run `npm test`.\n';

/** A project that adopted decision sections: a plan and its summary, a handoff, two ordinary files. */
const ADOPTED = {
  'phase/01-PLAN.md': PLAN,
  'phase/01-SUMMARY.md': SUMMARY,
  'NEXT_SESSION.md': HANDOFF,
  'README.md': '# Readme\n',
  'docs/guide.md': '# Guide\n',
};
const LINE =
  'Linted 3 files: 1 plan, 1 summary, 1 handoff; 1 plan/summary pair; passed over 2 files (2 of no hand-off kind)';

describe('the line that says what a run checked', () => {
  it('ends a clean stylish run, and differs from a run that lints nothing', () => {
    const clean = handoff(project(ADOPTED), ['lint']);
    expect([clean.status, clean.stdout, clean.stderr]).toEqual([0, `${LINE}\n`, '']);
    const nothing = handoff(project({ 'README.md': '# Readme\n', 'docs/guide.md': '# Guide\n' }), ['lint']);
    expect([nothing.status, nothing.stdout, nothing.stderr]).toEqual([
      0,
      'Linted no files; passed over 2 files (2 of no hand-off kind)\n',
      '',
    ]);
  });

  it('follows the findings of a stylish run after a blank line', () => {
    const dir = project({
      ...ADOPTED,
      'phase/01-SUMMARY.md': SUMMARY.replace('### Taken\n(none)', '### Taken\n- DT-1: x'),
    });
    const run = handoff(dir, ['lint']);
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/\n✖ \d+ problems? \(\d+ errors?, \d+ warnings?\)\n\n/);
    expect(run.stdout.endsWith(`)\n\n${LINE}\n`)).toBe(true);
  });

  it('is left out of standard output for json, sarif and github, and goes to standard error with --verbose', () => {
    const dir = project(ADOPTED);
    for (const format of ['json', 'sarif', 'github']) {
      const run = handoff(dir, ['lint', '--format', format]);
      expect([run.status, run.stderr], format).toEqual([0, '']);
      expect(run.stdout, format).not.toContain('Linted');
    }
    const json = handoff(dir, ['lint', '--format', 'json', '--verbose']);
    expect(JSON.parse(json.stdout)).toHaveLength(5);
    expect(json.stderr.split('\n')).toEqual([
      'NEXT_SESSION.md      handoff  handoff by its name; content: status (`Where things stand`), failed approaches ' +
        '(`Failed approaches`), next steps (`Next up`); free form',
      'README.md            -        no kind: its name and front matter name no plan, summary or handoff',
      'docs/guide.md        -        no kind: its name and front matter name no plan, summary or handoff',
      "phase/01-PLAN.md     plan     plan by a summary's `plan:` names it; content: " +
        '## Plan Decisions (`Plan Decisions`)',
      'phase/01-SUMMARY.md  summary  summary by its name; content: ## Implementation Decisions ' +
        '(`Implementation Decisions`)',
      '',
      LINE,
      '',
    ]);
  });

  it('--verbose gives each file its reading before the line; --quiet leaves the line out (control: without it, there)', () => {
    const dir = project(ADOPTED);
    const verbose = handoff(dir, ['lint', '--verbose']);
    expect(verbose.stdout).toContain('phase/01-SUMMARY.md  summary  summary by its name');
    expect(verbose.stdout.endsWith(`\n\n${LINE}\n`)).toBe(true);
    const quiet = handoff(dir, ['lint', '--quiet']);
    expect([quiet.status, quiet.stdout]).toEqual([0, '']);
  });

  it('--print-kinds ends with the line; with --format json it prints the rows alone', () => {
    const dir = project(ADOPTED);
    const kinds = handoff(dir, ['lint', '--print-kinds']);
    expect(kinds.stdout.trimEnd().split('\n').at(-1)).toBe(LINE);
    const json = handoff(dir, ['lint', '--print-kinds', '--format', 'json']);
    expect((JSON.parse(json.stdout) as unknown[]).length).toBe(5);
    expect(json.stderr).toBe('');
  });

  it('goes into the report --output-file writes', () => {
    const dir = project(ADOPTED);
    const run = handoff(dir, ['lint', '-o', 'report.txt']);
    expect(run.stdout).toBe('handoff lint: stylish report written to report.txt: 5 files, 0 errors, 0 warnings\n');
    expect(readFileSync(join(dir, 'report.txt'), 'utf8')).toBe(`${LINE}\n`);
  });
});

describe('summary-unpaired: a summary paired with no plan says what was looked for', () => {
  it('a `plan:` that names a missing file gets a warning naming it and the path looked for', () => {
    const dir = project({ ...ADOPTED, 'phase/01-SUMMARY.md': `---\nplan: 01-PLNA.md\n---\n${SUMMARY}` });
    const run = handoff(dir, ['lint', '--format', 'json', 'phase']);
    const summary = (JSON.parse(run.stdout) as Array<{ filePath: string; messages: unknown[] }>).find((r) =>
      r.filePath.endsWith('01-SUMMARY.md'),
    );
    expect(summary!.messages).toEqual([
      {
        ruleId: 'summary-unpaired',
        severity: 1,
        message:
          'Missing plan `01-PLNA.md` named by `plan:`, looked for `phase/01-PLNA.md` and `01-PLNA.md` (from the ' +
          'project root); fix the path, or remove `plan:` to pair by file name',
        line: 2,
        column: 1,
        endLine: 2,
        endColumn: 5,
        messageId: 'namedTwice',
      },
    ]);
    const stylish = handoff(dir, ['lint', 'phase']);
    expect(stylish.stdout.trimEnd().split('\n').at(-1)).toBe(
      'Linted 2 files: 1 plan, 1 summary; 1 summary without a plan',
    );
    // Control: the right name pairs, and nothing is reported.
    writeFileSync(join(dir, 'phase/01-SUMMARY.md'), `---\nplan: 01-PLAN.md\n---\n${SUMMARY}`);
    const fixed = handoff(dir, ['lint', 'phase']);
    expect([fixed.status, fixed.stdout]).toEqual([0, 'Linted 2 files: 1 plan, 1 summary; 1 plan/summary pair\n']);
  });

  it('a summary that opts in with `kind: summary` and has no plan of its name is told where one was looked for', () => {
    const dir = project({ ...ADOPTED, 'phase/02-SUMMARY.md': `---\nkind: summary\n---\n${SUMMARY}` });
    const run = handoff(dir, ['lint', 'phase/02-SUMMARY.md', 'phase/01-SUMMARY.md']);
    expect(run.stdout).toContain(
      '1:1  warning  Missing plan for this summary, looked for `phase/02-PLAN.md`; add the plan there or name it ' +
        'with `plan:` front matter, so the plan and summary rules run  summary-unpaired',
    );
  });

  it('control: without `plan:` or the opt-in, a summary with no plan of its name gets no finding (a copy may lack it)', () => {
    const dir = project({ ...ADOPTED, 'phase/02-SUMMARY.md': SUMMARY });
    const run = handoff(dir, ['lint', 'phase/02-SUMMARY.md', 'phase/01-SUMMARY.md']);
    expect(run.stdout).not.toContain('summary-unpaired');
    expect(run.stdout).toContain('1 summary without a plan');
  });

  it('ordinary Markdown of a project that never adopted handoff gets nothing (control)', () => {
    // A summary by name whose project has no decisions section anywhere: only the held-back section finding.
    const dir = project({
      'README.md': '# Readme\n',
      'reports/2026-SUMMARY.md':
        '# Summary\n\n## Accomplishments\n\n- Shipped.\n\n## Files Created/Modified\n\n- a.ts\n',
    });
    const run = handoff(dir, ['lint', '--format', 'json']);
    const results = JSON.parse(run.stdout) as Array<{
      messages: unknown[];
      suppressedMessages: Array<{ ruleId: string }>;
    }>;
    expect(results.flatMap((r) => r.messages)).toEqual([]);
    expect(results.flatMap((r) => r.suppressedMessages.map((m) => m.ruleId))).toEqual(['section-missing']);
  });
});

/** A summary with two fixable findings (a bucket heading, a Taken id) and one of them near a word given. */
const FIXABLE = (word: string) =>
  `## Implementation Decisions\n\n### Decisions Taken (Open / Discretion)\n- **O-1 (cache):** Took it. Rationale: ` +
  `the key ${word} is used.\n\n### Deviations\n(none)\n\n### Open questions for verifier\n(none)\n`;

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** A GitHub token assembled from a fixed seed, so this file holds none. */
function token(): string {
  let state = 5;
  let out = 'ghp_';
  for (let i = 0; i < 36; i++) {
    state = (state * 1103515245 + 12345) % 2147483648;
    out += ALNUM[Math.floor(state / 65536) % ALNUM.length];
  }
  return out;
}

/** A plan whose Open decision `O-1` the fixable summary takes. */
const PLAN_O1 = PLAN.replace(
  '### Open\n(none)',
  '### Open\n- **O-1 (cache):** Where to cache. Constraints: memory. Reason left open: needs numbers.',
);

describe('--fix and --fix-dry-run say what they change', () => {
  it('--fix names each file it wrote and its count of fixes (control: a second run fixes nothing)', () => {
    const dir = project({
      'a/01-PLAN.md': PLAN_O1,
      'a/01-SUMMARY.md': FIXABLE('cachekey'),
      'b/02-PLAN.md': PLAN_O1,
      'b/02-SUMMARY.md': FIXABLE('cachekey'),
    });
    const run = handoff(dir, ['lint', '--fix']);
    expect(run.stdout).toBe(
      [
        'Fixed 6 problems in 2 files:',
        '  a/01-SUMMARY.md: 3 fixes',
        '  b/02-SUMMARY.md: 3 fixes',
        '',
        'Linted 4 files: 2 plans, 2 summaries; 2 plan/summary pairs',
        '',
      ].join('\n'),
    );
    const again = handoff(dir, ['lint', '--fix']);
    expect(again.stdout).toBe('Linted 4 files: 2 plans, 2 summaries; 2 plan/summary pairs\n');
  });

  it('--fix with --format json tells standard error what it wrote, and standard output stays JSON', () => {
    const dir = project({ '01-SUMMARY.md': FIXABLE('cachekey') });
    const run = handoff(dir, ['lint', '--fix', '--format', 'json']);
    expect(JSON.parse(run.stdout)).toHaveLength(1);
    expect(run.stderr).toBe('Fixed 3 problems in 1 file:\n  01-SUMMARY.md: 3 fixes\n');
  });

  it('--fix-dry-run prints a unified diff per file and writes nothing', () => {
    const dir = project({ '01-SUMMARY.md': FIXABLE('cachekey') });
    const run = handoff(dir, ['lint', '--fix-dry-run']);
    expect(readFileSync(join(dir, '01-SUMMARY.md'), 'utf8')).toBe(FIXABLE('cachekey'));
    const diff = run.stdout.slice(run.stdout.indexOf('--- a/'));
    expect(diff.split('\n').slice(0, 11)).toEqual([
      '--- a/01-SUMMARY.md',
      '+++ b/01-SUMMARY.md',
      '@@ -1,7 +1,7 @@',
      ' ## Implementation Decisions',
      ' ',
      '-### Decisions Taken (Open / Discretion)',
      '-- **O-1 (cache):** Took it. Rationale: the key cachekey is used.',
      '+### Taken — Decisions Taken (Open / Discretion)',
      '+- **DT-1 (cache):** O-1: Took it. Reason: the key cachekey is used.',
      ' ',
      ' ### Deviations',
    ]);
    expect(run.stdout).toContain('Would fix 3 problems in 1 file (dry run: nothing written)\n');
    // Control: json keeps `output` and prints no diff.
    const json = handoff(dir, ['lint', '--fix-dry-run', '--format', 'json']);
    expect(json.stdout).not.toContain('--- a/');
    expect((JSON.parse(json.stdout) as Array<{ output: string }>)[0]!.output).toContain('### Taken — Decisions Taken');
  });

  it('redacts a secret in the diff as the json output does (control: a plain word is shown)', () => {
    const secret = token();
    expect(secret).toMatch(/^ghp_[A-Za-z0-9]{36}$/);
    const dir = project({ '01-SUMMARY.md': FIXABLE(secret) });
    const run = handoff(dir, ['lint', '--fix-dry-run']);
    expect(run.stdout).not.toContain(secret);
    expect(run.stdout).toContain('+- **DT-1 (cache):** O-1: Took it. Reason: the key [REDACTED] is used.\n');
    expect(run.stdout).toContain('-- **O-1 (cache):** Took it. Rationale: the key [REDACTED] is used.\n');
  });

  it('a dry run on standard input diffs the text given', () => {
    const dir = project({});
    const run = handoff(dir, ['lint', '--fix-dry-run', '--stdin-filename', '01-SUMMARY.md', '-'], FIXABLE('cachekey'));
    expect(run.stdout).toContain('+- **DT-1 (cache):** O-1: Took it. Reason: the key cachekey is used.\n');
  });
});
