import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BIN } from '../helpers/cli.js';

// The real-process half of the verbs' end-to-end tests. Everything else about a verb runs
// in-process through `main(argv, io)` (tests/helpers/in-process.ts); what only a process
// shows is tested here, on the built binary: the committed bin shim npm links, the exit
// status as the shell sees it, and standard input through a real pipe. The language server,
// the MCP server, parallel hook calls, FIFOs and endless pipes have real-process tests of
// their own (lsp, mcp, hook, file-system-errors); SIGKILL during writes is the slow lane's.

const SHIM = resolve(import.meta.dirname, '../../packages/cli/bin/handoff.js');
const VERSION = (
  JSON.parse(readFileSync(resolve(import.meta.dirname, '../../packages/cli/package.json'), 'utf8')) as {
    version: string;
  }
).version;

const RECORD = {
  goal: 'Make hand-offs between AI coding agents machine-checkable so the next session starts informed.',
  status: 'partial',
  active_files: [{ path: 'src/app.ts', purpose: 'the retry settings of the client' }],
  changes: [{ what: 'Raised the retries to 3', why: 'the upstream times out under load' }],
  failed_approaches: [],
  no_failed_approaches_reason: 'nothing was tried and dropped in this session',
  next_steps: [{ step: 'Run the whole test suite', command: 'npm test' }],
};

let cwd: string;
beforeAll(() => {
  expect(existsSync(BIN), `${BIN} is missing: run \`npm run build\` first`).toBe(true);
});
beforeEach(() => {
  cwd = mkdtempSync(join(tmpdir(), 'handoff-bin-'));
});
afterEach(() => rmSync(cwd, { recursive: true, force: true }));

/**
 * `handoff …args` through the committed shim, standard input through a pipe; the spawn timeout is only a hang guard.
 */
function shell(args: string[], input = '') {
  const result = spawnSync(process.execPath, [SHIM, ...args], {
    cwd,
    input,
    encoding: 'utf8',
    timeout: 60_000,
    env: { ...process.env, NO_COLOR: '1' },
  });
  expect(result.error, `handoff ${args.join(' ')} did not finish`).toBeUndefined();
  return { status: result.status, signal: result.signal, stdout: result.stdout, stderr: result.stderr };
}

describe('the handoff binary', () => {
  it('prints its version and exits 0', () => {
    expect(shell(['--version'])).toEqual({ status: 0, signal: null, stdout: `${VERSION}\n`, stderr: '' });
  });

  it('prints the usage and exits 2 without a verb; an unknown verb is one line and exit 2', () => {
    const bare = shell([]);
    expect([bare.status, bare.stderr]).toEqual([2, '']);
    expect(bare.stdout).toMatch(/^Usage: handoff <command> \[options\]\n/);
    expect(shell(['frobnicate'])).toEqual({
      status: 2,
      signal: null,
      stdout: '',
      stderr: 'handoff: unknown command `frobnicate`; run `handoff --help` for the list\n',
    });
  });

  it('lint: exit 1 on an error read from standard input, exit 0 on warnings only', () => {
    const plan = shell(
      ['lint', '-', '--stdin-filename', '01-PLAN.md', '--format', 'json'],
      '---\ndecisions_schema: v1\n---\n# Plan\n',
    );
    expect(plan.status).toBe(1);
    expect(
      (JSON.parse(plan.stdout) as Array<{ messages: Array<{ ruleId: string }> }>)[0]!.messages.map((m) => m.ruleId),
    ).toEqual(['section-missing']);
    const notes = shell(['lint', '-', '--stdin-filename', 'notes.md', '--format', 'json'], '# Notes\n');
    expect(notes.status).toBe(0);
    expect((JSON.parse(notes.stdout) as Array<{ errorCount: number; warningCount: number }>)[0]).toMatchObject({
      errorCount: 0,
      warningCount: 1,
    });
  });

  it('resume: a record piped in is written (exit 0) and gates the next session; a refused one exits 1', () => {
    expect(shell(['resume', 'write', '--from', '-'], JSON.stringify(RECORD))).toMatchObject({ status: 0, stderr: '' });
    expect(shell(['resume', 'status']).stdout.split('\n')[0]).toBe('blocked');
    const refused = shell(['resume', 'write', '--from', '-'], JSON.stringify({ ...RECORD, goal: 'too short' }));
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/^goal: must be at least 40 characters/);
  });

  it('reject: a note piped in is recorded (exit 0); a note without evidence is refused (exit 1)', () => {
    expect(shell(['reject', '--stdin'], 'pin vite to 7 | vitest 4.1 needs vite 8\n')).toMatchObject({
      status: 0,
      stderr: '',
    });
    expect(shell(['reject', 'no separator here'])).toMatchObject({ status: 1, stdout: '' });
    expect(shell(['checkpoint']).stdout).toContain('1. Approach: "pin vite to 7"');
  });

  it('gate, title and hook read standard input and answer with their exit codes', () => {
    expect(shell(['gate'], '{}')).toEqual({
      status: 2,
      signal: null,
      stdout: '{"action": "BLOCKED", "reason": "unsupported_schema"}\n',
      stderr: '',
    });
    const title = shell(['title'], '{"title": "Fix login", "started_at": "2026-09-05T23:30:00Z", "timezone": "UTC"}');
    expect([title.status, JSON.parse(title.stdout).display_title]).toEqual([0, 'Fix login | started 05-09']);
    expect(shell(['hook', 'pre-tool-use'], '[1]')).toEqual({
      status: 2,
      signal: null,
      stdout: '',
      stderr: 'handoff hook pre-tool-use: standard input must be a JSON object (the hook input)\n',
    });
  });

  it('a usage error of any verb is exit 2 and one line on stderr', () => {
    const run = shell(['packet', 'frobnicate']);
    expect([run.status, run.stdout]).toEqual([2, '']);
    expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
  });
});
