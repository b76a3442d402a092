import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { handoff } from '../helpers/cli.js';
import { realTool } from '../helpers/real-tool.js';
import { fromLocalRelease } from '../helpers/release.js';

// The real pre-commit (Debian's package) runs the `handoff-lint` hook exactly as
// docs/ci.md gives it — the block read from the page, its download URL pointed at this run's
// release folder — on a fixture repository: it installs the release's single-file CLI into its
// own environment and runs it on the staged Markdown. Its findings must be `handoff lint`'s on
// the same files; a commit that touches only ordinary Markdown must pass.

const ROOT = resolve(import.meta.dirname, '../..');
const tool = realTool('pre-commit');

/**
 * path → sorted `line:col severity rule` rows, from stylish output (one block or several: pre-commit may run batches in
 * parallel).
 */
function stylishFindings(output: string): Record<string, string[]> {
  const findings: Record<string, string[]> = {};
  let file: string | null = null;
  for (const line of output.split('\n')) {
    const row = /^ {2}(\d+:\d+) +(error|warning) +.*? {2}([a-z][a-z0-9-]*)$/.exec(line);
    if (row && file !== null) (findings[file] ??= []).push(`${row[1]} ${row[2]} ${row[3]}`);
    else if (/^[^\s✖-][^\s].*\.(md|markdown|txt)$/.test(line)) file = line;
    else if (line.trim() === '') file = null;
  }
  for (const rows of Object.values(findings)) rows.sort();
  return findings;
}

/** The same, from `handoff lint --format json` run in `cwd` with the hook's own option. */
function jsonFindings(cwd: string, files: string[]): Record<string, string[]> {
  const run = handoff(cwd, ['lint', '--format', 'json', '--no-warn-unknown-kind', ...files]);
  const findings: Record<string, string[]> = {};
  for (const result of JSON.parse(run.stdout) as Array<{
    filePath: string;
    messages: Array<{ line: number; column: number; severity: number; ruleId: string }>;
  }>) {
    if (result.messages.length === 0) continue;
    const rel = result.filePath.slice(cwd.length + 1);
    findings[rel] = result.messages
      .map((m) => `${m.line}:${m.column} ${m.severity === 2 ? 'error' : 'warning'} ${m.ruleId}`)
      .sort();
  }
  return findings;
}

/** The `.pre-commit-config.yaml` docs/ci.md gives, pointed at this run's release. */
function documentedConfig(): string {
  const page = readFileSync(join(ROOT, 'docs', 'ci.md'), 'utf8');
  const block = /<!-- pre-commit:start -->\n```yaml\n([\s\S]*?)```\n<!-- pre-commit:end -->/.exec(page);
  if (!block)
    throw new Error('docs/ci.md has no <!-- pre-commit:start --> ```yaml … ``` <!-- pre-commit:end --> block');
  return fromLocalRelease(block[1]!);
}

/** Run pre-commit in `cwd` with its own home under `home`. */
function preCommit(cwd: string, home: string, args: string[]) {
  const run = spawnSync('pre-commit', args, {
    cwd,
    encoding: 'utf8',
    env: {
      ...process.env,
      NO_COLOR: '1',
      PRE_COMMIT_HOME: home,
      npm_config_prefer_offline: 'true',
      npm_config_audit: 'false',
      npm_config_fund: 'false',
      npm_config_update_notifier: 'false',
    },
    timeout: 300_000,
  });
  return { status: run.status, output: `${run.stdout}\n${run.stderr}` };
}

