import { lstat, mkdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { writeFileAtomic } from '@handoff/core/store';
import { WiringError } from './wiring.js';

/**
 * Read the runtime file `file` (relative to `project`, a real path) for a merge: null when it
 * is not there. Refused when the file or a folder on the way to it below the project is a
 * symbolic link (a cloned repository could point `.claude` at `~/.claude`), or is not what it
 * should be (a folder where the file goes, a file where a folder goes).
 */
export async function readTarget(project: string, file: string): Promise<string | null> {
  const parts = file.split('/');
  let path = project;
  for (const [index, part] of parts.entries()) {
    path = join(path, part);
    const shown = relative(project, path);
    let info;
    try {
      info = await lstat(path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    if (info.isSymbolicLink())
      throw new WiringError(`${shown} is a symbolic link; handoff hooks install writes no file through a link`);
    const last = index === parts.length - 1;
    if (last && !info.isFile()) throw new WiringError(`${shown} is not a regular file`);
    if (!last && !info.isDirectory()) throw new WiringError(`${shown} is not a folder`);
  }
  return readFile(path, 'utf8');
}

/** Write `text` to `file` under `project` (checked by readTarget first), making its folders; atomic. */
export async function writeTarget(project: string, file: string, text: string): Promise<void> {
  const path = join(project, file);
  if (!path.startsWith(`${project}${sep}`)) throw new WiringError(`${file} is outside the project`);
  await mkdir(join(path, '..'), { recursive: true });
  await readTarget(project, file);
  await writeFileAtomic(path, text);
}
