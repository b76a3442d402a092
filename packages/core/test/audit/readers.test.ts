import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { detectTranscriptFormat, readTranscript, TranscriptError, type ToolCall } from '../../src/lib/audit/index.js';
import { MAX_LINE_CHARS } from '../../src/lib/audit/source.js';
import { readTranscriptCalls } from './helpers.js';

const SAMPLES = resolve(import.meta.dirname, '../../../../test-fixtures/audit/samples');
const scratch = mkdtempSync(join(tmpdir(), 'handoff-audit-readers-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const read = readTranscriptCalls;

const brief = (c: ToolCall) => [c.index, c.id, c.tool, c.kind, c.command ?? c.paths.join(',')];

/** Lines of a JSON Lines file that hold a tool call, counted without the reader (independent of it). */
function toolCallBlocks(path: string, marker: (value: Record<string, unknown>) => number): number {
  let n = 0;
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      continue;
    }
    if (value !== null && typeof value === 'object' && !Array.isArray(value))
      n += marker(value as Record<string, unknown>);
  }
  return n;
}
const claudeBlocks = (v: Record<string, unknown>) => {
  const content = (v.message as { content?: unknown } | undefined)?.content;
  return Array.isArray(content)
    ? content.filter((b) => (b as { type?: string } | null)?.type === 'tool_use').length
    : 0;
};

describe('the public samples: every tool call is read, none skipped', () => {
  it.each([
    ['claude-code/simonw--sample_session.jsonl', 2, 0],
    ['claude-code/daaain--edge_cases.jsonl', 3, 6],
    ['claude-code/jazzyalex--stage0-claude-small.jsonl', 3, 6],
  ])('%s: %i tool calls (sub-agent ones included), %i lines skipped', async (file, calls, skipped) => {
    const path = join(SAMPLES, file);
    const all = await read(path, { includeSidechains: true });
    expect(all.stats.format).toBe('claude-code');
    expect(all.calls).toHaveLength(toolCallBlocks(path, claudeBlocks));
    expect(all.calls).toHaveLength(calls);
    expect(all.stats.skippedCalls).toBe(0);
    expect(all.stats.skipped).toBe(skipped);
  });

  it('Claude Code: calls, results, text; the sub-agent line left out by default', async () => {
    const simon = await read(join(SAMPLES, 'claude-code/simonw--sample_session.jsonl'));
    expect(simon.calls.map(brief)).toEqual([
      [1, 'toolu_001', 'Write', 'write', 'hello.py'],
      [2, 'toolu_002', 'Bash', 'shell', "git add . && git commit -m 'Add hello function'"],
    ]);
    expect(simon.events.filter((e) => e.type === 'text').map((e) => (e.type === 'text' ? e.text.role : ''))).toEqual([
      'user',
      'assistant',
      'user',
      'assistant',
    ]);
    const jazzy = await read(join(SAMPLES, 'claude-code/jazzyalex--stage0-claude-small.jsonl'));
    expect(jazzy.calls.map((c) => [c.tool, c.line, c.sidechain])).toEqual([
      ['Bash', 29, false],
      ['[trimmed for fixture]', 55, false],
    ]);
    const edge = await read(join(SAMPLES, 'claude-code/daaain--edge_cases.jsonl'));
    expect(edge.events.find((e) => e.type === 'result')).toMatchObject({
      id: 'tool_edge_001',
      result: { status: 'error' },
    });
    expect(edge.calls[1]).toMatchObject({ tool: 'MultiEdit', kind: 'edit' });
    expect(edge.calls[1]!.changes.length).toBeGreaterThan(0);
  });

  it('Codex: the enveloped rollout (exec_command, apply_patch, an MCP call) and the legacy shape', async () => {
    const path = join(SAMPLES, 'codex/daaain--rollout-2026-01-02T03-04-05-11111111-1111-4111-8111-111111111111.jsonl');
    const rollout = await read(path);
    expect(rollout.stats).toMatchObject({ format: 'codex', skipped: 1, skippedCalls: 0 });
    expect(rollout.calls).toHaveLength(
      toolCallBlocks(path, (v) =>
        ['function_call', 'custom_tool_call'].includes((v.payload as { type?: string } | undefined)?.type ?? '')
          ? 1
          : 0,
      ),
    );
    expect(rollout.calls.map(brief)).toEqual([
      [1, 'call-structured-001', 'exec_command', 'shell', 'find . -maxdepth 1 -type f'],
      [2, 'call-custom-001', 'apply_patch', 'patch', 'gamma.txt'],
      [3, 'call-mcp-001', 'mcp__synthetic__lookup', 'other', ''],
    ]);
    expect(rollout.calls[1]!.changes).toEqual([
      { path: 'gamma.txt', removed: [], added: ['synthetic'], whole: true, before: null },
    ]);
    const legacy = await read(join(SAMPLES, 'codex/daaain--rollout-44444444-4444-4444-8444-444444444444.legacy.jsonl'));
    expect(legacy.stats).toMatchObject({ format: 'codex', lines: 3, skipped: 0 });
    expect(legacy.events.map((e) => (e.type === 'text' ? e.text.role : e.type))).toEqual(['user', 'assistant']);
  });

  it('Gemini CLI: the JSONL chat with $set, and the older single JSON with drifting `model` messages', async () => {
    const jsonl = await read(join(SAMPLES, 'gemini/jazzyalex--stage0-gemini-jsonl_v040.jsonl'));
    expect(jsonl.stats).toMatchObject({ format: 'gemini', skipped: 0, skippedCalls: 0 });
    expect(jsonl.calls.map(brief)).toEqual([[1, 'run_shell_command_stage0', 'run_shell_command', 'shell', 'ls -F']]);
    const single = await read(join(SAMPLES, 'gemini/jazzyalex--stage0-gemini-large.json'));
    expect(single.stats).toMatchObject({ format: 'gemini', skipped: 0 });
    expect(single.calls.map((c) => c.command)).toEqual([
      "printf 'line1\\nline2\\nline3\\n'",
      'ls /non-existent-directory',
    ]);
    // The exit code is only in the output text (written with its line breaks escaped here).
    expect(
      single.events.filter((e) => e.type === 'result').map((e) => (e.type === 'result' ? e.result.status : '')),
    ).toEqual(['ok', 'error']);
    expect(single.events.filter((e) => e.type === 'text').map((e) => (e.type === 'text' ? e.text.text : ''))).toContain(
      'Captured multiline output.',
    );
  });

  it('OpenCode: the storage folder, the bash tool’s exit code from its metadata', async () => {
    const storage = await read(join(SAMPLES, 'opencode/storage_v2'));
    expect(storage.stats).toMatchObject({ format: 'opencode', skipped: 0, skippedCalls: 0 });
    expect(storage.calls.map(brief)).toEqual([[1, 'call_large_1', 'bash', 'shell', 'ls /non-existent-directory']]);
    expect(storage.events.find((e) => e.type === 'result')).toMatchObject({ result: { status: 'error', exitCode: 1 } });
    // A session file names the session too.
    const file = await read(join(SAMPLES, 'opencode/storage_v2/session/proj_test/ses_s_stage0_large.json'));
    expect(file.calls).toHaveLength(1);
  });
});

