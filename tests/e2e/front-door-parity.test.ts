import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { getDefaultEnvironment, StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, handoff, SUITE_ENV } from '../helpers/cli.js';
import { Session } from '../helpers/lsp-session.js';
import { PARITY_TREE, TEAM_PLAN, TEAM_PLAN_ROWS, writeTree, type Row } from '../helpers/parity-tree.js';

// Every front door lints a project with the same config cascade: a nested-config tree goes
// through the built CLI, the language server over stdio, the MCP server through the SDK's
// client and the stop hook, each a real process, and each gives the same findings for every
// file. The markdownlint and remark adapters run in-process in `packages/linter/test/adapters/`
// and as their real tools in `tests/integration/`.

let dir: string;
let cliRows: Record<string, Row[]>;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'handoff-parity-'));
  writeTree(dir, PARITY_TREE);
  const run = handoff(dir, ['lint', '--format', 'json', '.']);
  expect(run.status, run.stderr).toBe(1);
  cliRows = rowsOf(JSON.parse(run.stdout) as Array<{ filePath: string; messages: Message[] }>, (path) =>
    path.slice(dir.length + 1),
  );
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Message {
  ruleId: string | null;
  severity: number;
  line: number;
  column: number;
}

function rowsOf(
  results: Array<{ filePath: string; messages: Message[] }>,
  name: (path: string) => string,
): Record<string, Row[]> {
  return Object.fromEntries(
    results.map((result) => [
      name(result.filePath),
      result.messages.map((m) => `${m.line}:${m.column} ${m.severity === 2 ? 'error' : 'warn'} ${m.ruleId}`),
    ]),
  );
}

describe('one config cascade behind every front door', () => {
  it('the CLI applies the nearest config of each file, merged with those above it', () => {
    expect(cliRows[TEAM_PLAN]).toEqual(TEAM_PLAN_ROWS);
    // The root config alone would give the team plan `item-field-missing` twice and `bucket-unknown` as a warning.
    expect(Object.keys(cliRows).sort()).toEqual(
      Object.keys(PARITY_TREE.files)
        .filter((f) => f.endsWith('.md'))
        .sort(),
    );
  });

  it('the language server gives the same findings for every file', async () => {
    const session = new Session(dir);
    try {
      await session.initialize(dir);
      for (const file of Object.keys(cliRows)) {
        const uri = pathToFileURL(join(dir, file)).href;
        const published = session.next(uri);
        await session.open(uri, readFileSync(join(dir, file), 'utf8'));
        const rows = (await published).diagnostics.map(
          (d) =>
            `${d.range.start.line + 1}:${d.range.start.character + 1} ${d.severity === 1 ? 'error' : 'warn'} ${d.code}`,
        );
        expect(rows, file).toEqual(cliRows[file]);
      }
      expect(await session.shutdown()).toBe(0);
    } finally {
      session.dispose();
    }
  });

  it('the MCP tools `lint_files` and `lint_text` give the same findings', async () => {
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [BIN, 'mcp', '--root', dir],
      cwd: dir,
      stderr: 'pipe',
      env: { ...getDefaultEnvironment(), ...SUITE_ENV },
    });
    const client = new Client({ name: 'handoff-parity', version: '1.0.0' });
    await client.connect(transport);
    try {
      const call = async (name: string, args: Record<string, unknown>) => {
        const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
        expect(result.isError, JSON.stringify(result.content)).not.toBe(true);
        return (result.structuredContent as { results: Array<{ filePath: string; messages: Message[] }> }).results;
      };
      const files = await call('lint_files', { paths: ['.'] });
      expect(rowsOf(files, (path) => path.slice(dir.length + 1))).toEqual(cliRows);
      const text = await call('lint_text', { text: readFileSync(join(dir, TEAM_PLAN), 'utf8'), file_path: TEAM_PLAN });
      expect(rowsOf(text, () => TEAM_PLAN)).toEqual({ [TEAM_PLAN]: cliRows[TEAM_PLAN] });
    } finally {
      await client.close();
    }
  });

  it('the stop hook names the errors the CLI finds in a file the session wrote', () => {
    const transcript = join(dir, '.transcript.jsonl');
    const toolUse = {
      type: 'assistant',
      message: {
        role: 'assistant',
        content: [{ type: 'tool_use', id: 'toolu_1', name: 'Write', input: { file_path: join(dir, TEAM_PLAN) } }],
      },
    };
    const toolResult = {
      type: 'user',
      message: { role: 'user', content: [{ tool_use_id: 'toolu_1', type: 'tool_result', content: 'File created' }] },
    };
    writeFileSync(transcript, `${JSON.stringify(toolUse)}\n${JSON.stringify(toolResult)}\n`);
    const payload = { session_id: 's-1', transcript_path: transcript, cwd: dir, hook_event_name: 'Stop' };
    const run = handoff(dir, ['hook', 'stop'], JSON.stringify(payload), { CLAUDE_PROJECT_DIR: '' });
    const errors = cliRows[TEAM_PLAN]!.filter((row) => row.includes(' error '));
    const [position, , ruleId] = errors[0]!.split(' ');
    expect(run.status, run.stderr).toBe(2);
    expect(run.stderr).toContain(
      `${TEAM_PLAN} has ${errors.length} lint error${errors.length === 1 ? '' : 's'}, first at ${position}: `,
    );
    expect(run.stderr).toContain(`(${ruleId}).`);
  });
});
