import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { getDefaultEnvironment, StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, handoff, SUITE_ENV } from '../helpers/cli.js';
import { handoffInProcess } from '../helpers/in-process.js';
import { createHandoffServer, type HandoffServerOptions } from '@handoff/mcp';

// The SDK's own client talking to handoff's MCP server as Claude Code or Cursor would: list
// the tools, call each, check the typed results (the client validates structured content
// against each tool's output schema) and the errors. The server runs in this process over the
// SDK's in-memory transport, except where the command itself is under test (its stdio
// transport, `--dir`, `--root`, CLAUDE_PROJECT_DIR, `--help`), where the built `handoff mcp`
// runs as a process. One server per describe; the CLI it is compared with runs in-process.

const TOOL_NAMES = [
  'lint_text',
  'lint_files',
  'brief',
  'resume_status',
  'resume_read',
  'resume_ack',
  'resume_write',
  'reject',
  'rejections',
  'forget',
  'checkpoint',
  'packet_write',
  'packet_verify',
  'packet_ack',
  'gate',
  'title',
  'orient',
  'audit',
];

// Synthetic credential, assembled at run time.
const TOKEN = 'ghp_' + 'A1b2'.repeat(9);

const PLAN = `# Plan

<objective>
Ship the MCP server.
</objective>

## Plan Decisions

### Locked (executor MUST follow)
- D-1: Use the official SDK. Why: clients test against it. Source: architecture constraint.

### Open (executor's discretion within constraints)
- O-1: Tool naming. Constraints: snake_case. Reason left open: taste.

### Considered and rejected
- R-1: A hand-written JSON-RPC loop. Rejected because: it would drift from the protocol.

<tasks>
- Build it.
</tasks>
`;

const SUMMARY = `# Summary

## Files Changed

- packages/mcp/src/index.ts

## Implementation Decisions

### Taken (within plan's discretion)
- DT-1: Chose verb-like names for O-1. Reason: they match the CLI.

### Deviations (from plan; must explain)
(none)

### Open questions for verifier
- Q-1: Should clear be a tool? Why it matters: it wipes user decisions.
`;

const RECORD = {
  goal: 'Make hand-offs between AI coding agents machine-checkable so the next session starts informed.',
  status: 'partial',
  status_note: null,
  active_files: [{ path: 'packages/mcp/src/lib/server.ts', purpose: 'serves the tools over stdio' }],
  changes: [{ what: 'Added the MCP server', why: 'agents call typed tools instead of parsing text' }],
  failed_approaches: [
    { approach: 'Registering tools with zod shapes', why_failed: 'a second schema source beside TypeBox' },
  ],
  no_failed_approaches_reason: null,
  next_steps: [{ step: 'Run the end-to-end tests', command: 'npx vitest run tests/e2e/mcp.test.ts' }],
};

const PACKET = {
  goal_id: 'G-13',
  outcome_acceptance: 'Every tool answers over stdio; the e2e test passes.',
  authority: 'The lead merges; this session decides tool names.',
  policy: 'Commit on the branch only.',
  source: 'branch agents, session SRC-1, checkout fp-abc',
  working_state: 'dirty fp-def: two files staged',
  progress: 'Tools done, docs half done.',
  decisions: 'TypeBox is the one schema source.',
  live_work: 'none',
  next_safe_action: 'Run npm test.',
  restart_id: 'RS-1',
  checkpoint_digest: null,
};

// The example observation of the published session-restart reference (answers CREATE_FRESH).
const OBSERVATION = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../test-fixtures/restart/observation.json'), 'utf8'),
) as Record<string, unknown>;

/** A client of `handoff mcp` run as a process over stdio, as an agent runtime starts it. */
async function connectProcess(cwd: string, args: string[] = [], env: Record<string, string> = {}): Promise<Client> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [BIN, 'mcp', ...args],
    cwd,
    stderr: 'pipe',
    env: { ...getDefaultEnvironment(), ...SUITE_ENV, ...env },
  });
  const client = new Client({ name: 'handoff-e2e', version: '1.0.0' });
  await client.connect(transport);
  return client;
}

