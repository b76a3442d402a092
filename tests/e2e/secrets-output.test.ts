import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handoff } from '../helpers/cli.js';

/**
 * Issue 20, "no output shows the value", on the paths that still echoed one: the fixed text
 * `lint --fix-dry-run --format json` prints, the error lines and answers of `handoff hook`,
 * the lines of `hooks install|doctor`, `resume status`, a value cut short before the line
 * was redacted, and the JSON parser's excerpt of a malformed MCP or LSP message. Each case
 * runs the built CLI with a real-looking token, asserts the exact line with `[REDACTED]`,
 * and has a control: the same path without a secret prints the value as given. The tokens
 * are assembled at run time from a fixed seed, so this file holds none.
 */
const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
function tokenOf(prefix: string, length: number, seed: number): string {
  let state = seed;
  let out = prefix;
  for (let i = 0; i < length; i++) {
    state = (state * 1103515245 + 12345) % 2147483648;
    out += ALNUM[Math.floor(state / 65536) % ALNUM.length];
  }
  return out;
}
/** A classic GitHub personal access token: `ghp_` and 36 letters and digits. */
const GHP = tokenOf('ghp_', 36, 7);
/** A fine-grained GitHub token (93 characters): any 40-character prefix of it is most of its secret. */
const PAT = tokenOf('github_pat_11', 20, 11) + '_' + tokenOf('', 59, 13);

let project: string;
beforeAll(() => {
  project = mkdtempSync(join(tmpdir(), 'handoff-secret-output-'));
});
afterAll(() => rmSync(project, { recursive: true, force: true }));

function folder(name: string): string {
  const dir = mkdtempSync(join(project, `${name}-`));
  mkdirSync(join(dir, '.git'));
  return dir;
}

it('the tokens read as the scanner reads them (a precondition of every case below)', () => {
  expect(GHP).toMatch(/^ghp_[A-Za-z0-9]{36}$/);
  expect(PAT).toMatch(/^github_pat_11[A-Za-z0-9]{20}_[A-Za-z0-9]{59}$/);
});

describe('lint --fix-dry-run --format json: the fixed text is printed redacted, --fix writes the true text', () => {
  const summary = (word: string) =>
    `## Implementation Decisions\n\n### Decisions Taken (Open / Discretion)\n- **O-1 (cache):** Took it. Rationale: ` +
    `the key ${word} is used.\n`;
  const fixed = (word: string) =>
    `## Implementation Decisions\n\n### Taken — Decisions Taken (Open / Discretion)\n- **DT-1 (cache):** O-1: ` +
    `Took it. Reason: the key ${word} is used.\n`;

  it.each([
    ['a token', GHP, '[REDACTED]'],
    ['no secret (control)', 'cachekey', 'cachekey'],
  ])('%s', (_name, word, shown) => {
    const dir = folder('fix');
    writeFileSync(join(dir, '01-SUMMARY.md'), summary(word));
    const dry = handoff(dir, ['lint', '--fix-dry-run', '--format', 'json', '01-SUMMARY.md']);
    expect(dry.stdout).not.toContain(GHP);
    const [result] = JSON.parse(dry.stdout) as Array<{ output: string }>;
    expect(result!.output).toBe(fixed(shown));
    expect(readFileSync(join(dir, '01-SUMMARY.md'), 'utf8')).toBe(summary(word));
    handoff(dir, ['lint', '--fix', '01-SUMMARY.md']);
    expect(readFileSync(join(dir, '01-SUMMARY.md'), 'utf8')).toBe(fixed(word));
  });
});

