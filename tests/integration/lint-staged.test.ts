import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { BIN } from '../helpers/cli.js';

// lint-staged (from the npm registry, a devDependency of this repository) runs the recipe
// docs/ci.md gives — the `lint-staged` block read from the page — in a repository whose
// `node_modules/.bin/handoff` is the built CLI, as installing the packages links it. A commit
// that stages only ordinary Markdown passes; one that stages a plan with a finding stops.

const ROOT = resolve(import.meta.dirname, '../..');
const LINT_STAGED = join(ROOT, 'node_modules/lint-staged/bin/lint-staged.js');

/** The `package.json` keys of the documented recipe. */
function documentedRecipe(): Record<string, unknown> {
  const page = readFileSync(join(ROOT, 'docs', 'ci.md'), 'utf8');
  const block = /<!-- lint-staged:start -->\n```json\n([\s\S]*?)```\n<!-- lint-staged:end -->/.exec(page);
  if (!block)
    throw new Error('docs/ci.md has no <!-- lint-staged:start --> ```json … ``` <!-- lint-staged:end --> block');
  return JSON.parse(block[1]!) as Record<string, unknown>;
}

describe('lint-staged with the documented recipe', () => {
  let repo: string;
  const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' });
  const lintStaged = () => {
    const run = spawnSync(process.execPath, [LINT_STAGED, '--no-stash'], {
      cwd: repo,
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
    });
    return { status: run.status, output: `${run.stdout}${run.stderr}` };
  };

  beforeAll(() => {
    repo = realpathSync(mkdtempSync(join(tmpdir(), 'handoff-lint-staged-')));
    git('init', '--quiet');
    git('config', 'user.email', 'test@example.invalid');
    git('config', 'user.name', 'Test');
    writeFileSync(
      join(repo, 'package.json'),
      JSON.stringify({ name: 'project', private: true, ...documentedRecipe() }),
    );
    const bin = join(repo, 'node_modules', '.bin');
    mkdirSync(bin, { recursive: true });
    writeFileSync(join(bin, 'handoff'), `#!/bin/sh\nexec "${process.execPath}" "${BIN}" "$@"\n`);
    chmodSync(join(bin, 'handoff'), 0o755);
    writeFileSync(join(repo, '.gitignore'), 'node_modules/\n');
    writeFileSync(join(repo, 'README.md'), '# A project\n');
    git('add', '--all');
    git('commit', '--quiet', '-m', 'initial');
  });

  it('passes a commit that stages only ordinary Markdown', () => {
    writeFileSync(join(repo, 'README.md'), '# A project\n\nNow with a second paragraph.\n');
    writeFileSync(join(repo, 'CHANGELOG.md'), '# Changelog\n\n- Started.\n');
    mkdirSync(join(repo, 'docs'), { recursive: true });
    writeFileSync(join(repo, 'docs', 'notes.md'), '# Notes\n');
    git('add', '--all');
    const run = lintStaged();
    expect(run.status, run.output).toBe(0);
    expect(run.output).toContain('handoff lint --no-warn-unknown-kind --max-warnings 0');
    git('commit', '--quiet', '-m', 'docs');
  });

  it('stops a commit that stages a plan with a finding, and names it', () => {
    writeFileSync(
      join(repo, 'plan.md'),
      '## Plan Decisions\n\n### Decisions that are locked\n- D-1: Use SQLite. Why: one file. Source: ' +
        'notes.md.\n\n### Open\n(none)\n\n### Considered and rejected\n(none)\n',
    );
    git('add', 'plan.md');
    const run = lintStaged();
    expect(run.status).toBe(1);
    expect(run.output).toContain('bucket-heading-style');
  });
});