describe('format detection', () => {
  it.each([
    [
      '{"type":"summary","summary":"x","leafUuid":"l"}\n{"type":"user","message":{"role":"user",' +
        '"content":"hi"},"uuid":"u"}',
      'claude-code',
      'lines',
    ],
    ['{"timestamp":"t","type":"session_meta","payload":{"id":"x"}}', 'codex', 'lines'],
    ['{"id":"x","timestamp":"2025-01-01T00:00:00Z"}\n{"type":"message","role":"user","content":[]}', 'codex', 'lines'],
    ['{"sessionId":"s","projectHash":"h","startTime":"t","kind":"main"}', 'gemini', 'lines'],
    ['{"id":"m1","timestamp":"t","type":"user","content":[{"text":"hi"}]}', 'gemini', 'lines'],
    ['{\n  "sessionId": "s",\n  "projectHash": "h",\n  "messages": []\n}', 'gemini', 'document'],
    ['{\n  "info": {"id": "ses_1"},\n  "messages": [{"info": {}, "parts": []}]\n}', 'opencode', 'document'],
  ])('%j → %s (%s)', (head, format, layout) => expect(detectTranscriptFormat(head)).toEqual({ format, layout }));
  it.each([
    ['{"type":"thread.started","thread_id":"t"}\n{"type":"turn.started"}', 'a codex exec --json stream'],
    ['hello\nworld', 'plain text'],
    ['{"name":"x"}', 'an unrelated JSON object'],
  ])('%j is no transcript (%s)', (head) => expect(detectTranscriptFormat(head)).toBeNull());
});

