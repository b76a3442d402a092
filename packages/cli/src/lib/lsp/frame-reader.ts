import {
  AbstractMessageReader,
  type DataCallback,
  type Disposable,
  type Message,
  type MessageReader,
} from 'vscode-languageserver/node';
import { jsonParseReason } from '@handoff/core/secrets';

/** A body longer than this is refused without being buffered (a text of 64 MiB, JSON-escaped, fits). */
const MAX_FRAME_BYTES = 256 * 1024 * 1024;
/** A header block longer than this cannot be one. */
const MAX_HEADER_BYTES = 8 * 1024;
const CONTENT_LENGTH = Buffer.from('content-length:');

/**
 * Reads LSP frames (`Content-Length: N` headers, a blank line, N bytes of JSON) from a stream
 * and survives a malformed one. vscode-jsonrpc's reader stops for good after a header without
 * a usable `Content-Length`: its buffer never finds the next frame again, so the server never
 * answers after one bad frame. This reader reports the bad frame to `onMalformed` and looks
 * for the next `Content-Length:` header (one report for one stretch of bad input); a body that
 * is not a JSON object is reported and skipped. Nothing in the input can make it buffer more than one frame of
 * `MAX_FRAME_BYTES`.
 */
export class RecoveringMessageReader extends AbstractMessageReader implements MessageReader {
  readonly #input: NodeJS.ReadableStream;
  readonly #onMalformed: (reason: string) => void;
  /** Bytes read while looking for a header block (at most the header cap plus one chunk). */
  #head: Buffer = Buffer.alloc(0);
  /** The body being read: allocated once, at the length its header announced. */
  #body: Buffer | null = null;
  #filled = 0;
  /** Dropping input after a report, until the next usable header: the rest of a bad stretch is not reported again. */
  #resyncing = false;
  #callback: DataCallback | undefined;
  /** Bytes copied so far (into the header buffer and into bodies): what the linear-reading test counts. */
  bytesCopied = 0;

  constructor(input: NodeJS.ReadableStream, onMalformed: (reason: string) => void) {
    super();
    this.#input = input;
    this.#onMalformed = onMalformed;
  }

  listen(callback: DataCallback): Disposable {
    this.#callback = callback;
    const onData = (chunk: Buffer | string) => {
      this.#onData(typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk);
    };
    const onError = (error: Error) => {
      this.fireError(error);
    };
    const onClose = () => {
      this.fireClose();
    };
    this.#input.on('data', onData);
    this.#input.on('error', onError);
    this.#input.on('end', onClose);
    this.#input.on('close', onClose);
    return {
      dispose: () => {
        this.#input.off('data', onData);
        this.#input.off('error', onError);
        this.#input.off('end', onClose);
        this.#input.off('close', onClose);
      },
    };
  }

  /**
   * Read a chunk in linear time: a body is copied once into a buffer of the announced
   * length (chunks are never joined to what came before, which made a 64 MiB frame cost
   * 61 s), and only the bytes of a header block still being looked for are kept aside.
   */
  #onData(chunk: Buffer): void {
    let data = chunk;
    for (;;) {
      if (this.#body !== null) {
        const take = Math.min(this.#body.length - this.#filled, data.length);
        data.copy(this.#body, this.#filled, 0, take);
        this.bytesCopied += take;
        this.#filled += take;
        data = data.subarray(take);
        if (this.#filled < this.#body.length) return;
        const body = this.#body;
        this.#body = null;
        const message = parseBody(body);
        if (typeof message === 'string') this.#onMalformed(message);
        else this.#callback?.(message);
        continue;
      }
      if (data.length > 0) {
        this.#head = this.#head.length === 0 ? data : Buffer.concat([this.#head, data]);
        if (this.#head !== data) this.bytesCopied += this.#head.length;
        data = Buffer.alloc(0);
      }
      const end = this.#head.indexOf('\r\n\r\n');
      if (end < 0) {
        if (this.#head.length > MAX_HEADER_BYTES) this.#skip('a header block longer than 8 KiB', 1);
        // Nothing of a header is worth keeping past its cap: a view of a large chunk would pin it.
        if (this.#head.length > 0 && this.#head.buffer === chunk.buffer) {
          this.#head = Buffer.from(this.#head);
          this.bytesCopied += this.#head.length;
        }
        return;
      }
      const length = contentLength(this.#head.toString('ascii', 0, end));
      if (typeof length === 'string') {
        this.#skip(length, 1);
        continue;
      }
      // What follows the header is body (and maybe more frames): read on from it, uncopied.
      this.#resyncing = false;
      data = this.#head.subarray(end + 4);
      this.#head = Buffer.alloc(0);
      this.#body = Buffer.allocUnsafe(length);
      this.#filled = 0;
    }
  }

  /**
   * Report a malformed frame and drop input up to the next `Content-Length:` header after
   * `from`. One stretch of input that is no frame is one report: what is left of it once the
   * reader has moved on (the end of an over-long header block, arriving later) is dropped
   * without a second.
   */
  #skip(reason: string, from: number): void {
    if (!this.#resyncing) this.#onMalformed(reason);
    this.#resyncing = true;
    const next = indexOfIgnoringCase(this.#head, CONTENT_LENGTH, from);
    // None yet: keep only an end that may be the start of that header, still arriving.
    this.#head = this.#head.subarray(next >= 0 ? next : this.#head.length - headerPrefixAtEnd(this.#head));
  }
}

/** The `Content-Length` of a header block, or why the block is not a usable header. */
function contentLength(headers: string): number | string {
  let length: number | string = 'a header without Content-Length';
  for (const line of headers.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon <= 0) return 'a header line without a name and value';
    if (line.slice(0, colon).trim().toLowerCase() !== 'content-length') continue;
    const value = line.slice(colon + 1).trim();
    if (!/^\d{1,10}$/.test(value))
      return (
        `a Content-Length that is not a number of bytes ` +
        `(${value.length <= 20 ? JSON.stringify(value) : `${value.length} characters`})`
      );
    const n = Number(value);
    if (n > MAX_FRAME_BYTES) return `a Content-Length of ${n} bytes, over the limit of ${MAX_FRAME_BYTES}`;
    length = n;
  }
  return length;
}

/** The JSON-RPC message in a body, or why it is none. */
function parseBody(body: Buffer): Message | string {
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body));
  } catch (error) {
    return `a body that is not UTF-8 JSON (${jsonParseReason(error)})`;
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    return 'a body that is not a JSON-RPC message object';
  return value as Message;
}

/**
 * The length of the longest end of `buffer` that begins `Content-Length:` (it cannot hold a blank line, so skipping
 * always moves on).
 */
function headerPrefixAtEnd(buffer: Buffer): number {
  for (let size = Math.min(CONTENT_LENGTH.length - 1, buffer.length); size > 0; size--) {
    let j = 0;
    while (j < size && (buffer[buffer.length - size + j]! | 0x20) === CONTENT_LENGTH[j]) j++;
    if (j === size) return size;
  }
  return 0;
}

function indexOfIgnoringCase(buffer: Buffer, needle: Buffer, from: number): number {
  for (let i = from; i <= buffer.length - needle.length; i++) {
    let j = 0;
    while (j < needle.length && (buffer[i + j]! | 0x20) === needle[j]) j++;
    if (j === needle.length) return i;
  }
  return -1;
}
