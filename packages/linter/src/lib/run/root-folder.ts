import { stat } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';

/**
 * The run root: the deepest folder holding every path operand (a file's folder, a folder
 * itself); globs, `-` and paths that name nothing count as the working folder. Its config
 * decides what a folder walk skips and whether it follows symbolic links.
 */
export async function runRootFolder(operands: readonly string[], cwd: string): Promise<string> {
  const folders: string[] = [];
  for (const operand of operands) {
    if (operand === '-') {
      folders.push(cwd);
      continue;
    }
    const path = resolve(cwd, operand);
    const info = await stat(path).catch(() => null);
    folders.push(info?.isDirectory() ? path : info?.isFile() ? dirname(path) : cwd);
  }
  return commonFolder(folders.length > 0 ? folders : [cwd]);
}

function commonFolder(folders: readonly string[]): string {
  let parts = folders[0]!.split(sep);
  for (const folder of folders.slice(1)) {
    const other = folder.split(sep);
    let n = 0;
    while (n < parts.length && n < other.length && parts[n] === other[n]) n++;
    parts = parts.slice(0, n);
  }
  return parts.join(sep) || sep;
}
