/**
 * A refusal or a user mistake, reported to the client as a tool error (`isError: true`)
 * whose text is what the CLI prints on stderr for the same case, one line per defect.
 */
export class ToolError extends Error {
  readonly lines: readonly string[];
  constructor(lines: string | readonly string[]) {
    const list = typeof lines === 'string' ? [lines] : lines;
    super(list.join('\n'));
    this.name = 'ToolError';
    this.lines = list;
  }
}

// What a failed system call on a path means, by error code: the environment, not a bug.
const REASONS: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EROFS: 'the file system is read-only',
  ENOSPC: 'no space left on the device',
  ENOENT: 'no such file or folder',
  ENOTDIR: 'a part of the path is a file, not a folder',
  EISDIR: 'it is a folder',
  ELOOP: 'too many symbolic links',
  ENAMETOOLONG: 'the name is too long',
};

/** One line for a file-system error on a path (`null` for any other error). */
export function fileSystemLine(verb: string, error: unknown): string | null {
  if (!(error instanceof Error)) return null;
  const { code, path } = error as NodeJS.ErrnoException;
  if (typeof code !== 'string' || !/^E[A-Z]+$/.test(code)) return null;
  return `${verb}: ${typeof path === 'string' ? `${path}: ` : ''}${REASONS[code] ?? code}`;
}
