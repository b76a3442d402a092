import { lstatSync, statSync, type Stats } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { containPath, isWithin, writeFileAtomic } from '@handoff/core/store';
import { UserError } from './errors.js';

/**
 * Why `file` (relative to `cwd`) cannot take a report, or `null` when it can. Its folder
 * must exist already (a report is never written into a folder made up on the way); the name
 * must be free or a regular file — not a folder, a symbolic link (a cloned repository can
 * commit `handoff.sarif` as a link to a file of the machine running it), a FIFO, a socket or
 * a device; and a path named inside the working folder must not be led out of it by a
 * linked folder on the way, unless the user said `--follow-symlinks`. Checked before
 * linting, so a typo costs no lint run, and again when writing.
 */
export function outputFileProblem(file: string, cwd: string, followLinksOut = false): string | null {
  if (file === '') return 'it is empty';
  const path = resolve(cwd, file);
  const folder = dirname(path);
  if (statQuietly(folder)?.isDirectory() !== true)
    return `no such folder: ${folder}; name a file in an existing folder`;
  const own = lstatQuietly(path);
  if (own?.isSymbolicLink()) return 'it is a symbolic link; a report is never written through one (remove the link)';
  if (own?.isDirectory()) return 'it is a folder; name a file in an existing folder';
  if (own && !own.isFile()) return `it is ${kindOf(own)}, not a regular file; a report replaces only a regular file`;
  if (isWithin(cwd, path) && !followLinksOut) {
    const outcome = containPath(cwd, path);
    if (!outcome.inside)
      return (
        `a symbolic link on the way leads it out of the working folder (to ${outcome.real}); ` +
        `pass --follow-symlinks to write there`
      );
  }
  return null;
}

/**
 * Replace `file` with `text` atomically (core's `writeFileAtomic`: a temp file beside it,
 * every byte written and checked, fsync, rename, fsync of the folder), after
 * {@link outputFileProblem} found nothing wrong: a regular file or a free name, never
 * through a link. A failed write (a full disk, a short write) throws with the old file
 * intact; a refusal is a `UserError` (exit 2) whose one line starts with `what`.
 */
export async function writeOutputFile(
  what: string,
  file: string,
  cwd: string,
  text: string,
  followLinksOut = false,
): Promise<void> {
  const problem = outputFileProblem(file, cwd, followLinksOut);
  if (problem !== null) throw new UserError(`${what} ${file}: ${problem}`);
  try {
    await writeFileAtomic(resolve(cwd, file), text);
  } catch (error) {
    // The name changed into a link or a special file between the check and the write.
    if (error instanceof Error && error.name === 'StoreRefusal')
      throw new UserError(`${what} ${file}: ${(error as Error & { problem: string }).problem}`);
    throw error;
  }
}

function kindOf(stats: Stats): string {
  if (stats.isFIFO()) return 'a FIFO (named pipe)';
  if (stats.isSocket()) return 'a socket';
  if (stats.isCharacterDevice() || stats.isBlockDevice()) return 'a device';
  return 'not a file';
}

function statQuietly(path: string): Stats | undefined {
  try {
    return statSync(path);
  } catch {
    return undefined;
  }
}

function lstatQuietly(path: string): Stats | undefined {
  try {
    return lstatSync(path);
  } catch {
    return undefined;
  }
}
