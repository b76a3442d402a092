import { randomBytes } from 'node:crypto';
import { link, mkdir, open, readFile, unlink } from 'node:fs/promises';
import { dirname } from 'node:path';
import lockfile from 'proper-lockfile';
import writeFileAtomicModule from 'write-file-atomic';

/**
 * Replace `path` with `data` so that a crash at any moment leaves the old file or the new
 * one, never a torn one: temp file in the same folder, fsync, rename, then fsync the folder
 * so the rename itself survives a power cut (write-file-atomic does not do that last step).
 */
export async function writeFileAtomic(path: string, data: string | Uint8Array): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  await writeFileAtomicModule(path, typeof data === 'string' ? data : Buffer.from(data), { fsync: true });
  await fsyncDirectory(dirname(path));
}

/**
 * Create `path` with `data`, failing with `EEXIST` if it already exists: an archive entry is
 * never overwritten. The content is written and fsynced in a temp file first and then
 * hard-linked into place (`link` fails when the name exists), so a crash never leaves a
 * partial file under the final name.
 */
export async function createExclusive(path: string, data: string | Uint8Array): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temp = `${path}.${process.pid}-${randomBytes(6).toString('hex')}.tmp`;
  const handle = await open(temp, 'wx');
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await link(temp, path);
  } finally {
    await unlink(temp).catch(() => undefined);
  }
  await fsyncDirectory(dirname(path));
}

/**
 * Create a file whose name is `base` plus the first free suffix (`''`, `-1`, `-2`, …) and
 * return the path used; two writers in the same millisecond both keep their entry.
 */
export async function createUnique(dir: string, stem: string, extension: string, data: string | Uint8Array): Promise<string> {
  for (let n = 0; ; n++) {
    const path = `${dir}/${stem}${n === 0 ? '' : `-${n}`}${extension}`;
    try {
      await createExclusive(path, data);
      return path;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
}

/**
 * Run `fn` while holding a cross-process lock on `dir` (a `<dir>.lock` folder, refreshed
 * while held, taken over when stale after a crash), so concurrent writers cannot interleave.
 */
export async function withLock<T>(dir: string, fn: () => Promise<T>): Promise<T> {
  await mkdir(dir, { recursive: true });
  const release = await lockfile.lock(dir, {
    stale: 10_000,
    update: 2_000,
    retries: { retries: 200, factor: 1.2, minTimeout: 10, maxTimeout: 250 },
    realpath: false,
    lockfilePath: `${dir}/.lock`,
  });
  try {
    return await fn();
  } finally {
    await release();
  }
}

/** Read a UTF-8 file, or `null` when it does not exist. */
export async function readIfExists(path: string): Promise<string | null> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    // `fs/promises` leaves the path out of some errors (EISDIR); callers report it.
    (error as NodeJS.ErrnoException).path ??= path;
    throw error;
  }
}

async function fsyncDirectory(dir: string): Promise<void> {
  let handle;
  try {
    handle = await open(dir, 'r');
    await handle.sync();
  } catch {
    // Some filesystems refuse fsync on a directory; the rename is still atomic there.
  } finally {
    await handle?.close();
  }
}
