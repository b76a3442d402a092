import { statSync, type Stats } from 'node:fs';

/**
 * A path's stats (links followed), or `undefined` when it is missing or cannot be read: a walk skips it rather than
 * fail.
 */
export function statQuietly(path: string): Stats | undefined {
  try {
    return statSync(path, { throwIfNoEntry: false });
  } catch {
    return undefined;
  }
}
