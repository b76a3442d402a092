/** Exit codes shared by every verb (SPEC §6). */
export const EXIT = { ok: 0, failure: 1, usage: 2 } as const;

/**
 * A mistake by the user (bad argument, missing file, malformed config): printed as one
 * line on stderr, never with a stack trace, and the process exits with `exitCode`.
 */
export class UserError extends Error {
  readonly exitCode: number;
  constructor(message: string, exitCode: number = EXIT.usage) {
    super(message);
    this.name = 'UserError';
    this.exitCode = exitCode;
  }
}

// What a failed system call on a path means to the user, by error code.
const FILE_SYSTEM_REASONS: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EROFS: 'the file system is read-only',
  ENOSPC: 'no space left on the device',
  EDQUOT: 'the disk quota is exceeded',
  ENOENT: 'no such file or folder',
  ENOTDIR: 'a part of the path is a file, not a folder',
  EISDIR: 'it is a folder',
  EEXIST: 'it already exists',
  ELOOP: 'too many symbolic links',
  ENAMETOOLONG: 'the name is too long',
  EMFILE: 'too many open files',
  ENFILE: 'too many open files',
  EBUSY: 'it is busy',
  EIO: 'an input/output error (the device failed, or it read back other bytes than were written)',
  EXDEV: 'the temp file and the target are on different file systems',
  EFBIG: 'the file is too large for the file system',
  ENXIO: 'no such device',
};

const SYSCALL_VERBS: Record<string, string> = {
  mkdir: 'create folder',
  open: 'open',
  read: 'read',
  write: 'write',
  fsync: 'write',
  rename: 'replace',
  link: 'create',
  unlink: 'remove',
  rmdir: 'remove',
  scandir: 'list',
  stat: 'read',
  lstat: 'read',
  copyfile: 'copy',
  verify: 'write',
  close: 'write',
};

/**
 * One line for an error the file system gave on a path (a folder where a file should be,
 * no permission, a full disk): the environment, not a bug, so no "internal error" and no
 * stack. A failed store write (core's `StoreIoError`, which carries `unchanged`) also names
 * the failing call and says whether the old file was kept. `null` for any other error.
 */
export function fileSystemErrorMessage(error: unknown): string | null {
  if (!(error instanceof Error)) return null;
  const { code, path, syscall } = error as NodeJS.ErrnoException;
  if (typeof code !== 'string' || typeof path !== 'string' || !Object.hasOwn(FILE_SYSTEM_REASONS, code)) return null;
  const unchanged = (error as { unchanged?: unknown }).unchanged;
  if (typeof unchanged === 'boolean') {
    const call = syscall === 'verify' ? 'the read-back check' : (syscall ?? 'a system call');
    return `handoff: cannot write ${path}: ${FILE_SYSTEM_REASONS[code]} (${code} from ${call}); ${unchanged ? 'nothing was changed' : 'the write may be incomplete'}`;
  }
  const verb = (syscall !== undefined && SYSCALL_VERBS[syscall]) || 'use';
  const reason = code === 'EEXIST' && syscall === 'mkdir' ? 'a file is in the way' : FILE_SYSTEM_REASONS[code];
  return `handoff: cannot ${verb} ${path}: ${reason}`;
}

/**
 * A store refusal (core's `StoreRefusal`: a link in the store, a FIFO or device where a file
 * belongs, a file too large or not UTF-8, a busy or lost lock) as one line for `verb`, exit
 * 1; `null` for any other error. Matched by name, so `handoff lint` loads nothing of the store.
 */
export function storeRefusal(verb: string, error: unknown): UserError | null {
  if (!(error instanceof Error) || error.name !== 'StoreRefusal') return null;
  return new UserError(`handoff ${verb}: ${error.message}`, EXIT.failure);
}
