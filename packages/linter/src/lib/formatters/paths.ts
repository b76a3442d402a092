import { isAbsolute, relative, sep } from 'node:path';

/** A result's path as shown to people: relative to `cwd` when inside it, `/`-separated. */
export function displayPath(filePath: string, cwd: string): string {
  if (!isAbsolute(filePath)) return filePath;
  const rel = relative(cwd, filePath);
  return rel === '' || rel.startsWith('..') || isAbsolute(rel) ? filePath : rel.split(sep).join('/');
}
