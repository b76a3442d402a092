import { isUtf8 } from 'node:buffer';
import { closeSync, constants, fstatSync, openSync, readSync, type Stats } from 'node:fs';
import { stripBom } from '@handoff/core/read';
import { copyWith } from './copy-with.js';

/** Files larger than this are refused with a fatal diagnostic instead of being parsed. */
export const MAX_FILE_BYTES = 64 * 1024 * 1024;

/** Config files and `.gitignore` files larger than this are refused, not read: no real one comes near. */
export const MAX_SETTINGS_FILE_BYTES = 4 * 1024 * 1024;

/**
 * A file's text, or why it cannot be linted (one line, with where when known; `missing` when nothing is at the path).
 */
export type TextOutcome =
  { ok: true; text: string } | { ok: false; message: string; line: number; column: number; missing?: true };

/**
 * A regular file's bytes, or why they were not read: `reason` is a short phrase ("it is a
 * FIFO (named pipe), not a regular file"); `code` the error code of a failed call; `missing`
 * when nothing is at the path.
 */
export type BytesOutcome =
  | { ok: true; bytes: Uint8Array; size: number }
  | { ok: false; reason: string; code?: string; missing?: true; tooLarge?: { size: number | null } };

// O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer before `fstat`
// can tell what it is. O_NOCTTY: a terminal device never becomes this process's terminal.
// Both are 0 where the platform has no such flag; neither changes how a regular file reads.
/* eslint-disable-next-line @typescript-eslint/no-unnecessary-condition --
   typed number, but undefined on platforms without the flag */
const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0) | (constants.O_NOCTTY ?? 0);

/**
 * Read a file's bytes only when it is a regular file of at most `maxBytes`: a FIFO, a socket,
 * a device (a link to `/dev/zero`) or a folder is judged by `fstat` on the opened descriptor
 * (so no link can be swapped in between) and never read; a file over the limit is not read
 * either. Never throws.
 */
export function readRegularFileSync(path: string, maxBytes: number, headBytes = Infinity): BytesOutcome {
  let fd = -1;
  try {
    fd = openSync(path, OPEN_FLAGS);
    const info = fstatSync(fd);
    if (!info.isFile()) return { ok: false, reason: notRegular(info) };
    if (info.size > maxBytes)
      return {
        ok: false,
        reason: `it is too large (${mib(info.size)} MiB; the limit is ${mib(maxBytes)} MiB)`,
        tooLarge: { size: info.size },
      };
    const bytes = readAll(fd, Math.min(info.size, headBytes), maxBytes);
    if (bytes === null)
      return { ok: false, reason: `it is too large (over ${mib(maxBytes)} MiB)`, tooLarge: { size: null } };
    return { ok: true, bytes, size: info.size };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return {
      ok: false,
      reason: readError(error),
      ...(code ? { code } : {}),
      ...(code === 'ENOENT' || code === 'ENOTDIR' ? { missing: true as const } : {}),
    };
  } finally {
    if (fd >= 0) closeSync(fd);
  }
}

/**
 * Read a file as UTF-8 text; unreadable, oversized, binary and non-regular files (FIFOs,
 * devices, folders) give a reason, never a throw or a read. Synchronous on purpose: a batch
 * lint reads thousands of small files, and four thread-pool round trips per file (stat,
 * open, read, close) cost several times the read.
 */
export function readTextSync(path: string): TextOutcome {
  const read = readRegularFileSync(path, MAX_FILE_BYTES);
  return read.ok ? decodeText(read.bytes) : unreadable(read);
}

/** Why a file that was not read cannot be linted. */
function unreadable(read: Extract<BytesOutcome, { ok: false }>): Extract<TextOutcome, { ok: false }> {
  if (read.tooLarge) return { ok: false, message: tooLargeMessage(read.tooLarge.size), line: 1, column: 1 };
  return {
    ok: false,
    message: `Cannot read file: ${read.reason}`,
    line: 1,
    column: 1,
    ...(read.missing ? { missing: true as const } : {}),
  };
}

/** A file's first lines, for what is read from the head alone (its front matter), and whether they are all of it. */
export type HeadOutcome =
  { ok: true; text: string; complete: boolean; size: number; bytes?: Uint8Array } | Extract<TextOutcome, { ok: false }>;

/**
 * Read the whole lines within the first `headBytes` bytes of a file as UTF-8 text, as
 * `readTextSync` would read them: the whole file when it is no longer (then `complete`),
 * else its head cut after its last line ending (an ASCII byte, so never inside a character).
 * A head that does not decode (a NUL, an invalid byte) or holds no line ending is read again
 * whole, so a file that cannot be linted gets exactly `readTextSync`'s reason. `size` is the
 * file's size in bytes, never less than its length in characters; `bytes`, those of a file read whole.
 */
