import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ADAPTERS, type RuntimeName } from '../packages/cli/src/lib/hook/runtimes/index.js';
import { filesWritten } from '../packages/cli/src/lib/hook/runtimes/shared.js';
import type { SessionCall } from '../packages/cli/src/lib/hook/runtimes/types.js';
import { readAtDigest } from '../packages/cli/src/lib/hook/strict-gate.js';
import { exportedToolCalls } from './helpers/opencode-export.js';

// The session records the four runtimes wrote in the real-runtime lane (tests/runtimes),
// kept in test-fixtures/audit/runtime-sessions: each runtime's adapter must read back every
// tool call, with the outcome the scenario gave it, from its runtime's own format.

const FIXTURES = resolve(import.meta.dirname, '../test-fixtures/audit/runtime-sessions');
const scratch = mkdtempSync(join(tmpdir(), 'handoff-runtime-sessions-'));
const PROJECT = join(scratch, 'project');
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A kept record with this test's project put in, read by the runtime's adapter. */
async function read(runtime: RuntimeName, scenario: string): Promise<{ calls: SessionCall[]; text: string }> {
  const name = `${runtime}-${scenario}.${runtime === 'opencode' ? 'json' : 'jsonl'}`;
  const text = readFileSync(join(FIXTURES, name), 'utf8').replaceAll('__PROJECT__', PROJECT);
  const file = join(scratch, name);
  writeFileSync(file, text);
  const payload = {
    sessionId: null,
    cwd: PROJECT,
    transcriptPath: runtime === 'opencode' ? null : file,
    source: null,
    toolName: null,
    toolInput: {},
    toolUseId: null,
    tool: null,
    stopHookActive: false,
    input: runtime === 'opencode' ? { tool_calls: exportedToolCalls(text) } : {},
  };
  return { calls: await ADAPTERS[runtime].sessionCalls(payload, { cwd: PROJECT, mcpServer: 'handoff' }), text };
}

const RUNTIMES: RuntimeName[] = ['claude', 'codex', 'gemini', 'opencode'];
const resumeRead = (runtime: RuntimeName) => (runtime === 'codex' ? 'shell' : 'read');

describe.each(RUNTIMES)('%s: the session records of the lane', (runtime) => {
  it('gate: every call with its outcome, the files written, the read of RESUME.md at its digest', async () => {
    const { calls, text } = await read(runtime, 'gate');
    expect(calls.map((call) => [call.tool.kind, call.ok])).toEqual([
      ['change', false],
      ['shell', false],
      [resumeRead(runtime), true],
      ['shell', false],
      ['shell', true],
      ['change', true],
    ]);
    expect(filesWritten(calls)).toEqual([join(PROJECT, 'proof.txt')]);
    const digest = /--expect-digest ([0-9a-f]{64})/.exec(text)![1]!;
    expect(readAtDigest(calls, digest, join(PROJECT, '.handoff/RESUME.md'))).toBe(true);
    expect(readAtDigest(calls.slice(0, 2), digest, join(PROJECT, '.handoff/RESUME.md'))).toBe(false);
    expect(calls[1]!.output).toContain('the strict read gate wants .handoff/RESUME.md read');
  });

  it('rejected: the read, the refused command and the refused edit, in the one edit shape', async () => {
    const { calls } = await read(runtime, 'rejected');
    expect(calls.map((call) => [call.tool.kind, call.ok])).toEqual([
      [resumeRead(runtime), true],
      ['shell', false],
      ['change', false],
    ]);
    expect(calls[1]!.tool.command).toBe('npm pkg set devDependencies.vite=7.0.0');
    expect(calls[2]!.tool.edits).toEqual([{ path: join(PROJECT, 'package.json'), text: '"vite": "7.0.0"' }]);
    expect(calls[2]!.output).toContain('This edit looks like rejected approach 1: "Pin vite to 7"');
    expect(filesWritten(calls)).toEqual([]);
  });
});
