import { mkdirSync, mkdtempSync, rmSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TranscriptError, type ToolCall } from '../../src/lib/audit/index.js';
import { MAX_DOCUMENT_BYTES, MAX_LINE_CHARS } from '../../src/lib/audit/source.js';
import { readTranscriptCalls } from './helpers.js';

const scratch = mkdtempSync(join(tmpdir(), 'handoff-audit-source-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const read = readTranscriptCalls;
const file = (name: string, text: string) => {
  const path = join(scratch, name);
  writeFileSync(path, text);
  return path;
};
const json = (path: string, value: unknown) => {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, typeof value === 'string' ? value : JSON.stringify(value));
};
const brief = (c: ToolCall) => [c.index, c.id, c.tool, c.command ?? c.paths.join(',')];
const counts = (s: { lines: number; skipped: number; unparseable: number; skippedCalls: number }) => [
  s.lines,
  s.skipped,
  s.unparseable,
  s.skippedCalls,
];

const CLAUDE_LINE = '{"type":"user","message":{"role":"user","content":"hi"},"uuid":"u1","sessionId":"s"}';
const GEMINI_DOC = JSON.stringify({
  sessionId: 's',
  projectHash: 'h',
  messages: [
    {
      id: 'g1',
      timestamp: 't',
      type: 'gemini',
      content: '',
      toolCalls: [{ id: 'c1', name: 'run_shell_command', args: { command: 'ls' }, status: 'success' }],
    },
  ],
});
const OPENCODE_EXPORT = JSON.stringify({
  info: { id: 'ses_x', directory: '/p' },
  messages: [
    {
      info: { id: 'm1', role: 'assistant' },
      parts: [{ type: 'tool', callID: 'c1', tool: 'bash', state: { status: 'completed', input: { command: 'ls' } } }],
    },
  ],
});

describe('a named format (--transcript-format)', () => {
  it.each([
    ['detected Claude Code lines read as Claude Code', 'named.jsonl', CLAUDE_LINE, 'claude-code', [1, 0, 0, 0]],
    [
      'a Gemini document whose first line is no object',
      'gemini-doc.json',
      JSON.stringify(JSON.parse(GEMINI_DOC), null, 2),
      'gemini',
      [1, 0, 0, 0],
    ],
    ['a Gemini document on one line read as lines', 'gemini-line.json', GEMINI_DOC, 'gemini', [1, 0, 0, 0]],
    ['an OpenCode export read as a document', 'oc-export.json', OPENCODE_EXPORT, 'opencode', [2, 0, 0, 0]],
    [
      'OpenCode named for a document that is not detected',
      'oc-late.json',
      `note\n${OPENCODE_EXPORT}`,
      'opencode',
      [2, 0, 0, 0],
    ],
    [
      'Gemini named for a document that is not detected',
      'gem-late.json',
      `note\n${GEMINI_DOC}`,
      'gemini',
      [1, 0, 0, 0],
    ],
    ['Codex named for text that is no transcript', 'codex.jsonl', 'hello\n{"a":1}\n{"b":2}', 'codex', [3, 3, 1, 0]],
  ] as const)('%s', async (_name, name, text, format, expected) => {
    const path = file(name, text);
    const result = await read(path, { format });
    expect(result.stats.format).toBe(format);
    expect(counts(result.stats)).toEqual(expected);
  });

  it('a folder named as another format is refused', async () => {
    mkdirSync(join(scratch, 'a-folder'), { recursive: true });
    await expect(read(join(scratch, 'a-folder'), { format: 'codex' })).rejects.toThrow(
      new TranscriptError('a-folder is a folder; only an OpenCode storage folder is a transcript folder'),
    );
  });

  it('a document larger than the document limit is refused before it is read', async () => {
    const path = file('huge.json', OPENCODE_EXPORT);
    truncateSync(path, MAX_DOCUMENT_BYTES + 1);
    await expect(read(path, { format: 'opencode' })).rejects.toThrow(
      new TranscriptError(
        `huge.json is one JSON document of ${MAX_DOCUMENT_BYTES + 1} bytes; ` +
          `the audit reads documents up to ${MAX_DOCUMENT_BYTES} bytes`,
      ),
    );
  });
});

describe('why a path cannot be read', () => {
  it.each([
    ['a file in place of a folder', (p: string) => join(p, 'x.jsonl'), 'a part of the path is a file, not a folder'],
    ['a name too long', () => join(scratch, `${'n'.repeat(300)}.jsonl`), 'ENAMETOOLONG'],
  ])('%s', async (_name, path, why) => {
    const target = path(file('plain.jsonl', CLAUDE_LINE));
    const name = target.slice(target.lastIndexOf('/') + 1);
    await expect(read(target)).rejects.toThrow(new TranscriptError(`cannot read ${name}: ${why}`));
  });
});

describe('lines at the length limit', () => {
  it('a line that passes the limit where a chunk ends is skipped with what was carried', async () => {
    // 16 chunks of 1 MiB carry exactly MAX_LINE_CHARS; the newline comes 50 characters into the 17th.
    const path = file('edge.jsonl', `${'x'.repeat(MAX_LINE_CHARS + 50)}\n${CLAUDE_LINE}\n`);
    const result = await read(path, { format: 'claude-code' });
    expect(counts(result.stats)).toEqual([2, 1, 0, 0]);
  });

  it('an unfinished last line longer than the limit is skipped and counted as holding a call', async () => {
    const call = '{"type":"assistant","message":{"content":[{"type":"tool_use","id":"t","input":"';
    const path = file('tail.jsonl', `${CLAUDE_LINE}\n${CLAUDE_LINE}\n${call}${'y'.repeat(MAX_LINE_CHARS + 10)}`);
    const result = await read(path);
    expect(counts(result.stats)).toEqual([3, 1, 0, 1]);
  });
});

describe('OpenCode storage folders', () => {
  const storage = (name: string) => {
    const root = join(scratch, name);
    for (const sub of ['session', 'message', 'part']) mkdirSync(join(root, sub), { recursive: true });
    return root;
  };
  const tool = (id: string, command: string) => ({
    type: 'tool',
    callID: id,
    tool: 'bash',
    state: { status: 'completed', input: { command } },
  });

  it('a storage folder without a session says so', async () => {
    const root = storage('oc-none');
    mkdirSync(join(root, 'session', 'proj'));
    writeFileSync(join(root, 'session', 'stray.json'), '{}');
    await expect(read(root)).rejects.toThrow(new TranscriptError('oc-none holds no OpenCode session'));
  });

  it('messages in time order, then by id; no time or no id are tolerated; torn ones are counted', async () => {
    const outer = join(scratch, 'oc-home');
    const root = storage(join('oc-home', 'storage'));
    json(join(root, 'session', 'proj', 'ses_1.json'), { directory: '/p' }); // no id: the file name is the id
    const message = (name: string, value: unknown) => json(join(root, 'message', 'ses_1', name), value);
    message('a.json', { id: 'm3', role: 'assistant', time: { created: 5 } });
    message('b.json', { id: 'm2', role: 'assistant', time: { created: 5 } });
    message('c.json', { role: 'assistant', time: { created: 1 } }); // no id: the file name
    message('d.json', { id: 'm0', role: 'assistant' }); // no time: created 0
    message('e.json', '{"torn');
    message('f.json', { id: 'm4', role: 'assistant', time: { created: 5 } });
    json(join(root, 'part', 'm3', 'p.json'), tool('c-m3', 'echo m3'));
    json(join(root, 'part', 'm2', 'p.json'), tool('c-m2', 'echo m2'));
    json(join(root, 'part', 'c.json', 'p.json'), tool('c-c', 'echo c'));
    json(join(root, 'part', 'm0', 'p.json'), tool('c-m0', 'echo m0'));
    json(join(root, 'part', 'm4', 'p.json'), tool('c-m4', 'echo m4'));
    // A part that is a folder, not a file, is read as null (skipped, unparseable).
    mkdirSync(join(root, 'part', 'm4', 'q.json'));
    const result = await read(outer);
    expect(result.calls.map((c) => c.id)).toEqual(['c-m0', 'c-c', 'c-m2', 'c-m3', 'c-m4']);
    expect(counts(result.stats)).toEqual([12, 2, 2, 0]);
  });

  it('a session file named directly is read from its storage folder', async () => {
    const root = storage('oc-direct');
    json(join(root, 'session', 'proj', 'ses_d.json'), { id: 'ses_d', directory: '/p' });
    json(join(root, 'session', 'proj', 'ses_e.json'), { id: 'ses_e', directory: '/p' });
    json(join(root, 'message', 'ses_d', 'm.json'), { id: 'md', role: 'assistant' });
    json(join(root, 'part', 'md', 'p.json'), tool('c-d', 'ls'));
    symlinkSync(join(root, 'part', 'md', 'p.json'), join(root, 'part', 'md', 'z.json'));
    const result = await read(join(root, 'session', 'proj', 'ses_d.json'));
    expect(result.calls.map(brief)).toEqual([[1, 'c-d', 'bash', 'ls']]);
    expect(counts(result.stats)).toEqual([3, 1, 1, 0]);
  });
});
