import { PassThrough, Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { LineTransport } from '../src/lib/line-transport.js';

// The MCP server's stdio transport in this process, over streams the test holds: each line it
// cannot use gets its JSON-RPC answer and the next line is read (the built server over a real
// pipe, and inputs of 64 MiB, are in the robustness lane).

interface Answer {
  id: unknown;
  error?: { code: number; message: string };
}

/** A started transport over fresh streams, with what it delivered, answered and logged. */
async function open(maxLineBytes?: number) {
  const input = new PassThrough();
  let written = '';
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      written += chunk.toString('utf8');
      done();
    },
  });
  const logged: string[] = [];
  const transport = new LineTransport(input, output, {
    ...(maxLineBytes === undefined ? {} : { maxLineBytes }),
    log: (line) => logged.push(line),
  });
  const delivered: JSONRPCMessage[] = [];
  transport.onmessage = (message) => delivered.push(message);
  await transport.start();
  const answers = (): Answer[] =>
    written
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => JSON.parse(line) as Answer);
  return { input, transport, delivered, logged, answers };
}

const ping = (id: unknown) => JSON.stringify({ jsonrpc: '2.0', id, method: 'ping' });

describe('LineTransport: one answer per line it cannot use', () => {
  it.each([
    ['not JSON', 'not json', null, -32700],
    ['a cut object', '{"jsonrpc":"2.0","id":1,"method":"ping"', null, -32700],
    ['a batch with an id', JSON.stringify([{ jsonrpc: '2.0', id: 2, method: 'ping' }]), 2, -32600],
    ['a batch without one', JSON.stringify([1]), null, -32600],
    ['params that are a number', JSON.stringify({ jsonrpc: '2.0', id: 3, method: 'x', params: 5 }), 3, -32602],
    ['params that are an array', JSON.stringify({ jsonrpc: '2.0', id: 4, method: 'x', params: [] }), 4, -32602],
    ['an object id', ping({ x: 1 }), null, -32600],
    ['a fractional id', ping(1.5), null, -32600],
    ['a string', '"a string"', null, -32600],
    ['null', 'null', null, -32600],
    ['a request with no jsonrpc', JSON.stringify({ id: 6, method: 'ping' }), 6, -32600],
    ['an id and nothing else', JSON.stringify({ jsonrpc: '2.0', id: 'k' }), 'k', -32600],
  ])('%s: the error with the id it can read, and the next line is read', async (_name, line, id, code) => {
    const { input, delivered, answers, logged } = await open();
    input.write(`${line}\n${ping(9)}\n`);
    expect(answers().map((answer) => [answer.id, answer.error?.code])).toEqual([[id, code]]);
    expect(delivered).toEqual([{ jsonrpc: '2.0', id: 9, method: 'ping' }]);
    expect(logged).toEqual([expect.stringMatching(new RegExp(`^handoff mcp: refused a message \\(${code}\\): `))]);
  });

  it('never quotes the text it could not parse', async () => {
    const { input, answers } = await open();
    input.write('ghp_notjson_but_looks_like_a_token\n');
    expect(answers()[0]!.error!.message).toBe("Parse error: Unexpected token 'g' (not valid JSON)");
  });

  it.each([
    ['a notification whose params are a number', JSON.stringify({ jsonrpc: '2.0', method: 'x', params: 5 })],
    ['a response that is not valid', JSON.stringify({ jsonrpc: '2.0', id: 1, result: 5 })],
    ['a notification that is not valid', JSON.stringify({ jsonrpc: '1.0', method: 'x' })],
  ])('%s has no id to answer: reported on the log only', async (_name, line) => {
    const { input, delivered, answers, logged } = await open();
    input.write(`${line}\n`);
    expect(answers()).toEqual([]);
    expect(delivered).toEqual([]);
    expect(logged).toEqual([expect.stringMatching(/^handoff mcp: ignored a message: /)]);
  });
});