describe('what the readers refuse and tolerate', () => {
  const file = (name: string, text: string) => {
    const path = join(scratch, name);
    writeFileSync(path, text);
    return path;
  };
  const CLAUDE_LINE = '{"type":"user","message":{"role":"user","content":"hi"},"uuid":"u1","sessionId":"s"}';

  it('a mostly unparseable file is an error that says how many lines were skipped', async () => {
    const path = file('garbage.jsonl', [CLAUDE_LINE, 'not json', '{"torn', '42', 'still not json'].join('\n'));
    await expect(read(path)).rejects.toThrow(
      new TranscriptError('garbage.jsonl is mostly unparseable: 4 of 5 lines are not JSON records (4 skipped in all)'),
    );
    expect(() => readTranscript([CLAUDE_LINE, 'x', 'y'].join('\n'))).toThrow(
      'the transcript is mostly unparseable: 2 of 3 lines',
    );
  });

  it('an empty file, a folder that is no OpenCode storage, a missing file: one line each', async () => {
    await expect(read(file('empty.jsonl', '\n\n'))).rejects.toThrow('is not a transcript the audit reads');
    mkdirSync(join(scratch, 'plain'), { recursive: true });
    await expect(read(join(scratch, 'plain'))).rejects.toThrow(
      'plain is a folder but not an OpenCode storage folder (no session/, message/ and part/ in it)',
    );
    await expect(read(join(scratch, 'nope.jsonl'))).rejects.toThrow('cannot read nope.jsonl: no such file or folder');
  });

  it('a torn last line (a session still writing) is skipped, the rest read; a BOM and CRLF are fine', async () => {
    const torn = await read(
      file(
        'torn.jsonl',
        `\uFEFF${CLAUDE_LINE}\r\n` +
          `${CLAUDE_LINE}\r\n{"type":"assistant","message":{"content":[{"type":"tool_use","id":"t","na`,
      ),
    );
    expect(torn.stats).toMatchObject({ lines: 3, skipped: 1, unparseable: 1, skippedCalls: 1 });
  });

  it('a line longer than the limit is skipped and counted; memory holds a chunk and one line, not the file', async () => {
    const long = `{"type":"user","message":{"role":"user","content":"${'x'.repeat(MAX_LINE_CHARS + 10)}"}}`;
    const lines = Array.from({ length: 2000 }, () => CLAUDE_LINE);
    const path = file('long.jsonl', [...lines, long, ...lines].join('\n'));
    const result = await read(path);
    expect(result.stats).toMatchObject({ lines: 4001, skipped: 1 });
    // Held at most: the longest line kept, plus one 1 MiB chunk (never the 16 MiB line, never the file).
    expect(result.stats.heldChars).toBeLessThanOrEqual(MAX_LINE_CHARS + 1024 * 1024);
    const small = await read(file('small.jsonl', Array.from({ length: 20_000 }, () => CLAUDE_LINE).join('\n')));
    expect(small.stats.heldChars).toBeLessThanOrEqual(1024 * 1024 + CLAUDE_LINE.length);
    expect(small.stats.lines).toBe(20_000);
  });

  it('Gemini rewinds drop the message rewound to and everything after it', async () => {
    const path = file(
      'rewind.jsonl',
      [
        '{"sessionId":"s","projectHash":"h","startTime":"t","kind":"main"}',
        '{"id":"u1","timestamp":"t","type":"user","content":[{"text":"go"}]}',
        '{"id":"g1","timestamp":"t","type":"gemini","content":"","toolCalls":[{"id":"c1","name":"run_shell_command",' +
          '"args":{"command":"ls"},"status":"success"}]}',
        '{"id":"g2","timestamp":"t","type":"gemini","content":"","toolCalls":[{"id":"c2","name":"replace",' +
          '"args":{"file_path":"a.py","old_string":"a","new_string":"b"},"status":"success"}]}',
        '{"id":"u2","timestamp":"t","type":"user","content":[{"text":"more"}]}',
        '{"$rewindTo":"g2"}',
        '{"id":"g3","timestamp":"t","type":"gemini","content":"","toolCalls":[{"id":"c3","name":"run_shell_command",' +
          '"args":{"command":"pwd"},"status":"success"}]}',
      ].join('\n'),
    );
    expect((await read(path)).calls.map((c) => c.id)).toEqual(['c1', 'c3']);
  });

  it('OpenCode storage with two sessions asks for one; an export is read like the folder', async () => {
    const root = join(scratch, 'oc');
    for (const ses of ['ses_a', 'ses_b']) {
      mkdirSync(join(root, 'session', 'proj'), { recursive: true });
      writeFileSync(join(root, 'session', 'proj', `${ses}.json`), JSON.stringify({ id: ses }));
    }
    mkdirSync(join(root, 'message'), { recursive: true });
    mkdirSync(join(root, 'part'), { recursive: true });
    await expect(read(root)).rejects.toThrow(
      `oc holds 2 OpenCode sessions; name one: ${join(root, 'session', '<project>', '<session>.json')}`,
    );
    const exported = file(
      'export.json',
      JSON.stringify({
        info: { id: 'ses_x', directory: '/p' },
        messages: [
          {
            info: { id: 'm1', role: 'assistant', time: { created: 1 } },
            parts: [
              { type: 'text', text: 'Editing.' },
              {
                type: 'tool',
                callID: 'c1',
                tool: 'edit',
                state: {
                  status: 'error',
                  input: { filePath: '/p/a.ts', oldString: 'a', newString: 'b' },
                  error: 'The user rejected permission to use this specific tool call.',
                },
              },
            ],
          },
        ],
      }),
    );
    const result = await read(exported);
    expect(result.calls.map(brief)).toEqual([[1, 'c1', 'edit', 'edit', 'a.ts']]);
    expect(result.events.find((e) => e.type === 'result')).toMatchObject({ result: { status: 'denied' } });
  });
});
