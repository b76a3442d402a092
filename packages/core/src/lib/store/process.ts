import { readlinkSync } from 'node:fs';
import { hostname } from 'node:os';

/** Whether a process with this id runs on this machine (a permission error means it does). */
export function processIsRunning(pid: number): boolean {
  if (!Number.isSafeInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

let identity: string | undefined;

/**
 * Where process ids mean the same thing as ours: the host name plus, on Linux, the pid
 * namespace (two containers can share a host name and a volume, not their process ids).
 */
export function processNamespace(): string {
  if (identity === undefined) {
    let namespace = '';
    try {
      namespace = readlinkSync('/proc/self/ns/pid');
    } catch {
      // Not Linux, or /proc is not mounted: the host name alone.
    }
    identity = `${hostname()}${namespace ? ` ${namespace}` : ''}`;
  }
  return identity;
}
