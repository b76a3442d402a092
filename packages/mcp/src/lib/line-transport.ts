import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { ErrorCode, JSONRPCMessageSchema, type JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { jsonParseReason } from '@handoff/core/secrets';

/** The longest request line read (a `lint_text` of a large plan fits); a longer one is answered, not read. */
export const MAX_LINE_BYTES = 16 * 1024 * 1024;
/** Bytes kept of each end of a line over the cap, to find its `id`. */
const KEPT_END_BYTES = 4096;

type Id = string | number | null;

/** An answer to a line that is no message the server can act on. */
interface Refusal {
  id: Id;
  code: number;
  message: string;
}

/** Options of {@link LineTransport}. */
export interface LineTransportOptions {
  /** The longest line read, in bytes (default {@link MAX_LINE_BYTES}). */
  maxLineBytes?: number;
  /** Where each refused line is reported, one line each (default: standard error). */
  log?: (line: string) => void;
}

/**
 * MCP's stdio transport (one JSON-RPC message per line), reading linearly and answering
 * every line it cannot use instead of dropping it or the connection. The SDK's
 * `StdioServerTransport` copies its whole buffer at every chunk, closes the connection when
 * a line passes 10 MB (the server exits without a word), and drops a line that is not a
 * valid message without an answer, so the client waits forever for that id. Here:
 *
 * * chunks are kept in a list and joined once per line, so reading is linear in the input;
 * * a line over the cap is skipped as it arrives (only a few KiB of each end are kept, to
 *   find its `id`) and answered with -32600, and the server goes on;
 * * a line that is not JSON gets -32700 with `id: null`; a batch (an array), a non-object or
 *   an `id` that is not a string or an integer get -32600; `params` that are not an object
 *   get -32602; each with the request's `id` when it has a usable one, else `null`;
 * * a notification or response that does not validate has no id to answer: it is reported
 *   on standard error only.
 */
export class LineTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;

  readonly #input: NodeJS.ReadableStream;
  readonly #output: NodeJS.WritableStream;
  readonly #maxLineBytes: number;
  readonly #log: (line: string) => void;
  #pending: Buffer[] = [];
  #pendingBytes = 0;
  /** While skipping a line over the cap: its first bytes (copies) and the last pieces read (views), a few KiB each. */
  #skipping: { head: Buffer[]; headBytes: number; tail: Buffer[]; tailBytes: number } | null = null;
  #started = false;
  #closed = false;
  /** Bytes copied into lines and kept ends: what the linear-reading test counts. */
  bytesCopied = 0;

  constructor(
    input: NodeJS.ReadableStream = process.stdin,
    output: NodeJS.WritableStream = process.stdout,
    options: LineTransportOptions = {},
  ) {
    this.#input = input;
    this.#output = output;
    this.#maxLineBytes = options.maxLineBytes ?? MAX_LINE_BYTES;
    this.#log = options.log ?? ((line) => void process.stderr.write(`${line}\n`));
  }

  readonly #onData = (chunk: Buffer | string) => {
    this.#read(typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk);
  };
  readonly #onError = (error: Error) => {
    this.onerror?.(error);
  };
  readonly #onEnd = () => {
    void this.close();
  };

  start(): Promise<void> {
    if (this.#started) return Promise.reject(new Error('LineTransport already started'));
    this.#started = true;
    this.#input.on('data', this.#onData);
    this.#input.on('error', this.#onError);
    this.#input.on('end', this.#onEnd);
    return Promise.resolve();
  }

  send(message: JSONRPCMessage): Promise<void> {
    return this.#write(`${JSON.stringify(message)}\n`);
  }

  close(): Promise<void> {
    if (this.#closed) return Promise.resolve();
    this.#closed = true;
    this.#input.off('data', this.#onData);
    this.#input.off('error', this.#onError);
    this.#input.off('end', this.#onEnd);
    this.#pending = [];
    this.#skipping = null;
    this.onclose?.();
    return Promise.resolve();
  }

  #write(text: string): Promise<void> {
    return new Promise((resolve) => {
      if (this.#output.write(text)) resolve();
      else this.#output.once('drain', resolve);
    });
  }

  #read(chunk: Buffer): void {
    let start = 0;
    while (start <= chunk.length) {
      const newline = chunk.indexOf(10, start);
      const end = newline < 0 ? chunk.length : newline;
      const piece = chunk.subarray(start, end);
      if (this.#skipping) this.#keepEnds(piece);
      else if (this.#pendingBytes + piece.length > this.#maxLineBytes) {
        this.#skipping = { head: [], headBytes: 0, tail: [], tailBytes: 0 };
        for (const part of this.#pending) this.#keepEnds(part);
        this.#keepEnds(piece);
        this.#pending = [];
        this.#pendingBytes = 0;
      } else if (piece.length > 0) {
        this.#pending.push(piece);
        this.#pendingBytes += piece.length;
      }
      if (newline < 0) return;
      this.#endLine();
      start = newline + 1;
    }
  }

  /**
   * Keep the first few KiB of a line being skipped (each byte copied once, however small the
   * pieces: a view would hold its whole chunk) and its last pieces (not copied).
   */
  #keepEnds(piece: Buffer): void {
    const skipping = this.#skipping!;
    if (skipping.headBytes < KEPT_END_BYTES) {
      const add = Buffer.from(piece.subarray(0, KEPT_END_BYTES - skipping.headBytes));
      this.bytesCopied += add.length;
      skipping.head.push(add);
      skipping.headBytes += add.length;
    }
    if (piece.length === 0) return;
    skipping.tail.push(piece);
    skipping.tailBytes += piece.length;
    while (skipping.tailBytes - skipping.tail[0]!.length >= KEPT_END_BYTES)
      skipping.tailBytes -= skipping.tail.shift()!.length;
  }

  #endLine(): void {
    if (this.#skipping) {
      const { head, headBytes, tail, tailBytes } = this.#skipping;
      this.#skipping = null;
      const end = Buffer.concat(tail, tailBytes).subarray(-KEPT_END_BYTES);
      this.bytesCopied += tailBytes;
      const id = idNear(Buffer.concat(head, headBytes).toString('utf8'), end.toString('utf8'));
      this.#refuse({
        id,
        code: ErrorCode.InvalidRequest,
        message: `Invalid Request: the message is longer than ${this.#maxLineBytes} bytes; it was not read`,
      });
      return;
    }
    const line = Buffer.concat(this.#pending, this.#pendingBytes);
    this.bytesCopied += line.length;
    this.#pending = [];
    this.#pendingBytes = 0;
    const text = line.toString('utf8').replace(/\r$/, '');
    if (text.trim() === '') return;
    const outcome = readMessage(text);
    if ('message' in outcome) {
      this.onmessage?.(outcome.message);
      return;
    }
    if ('ignored' in outcome) {
      this.#log(`handoff mcp: ignored a message: ${outcome.ignored}`);
      return;
    }
    for (const refusal of outcome.refusals) this.#refuse(refusal);
  }

  #refuse(refusal: Refusal): void {
    this.#log(`handoff mcp: refused a message (${refusal.code}): ${refusal.message}`);
    void this.#write(
      JSON.stringify({ jsonrpc: '2.0', id: refusal.id, error: { code: refusal.code, message: refusal.message } }) +
        '\n',
    );
  }
}

