import { spawn, spawnSync } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, rmSync, writeFileSync, writeSync, ftruncateSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LineTransport, MAX_LINE_BYTES } from '../../packages/mcp/src/lib/line-transport.js';
import { RecoveringMessageReader } from '../../packages/cli/src/lib/lsp/frame-reader.js';
import { ConfigCache, MAX_CACHED_FOLDERS } from '../../packages/cli/src/lib/lsp/config-cache.js';
import { BIN } from '../helpers/cli.js';
import { MEASURED_NODE, readPeak } from './helpers/peak-rss.js';

// Every reader streams or caps, and a refusal costs at most a few times its cap (the outside
// probe's F9, F10, F14, F15, F23, F25 and `orient --file <a FIFO>`). Work is counted in bytes
// copied; memory is the child's peak RSS (measured as helpers/peak-rss.ts says)
// against the same command on a tiny input. Nothing here compares a time.

const MIB = 1024 * 1024;

let scratch: string;
beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'handoff-p3-readers-'));
  mkdirSync(join(scratch, '.git'));
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Run the built CLI with `input` on stdin; its exit, output and peak RSS (MiB). */
function measured(args: string[], input: string | Buffer, cwd = scratch, env: NodeJS.ProcessEnv = {}) {
  const run = spawnSync(process.execPath, [...MEASURED_NODE, BIN, ...args], {
    cwd,
    input,
    encoding: 'utf8',
    maxBuffer: 256 * MIB,
    env: { ...process.env, NO_COLOR: '1', ...env },
  });
  const { peakMib, stderr } = readPeak(run);
  return { status: run.status, stdout: run.stdout, stderr, peakMiB: peakMib };
}

/** The bytes a reader that joins every chunk to all before it (`Buffer.concat([buffer, chunk])`) copies. */
function naiveCopies(total: number, chunk: number): number {
  let copied = 0;
  for (let have = chunk; have <= total; have += chunk) copied += have;
  return copied;
}

describe('F9, F23: the MCP server answers every line it cannot use, and keeps serving', () => {
  /** Send lines to `handoff mcp`, wait for `expected` answers, then end; the answers in order, and the peak RSS. */
  async function session(lines: Array<string | Buffer>, expected = lines.length) {
    const child = spawn(process.execPath, [...MEASURED_NODE, BIN, 'mcp'], {
      cwd: scratch,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    const answered = new Promise<void>((resolve) => {
      child.stdout.setEncoding('utf8').on('data', (text: string) => {
        stdout += text;
        if (stdout.split('\n').length > expected) resolve();
      });
    });
    child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
    for (const line of lines) child.stdin.write(line);
    await answered;
    child.stdin.end();
    const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
    const answers = stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { id: unknown; result?: unknown; error?: { code: number; message: string } });
    return { status, answers, stderr, peakMiB: readPeak({ status, stderr }).peakMib };
  }
  const ping = (id: number) => `${JSON.stringify({ jsonrpc: '2.0', id, method: 'ping' })}\n`;

  it('malformed lines, a batch, params: 5 and an object id each get their JSON-RPC error', async () => {
    const { answers } = await session([
      'not json\n',
      '{"jsonrpc":"2.0","id":1,"method":"ping"\n',
      `${JSON.stringify([{ jsonrpc: '2.0', id: 2, method: 'ping' }])}\n`,
      `${JSON.stringify({ jsonrpc: '2.0', id: 3, method: 'tools/call', params: 5 })}\n`,
      `${JSON.stringify({ jsonrpc: '2.0', id: { x: 1 }, method: 'ping' })}\n`,
      `${JSON.stringify({ jsonrpc: '2.0', id: 1.5, method: 'ping' })}\n`,
      '"a string"\n',
      ping(9),
    ]);
    expect(answers.map((a) => [a.id, a.error?.code ?? 'result'])).toEqual([
      [null, -32700],
      [null, -32700],
      [2, -32600],
      [3, -32602],
      [null, -32600],
      [null, -32600],
      [null, -32600],
      [9, 'result'],
    ]);
  });

  it('a line over the cap gets -32600 with its id, is never held, and the next request is answered', async () => {
    const big = Buffer.alloc(64 * MIB + 100, 'a');
    const head = Buffer.from(
      '{"jsonrpc":"2.0","method":"tools/call","params":{"name":"reject","arguments":{"approach":"',
    );
    head.copy(big);
    Buffer.from('","evidence":"b"}},"id":7}\n').copy(big, big.length - 27);
    const tiny = await session([ping(1)]);
    const huge = await session([big, ping(8)]);
    expect(huge.answers.map((a) => [a.id, a.error?.code ?? 'result'])).toEqual([
      [7, -32600],
      [8, 'result'],
    ]);
    expect(huge.answers[0]!.error!.message).toContain(`longer than ${MAX_LINE_BYTES} bytes`);
    // A 64 MiB line costs the server a few times its cap (16 MiB) at most over a one-line session.
    expect(huge.peakMiB - tiny.peakMiB).toBeLessThan((3 * MAX_LINE_BYTES) / MIB);
  });

  it('control: a 1 MiB request under the cap is read and answered with its result', async () => {
    const text = `# Plan\n\n${'word '.repeat(200_000)}\n`;
    const request = {
      jsonrpc: '2.0',
      id: 4,
      method: 'tools/call',
      params: { name: 'lint_text', arguments: { text, file_path: 'x-PLAN.md' } },
    };
    const init = {
      jsonrpc: '2.0',
      id: 0,
      method: 'initialize',
      params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '1' } },
    };
    const { answers } = await session([`${JSON.stringify(init)}\n`, `${JSON.stringify(request)}\n`], 2);
    expect(answers.find((a) => a.id === 4)!.result).toBeDefined();
  });

  it('reads linearly: each line is copied once, a skipped one not at all', async () => {
    const input = new PassThrough();
    const transport = new LineTransport(input, new PassThrough(), { log: () => undefined });
    const messages: unknown[] = [];
    transport.onmessage = (message) => messages.push(message);
    await transport.start();
    const feed = (bytes: Buffer) => {
      for (let at = 0; at < bytes.length; at += 64 * 1024) input.emit('data', bytes.subarray(at, at + 64 * 1024));
    };
    const ten = Buffer.from(
      `${JSON.stringify({ jsonrpc: '2.0', method: 'x', params: { t: 'a'.repeat(10 * MIB) } })}\n`,
    );
    feed(ten);
    expect(messages).toHaveLength(1);
    expect(transport.bytesCopied).toBeLessThanOrEqual(ten.length);
    const before = transport.bytesCopied;
    feed(Buffer.concat([Buffer.alloc(64 * MIB, 'a'), Buffer.from('\n')]));
    expect(transport.bytesCopied - before).toBeLessThan(MIB);
    // Control: joining each chunk to the line so far (the SDK's ReadBuffer) copies the 10 MiB line about 80 times over.
    expect(naiveCopies(10 * MIB, 64 * 1024)).toBeGreaterThan(50 * ten.length);
    await transport.close();
  });
});