/**
 * A client of the same server made in this process (`createHandoffServer`, as `handoff mcp`
 * makes it) over the SDK's in-memory transport: what the tools do, counted by coverage. The
 * stdio transport and the command's options are tested with {@link connectProcess}.
 */
async function connect(cwd: string, options: HandoffServerOptions = {}): Promise<Client> {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await createHandoffServer({ cwd, ...options }).connect(serverSide);
  const client = new Client({ name: 'handoff-e2e', version: '1.0.0' });
  await client.connect(clientSide);
  return client;
}

function git(cwd: string, ...args: string[]): void {
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], { cwd, stdio: 'pipe' });
}

/** The structured content of a successful call (fails the test on a tool error). */
async function call(
  client: Client,
  name: string,
  args: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  expect(result.isError ?? false, JSON.stringify(result.content)).toBe(false);
  expect(result.structuredContent).toBeDefined();
  // The text block carries the same JSON, for clients that ignore structured content.
  expect(JSON.parse((result.content[0] as { text: string }).text)).toEqual(result.structuredContent);
  return result.structuredContent as Record<string, unknown>;
}

/** The one-line message of a tool error (fails the test on success). */
async function failure(client: Client, name: string, args: Record<string, unknown> = {}): Promise<string> {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  expect(result.isError, JSON.stringify(result.structuredContent)).toBe(true);
  expect(result.structuredContent).toBeUndefined();
  return (result.content[0] as { text: string }).text;
}

let project: string;
let client: Client;

beforeAll(async () => {
  project = mkdtempSync(join(tmpdir(), 'handoff-mcp-e2e-'));
  writeFileSync(join(project, 'plan.md'), PLAN);
  writeFileSync(join(project, 'summary.md'), SUMMARY);
  writeFileSync(
    join(project, 'HANDOFF.md'),
    `# Handoff\n\n## Goal\n\nThe deploy key was ${TOKEN} before it was rotated.\n\n## Status\n\nrunning\n`,
  );
  git(project, 'init', '-q', '-b', 'main');
  git(project, 'add', '.');
  git(project, 'commit', '-q', '-m', 'Seed the plan and the summary');
  client = await connect(project);
}, 60_000);

afterAll(async () => {
  await client?.close();
  rmSync(project, { recursive: true, force: true });
});

describe('handoff mcp as a process over stdio, with the SDK client', () => {
  let overStdio: Client;
  beforeAll(async () => {
    overStdio = await connectProcess(project);
  }, 60_000);
  afterAll(async () => {
    await overStdio?.close();
  });

  it('is the same server: identity, instructions, tools and a lint as in this process', async () => {
    expect(overStdio.getServerVersion()).toEqual(client.getServerVersion());
    expect(overStdio.getInstructions()).toBe(client.getInstructions());
    expect(await overStdio.listTools()).toEqual(await client.listTools());
    const args = { text: '# Plan\n\n## Plan Decisions\n\n### Locked\n- D-1: Use it.\n', file_path: 'plan.md' };
    const overProcess = await call(overStdio, 'lint_text', args);
    expect(overProcess.errorCount).toBeGreaterThan(0);
    expect(overProcess).toEqual(await call(client, 'lint_text', args));
    expect(await overStdio.readResource({ uri: 'handoff://checkpoint' })).toEqual(
      await client.readResource({ uri: 'handoff://checkpoint' }),
    );
  });
});