describe('handoff hook: error lines and the answers of a failed check', () => {
  const registered = '`handoff hook pre-tool-use` is registered under PreToolUse';

  it.each([
    ['a token as the event name', GHP, `standard input is a [REDACTED] event; ${registered}`],
    [
      'a long token: its length, never a prefix',
      PAT,
      `standard input is an event name of 93 characters; ${registered}`,
    ],
    ['another event (control)', 'Stop', `standard input is a Stop event; ${registered}`],
  ])('the payload names %s', (_name, eventName, line) => {
    const run = handoff(project, ['hook', 'pre-tool-use'], JSON.stringify({ hook_event_name: eventName }));
    expect(run.status).toBe(2);
    expect(run.stderr).toBe(`handoff hook pre-tool-use: ${line}\n`);
  });

  it.each([
    ['a token', GHP, 'handoff hook pre-tool-use: unexpected argument `[REDACTED]`'],
    ['a long token', PAT, 'handoff hook pre-tool-use: unexpected argument (a value of 93 characters)'],
    ['a word (control)', 'extra', 'handoff hook pre-tool-use: unexpected argument `extra`'],
  ])('an extra argument: %s', (_name, value, line) => {
    const run = handoff(project, ['hook', 'pre-tool-use', value]);
    expect(run.status).toBe(2);
    expect(run.stderr).toBe(`${line}\n`);
  });

  it.each([
    ['a token', GHP, '[REDACTED]'],
    ['no secret (control)', 'plain-state', 'plain-state'],
  ])('the state cannot be read in a folder named after %s', (_name, name, shown) => {
    const dir = folder('state');
    mkdirSync(join(dir, name, 'state', 'session-handoff.json'), { recursive: true });
    const edit = {
      session_id: 's1',
      cwd: dir,
      hook_event_name: 'PreToolUse',
      tool_name: 'Edit',
      tool_input: { file_path: join(dir, 'a.md'), old_string: 'a', new_string: 'b' },
    };
    const run = handoff(dir, ['hook', 'pre-tool-use', '--dir', name], JSON.stringify(edit));
    expect(run.status).toBe(2);
    const path = join(dir, shown, 'state', 'session-handoff.json');
    expect(run.stderr).toBe(
      `handoff: Edit refused: the hook could not check the read gate or the rejections (EISDIR: read ${path}). ` +
        `Fix that first; \`handoff resume status\` and \`handoff rejections\` show it.\n`,
    );
    const start = handoff(
      dir,
      ['hook', 'session-start', '--dir', name],
      JSON.stringify({ session_id: 's1', cwd: dir, hook_event_name: 'SessionStart', source: 'startup' }),
    );
    expect(start.stdout).not.toContain(GHP);
    expect((JSON.parse(start.stdout) as { systemMessage: string }).systemMessage).toBe(
      `handoff hook session-start: EISDIR: read ${path}`,
    );
  });
});

describe('a value quoted in an error line is redacted whole, never cut first', () => {
  it.each([
    ['hooks install --runtime', ['hooks', 'install', '--runtime'], 'handoff hooks install: unknown runtime'],
    ['rejections', ['rejections'], 'handoff rejections: unknown subcommand'],
  ])('%s', (_name, args, start) => {
    const long = handoff(project, [...args, PAT]);
    expect(long.stderr.split('\n')[0]).toMatch(new RegExp(`^${start} \\(a value of 93 characters\\)`));
    expect(long.stderr).not.toContain(PAT.slice(0, 20));
    const short = handoff(project, [...args, GHP]);
    expect(short.stderr.split('\n')[0]).toMatch(new RegExp(`^${start} \`\\[REDACTED\\]\``));
    const control = handoff(project, [...args, 'nonesuch']);
    expect(control.stderr.split('\n')[0]).toMatch(new RegExp(`^${start} \`nonesuch\``));
  });
});

