import type { FileHandle } from 'node:fs/promises';
import { basename } from 'node:path';
import { vi } from 'vitest';
import { syscalls } from '../../../packages/core/src/lib/store/syscalls.js';

/** A fault a file system can give a store write. */
export type FaultKind =
  | 'short-then-enospc' // a nearly full disk: one short write, then ENOSPC
  | 'zero-write' // write(2) takes 0 bytes without an error
  | 'lying-write' // the call reports every byte, the file gets half (the size check catches it)
  | 'fsync-eio'
  | 'open-erofs' // the temp file cannot be created: a read-only file system
  | 'open-eacces'
  | 'rename-exdev'
  | 'rename-eio'
  | 'link-eio';

/** The system call each fault hits. */
export const FAULT_CALL: Record<FaultKind, 'write' | 'fsync' | 'open' | 'rename' | 'link'> = {
  'short-then-enospc': 'write',
  'zero-write': 'write',
  'lying-write': 'write',
  'fsync-eio': 'fsync',
  'open-erofs': 'open',
  'open-eacces': 'open',
  'rename-exdev': 'rename',
  'rename-eio': 'rename',
  'link-eio': 'link',
};

const errno = (code: string, syscall: string) =>
  Object.assign(new Error(`${code}: injected ${syscall}`), { code, syscall });

/** One call the spy saw, in order: the operation and the file (or folder) it was about. */
export interface SeenCall {
  op: string;
  path: string;
  to?: string;
}

/**
 * Wrap the store's system calls: record every call (with the path a handle was opened on)
 * and, when `fault` is given, make the `at`-th call of its kind on a store file (not the
 * lock, whose own writes are not what is tested; for `open`, only temp files) fail the way
 * that fault does. Returns the
 * log and whether the fault fired; `vi.restoreAllMocks()` undoes it.
 */
export function spyOnStore(fault?: { kind: FaultKind; at: number }): { calls: SeenCall[]; fired: () => boolean } {
  const calls: SeenCall[] = [];
  const handles = new Map<FileHandle, string>();
  const real = { ...syscalls };
  let count = 0;
  let fired = false;
  let enospcNext = false;
  const isLock = (path: string) => basename(path).startsWith('.lock');
  // Is this the call to break? Counts only calls of the fault's kind on store files.
  const hit = (call: string, path: string): boolean => {
    if (!fault || fired || FAULT_CALL[fault.kind] !== call || isLock(path)) return false;
    // Only the creation of a temp file: the opens that read state files are not writes.
    if (call === 'open' && !path.endsWith('.tmp')) return false;
    count++;
    if (count !== fault.at) return false;
    fired = true;
    return true;
  };
  vi.spyOn(syscalls, 'open').mockImplementation(async (path, flags, mode) => {
    calls.push({ op: 'open', path });
    if (hit('open', path)) throw errno(fault!.kind === 'open-erofs' ? 'EROFS' : 'EACCES', 'open');
    const handle = await real.open(path, flags, mode);
    handles.set(handle, path);
    return handle;
  });
  vi.spyOn(syscalls, 'write').mockImplementation(async (handle, buffer, offset, length, position) => {
    const path = handles.get(handle) ?? '?';
    calls.push({ op: 'write', path });
    if (enospcNext && !isLock(path)) {
      enospcNext = false;
      throw errno('ENOSPC', 'write');
    }
    if (hit('write', path)) {
      if (fault!.kind === 'zero-write') return 0;
      const half = Math.max(1, Math.floor(length / 2));
      const written = await real.write(handle, buffer, offset, Math.min(half, length), position);
      if (fault!.kind === 'lying-write') return length;
      if (written < length) enospcNext = true;
      else throw errno('ENOSPC', 'write');
      return written;
    }
    return real.write(handle, buffer, offset, length, position);
  });
  vi.spyOn(syscalls, 'fsync').mockImplementation(async (handle) => {
    const path = handles.get(handle) ?? '?';
    calls.push({ op: 'fsync', path });
    if (hit('fsync', path)) throw errno('EIO', 'fsync');
    return real.fsync(handle);
  });
  vi.spyOn(syscalls, 'close').mockImplementation(async (handle) => {
    calls.push({ op: 'close', path: handles.get(handle) ?? '?' });
    return real.close(handle);
  });
  vi.spyOn(syscalls, 'rename').mockImplementation(async (from, to) => {
    calls.push({ op: 'rename', path: from, to });
    if (hit('rename', to)) throw errno(fault!.kind === 'rename-exdev' ? 'EXDEV' : 'EIO', 'rename');
    return real.rename(from, to);
  });
  vi.spyOn(syscalls, 'link').mockImplementation(async (from, to) => {
    calls.push({ op: 'link', path: from, to });
    if (hit('link', to)) throw errno('EIO', 'link');
    return real.link(from, to);
  });
  vi.spyOn(syscalls, 'unlink').mockImplementation(async (path) => {
    calls.push({ op: 'unlink', path });
    return real.unlink(path);
  });
  return { calls, fired: () => fired };
}