describe('handoff mcp, with the SDK client', () => {
  it('identifies itself and says how to start a session', () => {
    expect(client.getServerVersion()).toMatchObject({
      name: 'handoff',
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
    });
    expect(client.getServerCapabilities()).toMatchObject({ tools: {}, resources: {} });
    expect(client.getInstructions()).toContain('resume_status');
  });

  it('lists every tool with an input schema, an output schema and annotations', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(TOOL_NAMES);
    for (const tool of tools) {
      expect(tool.inputSchema.type, tool.name).toBe('object');
      expect(tool.outputSchema?.type, tool.name).toBe('object');
      expect(tool.description!.length, tool.name).toBeGreaterThan(40);
      expect(tool.annotations?.readOnlyHint, tool.name).toBe(
        [
          'lint_text',
          'lint_files',
          'brief',
          'resume_status',
          'resume_read',
          'rejections',
          'packet_verify',
          'gate',
          'title',
          'orient',
          'audit',
        ].includes(tool.name),
      );
      expect(tool.annotations?.destructiveHint, tool.name).toBe(['forget', 'packet_write'].includes(tool.name));
    }
    const write = tools.find((tool) => tool.name === 'resume_write')!;
    expect(JSON.stringify(write.inputSchema)).toContain('no_failed_approaches_reason');
  });

  it('lint_text and lint_files: diagnostics as structured content', async () => {
    const broken = await call(client, 'lint_text', {
      text: '# Plan\n\n## Plan Decisions\n\n### Locked\n- D-1: Use it.\n',
      file_path: 'plan.md',
    });
    expect(broken.errorCount).toBeGreaterThan(0);
    const [result] = broken.results as Array<{
      filePath: string;
      messages: Array<{ ruleId: string; line: number; severity: number }>;
    }>;
    expect(result!.filePath).toBe(join(project, 'plan.md'));
    expect(result!.messages).toContainEqual(
      expect.objectContaining({ ruleId: 'item-field-missing', line: 6, severity: 2 }),
    );
    const nameless = await call(client, 'lint_text', { text: PLAN.replace('D-1: Use', 'D-1 Use'), file_path: null });
    // A text with no name has no kind: one `kind-unknown` warning says it was not linted and how to name it.
    expect(nameless).toMatchObject({
      errorCount: 0,
      warningCount: 1,
      results: [
        {
          filePath: '<stdin>',
          messages: [expect.objectContaining({ ruleId: 'kind-unknown', line: 1, column: 1, severity: 1 })],
        },
      ],
    });
    const pair = await call(client, 'lint_files', { paths: ['plan.md', 'summary.md'] });
    expect(pair).toMatchObject({ errorCount: 0, warningCount: 0 });
    expect((pair.results as Array<{ filePath: string }>).map((r) => r.filePath)).toEqual([
      join(project, 'plan.md'),
      join(project, 'summary.md'),
    ]);
    const folder = await call(client, 'lint_files', { paths: ['.'] });
    const handoffDoc = (
      folder.results as Array<{ filePath: string; messages: Array<{ ruleId: string; message: string }> }>
    ).find((r) => r.filePath === join(project, 'HANDOFF.md'))!;
    expect(handoffDoc.messages.map((m) => m.ruleId)).toContain('secret');
    expect(JSON.stringify(folder)).not.toContain(TOKEN);
  });

  it('brief for each role', async () => {
    const executor = await call(client, 'brief', { role: 'executor', path: 'plan.md', plan_path: null });
    expect(executor.brief).toMatchObject({
      role: 'executor',
      constraints: [expect.objectContaining({ id: 'D-1' })],
      toDecide: [expect.objectContaining({ id: 'O-1' })],
    });
    expect(executor.text).toContain('D-1');
    const verifier = await call(client, 'brief', { role: 'verifier', path: 'summary.md', plan_path: null });
    expect(verifier.brief).toMatchObject({
      role: 'verifier',
      plan: 'plan.md',
      openToTaken: [{ open: 'O-1', taken: ['DT-1'] }],
      questions: [expect.objectContaining({ id: 'Q-1' })],
    });
  });

  it('the session handoff: write, status, read, ack (refused when restating, then clear)', async () => {
    expect(await call(client, 'resume_status')).toMatchObject({ gate: 'none' });
    const written = await call(client, 'resume_write', { record: RECORD });
    expect(written).toMatchObject({
      failed_approaches: 1,
      resume_path: '.handoff/RESUME.md',
      state_path: '.handoff/state/session-handoff.json',
    });
    const status = await call(client, 'resume_status');
    expect(status).toMatchObject({ gate: 'blocked', digest: written.digest, resume_in_sync: true });
    const read = await call(client, 'resume_read');
    expect(read.digest).toBe(written.digest);
    expect(read.text).toBe(readFileSync(join(project, '.handoff/RESUME.md'), 'utf8'));
    const restating = await failure(client, 'resume_ack', {
      summary:
        'Make hand-offs between AI coding agents machine-checkable so the next session starts informed.\nRegistering ' +
        'tools with zod shapes. Why it failed: a second schema source beside TypeBox.',
      expect_digest: read.digest,
    });
    expect(restating).toMatch(/\(ack-restates\)$/);
    const stale = await failure(client, 'resume_ack', { summary: 'one\ntwo', expect_digest: '0'.repeat(64) });
    expect(stale).toMatch(/^expect-digest: the record was written again since the one you read .*\(ack-stale\)$/);
    const ack = await call(client, 'resume_ack', {
      summary:
        'The server is partly done.\nTools come from TypeBox; zod shapes were dropped.\nStart with the e2e tests.',
      expect_digest: read.digest,
    });
    expect(ack).toMatchObject({ digest: written.digest, lines: 3 });
    expect(await call(client, 'resume_status')).toMatchObject({ gate: 'clear' });
  });

  it('a refused record writes nothing and lists one CLI line per defect', async () => {
    const before = readFileSync(join(project, '.handoff/state/session-handoff.json'), 'utf8');
    const bad = {
      ...RECORD,
      goal: 'too short',
      failed_approaches: [],
      next_steps: [{ step: 'Think about it', command: null }],
    };
    const lines = (await failure(client, 'resume_write', { record: bad })).split('\n');
    expect(lines.map((line) => /\(([a-z-]+)\)$/.exec(line)?.[1])).toEqual([
      'thin-goal',
      'unexplained-empty-failed-approaches',
      'no-reentry-command',
    ]);
    // The CLI, given the same record with its nulls left out, prints the same lines.
    const cli = await handoffInProcess(
      project,
      ['resume', 'write', '--from', '-'],
      JSON.stringify({
        ...bad,
        status_note: undefined,
        no_failed_approaches_reason: undefined,
        next_steps: [{ step: 'Think about it' }],
      }),
    );
    expect(cli.status).toBe(1);
    expect(cli.stderr.trimEnd().split('\n')).toEqual(lines);
    expect(readFileSync(join(project, '.handoff/state/session-handoff.json'), 'utf8')).toBe(before);
  });

  it('rejections: reject, list, checkpoint once per session and version, forget', async () => {
    const added = await call(client, 'reject', { approach: 'Pin vite to 7', evidence: 'vitest 4.1 needs vite 8' });
    expect(added).toMatchObject({
      n: 1,
      approach: 'Pin vite to 7',
      evidence: 'vitest 4.1 needs vite 8',
      version: expect.stringMatching(/^[0-9a-f]{16}$/),
    });
    expect(await call(client, 'rejections')).toEqual({
      entries: [{ n: 1, approach: 'Pin vite to 7', evidence: 'vitest 4.1 needs vite 8' }],
    });
    const first = await call(client, 'checkpoint', { session: 'S-1', failed_turn: null });
    expect(first).toMatchObject({ delivered: true, version: added.version });
    expect(first.text).toContain('1. Approach: "Pin vite to 7"');
    expect(await call(client, 'checkpoint', { session: 'S-1', failed_turn: null })).toEqual({
      delivered: false,
      version: added.version,
      text: '',
    });
    expect(await call(client, 'checkpoint', { session: 'S-1', failed_turn: 'S-1' })).toMatchObject({ delivered: true });
    expect(await call(client, 'checkpoint', { session: null, failed_turn: null })).toMatchObject({
      delivered: false,
      text: first.text,
    });
    const forgotten = await call(client, 'forget', { n: 1 });
    expect(forgotten).toMatchObject({ n: 1, approach: 'Pin vite to 7' });
    expect(await call(client, 'checkpoint', { session: 'S-1', failed_turn: null })).toMatchObject({
      delivered: true,
      text: expect.stringContaining('No active rejected approaches.'),
    });
  });

  it('the continuation packet: write, verify, ack (a stale ACK is refused by field)', async () => {
    const written = await call(client, 'packet_write', { packet: PACKET });
    expect(written).toMatchObject({
      path: '.handoff/packet.md',
      digest: expect.stringMatching(/^sha256:[0-9a-f]{64}$/),
    });
    const verified = await call(client, 'packet_verify');
    expect(verified).toMatchObject({
      digest: written.digest,
      goal_id: 'G-13',
      restart_id: 'RS-1',
      next_safe_action: 'Run npm test.',
    });
    const ack = {
      goal_id: 'G-13',
      restart_id: 'RS-1',
      source_id: 'SRC-1',
      target_id: 'TGT-1',
      checkpoint_digest: written.digest,
      checkout_fingerprint: 'fp-abc',
      dirty_fingerprint: 'fp-def',
      first_safe_action: 'Run npm test.',
    };
    expect(await failure(client, 'packet_ack', { ack: { ...ack, goal_id: 'G-12' } })).toBe(
      "handoff packet ack: stale ACK: GOAL_ID does not match the packet's GOAL_ID",
    );
    expect(await call(client, 'packet_ack', { ack })).toEqual({
      digest: written.digest,
      restart_id: 'RS-1',
      path: '.handoff/state/packet-ack.json',
    });
  });

  it('gate and title answer as the CLI does', async () => {
    const gate = await call(client, 'gate', { observation: OBSERVATION });
    const cli = await handoffInProcess(project, ['gate'], JSON.stringify(OBSERVATION));
    expect({ action: gate.action, reason: gate.reason, assessment: gate.assessment }).toEqual(JSON.parse(cli.stdout));
    expect(gate.exit_code).toBe(cli.status);
    expect(await call(client, 'gate', { observation: { schema: 'x' } })).toMatchObject({
      action: 'BLOCKED',
      exit_code: 2,
    });
    expect(
      await call(client, 'title', {
        title: 'Ship MCP | started 01-12',
        started_at: '2026-09-05T23:30:00Z',
        timezone: null,
      }),
    ).toEqual({
      status: 'OK',
      title_base: 'Ship MCP',
      started_at: '2026-09-05T23:30:00+00:00',
      timezone: 'UTC',
      display_title: 'Ship MCP | started 05-09',
    });
    expect(
      await call(client, 'title', { title: ' ', started_at: '2026-09-05T23:30:00Z', timezone: null }),
    ).toMatchObject({ status: 'TITLE_UNAVAILABLE', display_title: null });
  });

  it('orient: the handoff, the log and the working tree, with the secret redacted', async () => {
    const brief = await call(client, 'orient', { file: null, commits: 5 });
    expect(brief).toMatchObject({ branch: 'main', log: [expect.stringContaining('Seed the plan and the summary')] });
    expect(brief.handoff).toContain('The deploy key was [REDACTED] before');
    expect(JSON.stringify(brief)).not.toContain(TOKEN);
  });
});