describe('F10: the language server reads a frame in linear work', () => {
  it('a 64 MiB frame in 64 KiB chunks: each byte copied about once, the message delivered', () => {
    const input = new PassThrough();
    const reader = new RecoveringMessageReader(input, () => undefined);
    const received: unknown[] = [];
    reader.listen((message) => received.push(message));
    const body = Buffer.from(JSON.stringify({ jsonrpc: '2.0', method: 'x', params: { t: 'a'.repeat(64 * MIB) } }));
    const frame = Buffer.concat([Buffer.from(`Content-Length: ${body.length}\r\n\r\n`), body]);
    for (let at = 0; at < frame.length; at += 64 * 1024) input.emit('data', frame.subarray(at, at + 64 * 1024));
    expect(received).toHaveLength(1);
    expect(reader.bytesCopied).toBeLessThanOrEqual(body.length + 64 * 1024);
    // Control: the reader it replaces joined every chunk to the buffer: about 512 times the frame here.
    expect(naiveCopies(frame.length, 64 * 1024)).toBeGreaterThan(500 * frame.length);
  });
});

describe('F14: the stop hook streams the transcript', () => {
  const stopPayload = (project: string, transcript: string) =>
    JSON.stringify({
      session_id: 's',
      cwd: project,
      hook_event_name: 'Stop',
      transcript_path: transcript,
      stop_hook_active: false,
    });
  const toolUse = (project: string) =>
    `${JSON.stringify({
      type: 'assistant',
      message: {
        content: [{ type: 'tool_use', id: 't1', name: 'Write', input: { file_path: join(project, 'notes-PLAN.md') } }],
      },
    })}\n`;
  let project: string;
  beforeAll(() => {
    project = join(scratch, 'stop');
    mkdirSync(join(project, '.git'), { recursive: true });
    writeFileSync(
      join(project, '.handoffrc.json'),
      '{"rules": {"section-missing": ["error", {"decisions": "required"}]}}',
    );
    // A plan by its content (its tasks and verification) with no decisions section: one error.
    writeFileSync(join(project, 'notes-PLAN.md'), '# Plan\n\n## Tasks\n\n## Verification\n\nNo decisions.\n');
  });
  const hook = (transcript: string) =>
    measured(['hook', 'stop'], stopPayload(project, transcript), project, { CLAUDE_PROJECT_DIR: project });

  it('a 128 MiB transcript of ordinary turns: the Write after them is found, memory stays flat', () => {
    const path = join(scratch, 'big.jsonl');
    const turn = `${JSON.stringify({ type: 'user', message: { content: 'x'.repeat(64 * 1024) } })}\n`;
    const fd = openSync(path, 'w');
    for (let written = 0; written < 128 * MIB; written += turn.length) writeSync(fd, turn);
    writeSync(fd, toolUse(project));
    closeSync(fd);
    const small = join(scratch, 'small.jsonl');
    writeFileSync(small, toolUse(project));
    const base = hook(small);
    const run = hook(path);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/notes-PLAN\.md has 1 lint error/);
    expect(base.stderr).toBe(run.stderr);
    // Reading it whole cost more than the transcript itself; streaming costs a few chunks.
    expect(run.peakMiB - base.peakMiB).toBeLessThan(32);
    rmSync(path);
  });

  it('a 600 MiB line (over what a string can hold) is skipped, not a refusal of every stop', () => {
    const path = join(scratch, 'sparse.jsonl');
    const fd = openSync(path, 'w');
    ftruncateSync(fd, 600 * MIB); // sparse: 600 MiB of NULs, one line
    writeSync(fd, `\n${toolUse(project)}`, 600 * MIB);
    closeSync(fd);
    const run = hook(path);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/notes-PLAN\.md has 1 lint error/);
    expect(run.stderr).not.toMatch(/could not check this session/);
    // Control: read whole, as before, the file cannot even become one string.
    const whole = spawnSync(process.execPath, ['-e', `require('fs').readFileSync(${JSON.stringify(path)}, 'utf8')`], {
      encoding: 'utf8',
    });
    expect(whole.stderr).toMatch(/ERR_STRING_TOO_LONG|Invalid string length/);
    rmSync(path);
  });
});

