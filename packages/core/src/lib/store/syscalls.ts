import { constants, type Stats } from 'node:fs';
import {
  link,
  lstat,
  mkdir,
  open,
  readdir,
  readFile,
  rename,
  rmdir,
  unlink,
  utimes,
  type FileHandle,
} from 'node:fs/promises';

/**
 * Every file-system call the stores make, in one object so tests can wrap a call (a short
 * write, ENOSPC, a failed fsync or rename) with `vi.spyOn(syscalls, 'write')` and watch the
 * order of calls. Production code always goes through it; nothing else in the stores
 * touches `node:fs` for writing. Internal (left out of the type declarations, which need no
 * Node types): no entry of the package exports it.
 *
 * @internal
 */
export interface StoreSyscalls {
  open(path: string, flags: number, mode?: number): Promise<FileHandle>;
  /** One `write(2)`: returns how many bytes the file system took, which may be fewer than asked. */
  write(handle: FileHandle, buffer: Uint8Array, offset: number, length: number, position: number): Promise<number>;
  /** One `read(2)`: returns how many bytes were read (0 at the end). */
  read(
    handle: FileHandle,
    buffer: Uint8Array,
    offset: number,
    length: number,
    position: number | null,
  ): Promise<number>;
  fsync(handle: FileHandle): Promise<void>;
  fstat(handle: FileHandle): Promise<Stats>;
  close(handle: FileHandle): Promise<void>;
  rename(from: string, to: string): Promise<void>;
  link(existing: string, newPath: string): Promise<void>;
  unlink(path: string): Promise<void>;
  lstat(path: string): Promise<Stats>;
  /** `recursive` only for the store folder itself, whose parents are the caller's to choose. */
  mkdir(path: string, recursive?: boolean): Promise<void>;
  rmdir(path: string): Promise<void>;
  readdir(path: string): Promise<string[]>;
  readFile(path: string): Promise<Buffer>;
  utimes(path: string, time: Date): Promise<void>;
}

/**
 * The real calls.
 *
 * @internal
 */
export const syscalls: StoreSyscalls = {
  open: (path, flags, mode) => open(path, flags, mode),
  write: async (handle, buffer, offset, length, position) =>
    (await handle.write(buffer, offset, length, position)).bytesWritten,
  read: async (handle, buffer, offset, length, position) =>
    (await handle.read(buffer, offset, length, position)).bytesRead,
  fsync: (handle) => handle.sync(),
  fstat: (handle) => handle.stat(),
  close: (handle) => handle.close(),
  rename: (from, to) => rename(from, to),
  link: (existing, newPath) => link(existing, newPath),
  unlink: (path) => unlink(path),
  lstat: (path) => lstat(path),
  mkdir: async (path, recursive = false) => {
    await mkdir(path, { recursive });
  },
  rmdir: (path) => rmdir(path),
  readdir: (path) => readdir(path),
  readFile: (path) => readFile(path, { flag: constants.O_RDONLY | constants.O_NOFOLLOW }),
  utimes: (path, time) => utimes(path, time, time),
};

/** `open` flags: `O_NOFOLLOW` is 0 where the platform lacks it (the `lstat` checks still hold). */
/* eslint-disable @typescript-eslint/no-unnecessary-condition --
   the flags are typed number, but undefined on platforms without them */
export const OPEN = {
  /** A new temp file (read back after writing): never an existing name, never through a link. */
  createNew: constants.O_RDWR | constants.O_CREAT | constants.O_EXCL | (constants.O_NOFOLLOW ?? 0),
  /** A state file to read: never through a link, never blocking on a FIFO. */
  readState: constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0),
  /** A file the user named: links followed, never blocking on a FIFO. */
  readInput: constants.O_RDONLY | (constants.O_NONBLOCK ?? 0),
  /** A folder, to fsync it. */
  directory: constants.O_RDONLY | (constants.O_DIRECTORY ?? 0),
} as const;
/* eslint-enable @typescript-eslint/no-unnecessary-condition */