describe('bad arguments are tool errors, never a crash', () => {
  it.each([
    [
      'brief',
      { role: 'boss', path: 'plan.md', plan_path: null },
      'handoff brief: argument `role` must be one of executor, verifier',
    ],
    ['brief', { role: 'executor', plan_path: null }, 'handoff brief: missing argument `path`'],
    ['lint_text', { text: 3, file_path: null }, 'handoff lint: argument `text` must be string'],
    ['lint_text', { text: 'x', file_path: null, fix: true }, 'handoff lint: unknown argument `fix`'],
    ['lint_files', { paths: [] }, 'handoff lint: argument `paths` must list at least 1 item'],
    ['forget', { n: 0 }, 'handoff forget: argument `n` must be >= 1'],
    [
      'resume_ack',
      { summary: 'a\nb', expect_digest: 'abc' },
      'handoff resume ack: argument `expect_digest` must match pattern "^[0-9a-fA-F]{64}$"',
    ],
    ['resume_write', { record: 'not an object' }, 'handoff resume write: argument `record` must be object'],
    ['brief', { role: 'executor', path: '../outside.md', plan_path: null }, 'outside the project root'],
    ['lint_files', { paths: ['../**/*.md'] }, 'reaches outside the project root'],
    ['orient', { file: '/etc/passwd', commits: null }, 'outside the project root'],
    [
      'audit',
      {
        transcript: '../session.jsonl',
        rejections_path: null,
        handoff_path: null,
        tests: null,
        first: null,
        transcript_format: null,
        include_sidechains: null,
      },
      'outside the project root',
    ],
    [
      'audit',
      {
        transcript: 'session.jsonl',
        rejections_path: '/etc/passwd',
        handoff_path: null,
        tests: null,
        first: null,
        transcript_format: null,
        include_sidechains: null,
      },
      'outside the project root',
    ],
    ['nope', {}, 'handoff mcp: unknown tool `nope`; tools/list names the 18 tools'],
  ])('%s %j', async (name, args, message) => {
    const text = await failure(client, name, args);
    if (message.startsWith('handoff')) expect(text).toBe(message);
    else expect(text).toContain(message);
    expect(text.split('\n')).toHaveLength(1);
  });

  it('takes an optional argument left out as null', async () => {
    expect(await call(client, 'brief', { role: 'executor', path: 'plan.md' })).toMatchObject({ role: 'executor' });
    expect(await call(client, 'title', { title: 'Ship', started_at: '2026-09-05T23:30:00Z' })).toMatchObject({
      display_title: 'Ship | started 05-09',
    });
  });

  it('answers normally after all of them', async () => {
    expect(await call(client, 'resume_status')).toMatchObject({ gate: expect.any(String) });
  });
});

