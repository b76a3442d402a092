import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN } from '../helpers/cli.js';

// The read gate against an agent that wants through (the outside probe's F1, F2, F12, F13,
// F26), and what held before (36 refusals while blocked, 24 malformed events failing
// closed), through the built `handoff hook pre-tool-use` as Claude Code runs it: JSON on
// standard input, exit 0 lets the tool run, exit 2 refuses it. Each attack has a benign
// control that the same gate lets through, so a gate that refused everything would fail.

const REPO = resolve(import.meta.dirname, '../..');
// The shell finds `handoff` where a project that installed it would: its node_modules/.bin.
const PATH = [join(REPO, 'node_modules', '.bin'), '/usr/local/bin', '/usr/bin', '/bin'].join(':');

const RECORD = {
  goal: 'Keep the read gate closed to an agent that has not read the handoff.',
  status: 'partial',
  active_files: [{ path: 'src/app.ts', purpose: 'the application entry point' }],
  changes: [{ what: 'Wrote the gate', why: 'sessions skipped the handoff' }],
  failed_approaches: [{ approach: 'Matching command text', why_failed: 'the shell runs what it parses' }],
  next_steps: [{ step: 'Run the tests', command: 'npm test' }],
};

let scratch: string;
let blocked: string;
let open: string;
beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'handoff-p3-gate-'));
  blocked = join(scratch, 'blocked');
  open = join(scratch, 'open');
  for (const project of [blocked, open]) {
    mkdirSync(join(project, 'src', 'sub'), { recursive: true });
    mkdirSync(join(project, '.git'));
    writeFileSync(join(project, 'src', 'app.ts'), 'export const app = 1; // precious code\n');
  }
  const wrote = spawnSync(process.execPath, [BIN, 'resume', 'write', '--from', '-'], {
    cwd: blocked,
    input: JSON.stringify(RECORD),
    encoding: 'utf8',
  });
  expect(wrote.status, wrote.stderr).toBe(0);
  // An executable merely named handoff, in the project and on a PATH of its own.
  mkdirSync(join(scratch, 'fakebin'));
  for (const fake of [join(blocked, 'handoff'), join(scratch, 'fakebin', 'handoff')])
    writeFileSync(fake, `#!/bin/sh\ntouch ${join(scratch, 'PWNED')}\n`, { mode: 0o755 });
  // The project's own install, as npm links it.
  mkdirSync(join(blocked, 'node_modules', '.bin'), { recursive: true });
  symlinkSync(join(REPO, 'packages', 'cli', 'bin', 'handoff.js'), join(blocked, 'node_modules', '.bin', 'handoff'));
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function hook(input: string, env: NodeJS.ProcessEnv = {}) {
  const run = spawnSync(process.execPath, [BIN, 'hook', 'pre-tool-use'], {
    cwd: scratch,
    input,
    encoding: 'utf8',
    env: { PATH, HOME: scratch, ...env },
    maxBuffer: 64 * 1024 * 1024,
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

const payload = (cwd: string, tool: string, input: Record<string, unknown>) =>
  JSON.stringify({ session_id: 's', cwd, hook_event_name: 'PreToolUse', tool_name: tool, tool_input: input });
const bash = (command: string, cwd = blocked) => hook(payload(cwd, 'Bash', { command }));

describe('F1: a here-document whose body the shell would expand does not pass the gate', () => {
  it.each([
    ['$(…)', `handoff resume ack --summary-file - <<EOF\n$(touch ${'$'}HOME/PWNED)\nEOF`],
    ['backticks', 'handoff resume ack --summary-file - <<EOF\n`touch PWNED`\nEOF'],
    ['${X:=$(id)}', 'handoff resume ack --summary-file - <<EOF\n${X:=$(id)}\nEOF'],
    ['<<- with a tab', 'handoff resume ack --summary-file - <<-EOF\n\t$(id)\n\tEOF'],
    ['a backslash-newline', 'handoff resume ack --summary-file - <<EOF\nx \\\n$(id)\nEOF'],
  ])('%s is refused', (_label, command) => {
    const run = bash(command);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('quote the delimiter');
  });

  it('control: the same body under a quoted delimiter passes, and bash runs nothing of it', () => {
    const command = `handoff resume ack --summary-file - <<'EOF'\n$(touch ${join(scratch, 'PWNED')})\nEOF`;
    expect(bash(command).status).toBe(0);
    spawnSync('bash', ['-c', command], { cwd: blocked, env: { PATH, HOME: scratch }, encoding: 'utf8' });
    expect(existsSync(join(scratch, 'PWNED'))).toBe(false);
  });
});

describe('F2: reading verbs pass with their reading options only', () => {
  it.each([
    'handoff lint --format json -o src/app.ts .',
    'handoff lint --output-file=src/app.ts .',
    'handoff lint -qo src/app.ts .',
    'handoff lint --fix .',
    'handoff resume read --from x',
  ])('%s is refused, and src/app.ts is untouched', (command) => {
    expect(bash(command).status).toBe(2);
    expect(readFileSync(join(blocked, 'src', 'app.ts'), 'utf8')).toContain('precious code');
  });

  it('control: the same verbs with reading options pass', () => {
    for (const command of ['handoff lint --format json .', 'handoff lint -q --fix-dry-run .', 'handoff resume read'])
      expect([command, bash(command).status]).toEqual([command, 0]);
  });
});

describe('F26: only the project’s own handoff, by real path', () => {
  it.each([
    './handoff resume read',
    '/tmp/x/handoff resume read',
    'node /any/packages/cli/dist/bin.js resume read',
    'npx -y handoff resume read',
    'npx --yes @handoff/cli resume read',
    'npx @handoff/cli resume read',
  ])('%s is refused', (command) => {
    expect(bash(command).status).toBe(2);
  });

  it('a handoff found first on PATH that is not the project’s is refused', () => {
    const env = { PATH: `${join(scratch, 'fakebin')}:${PATH}` };
    expect(hook(payload(blocked, 'Bash', { command: 'handoff resume read' }), env).status).toBe(2);
  });

  it('control: the installed one passes, by PATH, by path, through node and npx', () => {
    for (const command of [
      'handoff resume read',
      './node_modules/.bin/handoff resume read',
      `node ${join(REPO, 'packages', 'cli', 'dist', 'bin.js')} resume read`,
      'npx handoff resume read',
    ])
      expect([command, bash(command).status]).toEqual([command, 0]);
  });

  it('control: `npx @handoff/cli` passes where the package is installed in the project (npx runs it, no download)', () => {
    const installed = join(blocked, 'node_modules', '@handoff', 'cli');
    mkdirSync(join(blocked, 'node_modules', '@handoff'), { recursive: true });
    symlinkSync(join(REPO, 'packages', 'cli'), installed);
    try {
      expect(bash('npx @handoff/cli resume read').status).toBe(0);
      expect(bash('npx --yes @handoff/cli resume read').status).toBe(2);
    } finally {
      rmSync(join(blocked, 'node_modules', '@handoff'), { recursive: true, force: true });
    }
  });
});

describe('F13: the project comes from the payload’s cwd walked up, not from the subfolder alone', () => {
  it('a Write from a subfolder of a blocked project is refused without CLAUDE_PROJECT_DIR', () => {
    const run = hook(payload(join(blocked, 'src', 'sub'), 'Write', { file_path: 'x.ts', content: 'x' }));
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/^handoff: Write refused: the read gate is blocked/);
  });

  it('control: a Write from a subfolder of a project with no record passes', () => {
    expect(hook(payload(join(open, 'src', 'sub'), 'Write', { file_path: 'x.ts', content: 'x' })).status).toBe(0);
  });
});

describe('F12: a Write over 1 MiB is judged as a changing tool, not refused for its size', () => {
  const big = (cwd: string) => payload(cwd, 'Write', { file_path: 'big.txt', content: 'x'.repeat(1024 * 1024 + 10) });

  it('passes where there is no record at all', () => {
    const run = hook(big(open), { CLAUDE_PROJECT_DIR: open });
    expect([run.status, run.stderr]).toEqual([0, '']);
  });

  it('control: is refused while the gate is blocked', () => {
    const run = hook(big(blocked), { CLAUDE_PROJECT_DIR: blocked });
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/^handoff: tool call refused: its input is too large to check/);
  });
});

// What the probe found holding before; pinned so the new gate keeps it.
describe('held: 36 ways through while blocked are refused', () => {
  const shell = [
    'handoff resume read; rm -rf src',
    'handoff resume read && npm test',
    'handoff resume read | tee out.md',
    'handoff resume read > out.md',
    'handoff resume read $(rm -rf src)',
    'handoff resume read `rm -rf src`',
    'handoff resume read "a$(b)"',
    'handoff resume read\nrm -rf src',
    'handoff resume read\rrm -rf src',
    'handoff resume read\0rm',
    'handoff rejections clear',
    'handoff rejections --json clear',
    'handoff rejections clear --dir .handoff',
    'handoff resume write --from record.json',
    "sed -i 's/1/2/' src/app.ts",
    'tee src/app.ts',
    'python -c "open(1)"',
    'echo x > src/app.ts',
    'git apply patch.diff',
    'cat <<EOF > src/app.ts\nx\nEOF',
  ];
  const tools: Array<[string, Record<string, unknown>]> = [
    ['PowerShell', { command: 'Set-Content src/app.ts x' }],
    ['MultiEdit', { file_path: 'src/app.ts', edits: [] }],
    ['NotebookEdit', { notebook_path: 'n.ipynb' }],
    ['Write', { file_path: '../x', content: 'x' }],
    ['write', { file_path: 'x', content: 'x' }],
    ['WRITE', { file_path: 'x', content: 'x' }],
    ['edit', { file_path: 'x' }],
    ['bash', { command: 'handoff resume read' }],
    ['mcp__handoff__resume_write', {}],
    ['mcp__handoff__packet_ack', {}],
    ['mcp__github__create_issue', {}],
    ['mcp__Handoff__resume_read', {}],
    ['KillShell', {}],
    ['Skill', {}],
    ['SlashCommand', {}],
    ['Read ', { file_path: 'x' }],
    ['Read\u200b', { file_path: 'x' }],
  ];
  // The probe's list of 36, counted as it names them: its "lower/upper-case tool names (4)" are 4 cases here.
  it('holds every case of the list', () => expect(shell.length + tools.length).toBe(37));
  it.each(shell)('Bash %j', (command) => expect(bash(command).status).toBe(2));
  it.each(tools)('%s', (tool, input) => expect(hook(payload(blocked, tool, input)).status).toBe(2));
  it('control: reading tools pass while blocked', () => {
    for (const tool of ['Read', 'Grep', 'mcp__handoff__resume_read'])
      expect([tool, hook(payload(blocked, tool, { file_path: 'x' })).status]).toEqual([tool, 0]);
  });
});

describe('held: 24 malformed or odd events fail closed in a blocked project', () => {
  const deep = (open: string, close: string) =>
    `{"tool_name":"Write","tool_input":${open.repeat(100_000)}${close.repeat(100_000)}}`;
  const events: Array<[string, string | Buffer]> = [
    ['empty', ''],
    ['garbage', 'garbage'],
    ['an array', '[]'],
    ['null', 'null'],
    ['trailing garbage', '{"tool_name":"Write"} x'],
    ['no tool_input', '{"tool_name":"Write"}'],
    ['a string tool_input', '{"tool_name":"Bash","tool_input":"handoff resume read"}'],
    ['an array tool_input', '{"tool_name":"Bash","tool_input":["handoff resume read"]}'],
    ['an array tool_name', '{"tool_name":["Read"]}'],
    ['an empty tool_name', '{"tool_name":""}'],
    ['duplicate keys (the last one counts)', '{"tool_name":"Read","tool_name":"Write"}'],
    ['the wrong event', '{"hook_event_name":"Stop","tool_name":"Write"}'],
    ['over 1 MiB', JSON.stringify({ tool_name: 'Read', tool_input: { pad: 'x'.repeat(1024 * 1024) } })],
    ['100k-deep arrays', deep('[', ']')],
    ['100k-deep objects', deep('{"a":', '}')],
    ['1e400', '{"tool_name":"Write","tool_input":{"n":1e400}}'],
    ['invalid UTF-8', Buffer.from([0x7b, 0xff, 0xfe, 0x7d])],
    ['a lone surrogate', '{"tool_name":"Write\\ud800"}'],
    ['a BOM before the JSON (read as JSON, then gated)', '\ufeff{"tool_name":"Write"}'],
    ['a numeric tool_name', '{"tool_name":5}'],
    ['a null tool_name', '{"tool_name":null}'],
    ['truncated JSON', '{"tool_name":"Wri'],
    ['NUL bytes', '\0\0\0'],
    ['single quotes', "{'tool_name':'Write'}"],
  ];
  it('holds 24 cases', () => expect(events).toHaveLength(24));
  it.each(events)('%s', (_label, input) => {
    const run = spawnSync(process.execPath, [BIN, 'hook', 'pre-tool-use'], {
      cwd: blocked,
      input,
      encoding: 'utf8',
      env: { PATH, CLAUDE_PROJECT_DIR: blocked },
    });
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/^handoff/);
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });
  it('control: a well-formed Read passes in the same project', () => {
    expect(hook(payload(blocked, 'Read', { file_path: 'x' })).status).toBe(0);
  });
});
