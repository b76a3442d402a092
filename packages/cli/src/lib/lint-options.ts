import { stat } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';

/**
 * The folder config is searched from: the deepest folder holding every path operand
 * (a file's folder, a folder itself); globs and `-` count as the working folder.
 */
export async function configSearchFolder(operands: readonly string[], cwd: string): Promise<string> {
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

/** Colour when FORCE_COLOR asks, never when NO_COLOR is set, else when stdout is a terminal. */
export function wantsColor(env: NodeJS.ProcessEnv): boolean {
  if (env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== '') return env.FORCE_COLOR !== '0' && env.FORCE_COLOR !== 'false';
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  // Typed `boolean`, but undefined at run time when stdout is a pipe or a file.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-boolean-literal-compare
  return process.stdout.isTTY === true;
}
