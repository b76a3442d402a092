import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { getDefaultEnvironment, StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN } from '../helpers/cli.js';

// Nothing reaches outside its project (the outside probe's F3, F6, F16 and the glob walk):
// the MCP server, the CLI's --fix and a summary's `plan:` judge paths by real path against
// the project root (core's `containPath`). The 21 MCP path tricks that held before are pinned.
// Each refusal has a control that the same surface serves from inside the project.

const PLAN = (id: string) => `# Plan

## Plan Decisions

### Locked (executor MUST follow)
- D-1: Keep it small. Why: review. Source: user.

### Open (executor's discretion within constraints)
- ${id}: Cache size. Constraints: bounded. Reason left open: load unknown.

### Considered and rejected
- R-1: No cache. Rejected because: slow.
`;

const SUMMARY = (plan: string) => `---
plan: ${plan}
---
# Summary

## Files Changed

- src/app.ts

## Implementation Decisions

### Taken (within plan's discretion)
- DT-1: Chose 64 entries for O-2. Reason: measured.

### Deviations (from plan; must explain)
(none)

### Open questions for verifier
(none)
`;

// An untidy bucket heading that --fix rewrites (`Taken` gets its canonical words).
const FIXABLE = `## Implementation Decisions

### Decisions Taken (Open / Discretion)
- **O-1 (cache):** Took the recommendation. Rationale: simplest.

### Deviations
(none)

### Open questions for verifier
(none)
`;

let base: string;
let root: string;
let outside: string;
let client: Client;

beforeAll(async () => {
  base = realpathSync(mkdtempSync(join(tmpdir(), 'handoff-p3-contain-')));
  root = join(base, 'p1');
  outside = join(base, 'outside');
  mkdirSync(join(root, '.git'), { recursive: true });
  mkdirSync(join(root, 'docs'), { recursive: true });
  mkdirSync(outside);
  // The outside file holds O-1 only: a summary naming O-2 against it would say "Unexpected reference to O-2".
  writeFileSync(join(outside, 'victim.md'), PLAN('O-1'));
  writeFileSync(join(outside, 'victim-PLAN.md'), PLAN('O-1'));
  writeFileSync(join(root, 'docs', 'inside-PLAN.md'), PLAN('O-1'));
  symlinkSync('/', join(root, 'rootlink'));
  symlinkSync(join(outside, 'victim.md'), join(root, 'evil-PLAN.md'));
  symlinkSync(outside, join(root, 'linkdir'));
  symlinkSync(join(root, 'docs'), join(root, 'inlink'));
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [BIN, 'mcp'],
    cwd: root,
    stderr: 'pipe',
    env: { ...getDefaultEnvironment(), CLAUDE_PROJECT_DIR: root },
  });
  client = new Client({ name: 'p3-containment', version: '1.0.0' });
  await client.connect(transport);
});
afterAll(async () => {
  await client.close();
  rmSync(base, { recursive: true, force: true });
});

async function callTool(name: string, args: Record<string, unknown>): Promise<CallToolResult> {
  return (await client.callTool({ name, arguments: args })) as CallToolResult;
}
const text = (result: CallToolResult) => (result.content[0] as { text: string }).text;

describe('F3: MCP tools and resources never read through a link out of the root', () => {
  it.each([
    ['orient', { file: 'rootlink/etc/passwd', commits: null }],
    ['orient', { file: 'rootlink/proc/self/environ', commits: null }],
    ['brief', { role: 'executor', path: 'evil-PLAN.md', plan_path: null }],
    ['brief', { role: 'executor', path: 'linkdir/victim.md', plan_path: null }],
    ['lint_files', { paths: ['rootlink/etc/passwd'] }],
    ['lint_files', { paths: ['linkdir'] }],
    ['lint_files', { paths: ['evil-PLAN.md'] }],
    ['lint_text', { text: '# x\n', file_path: 'linkdir/x-PLAN.md' }],
  ])('%s %j is a tool error naming the link, and returns nothing of the file', async (name, args) => {
    const result = await callTool(name, args);
    expect(result.isError).toBe(true);
    expect(text(result)).toMatch(/leads outside the project root .* through a symbolic link/);
    expect(text(result)).not.toContain('root:x:0:0');
  });

  it('the brief resource refuses the same link', async () => {
    await expect(client.readResource({ uri: 'handoff://brief/executor/linkdir/victim.md' })).rejects.toThrow(
      /through a symbolic link/,
    );
  });

  it('control: a link that stays inside the root is served', async () => {
    const result = await callTool('brief', { role: 'executor', path: 'inlink/inside-PLAN.md', plan_path: null });
    expect(result.isError ?? false, text(result)).toBe(false);
    expect(text(result)).toContain('Cache size');
  });
});

