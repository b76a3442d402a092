import { createHash, randomBytes } from 'node:crypto';
import type { FileHandle } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { errnoError, noProgressError, StoreIoError, StoreRefusal } from './errors.js';
import { linkRefusal } from './read.js';
import { OPEN, syscalls } from './syscalls.js';

/** Options of {@link writeFileAtomic} and {@link createExclusive}. */
export interface AtomicWriteOptions {
  /**
   * Called after the temp file is complete and checked, right before the rename (or link)
   * that makes it visible: the commit point. Throwing aborts the write with nothing changed
   * (a writer whose lock was taken over checks that here).
   */
  beforeCommit?: () => Promise<void>;
  /** The path that errors name (default: the target); a staged `RESUME.md.next` reports `RESUME.md`. */
  reportPath?: string;
  /** fsync the file and its folder (default true); a lock file, meaningless after a crash, skips it. */
  durable?: boolean;
}

/** The temp file beside `path`: same folder (so the rename is atomic), unique, recognisable by the sweep. */
function tempPathFor(path: string): string {
  return join(dirname(path), `${basename(path)}.${process.pid}-${randomBytes(6).toString('hex')}.tmp`);
}

/**
 * Replace `path` with `data` so that a crash at any moment leaves the old file or the new
 * one, never a torn one, and a full disk never replaces a good file with a prefix:
 *
 * 1. refuse when `path` is a symbolic link (the store never writes through one) or not a file;
 * 2. `open` a new temp file beside it (`O_EXCL | O_NOFOLLOW`);
 * 3. `write` in a loop until every byte is taken (a nearly full disk returns short counts
 *    without an error; a call that takes 0 bytes is ENOSPC);
 * 4. `fsync` it, then check its size with `fstat` and its sha256 by reading it back;
 * 5. `close`, then `rename` it over `path` (after `beforeCommit`), then `fsync` the folder
 *    so the rename itself survives a power cut.
 *
 * Any failure before the rename removes the temp file and throws a {@link StoreIoError}
 * with `unchanged: true` naming `path` and the failing call.
 */
export async function writeFileAtomic(
  path: string,
  data: string | Uint8Array,
  options: AtomicWriteOptions = {},
): Promise<void> {
  const report = options.reportPath ?? path;
  const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
  const mode = await replaceableMode(path);
  const temp = await writeTemp(path, bytes, report, options.durable ?? true, mode);
  try {
    await options.beforeCommit?.();
    await syscalls.rename(temp, path).catch((error: unknown) => {
      throw new StoreIoError(error, report, 'rename', true);
    });
  } catch (error) {
    await syscalls.unlink(temp).catch(() => undefined);
    throw error;
  }
  if (options.durable ?? true) await fsyncDirectory(dirname(path), report);
}

/**
 * Create `path` with `data`, failing with an `EEXIST` error if any entry of that name exists
 * (a file, a folder, a link, even a dangling one): an archive entry or a seeded handoff is
 * never overwritten. The content is written and checked in a temp file first and then
 * hard-linked into place (`link` never follows or replaces the new name), so a crash never
 * leaves a partial file under the final name.
 */
export async function createExclusive(
  path: string,
  data: string | Uint8Array,
  options: AtomicWriteOptions = {},
): Promise<void> {
  const report = options.reportPath ?? path;
  const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
  const durable = options.durable ?? true;
  const temp = await writeTemp(path, bytes, report, durable, 0o666);
  try {
    await options.beforeCommit?.();
    await syscalls.link(temp, path).catch((error: unknown) => {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw errnoError('EEXIST', 'link', path);
      throw new StoreIoError(error, report, 'link', true);
    });
  } finally {
    await syscalls.unlink(temp).catch(() => undefined);
  }
  if (durable) await fsyncDirectory(dirname(path), report);
}

/**
 * Create a file named `stem` plus the first free suffix (`''`, `-1`, `-2`, …) plus
 * `extension` in `dir`, and return the path used: two writers in the same millisecond both
 * keep their entry.
 */
