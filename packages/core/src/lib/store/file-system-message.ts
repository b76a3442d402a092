// One line for a failed system call on a path, shared by the CLI and the MCP server so both
// say the same thing for the same failure (docs/cli.md, "Conventions").

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
 * the failing call and says whether the old file was kept. `prefix` opens the line (the
 * command, `handoff` by default). `null` for any other error.
 */
export function fileSystemErrorMessage(error: unknown, prefix = 'handoff'): string | null {
  if (!(error instanceof Error)) return null;
  const { code, path, syscall } = error as NodeJS.ErrnoException;
  if (typeof code !== 'string' || typeof path !== 'string' || !Object.hasOwn(FILE_SYSTEM_REASONS, code)) return null;
  const unchanged = (error as { unchanged?: unknown }).unchanged;
  if (typeof unchanged === 'boolean') {
    const call = syscall === 'verify' ? 'the read-back check' : (syscall ?? 'a system call');
    return (
      `${prefix}: cannot write ${path}: ${FILE_SYSTEM_REASONS[code]} (${code} from ${call}); ` +
      (unchanged ? 'nothing was changed' : 'the write may be incomplete')
    );
  }
  const verb = (syscall !== undefined && SYSCALL_VERBS[syscall]) || 'use';
  const reason = code === 'EEXIST' && syscall === 'mkdir' ? 'a file is in the way' : FILE_SYSTEM_REASONS[code];
  return `${prefix}: cannot ${verb} ${path}: ${reason}`;
}