describe('tool errors say what the CLI says', () => {
  let folder: string;
  let other: Client;
  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'handoff-mcp-parity-'));
    writeFileSync(join(folder, 'notes.md'), '# Notes\n\nNo decisions here.\n');
    writeFileSync(join(folder, 'plan.md'), '# Plan\n\nNothing decided yet.\n');
    other = await connect(folder);
    await call(other, 'reject', { approach: 'Pin vite to 7', evidence: 'vitest 4.1 needs vite 8' });
  }, 60_000);
  afterAll(async () => {
    await other?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it.each([
    ['resume read', ['resume', 'read'], 'resume_read', {}],
    [
      'resume ack without a record',
      ['resume', 'ack', '--summary-file', '-'],
      'resume_ack',
      { summary: 'one\ntwo', expect_digest: null },
    ],
    [
      'a duplicate rejection',
      ['reject', 'Pin vite to 7 | vitest 4.1 needs vite 8'],
      'reject',
      { approach: 'Pin vite to 7', evidence: 'vitest 4.1 needs vite 8' },
    ],
    ['forget a number that is no entry', ['forget', '9'], 'forget', { n: 9 }],
    [
      'an invalid session id',
      ['checkpoint', '--for', 'a\u0001b'],
      'checkpoint',
      { session: 'a\u0001b', failed_turn: null },
    ],
    ['verify without a packet', ['packet', 'verify'], 'packet_verify', {}],
    [
      'a packet without GOAL_ID',
      ['packet', 'write', '--from', '-'],
      'packet_write',
      { packet: { ...PACKET, goal_id: null } },
    ],
    [
      'a brief of a plan without the section',
      ['brief', '--role', 'executor', 'plan.md'],
      'brief',
      { role: 'executor', path: 'plan.md', plan_path: null },
    ],
    [
      'a brief of a missing file',
      ['brief', '--role', 'executor', 'nope.md'],
      'brief',
      { role: 'executor', path: 'nope.md', plan_path: null },
    ],
    ['lint of a missing path', ['lint', 'missing.md'], 'lint_files', { paths: ['missing.md'] }],
    [
      'an audit of a missing transcript',
      ['audit', 'missing.jsonl'],
      'audit',
      {
        transcript: 'missing.jsonl',
        rejections_path: null,
        handoff_path: null,
        tests: null,
        first: null,
        transcript_format: null,
        include_sidechains: null,
      },
    ],
  ])('%s', async (_name, cliArgs, tool, args) => {
    const stdin =
      tool === 'resume_ack'
        ? 'one\ntwo\n'
        : tool === 'packet_write'
          ? JSON.stringify({ ...PACKET, goal_id: null })
          : '';
    const cli = await handoffInProcess(folder, cliArgs, stdin);
    expect(cli.status).not.toBe(0);
    expect(await failure(other, tool, args)).toBe(cli.stderr.trimEnd());
  });
});