export async function createUnique(
  dir: string,
  stem: string,
  extension: string,
  data: string | Uint8Array,
  options: AtomicWriteOptions = {},
): Promise<string> {
  for (let n = 0; ; n++) {
    const path = join(dir, `${stem}${n === 0 ? '' : `-${n}`}${extension}`);
    try {
      await createExclusive(path, data, options);
      return path;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
}

/** Rename `from` over `to` and fsync the folder: promoting a staged file after its commit. */
export async function renameDurably(from: string, to: string, report: string = to): Promise<void> {
  await syscalls.rename(from, to).catch((error: unknown) => {
    throw new StoreIoError(error, report, 'rename', false);
  });
  await fsyncDirectory(dirname(to), report);
}

/** fsync a folder so a rename or link in it survives a power cut. */
async function fsyncDirectory(dir: string, report: string): Promise<void> {
  let handle: FileHandle | undefined;
  try {
    handle = await syscalls.open(dir, OPEN.directory);
    await syscalls.fsync(handle);
  } catch (error) {
    // Some file systems refuse fsync on a folder (EINVAL, ENOTSUP); the rename is still
    // atomic there. An I/O error is not that: the write may not be durable.
    if ((error as NodeJS.ErrnoException).code === 'EIO') throw new StoreIoError(error, report, 'fsync', false);
  } finally {
    await handle?.close().catch(() => undefined);
  }
}

/** The mode for the replacement: the existing file's, else 0o666 less the umask. Refuses a link or a non-file. */
async function replaceableMode(path: string): Promise<number> {
  let stats;
  try {
    stats = await syscalls.lstat(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0o666;
    throw new StoreIoError(error, path, 'lstat', true);
  }
  if (stats.isSymbolicLink()) throw linkRefusal(path);
  if (stats.isDirectory()) throw errnoError('EISDIR', 'rename', path);
  if (!stats.isFile())
    throw new StoreRefusal('not-a-file', path, `${path} is not a regular file; refusing to replace it`);
  return stats.mode & 0o777;
}

/** Write, fsync and check a new temp file beside `path`; return its path. Nothing is left on failure. */
async function writeTemp(
  path: string,
  bytes: Uint8Array,
  report: string,
  durable: boolean,
  mode: number,
): Promise<string> {
  const temp = tempPathFor(path);
  let handle: FileHandle;
  try {
    handle = await syscalls.open(temp, OPEN.createNew, mode);
  } catch (error) {
    throw new StoreIoError(error, report, 'open', true);
  }
  let step = 'write';
  let open = true;
  try {
    await writeAll(handle, bytes);
    if (durable) {
      step = 'fsync';
      await syscalls.fsync(handle);
    }
    step = 'verify';
    await checkWritten(handle, bytes);
    step = 'close';
    open = false;
    await syscalls.close(handle);
    return temp;
  } catch (error) {
    if (open) await syscalls.close(handle).catch(() => undefined);
    await syscalls.unlink(temp).catch(() => undefined);
    throw new StoreIoError(error, report, step, true);
  }
}

/** Write every byte, looping on short counts. */
async function writeAll(handle: FileHandle, bytes: Uint8Array): Promise<void> {
  let offset = 0;
  while (offset < bytes.length) {
    const written = await syscalls.write(handle, bytes, offset, bytes.length - offset, offset);
    if (!(written > 0)) throw noProgressError();
    offset += written;
  }
}

/** The temp file must hold exactly what was meant: its size, then its sha256 read back. */
async function checkWritten(handle: FileHandle, bytes: Uint8Array): Promise<void> {
  const stats = await syscalls.fstat(handle);
  if (stats.size !== bytes.length)
    throw mismatch(
      `the temp file holds ${stats.size} of ${bytes.length} ${bytes.length === 1 ? 'byte' : 'bytes'} after writing`,
    );
  const hash = createHash('sha256');
  const buffer = new Uint8Array(Math.min(Math.max(bytes.length, 1), 1 << 20));
  let position = 0;
  while (position < bytes.length) {
    const read = await syscalls.read(handle, buffer, 0, Math.min(buffer.length, bytes.length - position), position);
    if (read === 0)
      throw mismatch(
        `the temp file ended after ${position} of ${bytes.length} ${bytes.length === 1 ? 'byte' : 'bytes'} when read ` +
          `back`,
      );
    hash.update(buffer.subarray(0, read));
    position += read;
  }
  if (hash.digest('hex') !== createHash('sha256').update(bytes).digest('hex'))
    throw mismatch('the temp file reads back different bytes than were written');
}

function mismatch(message: string): NodeJS.ErrnoException {
  return Object.assign(new Error(message), { code: 'EIO', syscall: 'verify' });
}
