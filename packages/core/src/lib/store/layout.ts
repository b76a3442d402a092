import { join } from 'node:path';
import { errnoError } from './errors.js';
import { linkRefusal } from './read.js';
import { syscalls } from './syscalls.js';

/**
 * The folder every writer of a `.handoff` store creates in it (the session record's, the rejections' and the
 * packet's): what tells the store from another tool's `.handoff/` folder.
 */
export const STORE_STATE_FOLDER = 'state';

/** The folders of a `.handoff` store besides the store itself. */
const STORE_SUBFOLDERS = [STORE_STATE_FOLDER, 'archive'] as const;

/**
 * Make sure the store folder `dir` and its `subfolders` exist as real folders, creating the
 * missing ones. A part that is a symbolic link is refused (a cloned repository can commit
 * `.handoff/state -> ~/.ssh`); a file where a folder goes is an `EEXIST` from `mkdir`.
 * The folders above `dir` are the caller's choice and may be links.
 */
export async function ensureStoreFolders(dir: string, subfolders: readonly string[] = STORE_SUBFOLDERS): Promise<void> {
  await ensureFolder(dir, true);
  for (const sub of subfolders) await ensureFolder(join(dir, sub), false);
}

/** For readers: refuse when `dir` or one of its subfolders is a link or not a folder; missing parts are fine. */
export async function checkStoreFolders(dir: string, subfolders: readonly string[] = STORE_SUBFOLDERS): Promise<void> {
  for (const path of [dir, ...subfolders.map((sub) => join(dir, sub))]) {
    const stats = await lstatOrNull(path);
    if (stats?.isSymbolicLink()) throw linkRefusal(path);
  }
}

/** Refuse when any of `paths` is a symbolic link (a file a writer will rename something over). */
export async function refuseLinks(paths: readonly string[]): Promise<void> {
  for (const path of paths) if ((await lstatOrNull(path))?.isSymbolicLink()) throw linkRefusal(path);
}

async function ensureFolder(path: string, recursive: boolean): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    const stats = await lstatOrNull(path);
    if (stats?.isSymbolicLink()) throw linkRefusal(path);
    if (stats?.isDirectory()) return;
    if (stats) throw errnoError('EEXIST', 'mkdir', path);
    try {
      await syscalls.mkdir(path, recursive);
      return;
    } catch (error) {
      // Another writer made it first: look again (once) at what is there now.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw error;
    }
  }
}

/** What the stores ask of a file's `lstat`: its type (declared here, so the types need no Node types). */
interface FileType {
  isFile(): boolean;
  isDirectory(): boolean;
  isSymbolicLink(): boolean;
}

/** `lstat`, or `null` when nothing is there. */
export async function lstatOrNull(path: string): Promise<FileType | null> {
  try {
    return await syscalls.lstat(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return null;
    (error as NodeJS.ErrnoException).path ??= path;
    throw error;
  }
}
