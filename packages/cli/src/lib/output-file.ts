import { randomBytes } from 'node:crypto';
import { open, realpath, rename, stat, unlink } from 'node:fs/promises';
import { statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';

/**
 * Why `file` (relative to `cwd`) cannot take a report, or `null` when it can: its folder must
 * exist already (a report is never written into a folder made up on the way), and it must not
 * be a folder itself. Checked before linting, so a typo costs no lint run.
 */
export function outputFileProblem(file: string, cwd: string): string | null {
  const path = resolve(cwd, file);
  const folder = dirname(path);
  const isFolder = (p: string) => {
    try {
      return statSync(p).isDirectory();
    } catch {
      return undefined;
    }
  };
  if (file === '' || isFolder(folder) !== true) return `no such folder: ${folder}`;
  if (isFolder(path) === true) return 'it is a folder';
  return null;
}

/**
 * Replace `file` with `text` so a reader never sees half of it: write and fsync a temp file
 * beside it, give it the old file's mode, then rename it into place; the temp file is removed
 * when anything fails. A file that is a symbolic link is replaced where the link points, so the
 * link stays (as an editor saves it).
 */
export async function writeReportAtomically(file: string, cwd: string, text: string): Promise<void> {
  let path = resolve(cwd, file);
  let mode: number | undefined;
  try {
    path = await realpath(path);
    mode = (await stat(path)).mode & 0o7777;
  } catch {
    // A new file: written where it is named, with the default mode.
  }
  const temp = join(dirname(path), `.${basename(path)}.${process.pid}-${randomBytes(6).toString('hex')}.tmp`);
  try {
    const handle = await open(temp, 'wx', mode);
    try {
      await handle.writeFile(text);
      if (mode !== undefined) await handle.chmod(mode);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, path);
  } catch (error) {
    await unlink(temp).catch(() => undefined);
    throw error;
  }
}