describe('audit', () => {
  it('gives the report `handoff audit --format json` prints, from the project’s rules', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'handoff-mcp-audit-'));
    const other = await connect(folder);
    try {
      await call(other, 'reject', { approach: 'Pin vite to 7', evidence: 'vitest 4.1 needs vite 8' });
      const session = join(
        import.meta.dirname,
        '../../test-fixtures/audit/sessions/04-claude-pin-through-manifest/transcript.jsonl',
      );
      writeFileSync(join(folder, 'session.jsonl'), readFileSync(session));
      const cli = await handoffInProcess(folder, ['audit', 'session.jsonl', '--format', 'json', '--test', 'npm test']);
      expect(cli.status, cli.stderr).toBe(0);
      const report = await call(other, 'audit', {
        transcript: 'session.jsonl',
        rejections_path: null,
        handoff_path: null,
        tests: ['npm test'],
        first: null,
        transcript_format: null,
        include_sidechains: null,
      });
      expect(report).toEqual(JSON.parse(cli.stdout));
      expect((report.calls as Array<{ verdict: string }>).map((c) => c.verdict)).toEqual([
        'none',
        'repeat',
        'support',
        'baseline',
        'none',
      ]);
    } finally {
      await other.close();
      rmSync(folder, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('secrets never appear in a result', () => {
  let folder: string;
  let other: Client;
  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'handoff-mcp-secrets-'));
    writeFileSync(
      join(folder, 'plan.md'),
      PLAN.replace('### Considered and rejected', `### Notes ${TOKEN}\n\n### Considered and rejected`).replace(
        'Use the official SDK.',
        `Use the official SDK with ${TOKEN}.`,
      ),
    );
    other = await connect(folder);
    // A state file and a RESUME.md edited by hand, so the secret got past the writers.
    await call(other, 'resume_write', { record: RECORD });
    await call(other, 'reject', { approach: 'Pin vite to 7', evidence: 'vitest 4.1 needs vite 8' });
    const resume = join(folder, '.handoff/RESUME.md');
    writeFileSync(resume, readFileSync(resume, 'utf8').replace('## Goal\n', `## Goal\n\nkey ${TOKEN}\n`));
    const state = join(folder, '.handoff/state/rejections.json');
    writeFileSync(state, readFileSync(state, 'utf8').replace('vitest 4.1 needs vite 8', `token ${TOKEN}`));
  }, 60_000);
  afterAll(async () => {
    await other?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it.each([
    ['lint_text', { text: PLAN.replace('- D-1:', `### Odd ${TOKEN}\n- D-1:`), file_path: 'plan.md' }],
    ['lint_files', { paths: ['plan.md'] }],
    ['brief', { role: 'executor', path: 'plan.md', plan_path: null }],
    ['resume_read', {}],
    ['rejections', {}],
    ['checkpoint', { session: null, failed_turn: null }],
  ])('%s', async (name, args) => {
    const result = (await other.callTool({ name, arguments: args })) as CallToolResult;
    const text = JSON.stringify(result);
    expect(text).not.toContain(TOKEN);
    expect(text).toContain('[REDACTED]');
  });

  it('the resources too', async () => {
    for (const uri of ['handoff://resume', 'handoff://checkpoint', 'handoff://brief/executor/plan.md']) {
      const { contents } = await other.readResource({ uri });
      expect(JSON.stringify(contents), uri).not.toContain(TOKEN);
      expect(JSON.stringify(contents), uri).toContain('[REDACTED]');
    }
  });
});

describe('resources', () => {
  it('lists RESUME.md and the checkpoint, and the brief templates', async () => {
    const { resources } = await client.listResources();
    expect(resources.map((r) => r.uri)).toEqual(['handoff://resume', 'handoff://checkpoint']);
    const { resourceTemplates } = await client.listResourceTemplates();
    expect(resourceTemplates.map((t) => t.uriTemplate)).toEqual([
      'handoff://brief/executor/{+path}',
      'handoff://brief/verifier/{+path}',
    ]);
  });

  it('reads each, and refuses an unknown one with the not-found code', async () => {
    const resume = await client.readResource({ uri: 'handoff://resume' });
    expect(resume.contents[0]).toMatchObject({
      uri: 'handoff://resume',
      mimeType: 'text/markdown',
      text: readFileSync(join(project, '.handoff/RESUME.md'), 'utf8'),
    });
    const brief = await client.readResource({ uri: 'handoff://brief/verifier/summary.md' });
    expect((brief.contents[0] as { text: string }).text).toContain('O-1');
    await expect(client.readResource({ uri: 'handoff://nothing' })).rejects.toMatchObject({ code: -32002 });
  });

  it('reads RESUME.md of another .handoff folder given with --dir', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'handoff-mcp-dir-'));
    mkdirSync(join(folder, 'state-here'));
    const other = await connectProcess(folder, ['--dir', 'state-here']);
    try {
      await call(other, 'resume_write', { record: RECORD });
      expect((await other.readResource({ uri: 'handoff://resume' })).contents[0]).toMatchObject({
        text: readFileSync(join(folder, 'state-here/RESUME.md'), 'utf8'),
      });
    } finally {
      await other.close();
      rmSync(folder, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('the project root', () => {
  it('is CLAUDE_PROJECT_DIR when the client sets it, else the working folder; --root wins', async () => {
    const elsewhere = mkdtempSync(join(tmpdir(), 'handoff-mcp-root-'));
    try {
      const viaEnv = await connectProcess(elsewhere, [], { CLAUDE_PROJECT_DIR: project });
      expect((await call(viaEnv, 'brief', { role: 'executor', path: 'plan.md', plan_path: null })).role).toBe(
        'executor',
      );
      await viaEnv.close();
      const viaFlag = await connectProcess(elsewhere, ['--root', elsewhere], { CLAUDE_PROJECT_DIR: project });
      expect(await failure(viaFlag, 'brief', { role: 'executor', path: 'plan.md', plan_path: null })).toBe(
        'handoff brief: cannot read file `plan.md`: no such file',
      );
      await viaFlag.close();
    } finally {
      rmSync(elsewhere, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('handoff mcp as a command', () => {
  it('has --help and refuses unknown options with exit 2', async () => {
    expect(await handoffInProcess(project, ['mcp', '--help'])).toMatchObject({
      status: 0,
      stdout: expect.stringContaining('Usage: handoff mcp'),
    });
    expect(await handoffInProcess(project, ['mcp', '--port', '3'])).toMatchObject({
      status: 2,
      stderr: "handoff mcp: Unknown option '--port'\n",
    });
  });

  it('exits 0 when the client closes standard input', () => {
    expect(handoff(project, ['mcp'], '')).toMatchObject({ status: 0, stdout: '' });
  });

  it('is listed in handoff --help, and only `handoff mcp` loads the MCP SDK', async () => {
    expect((await handoffInProcess(project, ['--help'])).stdout).toMatch(/\n  mcp +Run the MCP server/);
    // A module-resolution hook that reports every SDK module the process resolves.
    const hooks = join(project, 'report-sdk.mjs');
    writeFileSync(
      hooks,
      'export async function resolve(s, c, next) { const r = await next(s, c); if ' +
        "(r.url.includes('modelcontextprotocol')) process.stderr.write('sdk ' + r.url + '\\n'); return r; }\n",
    );
    writeFileSync(
      join(project, 'register.mjs'),
      "import { register } from 'node:module';\nregister(new URL('./report-sdk.mjs', import.meta.url));\n",
    );
    const run = (...args: string[]) =>
      spawnSync(process.execPath, ['--import', './register.mjs', BIN, ...args], {
        cwd: project,
        input: '',
        encoding: 'utf8',
      });
    expect(run('lint', 'plan.md').stderr).not.toContain('sdk ');
    expect(run('mcp').stderr).toContain('sdk file:');
  });
});
