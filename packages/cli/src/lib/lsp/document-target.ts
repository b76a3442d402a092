import { basename, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where and as what a buffer is linted: the name its kind comes from and the folder config is searched from. */
export interface LintTarget {
  /** The path the buffer is linted as: absolute for a `file:` URI, a bare name otherwise. */
  filePath: string | undefined;
  /** Folder the config search starts in and relative names resolve against. */
  folder: string;
}

/**
 * The lint target of a document URI. A `file:` URI is linted as its path. Any other scheme
 * (`untitled:`, a virtual file system) has no place on disk: it is linted under the last
 * segment of its path, so `untitled:/plan.md` is still a plan, against `fallbackFolder`.
 */
export function lintTargetFor(uri: string, fallbackFolder: string): LintTarget {
  if (uri.startsWith('file:')) {
    try {
      const path = fileURLToPath(uri);
      return { filePath: path, folder: dirname(path) };
    } catch {
      // A file: URI Node cannot turn into a path (a UNC host on POSIX): fall through to the name.
    }
  }
  return { filePath: nameOf(uri), folder: resolve(fallbackFolder) };
}

function nameOf(uri: string): string | undefined {
  let path: string;
  try {
    path = decodeURIComponent(new URL(uri).pathname);
  } catch {
    path = uri.replace(/^[a-z][a-z0-9+.-]*:/i, '');
  }
  const name = basename(path.replace(/\\/g, '/'));
  return name === '' ? undefined : name;
}
