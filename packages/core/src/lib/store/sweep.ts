import { basename, dirname, join } from 'node:path';
import { syscalls } from './syscalls.js';
import { LOCK_STALE_MS } from './limits.js';
import { processIsRunning } from './process.js';

// `<target>.<pid>-<12 hex>.tmp`: the temp files of every writer (tempPathFor), the lock's too.
const TEMP_NAME = /^(.+)\.(\d+)-[0-9a-f]{12}\.tmp$/;
// write-file-atomic's `<target>.<n>`, left by versions before the store had its own writer.
const LEGACY_TEMP_NAME =
  /^(?:RESUME\.md|session-handoff\.json|ack\.json|rejections\.json|packet\.md|packet\.json|packet-ack\.json)\.\d+$/;
// A stale lock moved aside by a writer that took it over and was killed before removing it.
const DEAD_LOCK_NAME = /^\.lock\.[0-9a-f]{32}\.stale$/;

/** Whether `name` is a temp file a writer leaves only when it is killed mid-write. */
export function isTempName(name: string): boolean {
  return TEMP_NAME.test(name) || LEGACY_TEMP_NAME.test(name) || DEAD_LOCK_NAME.test(name);
}

/**
 * Remove the temp files orphaned by killed writers in the store's folders. Run under the
 * store's lock: no writer of ours is then writing there, so every temp file is an orphan —
 * except a lock temp of a writer still trying to take the lock, which is kept while its
 * process runs. Readers never read a temp file, so an orphan is only clutter until then.
 */
export async function sweepTemps(folders: readonly string[]): Promise<number> {
  let removed = 0;
  for (const folder of folders) {
    let names: string[];
    try {
      names = await syscalls.readdir(folder);
    } catch {
      continue;
    }
    for (const name of names) {
      if (!isTempName(name)) continue;
      const match = TEMP_NAME.exec(name);
      if (match && match[1] === '.lock' && processIsRunning(Number(match[2]))) continue;
      await syscalls.unlink(join(folder, name)).then(
        () => removed++,
        () => undefined,
      );
    }
  }
  return removed;
}

/**
 * Remove the orphaned temp files of one target that no lock protects (a seeded HANDOFF.md):
 * only those of `target`'s name whose writer no longer runs, or that are older than the
 * stale time, so a seeder running right now keeps its temp file.
 */
export async function sweepTempsOf(target: string): Promise<number> {
  const folder = dirname(target);
  const base = basename(target);
  let removed = 0;
  let names: string[];
  try {
    names = await syscalls.readdir(folder);
  } catch {
    return 0;
  }
  for (const name of names) {
    const match = TEMP_NAME.exec(name);
    if (!match || match[1] !== base) continue;
    const path = join(folder, name);
    const stats = await syscalls.lstat(path).catch(() => null);
    if (!stats?.isFile()) continue;
    if (processIsRunning(Number(match[2])) && Date.now() - stats.mtimeMs < LOCK_STALE_MS) continue;
    await syscalls.unlink(path).then(
      () => removed++,
      () => undefined,
    );
  }
  return removed;
}
