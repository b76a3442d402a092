/** Exit codes shared by every verb (docs/cli.md, "Conventions"). */
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

/** What a thrown error means to the user: one line for stderr and the exit code. */
export interface ErrorOutcome {
  line: string;
  exitCode: number;
}

/**
 * The one table from error class to message and exit code, used for every verb: what a verb
 * does not handle itself ends here, so no user mistake, refusal or environment failure ever
 * prints "internal error" or a stack. Classes are matched by name, so an error from any
 * package (core, linter) is recognised without importing it. `null`: a bug.
 */
const ERROR_TABLE: ReadonlyArray<{ name: string; exitCode: number; line: (error: Error, verb: string) => string }> = [
  // A store refused (a link in the store, a lock taken over, a record out of sync): nothing was written.
  { name: 'StoreRefusal', exitCode: EXIT.failure, line: (error, verb) => `handoff ${verb}: ${error.message}` },
  // git refused (a failing hook, nothing to commit, not a repository): what git said, first line.
  { name: 'GitError', exitCode: EXIT.failure, line: (error, verb) => `handoff ${verb}: ${error.message}` },
  // A plan or summary without its decisions section, a packet or rejections state that is malformed.
  { name: 'MissingSectionError', exitCode: EXIT.failure, line: (error, verb) => `handoff ${verb}: ${error.message}` },
  { name: 'PacketError', exitCode: EXIT.failure, line: (error, verb) => `handoff ${verb}: ${error.message}` },
  { name: 'RejectionsStateError', exitCode: EXIT.usage, line: (error, verb) => `handoff ${verb}: ${error.message}` },
  { name: 'HandoffSecretError', exitCode: EXIT.failure, line: (error, verb) => `handoff ${verb}: refused, nothing written: ${error.message}` },
  // A config that does not parse or validate names its file and field itself.
  { name: 'ConfigError', exitCode: EXIT.usage, line: (error) => error.message },
  { name: 'NoSuchPathError', exitCode: EXIT.usage, line: (error, verb) => `handoff ${verb}: ${error.message}` },
];

/** The outcome for an error a verb threw, from `ERROR_TABLE`, `UserError` or a file-system error; `null` for a bug. */
export function describeError(error: unknown, verb: string): ErrorOutcome | null {
  if (error instanceof UserError) return { line: error.message, exitCode: error.exitCode };
  if (error instanceof Error) {
    const row = ERROR_TABLE.find((candidate) => candidate.name === error.name);
    if (row) return { line: row.line(error, verb), exitCode: row.exitCode };
  }
  const fileSystem = fileSystemErrorMessage(error);
  return fileSystem === null ? null : { line: fileSystem, exitCode: EXIT.usage };
}