describe.skipIf(!tool.available)(`pre-commit with the documented hook (${tool.version})`, () => {
  let repo: string;
  let home: string;
  let output: string;
  let status: number | null;
  const markdown: string[] = [];

  beforeAll(() => {
    repo = realpathSync(mkdtempSync(join(tmpdir(), 'handoff-pre-commit-')));
    home = `${repo}-pre-commit-home`;
    execFileSync('git', ['init', '--quiet', repo]);
    execFileSync('git', ['config', 'user.email', 'test@example.invalid'], { cwd: repo });
    execFileSync('git', ['config', 'user.name', 'Test'], { cwd: repo });
    const fixtures = join(ROOT, 'test-fixtures', 'lint');
    for (const folder of ['buckets', 'handoffs', 'pairs', 'secrets'])
      cpSync(join(fixtures, folder), join(repo, folder), {
        recursive: true,
        filter: (src) => !src.endsWith('.snap.txt'),
      });
    // The rest of a repository's Markdown, which handoff leaves alone.
    writeFileSync(join(repo, 'README.md'), '# A project\n\nIt builds things.\n');
    writeFileSync(join(repo, 'CHANGELOG.md'), '# Changelog\n\n## 1.0.0\n\n- First release.\n');
    mkdirSync(join(repo, 'docs'));
    writeFileSync(join(repo, 'docs', 'notes.md'), '# Notes\n\nNot a hand-off document: no findings.\n');
    // Not Markdown: the hook's `types: [markdown]` must keep it away from handoff, which would
    // lint any file named on its command line (this one says it is a plan).
    writeFileSync(join(repo, 'docs', 'draft.txt'), '---\nkind: plan\n---\n# Draft\n');
    writeFileSync(join(repo, '.pre-commit-config.yaml'), documentedConfig());
    execFileSync('git', ['add', '--all'], { cwd: repo });
    markdown.push(...execFileSync('git', ['ls-files', '*.md'], { cwd: repo, encoding: 'utf8' }).trim().split('\n'));
    const run = preCommit(repo, home, ['run', '--all-files', '--verbose', '--color', 'never']);
    status = run.status;
    output = run.output;
  }, 320_000);

  it('fails on the fixtures and reports exactly the findings of handoff lint on the same files', () => {
    expect(status, output).toBe(1);
    expect(output).toMatch(/handoff lint\.+Failed/);
    const expected = jsonFindings(repo, markdown);
    expect(Object.keys(expected).length).toBeGreaterThanOrEqual(5);
    expect(stylishFindings(output)).toEqual(expected);
    // README.md, CHANGELOG.md and docs/notes.md were named to the hook and passed over in silence.
    expect(output).not.toContain('kind-unknown');
  });

  it('passes only Markdown files to the hook', () => {
    expect(output).not.toContain('draft.txt');
    expect(handoff(repo, ['lint', 'docs/draft.txt']).status).toBe(1);
  });

  it('installs the single-file CLI and nothing else: no development toolchain, no build', () => {
    const envs = execFileSync('find', [home, '-maxdepth', '1', '-name', 'repo*'], { encoding: 'utf8' })
      .trim()
      .split('\n');
    const installed = envs.flatMap((env) =>
      execFileSync(
        'find',
        [env, '-path', '*/lib/node_modules/*/package.json', '-not', '-path', '*/node_modules/*/node_modules/*'],
        {
          encoding: 'utf8',
        },
      )
        .trim()
        .split('\n')
        .filter(Boolean)
        .map((file) => (JSON.parse(readFileSync(file, 'utf8')) as { name: string }).name),
    );
    expect(installed.filter((name) => name !== 'npm' && name !== 'corepack').sort()).toEqual([
      '@handoff/standalone',
      'pre_commit_placeholder_package',
    ]);
  });

  it('lets a commit through that touches only ordinary Markdown, even with --max-warnings 0', () => {
    const config = readFileSync(join(repo, '.pre-commit-config.yaml'), 'utf8').replace(
      '        types: [markdown]\n',
      "        types: [markdown]\n        args: [--max-warnings, '0']\n",
    );
    expect(config).toContain("args: [--max-warnings, '0']");
    writeFileSync(join(repo, '.pre-commit-config.yaml'), config);
    execFileSync('git', ['add', '.pre-commit-config.yaml'], { cwd: repo });
    const staged = execFileSync('git', ['diff', '--cached', '--name-only'], { cwd: repo, encoding: 'utf8' });
    expect(staged).toContain('README.md');
    // Commit the fixtures without the hook, then a README change with it.
    execFileSync('git', ['commit', '--quiet', '--no-verify', '-m', 'fixtures'], { cwd: repo });
    expect(preCommit(repo, home, ['install']).status).toBe(0);
    writeFileSync(join(repo, 'README.md'), '# A project\n\nIt builds things, faster.\n');
    writeFileSync(join(repo, 'docs', 'notes.md'), '# Notes\n\nMore notes.\n');
    execFileSync('git', ['add', 'README.md', 'docs/notes.md'], { cwd: repo });
    const commit = spawnSync('git', ['commit', '-m', 'Reword the README'], {
      cwd: repo,
      encoding: 'utf8',
      env: { ...process.env, PRE_COMMIT_HOME: home, NO_COLOR: '1' },
    });
    expect(commit.status, `${commit.stdout}${commit.stderr}`).toBe(0);
    expect(`${commit.stdout}${commit.stderr}`).toMatch(/handoff lint\.+Passed/);
    // And a staged plan with a warning still stops it.
    writeFileSync(
      join(repo, 'plan.md'),
      '## Plan Decisions\n\n### Decisions that are locked\n- D-1: Use SQLite. Why: one file. Source: ' +
        'notes.md.\n\n### Open\n(none)\n\n### Considered and rejected\n(none)\n',
    );
    execFileSync('git', ['add', 'plan.md'], { cwd: repo });
    const blocked = spawnSync('git', ['commit', '-m', 'Add a plan'], {
      cwd: repo,
      encoding: 'utf8',
      env: { ...process.env, PRE_COMMIT_HOME: home, NO_COLOR: '1' },
    });
    expect(blocked.status).toBe(1);
    expect(`${blocked.stdout}${blocked.stderr}`).toContain('bucket-heading-style');
  }, 120_000);
});
