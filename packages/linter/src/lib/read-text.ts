import { isUtf8 } from 'node:buffer';
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';

/** Files larger than this are refused with a fatal diagnostic instead of being parsed. */
export const MAX_FILE_BYTES = 64 * 1024 * 1024;

/** A file's text, or why it cannot be linted (one line, with where when known). */
export type TextOutcome = { ok: true; text: string } | { ok: false; message: string; line: number; column: number };

/**
 * Read a file as UTF-8 text; unreadable, oversized and binary files give a reason, never a
 * throw. Synchronous on purpose: a batch lint reads thousands of small files, and four
 * thread-pool round trips per file (stat, open, read, close) cost several times the read.
 */
export function readTextSync(path: string): TextOutcome {
  let bytes: Buffer;
  let fd = -1;
  try {
    fd = openSync(path, 'r');
    const { size } = fstatSync(fd);
    if (size > MAX_FILE_BYTES) return decodeText({ length: size } as Uint8Array);
    bytes = readAll(fd, size);
  } catch (error) {
    return { ok: false, message: `Cannot read file: ${readError(error)}`, line: 1, column: 1 };
  } finally {
    if (fd >= 0) closeSync(fd);
  }
  return decodeText(bytes);
}

/**
 * Read an open file whose size `fstat` gave (one `fstat`, where `readFileSync(fd)` makes
 * another). Like `readFileSync`, it reads that many bytes; a size of 0 (a pipe, a special
 * file) means reading until the end.
 */
function readAll(fd: number, size: number): Buffer {
  if (size === 0) {
    const chunks: Buffer[] = [];
    for (;;) {
      const chunk = Buffer.allocUnsafe(65536);
      const read = readSync(fd, chunk, 0, chunk.length, null);
      if (read === 0) return Buffer.concat(chunks);
      chunks.push(chunk.subarray(0, read));
    }
  }
  const bytes = Buffer.allocUnsafe(size);
  let length = 0;
  while (length < size) {
    const read = readSync(fd, bytes, length, size - length, null);
    if (read === 0) break;
    length += read;
  }
  return bytes.subarray(0, length);
}

function readError(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'EISDIR' ? 'it is a folder' : code === 'ENOENT' ? 'it does not exist' : code === 'EACCES' || code === 'EPERM' ? 'permission denied' : (code ?? 'read error');
}

/**
 * Decode bytes as UTF-8 text for linting. A NUL byte or invalid UTF-8 means the file is not
 * Markdown text; the reason names the byte offset. A leading BOM is dropped.
 */
export function decodeText(bytes: Uint8Array): TextOutcome {
  if (bytes.length > MAX_FILE_BYTES) {
    return { ok: false, message: `File is too large to lint (${mib(bytes.length)} MiB; the limit is ${mib(MAX_FILE_BYTES)} MiB)`, line: 1, column: 1 };
  }
  const nul = bytes.indexOf(0);
  if (nul >= 0) return { ok: false, message: `File is binary, not Markdown text: NUL byte at byte offset ${nul}`, ...lineOf(bytes, nul) };
  // The native validator, then a plain decode, is several times faster than a fatal TextDecoder.
  if (isUtf8(bytes)) {
    const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('utf8');
    return { ok: true, text: text.charCodeAt(0) === 0xfeff ? text.slice(1) : text };
  }
  const at = firstInvalidByte(bytes);
  return { ok: false, message: `File is not valid UTF-8 text: invalid byte at byte offset ${at}`, ...lineOf(bytes, at) };
}

/** Check text that arrived already decoded (standard input) the same way. */
export function checkText(text: string): TextOutcome {
  const nul = text.indexOf('\0');
  if (nul >= 0) {
    const before = text.slice(0, nul);
    const lineStart = Math.max(before.lastIndexOf('\n'), before.lastIndexOf('\r')) + 1;
    const line = before.split(/\r\n|\r|\n/).length;
    return { ok: false, message: 'File is binary, not Markdown text: it holds a NUL byte', line, column: nul - lineStart + 1 };
  }
  return { ok: true, text: text.replace(/^\uFEFF/, '') };
}

/** The longest valid prefix, found by bisection: a streaming decoder accepts any valid prefix. */
function firstInvalidByte(bytes: Uint8Array): number {
  let lo = 0;
  let hi = bytes.length;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, mid), { stream: true });
      lo = mid;
    } catch {
      hi = mid - 1;
    }
  }
  // The streaming prefix may end in the lead bytes of the broken sequence: step back to them.
  for (let start = lo; start > Math.max(0, lo - 4); start--) {
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, start));
      return start;
    } catch {
      continue;
    }
  }
  return Math.max(0, lo - 4);
}

/** Line and byte column (1-based) of a byte offset; good enough for text that does not decode. */
/** Line and column of a byte offset; LF, CRLF and a lone CR each end a line, as in Markdown. */
function lineOf(bytes: Uint8Array, offset: number): { line: number; column: number } {
  let line = 1;
  let start = 0;
  for (let i = 0; i < offset; i++) {
    if (bytes[i] === 10 || (bytes[i] === 13 && bytes[i + 1] !== 10)) {
      line++;
      start = i + 1;
    }
  }
  // Columns count UTF-16 code units, like every other diagnostic, not bytes.
  return { line, column: new TextDecoder().decode(bytes.subarray(start, offset)).length + 1 };
}

function mib(bytes: number): string {
  return (bytes / 1024 / 1024).toFixed(0);
}
