import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { handoffInProcess } from '../helpers/in-process.js';

// `handoff hooks install` and `handoff hooks doctor` in a scratch project whose
// node_modules/@handoff/cli is this repository's CLI (a link, as npm links a workspace).

const REPO_CLI = resolve(import.meta.dirname, '../../packages/cli');

let root: string;
let project: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'handoff-hooks-install-'));
  project = join(root, 'project');
  mkdirSync(join(project, 'node_modules/@handoff'), { recursive: true });
  symlinkSync(REPO_CLI, join(project, 'node_modules/@handoff/cli'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const hooks = (...args: string[]) => handoffInProcess(project, ['hooks', ...args]);
const read = (file: string) => readFileSync(join(project, file), 'utf8');
const write = (file: string, text: string) => {
  mkdirSync(join(project, file, '..'), { recursive: true });
  writeFileSync(join(project, file), text);
};

describe('handoff hooks install', () => {
  it('merges into an existing Claude Code settings file, keeping what is there; again, it changes nothing', async () => {
    write(
      '.claude/settings.json',
      '{\n    "permissions": { "allow": ["Bash"] },\n    "hooks": { "PreToolUse": [{ "matcher": "Bash", "hooks": ' +
        '[{ "type": "command", "command": "echo mine" }] }] }\n}\n',
    );
    const run = await hooks('install', '--runtime', 'claude');
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout.split('\n')[0]).toBe('.claude/settings.json: updated');
    const settings = JSON.parse(read('.claude/settings.json')) as {
      permissions: unknown;
      hooks: Record<
        string,
        Array<{ matcher?: string; hooks: Array<{ command: string; args?: string[]; timeout: number }> }>
      >;
    };
    expect(read('.claude/settings.json')).toMatch(/^\{\n {4}"permissions"/);
    expect(settings.permissions).toEqual({ allow: ['Bash'] });
    expect(settings.hooks.PreToolUse).toEqual([
      { matcher: 'Bash', hooks: [{ type: 'command', command: 'echo mine' }] },
      {
        matcher: '*',
        hooks: [
          {
            type: 'command',
            command: 'node',
            args: ['${CLAUDE_PROJECT_DIR}/node_modules/@handoff/cli/dist/bin.js', 'hook', 'pre-tool-use'],
            timeout: 10,
          },
        ],
      },
    ]);
    expect(Object.keys(settings.hooks)).toEqual(['PreToolUse', 'SessionStart', 'Stop']);
    const before = read('.claude/settings.json');
    const again = await hooks('install', '--runtime', 'claude');
    expect(again.stdout).toBe('.claude/settings.json: unchanged\n');
    expect(read('.claude/settings.json')).toBe(before);
  });

  it('replaces its own entries when the flags change, never duplicating them', async () => {
    expect((await hooks('install', '--runtime', 'codex')).status).toBe(0);
    const run = await hooks('install', '--runtime', 'codex', '--strict-gate', '--block-rejected', '--dir', 'state/h');
    expect(run.status, run.stderr).toBe(0);
    const config = JSON.parse(read('.codex/hooks.json')) as {
      hooks: Record<string, Array<{ hooks: Array<{ command: string }> }>>;
    };
    expect(config.hooks.PreToolUse).toHaveLength(1);
    expect(config.hooks.PreToolUse![0]!.hooks).toEqual([
      {
        type: 'command',
        command:
          'cd "$(git rev-parse --show-toplevel 2>/dev/null || pwd)/" && CLAUDE_PROJECT_DIR="$PWD" node ' +
          'node_modules/@handoff/cli/dist/bin.js hook pre-tool-use --runtime codex --dir state/h ' +
          '--block-rejected --strict-gate',
        timeout: 10,
      },
    ]);
  });

  it('writes Gemini CLI hooks with timeouts in milliseconds, and the OpenCode plugin with the flags', async () => {
    const run = await hooks('install', '--runtime', 'gemini', '--runtime', 'opencode', '--block-rejected');
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain('.gemini/settings.json: written\n.opencode/plugin/handoff.js: written\n');
    expect(run.stdout).toContain('a hook that crashes or times out lets the tool through');
    const settings = JSON.parse(read('.gemini/settings.json')) as {
      hooks: Record<
        string,
        Array<{ matcher?: string; hooks: Array<{ name: string; command: string; timeout: number }> }>
      >;
    };
    expect(Object.keys(settings.hooks)).toEqual(['SessionStart', 'BeforeTool', 'AfterTool', 'AfterAgent']);
    expect(settings.hooks.BeforeTool).toEqual([
      {
        matcher: '.*',
        hooks: [
          {
            name: 'handoff-pre-tool-use',
            type: 'command',
            command:
              'node "$GEMINI_PROJECT_DIR/node_modules/@handoff/cli/dist/bin.js" hook pre-tool-use --runtime ' +
              'gemini --block-rejected',
            timeout: 10_000,
          },
        ],
      },
    ]);
    const plugin = read('.opencode/plugin/handoff.js');
    expect(plugin).toMatch(/^\/\/ handoff hooks for OpenCode, written by `handoff hooks install --runtime opencode`\./);
    expect(plugin).toContain('const FLAGS = ["--block-rejected"];');
  });

  it('--dry-run prints the change as a diff and writes nothing', async () => {
    const run = await hooks('install', '--runtime', 'codex', '--dry-run');
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(
      new RegExp(
        String.raw`^Index: \.codex\/hooks\.json\n={67}\n--- \.codex\/hooks\.json\n\+\+\+ \.codex\/hooks\.json\n@@ ` +
          String.raw`-0,0 \+1,\d+ @@\n\+\{\n`,
      ),
    );
    expect(existsSync(join(project, '.codex'))).toBe(false);
  });

  it('refuses, writing nothing at all, a link on the way, a file that is not plain JSON, a plugin not its own', async () => {
    mkdirSync(join(root, 'elsewhere'));
    symlinkSync(join(root, 'elsewhere'), join(project, '.claude'));
    const link = await hooks('install', '--runtime', 'codex', '--runtime', 'claude');
    expect(link).toEqual({
      status: 1,
      stdout: '',
      stderr:
        'handoff hooks install: refused, nothing written: .claude is a symbolic link; handoff hooks install writes ' +
        'no file through a link\n',
    });
    expect(existsSync(join(project, '.codex'))).toBe(false);
    write('.gemini/settings.json', '{ // mine\n}\n');
    expect((await hooks('install', '--runtime', 'gemini')).stderr).toBe(
      'handoff hooks install: refused, nothing written: .gemini/settings.json is not plain JSON ' +
        '(comments or a syntax error); add the hooks by hand (handoff hooks install --runtime gemini ' +
        '--dry-run prints them)\n',
    );
    write('.opencode/plugin/handoff.js', 'export const Mine = async () => ({});\n');
    expect((await hooks('install', '--runtime', 'opencode')).stderr).toBe(
      'handoff hooks install: refused, nothing written: .opencode/plugin/handoff.js exists and was not written by ' +
        'handoff hooks install; move it away first\n',
    );
    expect(read('.opencode/plugin/handoff.js')).toBe('export const Mine = async () => ({});\n');
  });

  it('refuses when the project has no CLI of its own for the hooks to run', async () => {
    rmSync(join(project, 'node_modules'), { recursive: true });
    const run = await hooks('install', '--runtime', 'gemini');
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(
      /^handoff hooks install: refused: .*node_modules\/@handoff\/cli\/dist\/bin\.js is not there/,
    );
    expect(existsSync(join(project, '.gemini'))).toBe(false);
  });

  it.each([
    [['install'], 'handoff hooks install: name a runtime: --runtime claude|codex|gemini|opencode|all\n'],
    [
      ['install', '--runtime', 'cursor'],
      'handoff hooks install: unknown runtime `cursor`; expected one of claude, codex, gemini, opencode, all\n',
    ],
    [[], 'handoff hooks: missing verb; expected install or doctor\n'],
    [['wire'], 'handoff hooks: unknown verb `wire`; expected install or doctor\n'],
  ])('usage: %j', async (args, stderr) => {
    expect(await hooks(...args)).toEqual({ status: 2, stdout: '', stderr });
  });
});

describe('handoff hooks doctor', () => {
  it('says which runtimes are wired, to the project’s own handoff', async () => {
    expect((await hooks('doctor')).stdout).toContain('no runtime is wired');
    expect((await hooks('install', '--runtime', 'claude', '--runtime', 'gemini', '--strict-gate')).status).toBe(0);
    const run = await hooks('doctor');
    expect(run.status, run.stdout).toBe(0);
    expect(run.stdout.split('\n')).toEqual([
      'claude    wired in .claude/settings.json: session-start, pre-tool-use, stop (--strict-gate)',
      `          runs \${CLAUDE_PROJECT_DIR}/node_modules/@handoff/cli/dist/bin.js -> ${REPO_CLI}/dist/bin.js: ` +
        `the project's own handoff`,
      'codex     not wired (no .codex/hooks.json)',
      'gemini    wired in .gemini/settings.json: session-start, pre-tool-use, post-tool-use, stop (--strict-gate)',
      `          runs $GEMINI_PROJECT_DIR/node_modules/@handoff/cli/dist/bin.js -> ${REPO_CLI}/dist/bin.js: ` +
        `the project's own handoff`,
      'opencode  not wired (no .opencode/plugin/handoff.js)',
      "2 runtimes wired, each to the project's own handoff",
      '',
    ]);
  });

  it('finds a hook that runs another handoff, a missing event and a Gemini timeout in seconds', async () => {
    const other = join(root, 'other/node_modules/@handoff/cli');
    mkdirSync(join(other, 'dist'), { recursive: true });
    writeFileSync(join(other, 'package.json'), '{ "name": "@handoff/cli" }\n');
    writeFileSync(join(other, 'dist/bin.js'), '');
    write(
      '.claude/settings.json',
      JSON.stringify({
        hooks: {
          PreToolUse: [{ hooks: [{ type: 'command', command: `node ${other}/dist/bin.js hook pre-tool-use` }] }],
        },
      }),
    );
    expect((await hooks('install', '--runtime', 'gemini')).status).toBe(0);
    const gemini = JSON.parse(read('.gemini/settings.json')) as {
      hooks: Record<string, Array<{ hooks: Array<{ timeout: number }> }>>;
    };
    gemini.hooks.BeforeTool![0]!.hooks[0]!.timeout = 10;
    write('.gemini/settings.json', JSON.stringify(gemini));
    const run = await hooks('doctor', '--json');
    expect(run.status).toBe(1);
    const report = JSON.parse(run.stdout) as {
      runtimes: Array<{ runtime: string; events: string[]; missing: string[]; own: boolean; problems: string[] }>;
    };
    const [claude, , geminiReport] = report.runtimes;
    expect(claude).toMatchObject({
      runtime: 'claude',
      events: ['pre-tool-use'],
      missing: ['session-start', 'stop'],
      own: false,
    });
    expect(claude!.problems).toEqual([
      '.claude/settings.json does not run handoff hook session-start, stop',
      `its hooks run ${other}/dist/bin.js, not the project's own handoff (${REPO_CLI})`,
    ]);
    expect(geminiReport!.own).toBe(true);
    expect(geminiReport!.problems).toEqual([
      'its BeforeTool hook times out after 10 ms (Gemini CLI reads milliseconds, and lets the tool through when a ' +
        'hook times out); use 10000',
    ]);
  });

  it('follows `npx handoff` into the project and a bare `handoff` through PATH', async () => {
    const codexHook = (command: string) => ({ hooks: [{ type: 'command', command }] });
    const events = (command: (event: string) => string) =>
      JSON.stringify({
        hooks: {
          SessionStart: [codexHook(command('session-start'))],
          PreToolUse: [codexHook(command('pre-tool-use'))],
          Stop: [codexHook(command('stop'))],
        },
      });
    write(
      '.codex/hooks.json',
      events((event) => `npx handoff hook ${event} --runtime codex`),
    );
    const missing = JSON.parse((await hooks('doctor', '--json')).stdout) as { runtimes: Array<{ problems: string[] }> };
    expect(missing.runtimes[1]!.problems).toEqual([
      'the handoff its hooks run (npx handoff) is not there: every hook would fail',
    ]);
    mkdirSync(join(project, 'node_modules/.bin'));
    symlinkSync('../@handoff/cli/bin/handoff.js', join(project, 'node_modules/.bin/handoff'));
    const own = await hooks('doctor');
    expect(own.status, own.stdout).toBe(0);
    expect(own.stdout).toContain(
      `          runs npx handoff -> ${REPO_CLI}/bin/handoff.js: the project's own handoff\n`,
    );
    const bin = join(root, 'bin');
    mkdirSync(bin);
    writeFileSync(join(bin, 'handoff'), '#!/bin/sh\n', { mode: 0o755 });
    write(
      '.codex/hooks.json',
      events((event) => `handoff hook ${event} --runtime codex`),
    );
    const global = await handoffInProcess(project, ['hooks', 'doctor'], '', { PATH: bin });
    expect(global.status).toBe(1);
    expect(global.stdout).toContain(`          runs handoff -> ${bin}/handoff: NOT the project's own handoff\n`);
  });
});
