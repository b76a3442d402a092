import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parse } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { handoff } from '../helpers/cli.js';
import { realTool } from '../helpers/real-tool.js';

// The real pre-commit (Debian's package) runs the `handoff-lint` hook of this repository
// with `try-repo`, exactly as a user trying the hook would: it clones the repository, lets
// `language: node` npm-install, pack and globally install it, then runs the hook on a
// fixture repository. Its findings must be `handoff lint`'s on the same files.

const ROOT = resolve(import.meta.dirname, '../..');
const tool = realTool('pre-commit');

/** path → sorted `line:col severity rule` rows, from stylish output (one block or several: pre-commit may run batches in parallel). */
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

/** The same, from `handoff lint --format json` run in `cwd`. */
function jsonFindings(cwd: string, files: string[]): Record<string, string[]> {
  const run = handoff(cwd, ['lint', '--format', 'json', ...files]);
  const findings: Record<string, string[]> = {};
  for (const result of JSON.parse(run.stdout) as Array<{ filePath: string; messages: Array<{ line: number; column: number; severity: number; ruleId: string }> }>) {
    if (result.messages.length === 0) continue;
    const rel = result.filePath.slice(cwd.length + 1);
    findings[rel] = result.messages.map((m) => `${m.line}:${m.column} ${m.severity === 2 ? 'error' : 'warning'} ${m.ruleId}`).sort();
  }
  return findings;
}

describe.skipIf(!tool.available)(`pre-commit try-repo (${tool.version})`, () => {
  let repo: string;
  let output: string;
  let status: number | null;
  const markdown: string[] = [];

  beforeAll(() => {
    repo = realpathSync(mkdtempSync(join(tmpdir(), 'handoff-pre-commit-')));
    execFileSync('git', ['init', '--quiet', repo]);
    const fixtures = join(ROOT, 'test-fixtures', 'lint');
    for (const folder of ['buckets', 'handoffs', 'pairs', 'secrets']) cpSync(join(fixtures, folder), join(repo, folder), { recursive: true, filter: (src) => !src.endsWith('.snap.txt') });
    mkdirSync(join(repo, 'docs'));
    writeFileSync(join(repo, 'docs', 'notes.md'), '# Notes\n\nNot a hand-off document: no findings.\n');
    // Not Markdown: the hook's `types: [markdown]` must keep it away from handoff, which would
    // lint any file named on its command line (this one says it is a plan).
    writeFileSync(join(repo, 'docs', 'draft.txt'), '---\nkind: plan\n---\n# Draft\n');
    execFileSync('git', ['add', '--all'], { cwd: repo });
    markdown.push(...execFileSync('git', ['ls-files', '*.md'], { cwd: repo, encoding: 'utf8' }).trim().split('\n'));

    const run = spawnSync('pre-commit', ['try-repo', ROOT, 'handoff-lint', '--all-files', '--verbose', '--color', 'never'], {
      cwd: repo,
      encoding: 'utf8',
      env: {
        ...process.env,
        NO_COLOR: '1',
        PRE_COMMIT_HOME: join(repo, '..', `${repo.split('/').pop()}-pre-commit-home`),
        // The hook's npm install uses the npm cache first (offline when it is warm).
        npm_config_prefer_offline: 'true',
        npm_config_audit: 'false',
        npm_config_fund: 'false',
        npm_config_update_notifier: 'false',
      },
      timeout: 570_000,
    });
    status = run.status;
    output = `${run.stdout}\n${run.stderr}`;
  }, 600_000);

  it('fails the commit and reports exactly the findings of handoff lint on the same files', () => {
    expect(status, output).toBe(1);
    expect(output).toMatch(/handoff lint\.+Failed/);
    const expected = jsonFindings(repo, markdown);
    expect(Object.keys(expected).length).toBeGreaterThanOrEqual(5);
    expect(stylishFindings(output)).toEqual(expected);
  });

  it('passes only Markdown files to the hook', () => {
    expect(output).not.toContain('draft.txt');
    expect(handoff(repo, ['lint', 'docs/draft.txt']).status).toBe(1);
  });

  it('declares the hook as the docs say', () => {
    const hooks = parse(readFileSync(join(ROOT, '.pre-commit-hooks.yaml'), 'utf8')) as Array<Record<string, unknown>>;
    expect(hooks).toEqual([expect.objectContaining({ id: 'handoff-lint', language: 'node', entry: 'handoff lint', types: ['markdown'] })]);
  });
});