const usableId = (id: unknown): id is string | number =>
  typeof id === 'string' || (typeof id === 'number' && Number.isSafeInteger(id));

/** What one line holds: a message to hand on, refusals to answer, or something to report only. */
function readMessage(text: string): { message: JSONRPCMessage } | { refusals: Refusal[] } | { ignored: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { refusals: [{ id: null, code: ErrorCode.ParseError, message: `Parse error: ${jsonParseReason(error)}` }] };
  }
  if (Array.isArray(value)) {
    const message = 'Invalid Request: batches are not supported; send one message per line';
    const ids = value.flatMap((item: unknown) =>
      item !== null && typeof item === 'object' && usableId((item as { id?: unknown }).id)
        ? [(item as { id: string | number }).id]
        : [],
    );
    return {
      refusals:
        ids.length > 0
          ? ids.map((id) => ({ id, code: ErrorCode.InvalidRequest, message }))
          : [{ id: null, code: ErrorCode.InvalidRequest, message }],
    };
  }
  if (value === null || typeof value !== 'object')
    return { refusals: [{ id: null, code: ErrorCode.InvalidRequest, message: 'Invalid Request: not a JSON object' }] };
  const object = value as Record<string, unknown>;
  const hasId = Object.hasOwn(object, 'id');
  if (hasId && !usableId(object.id))
    return {
      refusals: [
        { id: null, code: ErrorCode.InvalidRequest, message: 'Invalid Request: `id` must be a string or an integer' },
      ],
    };
  const id = hasId ? (object.id as string | number) : null;
  const isRequest = typeof object.method === 'string';
  if (
    isRequest &&
    Object.hasOwn(object, 'params') &&
    (object.params === null || typeof object.params !== 'object' || Array.isArray(object.params))
  ) {
    if (id === null) return { ignored: 'a notification whose `params` are not an object' };
    return { refusals: [{ id, code: ErrorCode.InvalidParams, message: 'Invalid params: `params` must be an object' }] };
  }
  const parsed = JSONRPCMessageSchema.safeParse(value);
  if (parsed.success) return { message: parsed.data };
  const why = parsed.error.issues[0]?.message ?? 'not a JSON-RPC 2.0 message';
  if (id !== null && (isRequest || (!Object.hasOwn(object, 'result') && !Object.hasOwn(object, 'error'))))
    return { refusals: [{ id, code: ErrorCode.InvalidRequest, message: `Invalid Request: ${why}` }] };
  return { ignored: `${isRequest ? 'a notification' : 'a response'} that is not valid JSON-RPC (${why})` };
}

/**
 * The `id` of a line too long to read, from its ends: a client writes it first
 * (`{"jsonrpc":"2.0","id":7,…`) or last (`…,"id":7}`, the SDK's order); `null` when neither
 * end says (JSON-RPC's answer for an id that cannot be read).
 */
function idNear(head: string, tail: string): Id {
  const atStart = /^\s*\{\s*(?:"jsonrpc"\s*:\s*"2\.0"\s*,\s*)?"id"\s*:\s*(-?\d{1,15}|"(?:[^"\\]|\\.){0,256}")\s*,/.exec(
    head,
  );
  const atEnd =
    /,\s*"id"\s*:\s*(-?\d{1,15}|"(?:[^"\\]|\\.){0,256}")\s*(?:,\s*"jsonrpc"\s*:\s*"2\.0"\s*)?\}\s*\r?$/.exec(tail);
  const found = atStart?.[1] ?? atEnd?.[1];
  if (found === undefined) return null;
  try {
    const id = JSON.parse(found) as unknown;
    return usableId(id) ? id : null;
  } catch {
    return null;
  }
}
