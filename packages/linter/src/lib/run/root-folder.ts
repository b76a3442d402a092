import { dirname, resolve, sep } from 'node:path';
import { statQuietly } from '../stat-quietly.js';

/**
 * The run root: the deepest folder holding every path operand (a file's folder, a folder
 * itself); globs, `-` and paths that name nothing count as the working folder. Its config
 * decides what a folder walk skips and whether it follows symbolic links.
 */
export function runRootFolder(operands: readonly string[], cwd: string): string {
  const folders: string[] = [];
  for (const operand of operands) {
    if (operand === '-') {
      folders.push(cwd);
      continue;
    }
    const path = resolve(cwd, operand);
    // Synchronous, as the walk's and the reads are: a list of thousands of named files waited on the thread pool's
    // round trip for each.
    const info = statQuietly(path);
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