describe('MCP lint_files: a glob never walks through a link to /', () => {
  it('lists the project’s plans only', async () => {
    const result = await callTool('lint_files', { paths: ['**/*-PLAN.md'] });
    expect(result.isError ?? false, text(result)).toBe(false);
    const files = (result.structuredContent as { results: Array<{ filePath: string }> }).results.map((r) =>
      r.filePath.slice(root.length + 1),
    );
    // evil-PLAN.md is a link to a file outside: reported unread; nothing under rootlink or linkdir.
    expect(files.sort()).toEqual(['docs/inside-PLAN.md', 'evil-PLAN.md']);
    const evil = (
      result.structuredContent as { results: Array<{ filePath: string; messages: Array<{ message: string }> }> }
    ).results.find((r) => r.filePath.endsWith('evil-PLAN.md'))!;
    expect(evil.messages[0]!.message).toMatch(/^Not linted: it is a symbolic link to a file outside/);
  });

  it('control: the linked folder does hold a plan a walker following links would list', () => {
    expect(readFileSync(join(root, 'linkdir', 'victim-PLAN.md'), 'utf8')).toContain('Cache size');
    expect(realpathSync(join(root, 'rootlink', 'etc'))).toBe('/etc');
  });
});

describe('F16: a summary’s plan is read only inside its project', () => {
  const outsideRefs = () => [join(outside, 'victim.md'), '../outside/victim.md', 'evil-PLAN.md'];

  it.each([0, 1, 2])('MCP lint_text with plan %# gets the refusal, not the outside file’s ids', async (n) => {
    const plan = outsideRefs()[n]!;
    const result = await callTool('lint_text', { text: SUMMARY(plan), file_path: 'x-SUMMARY.md' });
    const messages = (
      result.structuredContent as { results: Array<{ messages: Array<{ message: string }> }> }
    ).results[0]!.messages.map((m) => m.message);
    expect(messages[0]).toMatch(/^Not paired with its plan `.*`: (it is|a symbolic link leads it) outside the project/);
    expect(messages.join('\n')).not.toMatch(/O-2/);
  });

  it('the CLI too', () => {
    writeFileSync(join(root, 'cli-SUMMARY.md'), SUMMARY('../outside/victim.md'));
    const run = spawnSync(process.execPath, [BIN, 'lint', '--format', 'json', 'cli-SUMMARY.md'], {
      cwd: root,
      encoding: 'utf8',
    });
    const [result] = JSON.parse(run.stdout) as Array<{ messages: Array<{ message: string }> }>;
    expect(result!.messages[0]!.message).toMatch(/^Not paired with its plan `\.\.\/outside\/victim\.md`/);
    expect(run.stdout).not.toContain('O-2');
  });

  it('handoff brief (verifier) refuses it, and takes it from --plan only when the user names it', () => {
    writeFileSync(join(root, 'cli-SUMMARY.md'), SUMMARY('../outside/victim.md'));
    const brief = (...args: string[]) =>
      spawnSync(process.execPath, [BIN, 'brief', '--role', 'verifier', ...args], { cwd: root, encoding: 'utf8' });
    const refused = brief('cli-SUMMARY.md');
    expect([refused.status, refused.stdout]).toEqual([2, '']);
    expect(refused.stderr).toMatch(
      /^handoff brief: the summary's plan `\.\.\/outside\/victim\.md` is outside the project root/,
    );
    writeFileSync(join(root, 'cli-SUMMARY.md'), SUMMARY('docs/inside-PLAN.md'));
    expect(brief('cli-SUMMARY.md').status).toBe(0);
  });

  it('control: the same summary against a plan inside the project says which id is missing', async () => {
    const result = await callTool('lint_text', { text: SUMMARY('docs/inside-PLAN.md'), file_path: 'x-SUMMARY.md' });
    expect(JSON.stringify(result.structuredContent)).toContain('O-2');
  });
});