export function readTextHeadSync(path: string, headBytes: number): HeadOutcome {
  const read = readRegularFileSync(path, MAX_FILE_BYTES, headBytes);
  if (!read.ok) return unreadable(read);
  const whole = (outcome: TextOutcome): HeadOutcome =>
    outcome.ok ? copyWith(outcome, { complete: true, size: Math.max(read.size, read.bytes.length) }) : outcome;
  if (read.bytes.length === read.size || read.size === 0) {
    const outcome = whole(decodeText(read.bytes));
    return outcome.ok ? copyWith(outcome, { bytes: read.bytes }) : outcome;
  }
  const cut = Math.max(read.bytes.lastIndexOf(10), read.bytes.lastIndexOf(13)) + 1;
  const head = read.bytes.subarray(0, cut);
  if (cut === 0 || head.indexOf(0) >= 0 || !isUtf8(head)) return whole(readTextSync(path));
  // Checked just above as `decodeText` checks, and no longer than a whole file may be: it decodes.
  const text = stripBom(Buffer.from(head.buffer, head.byteOffset, head.length).toString('utf8'));
  return { ok: true, text, complete: false, size: read.size };
}

/**
 * Read an open file whose size `fstat` gave (one `fstat`, where `readFileSync(fd)` makes
 * another): that many bytes at most. A size of 0 (files of `/proc`, which report none) means
 * reading until the end, but never past `maxBytes` (then `null`).
 */
function readAll(fd: number, size: number, maxBytes: number): Buffer | null {
  if (size === 0) {
    const chunks: Buffer[] = [];
    let total = 0;
    for (;;) {
      const chunk = Buffer.allocUnsafe(65536);
      const read = readSync(fd, chunk, 0, chunk.length, null);
      if (read === 0) return Buffer.concat(chunks);
      total += read;
      if (total > maxBytes) return null;
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

/** What a non-regular file is, as the reason it is not read. */
function notRegular(info: Stats): string {
  if (info.isDirectory()) return 'it is a folder';
  const what = info.isFIFO()
    ? 'a FIFO (named pipe)'
    : info.isSocket()
      ? 'a socket'
      : info.isCharacterDevice() || info.isBlockDevice()
        ? 'a device'
        : 'a special file';
  return `it is ${what}, not a regular file`;
}

function readError(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'EISDIR'
    ? 'it is a folder'
    : code === 'ENOENT'
      ? 'it does not exist'
      : code === 'EACCES' || code === 'EPERM'
        ? 'permission denied'
        : (code ?? 'read error');
}

/**
 * Decode bytes as UTF-8 text for linting. A NUL byte or invalid UTF-8 means the file is not
 * Markdown text; the reason names the byte offset. A leading BOM is dropped.
 */
export function decodeText(bytes: Uint8Array): TextOutcome {
  if (bytes.length > MAX_FILE_BYTES) {
    return { ok: false, message: tooLargeMessage(bytes.length), line: 1, column: 1 };
  }
  const nul = bytes.indexOf(0);
  if (nul >= 0)
    return {
      ok: false,
      message: `File is binary, not Markdown text: NUL byte at byte offset ${nul}`,
      ...lineOf(bytes, nul),
    };
  // The native validator, then a plain decode, is several times faster than a fatal TextDecoder.
  if (isUtf8(bytes)) {
    const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('utf8');
    return { ok: true, text: stripBom(text) };
  }
  const at = firstInvalidByte(bytes);
  return {
    ok: false,
    message: `File is not valid UTF-8 text: invalid byte at byte offset ${at}`,
    ...lineOf(bytes, at),
  };
}

/** Check text that arrived already decoded (standard input) the same way. */
export function checkText(text: string): TextOutcome {
  const nul = text.indexOf('\0');
  if (nul >= 0) {
    const before = text.slice(0, nul);
    const lineStart = Math.max(before.lastIndexOf('\n'), before.lastIndexOf('\r')) + 1;
    const line = before.split(/\r\n|\r|\n/).length;
    return {
      ok: false,
      message: 'File is binary, not Markdown text: it holds a NUL byte',
      line,
      column: nul - lineStart + 1,
    };
  }
  return { ok: true, text: stripBom(text) };
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

function tooLargeMessage(size: number | null): string {
  return (
    'File is too large to lint (' +
    (size === null ? `over ${mib(MAX_FILE_BYTES)} MiB` : `${mib(size)} MiB; the limit is ${mib(MAX_FILE_BYTES)} MiB`) +
    ')'
  );
}

function mib(bytes: number): string {
  return (bytes / 1024 / 1024).toFixed(0);
}