describe('hooks install --dry-run and hooks doctor', () => {
  const settings = (value: string) => `{\n  "env": {\n    "GITHUB_TOKEN": "${value}"\n  }\n}\n`;

  it.each([
    ['a token', GHP, '[REDACTED]'],
    ['no secret (control)', 'from-the-keychain', 'from-the-keychain'],
  ])('the patch of a settings file holding %s', (_name, value, shown) => {
    const dir = folder('install');
    mkdirSync(join(dir, '.claude'));
    writeFileSync(join(dir, '.claude', 'settings.json'), settings(value));
    mkdirSync(join(dir, 'node_modules/@handoff/cli/dist'), { recursive: true });
    writeFileSync(join(dir, 'node_modules/@handoff/cli/dist/bin.js'), '');
    const run = handoff(dir, ['hooks', 'install', '--runtime', 'claude', '--dry-run']);
    expect(run.status).toBe(0);
    expect(run.stdout).not.toContain(GHP);
    expect(run.stdout.split('\n')).toContain(`     "GITHUB_TOKEN": "${shown}"`);
  });

  it.each([
    ['a token', GHP, '[REDACTED]'],
    ['no secret (control)', 'plain-project', 'plain-project'],
  ])('doctor --json in a project folder named after %s', (_name, name, shown) => {
    const dir = join(folder('doctor'), name);
    mkdirSync(join(dir, '.git'), { recursive: true });
    const run = handoff(dir, ['hooks', 'doctor', '--json']);
    expect(run.stdout).not.toContain(GHP);
    expect((JSON.parse(run.stdout) as { project: string }).project).toBe(join(dir, '..', shown));
  });
});

describe('resume status', () => {
  it.each([
    ['a token', GHP, '[REDACTED]'],
    ['no secret (control)', 'plain-dir', 'plain-dir'],
  ])('in a handoff folder named after %s', (_name, name, shown) => {
    const dir = folder('status');
    mkdirSync(join(dir, name));
    const text = handoff(dir, ['resume', 'status', '--dir', name]);
    expect(text.stdout).toBe(`none\nno handoff record in ${shown}\n`);
    const json = JSON.parse(handoff(dir, ['resume', 'status', '--dir', name, '--json']).stdout) as Record<
      string,
      unknown
    >;
    expect(json.resume_path).toBe(`${shown}/RESUME.md`);
    expect(json.state_path).toBe(`${shown}/state/session-handoff.json`);
  });
});

describe("the JSON parser's excerpt of a malformed message is never printed", () => {
  it.each([
    ['a token', GHP],
    ['a word (control: the excerpt is never shown)', 'garbage'],
  ])('mcp: a line holding %s', (_name, line) => {
    const run = handoff(project, ['mcp'], `${line}\n`);
    expect(run.stdout).toBe(
      JSON.stringify({
        jsonrpc: '2.0',
        id: null,
        error: { code: -32700, message: `Parse error: Unexpected token '${line[0]}' (not valid JSON)` },
      }) + '\n',
    );
    expect(run.stderr).toBe(
      `handoff mcp: refused a message (-32700): Parse error: Unexpected token '${line[0]}' (not valid JSON)\n`,
    );
  });

  it('mcp: an unknown tool named by a long token is redacted before it is cut', () => {
    const call = { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: `${PAT} ${'x'.repeat(60)}` } };
    const run = handoff(project, ['mcp'], `${JSON.stringify(call)}\n`);
    const text = (JSON.parse(run.stdout) as { result: { content: Array<{ text: string }> } }).result.content[0]!.text;
    expect(text).toBe(`handoff mcp: unknown tool \`[REDACTED] ${'x'.repeat(60)}\`; tools/list names the 18 tools`);
  });

  it.each([
    ['a token', GHP],
    ['a word (control)', 'garbage'],
  ])('lsp: a body holding %s', (_name, body) => {
    const run = handoff(project, ['lsp', '--stdio'], `Content-Length: ${body.length}\r\n\r\n${body}`);
    expect(run.stderr).toContain(
      `handoff lsp: skipped a malformed message: a body that is not UTF-8 JSON ` +
        `(Unexpected token '${body[0]}' (not valid JSON))\n`,
    );
    expect(run.stderr).not.toContain(body.slice(0, 6));
  });
});

