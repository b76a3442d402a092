import type { Stats } from 'node:fs';
import { errnoError, StoreRefusal } from './errors.js';
import { OPEN, syscalls } from './syscalls.js';
import { decodeUtf8 } from './utf8.js';

/** Options of {@link readRegularFile}. */
export interface ReadFileOptions {
  /** Refuse a file larger than this many bytes (checked before reading and while reading). */
  maxBytes: number;
  /**
   * Follow a symbolic link at the last component (for a file the user named). State files
   * are read with `false` (the default): a link there is refused, never followed.
   */
  followLinks?: boolean;
}

/**
 * Read a whole regular file, or `null` when it does not exist. The file is opened first
 * (without blocking, so a FIFO cannot hang the call) and `fstat`ed: a folder is EISDIR,
 * a FIFO, socket or device is refused (`not-a-file`) without reading a byte, so a link to
 * `/dev/zero` costs nothing. At most `maxBytes` are read (`too-large` beyond).
 */
export async function readRegularFile(path: string, options: ReadFileOptions): Promise<Uint8Array | null> {
  let handle;
  try {
    handle = await syscalls.open(path, options.followLinks ? OPEN.readInput : OPEN.readState);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return null;
    if (code === 'ELOOP' && !options.followLinks) throw linkRefusal(path);
    if (code === 'ENXIO')
      throw new StoreRefusal('not-a-file', path, `${path} is a socket, not a regular file; refusing to read it`);
    (error as NodeJS.ErrnoException).path ??= path;
    throw error;
  }
  try {
    const stats = await syscalls.fstat(handle);
    if (stats.isDirectory()) throw errnoError('EISDIR', 'read', path);
    if (!stats.isFile())
      throw new StoreRefusal(
        'not-a-file',
        path,
        `${path} is ${describeKind(stats)}, not a regular file; refusing to read it`,
      );
    if (stats.size > options.maxBytes) throw tooLarge(path, options.maxBytes);
    const chunks: Uint8Array[] = [];
    let total = 0;
    // One more byte than the size says, so a file that grew since the fstat is noticed.
    let want = Math.min(stats.size, options.maxBytes) + 1;
    for (;;) {
      const buffer = new Uint8Array(want);
      let filled = 0;
      while (filled < buffer.length) {
        const read = await syscalls.read(handle, buffer, filled, buffer.length - filled, null);
        if (read === 0) break;
        filled += read;
      }
      total += filled;
      if (total > options.maxBytes) throw tooLarge(path, options.maxBytes);
      chunks.push(buffer.subarray(0, filled));
      if (filled < buffer.length) break;
      want = Math.min(1 << 16, options.maxBytes + 1 - total);
    }
    return chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, total);
  } catch (error) {
    if (error instanceof Error && !(error instanceof StoreRefusal)) (error as NodeJS.ErrnoException).path ??= path;
    throw error;
  } finally {
    await syscalls.close(handle).catch(() => undefined);
  }
}

/**
 * Read a store file as strict UTF-8 text, or `null` when it does not exist: invalid UTF-8 is
 * refused with its byte offset (`invalid-utf8`), never replaced. Links are refused.
 */
export async function readStoreText(path: string, maxBytes: number): Promise<string | null> {
  const bytes = await readRegularFile(path, { maxBytes });
  return bytes === null ? null : decodeStoreText(path, bytes);
}

/** Decode a store file's bytes strictly, refusing invalid UTF-8 with its byte offset. */
export function decodeStoreText(path: string, bytes: Uint8Array): string {
  const decoded = decodeUtf8(bytes);
  if (!decoded.ok) {
    throw new StoreRefusal(
      'invalid-utf8',
      path,
      `${path} is not valid UTF-8: invalid byte at byte offset ${decoded.offset}; nothing was read from it`,
      decoded.offset,
    );
  }
  return decoded.text;
}

/** The refusal for a symbolic link where the store expects its own file or folder. */
export function linkRefusal(path: string): StoreRefusal {
  return new StoreRefusal(
    'symlink',
    path,
    `${path} is a symbolic link; the store never follows one (remove the link; nothing was read or written through it)`,
  );
}

function tooLarge(path: string, maxBytes: number): StoreRefusal {
  return new StoreRefusal('too-large', path, `${path} is larger than ${formatBytes(maxBytes)}; refusing to read it`);
}

/** `64 MiB`, `256 KiB`, `65536 bytes`. */
export function formatBytes(bytes: number): string {
  if (bytes % (1024 * 1024) === 0) return `${bytes / 1024 / 1024} MiB`;
  if (bytes % 1024 === 0) return `${bytes / 1024} KiB`;
  return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
}

function describeKind(stats: Stats): string {
  if (stats.isFIFO()) return 'a FIFO (named pipe)';
  if (stats.isCharacterDevice()) return 'a character device';
  if (stats.isBlockDevice()) return 'a block device';
  if (stats.isSocket()) return 'a socket';
  return 'not a file';
}