describe('LineTransport: reading lines', () => {
  it('joins a line that comes in pieces, drops a CR before the newline and skips blank lines', async () => {
    const { input, delivered, answers } = await open();
    const line = `${ping(1)}\r\n\n   \n${ping(2)}\n`;
    for (const byte of Buffer.from(line)) input.write(Buffer.from([byte]));
    expect(delivered.map((message) => (message as { id: number }).id)).toEqual([1, 2]);
    expect(answers()).toEqual([]);
  });

  it('reads a line given as a string chunk', async () => {
    const { input, delivered } = await open();
    input.emit('data', `${ping('s')}\n`);
    expect(delivered).toEqual([{ jsonrpc: '2.0', id: 's', method: 'ping' }]);
  });

  it.each([
    ['first', (pad: string) => `{"jsonrpc":"2.0","id":7,"method":"x","params":{"t":"${pad}"}}`, 7],
    ['last', (pad: string) => `{"method":"x","params":{"t":"${pad}"},"jsonrpc":"2.0","id":"end"}`, 'end'],
    ['nowhere', (pad: string) => `{"method":"x","params":{"t":"${pad}"}}`, null],
  ])(
    'a line over the cap with its id %s: -32600 with that id, never held, and the next line read',
    async (_where, make, id) => {
      const { input, transport, delivered, answers } = await open(1024);
      const long = make('a'.repeat(20_000));
      // In 100-byte pieces, so the cap is passed in the middle of the line.
      for (let at = 0; at < long.length; at += 100) input.write(long.slice(at, at + 100));
      input.write(`\n${ping(8)}\n`);
      expect(answers()).toEqual([
        { jsonrpc: '2.0', id, error: { code: -32600, message: expect.stringContaining('longer than 1024 bytes') } },
      ]);
      expect(delivered).toEqual([{ jsonrpc: '2.0', id: 8, method: 'ping' }]);
      // Only the kept ends (4 KiB each at most) and the short line were copied, not the 20 KB line.
      expect(transport.bytesCopied).toBeLessThan(2 * 4096 + 100 + ping(8).length);
    },
  );

  it('control: a line just under the cap is read', async () => {
    const { input, delivered, answers } = await open(1024);
    const line = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'x', params: { t: 'a'.repeat(960) } });
    expect(Buffer.byteLength(line)).toBeLessThanOrEqual(1024);
    input.write(`${line}\n`);
    expect(answers()).toEqual([]);
    expect(delivered).toHaveLength(1);
  });
});

describe('LineTransport: the connection', () => {
  it('writes each message sent as one line, and waits for a full output to drain', async () => {
    const input = new PassThrough();
    const output = new PassThrough({ highWaterMark: 8 });
    const transport = new LineTransport(input, output, { log: () => undefined });
    await transport.start();
    let sent = false;
    const sending = transport.send({ jsonrpc: '2.0', id: 1, result: {} }).then(() => (sent = true));
    await Promise.resolve();
    expect(sent).toBe(false);
    expect(String(output.read())).toBe('{"jsonrpc":"2.0","id":1,"result":{}}\n');
    await sending;
    expect(sent).toBe(true);
  });

  it('closes once when its input ends, and reads nothing after', async () => {
    const { input, transport, delivered } = await open();
    let closes = 0;
    transport.onclose = () => (closes += 1);
    input.end();
    await new Promise((resolve) => setImmediate(resolve));
    await transport.close();
    expect(closes).toBe(1);
    input.emit('data', Buffer.from(`${ping(1)}\n`));
    expect(delivered).toEqual([]);
  });

  it('passes on an error of its input, and refuses to start twice', async () => {
    const { input, transport } = await open();
    const errors: string[] = [];
    transport.onerror = (error) => errors.push(error.message);
    input.emit('error', new Error('EIO'));
    expect(errors).toEqual(['EIO']);
    await expect(transport.start()).rejects.toThrow('LineTransport already started');
  });
});