describe('a token glued to the word before it in a folder name is redacted where the name is printed', () => {
  // `dghp_…`: the family's prefix after a letter, with its whole shape; `my_ghp_…` after `_`.
  const summary =
    `## Implementation Decisions\n\n` + `### Decisions Taken (Open / Discretion)\n- **O-1 (cache):** Took it.\n`;
  const formats = ['stylish', 'json', 'github', 'sarif'];

  it.each([
    ['a token after a letter', `d${GHP}`, 'd[REDACTED]'],
    ['a token after `_`', `my_${GHP}`, 'my_[REDACTED]'],
    ['a prefix glued to a word, too short for a token (control)', 'taskghp_notes', 'taskghp_notes'],
    ['an ordinary name (control)', 'desk-lamp_notes', 'desk-lamp_notes'],
  ])('%s', (_name, name, shown) => {
    const dir = folder('glued');
    mkdirSync(join(dir, name));
    writeFileSync(join(dir, name, '01-SUMMARY.md'), summary);
    for (const format of formats) {
      const run = handoff(dir, ['lint', '--format', format, name]);
      expect(run.status, format).toBe(1);
      expect(run.stdout + run.stderr, format).not.toContain(GHP.slice(4));
      // SARIF gives the file as a URI reference, percent-encoded.
      const path = format === 'sarif' ? encodeURI(`${shown}/01-SUMMARY.md`) : `${shown}/01-SUMMARY.md`;
      expect(run.stdout, format).toContain(path);
    }
    const written = join(dir, 'report.json');
    handoff(dir, ['lint', '--format', 'json', '-o', written, name]);
    expect(readFileSync(written, 'utf8')).not.toContain(GHP.slice(4));
    expect(readFileSync(written, 'utf8')).toContain(`${shown}/01-SUMMARY.md`);
  });

  it.each([
    ['a glued token', `d${GHP}`, 'd[REDACTED]'],
    ['an ordinary name (control)', 'desk-lamp_notes', 'desk-lamp_notes'],
  ])('mcp: an unknown tool named by %s', (_name, name, shown) => {
    const call = { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name } };
    const run = handoff(project, ['mcp'], `${JSON.stringify(call)}\n`);
    expect(run.stdout + run.stderr).not.toContain(GHP.slice(4));
    const text = (JSON.parse(run.stdout) as { result: { content: Array<{ text: string }> } }).result.content[0]!.text;
    expect(text).toBe(`handoff mcp: unknown tool \`${shown}\`; tools/list names the 18 tools`);
  });
});

describe('a key or an argument is quoted whole or by its length, never cut before redaction', () => {
  it.each([
    ['a key holding a long token: its length', `note ${PAT}`, '(a key of 98 characters)', 'note [REDACTED]'],
    ['a key holding a token', `note ${GHP}`, '`note [REDACTED]`', 'note [REDACTED]'],
    ['an unknown key (control)', 'colour', '`colour`', 'colour'],
  ])('packet write --json: %s', (_name, key, quoted, field) => {
    const dir = folder('packet');
    const input = join(dir, 'packet.json');
    writeFileSync(input, JSON.stringify({ [key]: 'x' }));
    const run = handoff(dir, ['packet', 'write', '--json', '--from', input]);
    expect(run.status).toBe(1);
    expect(run.stdout + run.stderr).not.toContain(GHP.slice(4, 16));
    expect(run.stdout + run.stderr).not.toContain(PAT.slice(11, 31));
    const message = `unknown field ${quoted}; expected one of GOAL_ID`;
    expect(JSON.parse(run.stdout)).toEqual({ ok: false, field, message: expect.stringContaining(message) as unknown });
    expect(run.stderr).toContain(`handoff packet write: ${message}`);
    expect(existsSync(join(dir, '.handoff', 'packet.md'))).toBe(false);
  });

  it.each([
    ['a long token: its length', PAT, '(a value of 93 characters)'],
    ['a token', GHP, '`[REDACTED]`'],
    ['a word (control)', 'third', '`third`'],
  ])('forget: %s as the entry number', (_name, argument, quoted) => {
    const dir = folder('forget');
    const run = handoff(dir, ['forget', argument]);
    expect(run.status).toBe(1);
    expect(run.stdout + run.stderr).not.toContain(PAT.slice(11, 31));
    expect(run.stdout + run.stderr).not.toContain(GHP.slice(4, 16));
    expect(run.stderr).toBe(
      `handoff forget: refused, nothing changed: ${quoted} is not an entry number; ` +
        `run \`handoff rejections\` for the numbers\n`,
    );
  });
});