describe('F6: a repository’s followSymlinks cannot make --fix write outside it', () => {
  let repo: string;
  let victim: string;
  beforeAll(() => {
    repo = join(base, 'p6');
    mkdirSync(join(repo, '.git'), { recursive: true });
    victim = join(outside, 'user-notes-SUMMARY.md');
    writeFileSync(victim, FIXABLE);
    symlinkSync(victim, join(repo, 'docs-SUMMARY.md'));
    writeFileSync(join(repo, '.handoffrc.json'), '{"followSymlinks": true}');
  });

  it('lint --fix . leaves the outside file as it was and reports the link', () => {
    const run = spawnSync(process.execPath, [BIN, 'lint', '--fix', '.'], { cwd: repo, encoding: 'utf8' });
    expect(readFileSync(victim, 'utf8')).toBe(FIXABLE);
    expect(run.stdout).toContain('it is a symbolic link to a file outside the project');
    expect(run.status).toBe(1);
  });

  it('control: the user’s --follow-symlinks does fix it (so the check above can see a write)', () => {
    const run = spawnSync(process.execPath, [BIN, 'lint', '--fix', '--follow-symlinks', '.'], {
      cwd: repo,
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(readFileSync(victim, 'utf8')).not.toBe(FIXABLE);
    writeFileSync(victim, FIXABLE);
  });
});

// What held before the change; pinned so the real-path check keeps it.
describe('held: 21 MCP path tricks', () => {
  const tools: Array<[string, Record<string, unknown>]> = [
    ['brief', { role: 'executor', path: '../outside/victim.md', plan_path: null }],
    ['orient', { file: '/etc/passwd', commits: null }],
    ['orient', { file: 'docs/\0x', commits: null }],
    ['lint_files', { paths: ['/etc/*'] }],
    ['lint_files', { paths: ['./../*'] }],
    ['lint_files', { paths: ['**/../../*'] }],
    ['lint_files', { paths: ['..\\*'] }],
    ['lint_files', { paths: ['!(x)/../*'] }],
    ['lint_files', { paths: ['{..,x}/*'] }],
    ['lint_files', { paths: ['{.,..}/*'] }],
    ['lint_files', { paths: ['[.][.]/*'] }],
    ['lint_files', { paths: ['.?/*'] }],
    ['lint_files', { paths: ['@(..)/*'] }],
    ['lint_files', { paths: ['~/*'] }],
    ['brief', { role: 'verifier', path: 'cli-SUMMARY.md', plan_path: '../outside/victim.md' }],
    ['lint_text', { text: '# x\n', file_path: '../outside/x-PLAN.md' }],
  ];
  const uris = [
    'handoff://brief/executor/%2e%2e/outside/victim.md',
    'handoff://brief/executor/..%2Foutside%2Fvictim.md',
    'handoff://brief/executor//etc/passwd',
    'HANDOFF://resume',
    'handoff://resume/../..',
  ];
  it('holds 21 cases', () => expect(tools.length + uris.length).toBe(21));

  it.each(tools)('%s %j reads nothing outside', async (name, args) => {
    writeFileSync(join(root, 'cli-SUMMARY.md'), SUMMARY('docs/inside-PLAN.md'));
    const result = await callTool(name, args);
    const body = JSON.stringify(result);
    expect(body).not.toContain('root:x:0:0');
    expect(body).not.toContain(outside);
    // Either refused, or served from inside the project alone (a glob that matches nothing there).
    if (!result.isError) {
      const files = (result.structuredContent as { results?: Array<{ filePath: string }> }).results ?? [];
      for (const file of files) expect(file.filePath.startsWith(`${root}/`)).toBe(true);
    }
  });

  it.each(uris)('resource %s is refused', async (uri) => {
    await expect(client.readResource({ uri })).rejects.toThrow();
  });
});
