import { randomBytes } from 'node:crypto';
import { open, rename, unlink } from 'node:fs/promises';
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
 * Replace `file` with `text` so a reader never sees half a report: write and fsync a temp file
 * beside it, then rename it into place; the temp file is removed when anything fails.
 */
export async function writeReportAtomically(file: string, cwd: string, text: string): Promise<void> {
  const path = resolve(cwd, file);
  const temp = join(dirname(path), `.${basename(path)}.${process.pid}-${randomBytes(6).toString('hex')}.tmp`);
  try {
    const handle = await open(temp, 'wx');
    try {
      await handle.writeFile(text);
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
