/** Why a store refused to act on what it found on disk. */
export type StoreRefusalReason = 'symlink' | 'not-a-file' | 'too-large' | 'invalid-utf8' | 'lock-busy' | 'lock-lost';

/**
 * The store refused to read or write: a part of it is a symbolic link, a state file is a
 * FIFO or device, too large or not UTF-8, or the lock is held by a live writer or was taken
 * over. Nothing was changed by the refusing call unless its message says otherwise. The
 * message is one line and never holds file content.
 */
export class StoreRefusal extends Error {
  /** The byte offset of the first invalid byte (`invalid-utf8` only). */
  readonly byteOffset?: number;
  /** The message without the leading path, for a caller that names the file its own way. */
  readonly problem: string;
  constructor(
    readonly reason: StoreRefusalReason,
    readonly path: string,
    message: string,
    byteOffset?: number,
  ) {
    super(message);
    this.name = 'StoreRefusal';
    this.problem = message.startsWith(`${path} `) ? message.slice(path.length + 1) : message;
    if (byteOffset !== undefined) this.byteOffset = byteOffset;
  }
}

/**
 * A system call failed while writing `path` (ENOSPC, EDQUOT, EIO, EACCES, EROFS, EXDEV, …).
 * `code` and `syscall` are the failing call's; `path` is the file the caller asked to
 * write (not the temp file). `unchanged` is true when the failure came before the rename
 * that replaces the file, so the old file is intact and no temp file is left.
 */
export class StoreIoError extends Error {
  readonly code: string;
  readonly syscall: string;
  readonly path: string;
  readonly unchanged: boolean;
  constructor(cause: unknown, path: string, syscall: string, unchanged: boolean) {
    const code =
      typeof (cause as NodeJS.ErrnoException | undefined)?.code === 'string'
        ? (cause as NodeJS.ErrnoException).code!
        : 'EIO';
    super(`${syscall} failed for ${path} (${code})${unchanged ? '; the previous file is unchanged' : ''}`, { cause });
    this.name = 'StoreIoError';
    this.code = code;
    this.syscall = syscall;
    this.path = path;
    this.unchanged = unchanged;
  }
}

/**
 * An error shaped as Node's system errors are (`code`, `syscall`, `path`), declared here so
 * the package's type declarations need no Node types.
 */
interface ErrnoShaped extends Error {
  code: string;
  syscall: string;
  path?: string;
}

/** A short write that made no progress: the file system took 0 bytes without an error. */
export function noProgressError(): ErrnoShaped {
  return Object.assign(new Error('the file system accepted 0 bytes without an error'), {
    code: 'ENOSPC',
    syscall: 'write',
  });
}

/** An errno-shaped error for a check of ours (a file where a folder goes, a folder where a file goes). */
export function errnoError(code: string, syscall: string, path: string): ErrnoShaped {
  return Object.assign(new Error(`${code}: ${syscall} ${path}`), { code, syscall, path });
}

/** Whether `error`, thrown by the write of `path`, came after its rename: the file was replaced. */
export function committedBy(error: unknown, path: string): boolean {
  return error instanceof StoreIoError && !error.unchanged && error.path === path;
}
