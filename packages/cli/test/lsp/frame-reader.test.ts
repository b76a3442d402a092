import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { Message } from 'vscode-languageserver/node';
import { RecoveringMessageReader } from '../../src/lib/lsp/frame-reader.js';

// The language server's frame reader in this process, over a stream the test holds: every
// frame it cannot use is reported and the next one is read (the built server over a real
// pipe, and a 64 MiB frame, are in the end-to-end tests and the robustness lane).

/** A listening reader, with the messages it delivered and the frames it reported. */
function open() {
  const input = new PassThrough();
  const malformed: string[] = [];
  const reader = new RecoveringMessageReader(input, (reason) => malformed.push(reason));
  const messages: Message[] = [];
  const listening = reader.listen((message) => messages.push(message));
  return { input, reader, messages, malformed, listening };
}

const frame = (body: string, header = `Content-Length: ${Buffer.byteLength(body)}`) => `${header}\r\n\r\n${body}`;
const ping = (id: number) => JSON.stringify({ jsonrpc: '2.0', id, method: 'ping' });

describe('RecoveringMessageReader: one report per frame it cannot use, then the next frame', () => {
  it.each([
    ['no Content-Length', frame('{}', 'Content-Type: x'), 'a header without Content-Length'],
    ['a header line without a colon', frame('{}', 'Content-Length 2'), 'a header line without a name and value'],
    [
      'a length that is not a number',
      frame('{}', 'Content-Length: two'),
      'a Content-Length that is not a number of bytes ("two")',
    ],
    [
      'a long length that is not a number',
      frame('{}', `Content-Length: ${'x'.repeat(30)}`),
      'a Content-Length that is not a number of bytes (30 characters)',
    ],
    [
      'a length over the limit',
      frame('{}', 'Content-Length: 999999999'),
      'a Content-Length of 999999999 bytes, over the limit of 268435456',
    ],
    [
      'a body that is not JSON',
      frame('not json'),
      "a body that is not UTF-8 JSON (Unexpected token 'o' (not valid JSON))",
    ],
    ['a body that is an array', frame('[1]'), 'a body that is not a JSON-RPC message object'],
    ['a body that is null', frame('null'), 'a body that is not a JSON-RPC message object'],
    ['a body that is not UTF-8', `Content-Length: 2\r\n\r\n\u00ff\u00fe`, 'a body that is not UTF-8 JSON'],
  ])('%s', (_name, bad, reason) => {
    const { input, messages, malformed } = open();
    input.write(
      Buffer.concat([Buffer.from(bad, bad.includes('\u00ff') ? 'latin1' : 'utf8'), Buffer.from(frame(ping(1)))]),
    );
    expect(malformed).toHaveLength(1);
    expect(malformed[0]).toMatch(new RegExp(`^${reason.replace(/[()\\[\].*+?^$|]/g, '\\$&')}`));
    expect(messages).toEqual([{ jsonrpc: '2.0', id: 1, method: 'ping' }]);
  });

  it('a header block longer than 8 KiB is reported once, its end dropped when it arrives, and a frame after it is read', () => {
    const { input, messages, malformed } = open();
    input.write(`X-Filler: ${'a'.repeat(9000)}`);
    input.write(`aaaa\r\n\r\n${frame(ping(2))}`);
    expect(malformed).toEqual(['a header block longer than 8 KiB']);
    expect(messages).toEqual([{ jsonrpc: '2.0', id: 2, method: 'ping' }]);
  });

  it('two bad stretches with a good frame between them are two reports', () => {
    const { input, messages, malformed } = open();
    input.write(
      `${frame('{}', 'Content-Type: x')}${frame(ping(6))}${frame('{}', 'Content-Length two')}${frame(ping(7))}`,
    );
    expect(malformed).toEqual(['a header without Content-Length', 'a header line without a name and value']);
    expect(messages).toEqual([
      { jsonrpc: '2.0', id: 6, method: 'ping' },
      { jsonrpc: '2.0', id: 7, method: 'ping' },
    ]);
  });

  it('finds the next header when the garbage ends with the start of one, split across chunks', () => {
    const { input, messages, malformed } = open();
    input.write(`Oops: no length\r\n\r\ngarbage Content-Le`);
    input.write(`ngth: ${Buffer.byteLength(ping(3))}\r\n\r\n${ping(3)}`);
    expect(malformed).toEqual(['a header without Content-Length']);
    expect(messages).toEqual([{ jsonrpc: '2.0', id: 3, method: 'ping' }]);
  });
});

describe('RecoveringMessageReader: reading frames', () => {
  it('reads frames byte by byte, several in one chunk, any case of the header name, and string chunks', () => {
    const { input, messages, malformed } = open();
    for (const byte of Buffer.from(frame(ping(1)))) input.write(Buffer.from([byte]));
    input.write(frame(ping(2)) + frame(ping(3), `content-length: ${ping(3).length}`));
    input.emit('data', frame(ping(4)));
    expect(malformed).toEqual([]);
    expect(messages.map((message) => (message as unknown as { id: number }).id)).toEqual([1, 2, 3, 4]);
  });

  it('copies each byte of a body once, however it is split', () => {
    const { input, reader, messages } = open();
    const body = JSON.stringify({ jsonrpc: '2.0', method: 'x', params: { t: 'a'.repeat(100_000) } });
    const bytes = Buffer.from(frame(body));
    for (let at = 0; at < bytes.length; at += 1000) input.write(bytes.subarray(at, at + 1000));
    expect(messages).toHaveLength(1);
    // The body once, and the few bytes of the header block (copied while it was still arriving).
    expect(reader.bytesCopied).toBeLessThan(body.length + 1000);
  });

  it('passes on the end, an error and a close of its input, and stops reading once disposed', () => {
    const { input, reader, messages, listening } = open();
    const seen: string[] = [];
    reader.onError((error) => seen.push(`error ${error instanceof Error ? error.message : String(error)}`));
    reader.onClose(() => seen.push('close'));
    input.emit('error', new Error('EIO'));
    input.emit('end');
    expect(seen[0]).toBe('error EIO');
    expect(seen).toContain('close');
    listening.dispose();
    input.emit('data', Buffer.from(frame(ping(5))));
    expect(messages).toEqual([]);
  });
});
