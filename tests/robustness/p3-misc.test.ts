import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseFast } from '../../packages/core/src/lib/decisions/fast-path.js';
import { BIN } from '../helpers/cli.js';

// The outside probe's F18 (standard output that fails), F22 (config errors that name their
// file), F24 (one tab sent a plan's decisions to remark) and F27 (the editor docs and the
// config-path setting an untrusted workspace could set), each with a control.

const REPO = resolve(import.meta.dirname, '../..');
let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'handoff-p3-misc-'));
  mkdirSync(join(dir, '.git'));
  // A report of a few hundred KiB: more than a pipe holds, so a reader that leaves early is noticed.
  writeFileSync(
    join(dir, '.handoffrc.json'),
    '{"rules": {"section-missing": ["error", {"decisions": "required"}]}, "kinds": {"plan": ["*-PLAN.md"]}}',
  );
  for (let i = 0; i < 600; i++) writeFileSync(join(dir, `p${i}-PLAN.md`), '# Plan\n\nNo decisions yet.\n');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const sh = (script: string) => spawnSync('bash', ['-c', script], { cwd: dir, encoding: 'utf8' });
const STACK = /\n\s+at /;

describe('F18: standard output that fails ends with one line and exit 2', () => {
  it('a reader that goes away (| head -c 10)', () => {
    const run = sh(`node ${BIN} lint --format json . | head -c 10 >/dev/null; echo "exit \${PIPESTATUS[0]}" >&2`);
    expect(run.stderr).toBe('handoff: standard output was closed before everything was written (EPIPE)\nexit 2\n');
  });

  it('a full disk behind it (> /dev/full, a redirection of standard output, never --output-file)', () => {
    const run = sh(`node ${BIN} lint --format json . > /dev/full; echo "exit $?" >&2`);
    expect(run.stderr).toBe('handoff: cannot write to standard output: no space left on the device (ENOSPC)\nexit 2\n');
  });

  it('control: a program without the handler prints a stack there, which the checks above would catch', () => {
    const run = sh(`node -e "process.stdout.write('x'.repeat(1 << 20))" > /dev/full`);
    expect(run.stderr).toMatch(STACK);
  });
});

describe('F22: every config error names its file', () => {
  it('a YAML alias bomb: exit 2, one line naming .handoffrc.yaml', () => {
    const project = join(dir, 'bomb');
    mkdirSync(project);
    const letters = 'abcdefg';
    const lines = [...letters].map(
      (name, i) =>
        `${name}: &${name} [${Array(9)
          .fill(i === 0 ? '"lol"' : `*${letters[i - 1]}`)
          .join(', ')}]`,
    );
    writeFileSync(join(project, '.handoffrc.yaml'), `${lines.join('\n')}\n`);
    writeFileSync(join(project, 'x-PLAN.md'), '# Plan\n');
    const run = spawnSync(process.execPath, [BIN, 'lint', '.'], { cwd: project, encoding: 'utf8' });
    expect([run.status, run.stdout, run.stderr]).toEqual([
      2,
      '',
      '.handoffrc.yaml: invalid YAML: Excessive alias count indicates a resource exhaustion attack\n',
    ]);
  });

  it('an unknown key is told every accepted one', () => {
    const project = join(dir, 'unknown');
    mkdirSync(project);
    writeFileSync(join(project, '.handoffrc.json'), '{"extends": "x"}');
    writeFileSync(join(project, 'x-PLAN.md'), '# Plan\n');
    const run = spawnSync(process.execPath, [BIN, 'lint', '.'], { cwd: project, encoding: 'utf8' });
    expect(run.status).toBe(2);
    for (const key of ['rules', 'kinds', 'ignores', 'root', 'handoffs', 'followSymlinks'])
      expect(run.stderr).toContain(`"${key}"`);
    // The keys that moved into rules' options still work, with a warning, but are not offered.
    for (const key of ['secrets', 'decisions', 'parseTimeBudgetMs']) expect(run.stderr).not.toContain(`"${key}"`);
  });

  it('control: the same aliases, few of them, are a config like any other', () => {
    const project = join(dir, 'aliases');
    mkdirSync(project);
    writeFileSync(join(project, '.handoffrc.yaml'), 'ignores: &i ["vendor/**"]\n');
    writeFileSync(join(project, 'x-PLAN.md'), '# Plan\n');
    expect(spawnSync(process.execPath, [BIN, 'lint', '.'], { cwd: project, encoding: 'utf8' }).stderr).toBe('');
  });
});

describe('F24: a tab in a paragraph no longer sends the decisions to remark', () => {
  const plan = readFileSync(join(REPO, 'test-fixtures/examples/auth-refresh/01-PLAN.md'), 'utf8');
  const at = plan.indexOf('### Considered and rejected');
  const withLine = (line: string) => `${plan.slice(0, at)}${line}\n\n${plan.slice(at)}`;
  const readers = (text: string, copies: number) => {
    const counts = { simple: 0, remark: 0, full: 0 };
    for (let i = 0; i < copies; i++) {
      const trace: { reader?: 'simple' | 'remark' } = {};
      const read = parseFast(text, 'plan', null, trace);
      if (read === null) counts.full++;
      else counts[trace.reader!]++;
    }
    return counts;
  };

  it('1,000 plans with `Trailing\\ttab` in the decisions: every one read by the fast reader', () => {
    expect(readers(withLine('Trailing\ttab'), 1000)).toEqual({ simple: 1000, remark: 0, full: 0 });
  });

  it('control: a tab that shapes a block (after a list marker) still goes to remark', () => {
    expect(readers(withLine('-\tTrailing tab'), 10)).toEqual({ simple: 0, remark: 10, full: 0 });
  });
});

describe('F27: the editor docs and the config-path setting', () => {
  it('docs/editors.md lists handoff.configPath and says a workspace cannot set it untrusted', () => {
    const doc = readFileSync(join(REPO, 'docs/editors.md'), 'utf8');
    expect(doc).not.toMatch(/no config-path setting/);
    expect(doc).toContain('`handoff.configPath`');
    expect(doc).toContain('restrictedConfigurations');
    const manifest = JSON.parse(readFileSync(join(REPO, 'packages/vscode/package.json'), 'utf8')) as {
      capabilities: { untrustedWorkspaces: { restrictedConfigurations: string[] } };
    };
    expect(manifest.capabilities.untrustedWorkspaces.restrictedConfigurations).toEqual(['handoff.configPath']);
  });
});