describe('F15: reject --stdin stops reading at its cap', () => {
  it('63 MiB on stdin: refused at once, exit 2, memory as for a small note', () => {
    const note = Buffer.alloc(63 * MIB + 4, 'a');
    note.write(' | b', 63 * MIB);
    const project = join(scratch, 'reject');
    mkdirSync(project, { recursive: true });
    const small = measured(['reject', '--stdin'], 'small approach | small evidence', project);
    const run = measured(['reject', '--stdin'], note, project);
    expect([run.status, run.stdout, run.stderr]).toEqual([
      2,
      '',
      'handoff reject: standard input is larger than 48 KiB; nothing was read from it\n',
    ]);
    expect(run.peakMiB - small.peakMiB).toBeLessThan(16);
  });

  it('control: a note under the cap but over the checkpoint budget reaches the budget check', () => {
    const project = join(scratch, 'reject2');
    mkdirSync(project, { recursive: true });
    const run = measured(['reject', '--stdin'], `approach | ${'e'.repeat(40 * 1024)}`, project);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/over the 12 KiB budget/);
  });
});

describe('F25: the language server keeps a bounded number of folder configs', () => {
  it('2,000 distinct folders: at most the cap kept', async () => {
    const cache = new ConfigCache(() => {});
    const base = join(scratch, 'folders');
    for (let i = 0; i < 2000; i++) {
      const folder = join(base, `f${i}`);
      mkdirSync(folder, { recursive: true });
      expect((await cache.get(folder, base)).ok).toBe(true);
      expect(cache.size).toBeLessThanOrEqual(MAX_CACHED_FOLDERS);
    }
    // Control: the cap is reached (so an unbounded cache would have grown past it).
    expect(2000).toBeGreaterThan(MAX_CACHED_FOLDERS);
    expect(cache.size).toBeGreaterThan(0);
  });
});

describe('orient --file <a FIFO> is refused like the other verbs', () => {
  it('exit 2, one line, no wait', () => {
    const project = join(scratch, 'orient');
    mkdirSync(project, { recursive: true });
    spawnSync('mkfifo', [join(project, 'fifo')]);
    const run = spawnSync(process.execPath, [BIN, 'orient', '--file', 'fifo'], {
      cwd: project,
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.signal).toBeNull();
    expect([run.status, run.stderr]).toEqual([
      2,
      `handoff orient: --file fifo: ${join(project, 'fifo')} is a FIFO (named pipe), ` +
        `not a regular file; refusing to read it\n`,
    ]);
  });

  it('control: a regular handoff is read', () => {
    const project = join(scratch, 'orient');
    writeFileSync(join(project, 'HANDOFF.md'), '# Handoff\n');
    expect(spawnSync(process.execPath, [BIN, 'orient', '--file', 'HANDOFF.md'], { cwd: project }).status).toBe(0);
  });
});
