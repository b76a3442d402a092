import { join } from 'node:path';
import { MAX_FILE_BYTES, MAX_SETTINGS_FILE_BYTES, readRegularFileSync } from './read-text.js';

/** The paths a repository's index tracks, and every folder that holds one, relative to its root with `/`. */
export interface TrackedPaths {
  files: ReadonlySet<string>;
  folders: ReadonlySet<string>;
}

/** Bytes of an entry before its hash: ctime, mtime, dev, ino, mode, uid, gid and size, four bytes each or eight. */
const STAT_BYTES = 40;
/** The flag of an entry's extended flags (index version 3 and later). */
const EXTENDED = 0x4000;

/**
 * The paths tracked by the index of the repository whose `.git` folder is `gitDir` (`.git/index`), read as git
 * writes it (versions 2 to 4; a SHA-1 or SHA-256 repository), or `null` when there is none or it cannot be read as
 * one: a `.git` file (a worktree's or a submodule's, whose index lies elsewhere), a link, a device, a damaged or
 * truncated index. Nothing is run: the file is read, so a repository's own settings (hooks, `core.fsmonitor`) never
 * execute. Git's own rule is why it is read: a `.gitignore` names files for git to leave untracked, and a tracked
 * file is part of the repository whatever a pattern says.
 */
export function readTrackedPaths(gitDir: string): TrackedPaths | null {
  const read = readRegularFileSync(join(gitDir, 'index'), MAX_FILE_BYTES);
  if (!read.ok) return null;
  const bytes = Buffer.from(read.bytes.buffer, read.bytes.byteOffset, read.bytes.byteLength);
  return parseIndex(bytes, usesSha256(gitDir) ? 32 : 20);
}

/** Whether the repository names its objects by SHA-256 (`[extensions] objectFormat = sha256` in `.git/config`). */
function usesSha256(gitDir: string): boolean {
  const read = readRegularFileSync(join(gitDir, 'config'), MAX_SETTINGS_FILE_BYTES);
  if (!read.ok) return false;
  const text = Buffer.from(read.bytes.buffer, read.bytes.byteOffset, read.bytes.byteLength).toString('utf8');
  return /^\s*objectformat\s*=\s*sha256\s*$/im.test(text);
}

/** The tracked paths of an index whose object names are `hashBytes` long, or `null` when it does not read as one. */
function parseIndex(bytes: Buffer, hashBytes: number): TrackedPaths | null {
  if (bytes.length < 12 || bytes.toString('latin1', 0, 4) !== 'DIRC') return null;
  const version = bytes.readUInt32BE(4);
  if (version < 2 || version > 4) return null;
  const count = bytes.readUInt32BE(8);
  const files = new Set<string>();
  const folders = new Set<string>();
  let at = 12;
  let previous: Buffer = Buffer.alloc(0);
  for (let n = 0; n < count; n++) {
    const start = at;
    at += STAT_BYTES + hashBytes;
    if (at + 2 > bytes.length) return null;
    const flags = bytes.readUInt16BE(at);
    at += 2;
    if (version >= 3 && flags & EXTENDED) at += 2;
    let path: Buffer;
    if (version === 4) {
      // The path is the previous one less `strip` bytes from its end, then the bytes up to a NUL.
      const strip = readVarint(bytes, at);
      if (strip === null || strip.value > previous.length) return null;
      at = strip.next;
      const end = bytes.indexOf(0, at);
      if (end < 0) return null;
      path = Buffer.concat([previous.subarray(0, previous.length - strip.value), bytes.subarray(at, end)]);
      at = end + 1;
    } else {
      const end = bytes.indexOf(0, at);
      if (end < 0) return null;
      path = bytes.subarray(at, end);
      // Each entry is padded with one to eight NULs to a multiple of eight bytes.
      at = start + Math.ceil((end - start + 1) / 8) * 8;
    }
    // The entries end before the index's own checksum.
    if (at > bytes.length - hashBytes || path.length === 0) return null;
    previous = path;
    const text = path.toString('utf8').replace(/\/$/, '');
    files.add(text);
    for (let slash = text.lastIndexOf('/'); slash > 0; slash = text.lastIndexOf('/', slash - 1)) {
      const folder = text.slice(0, slash);
      if (folders.has(folder)) break;
      folders.add(folder);
    }
  }
  return { files, folders };
}

/** Git's offset varint (index version 4): seven bits a byte, each continuation adding one before the shift. */
function readVarint(bytes: Buffer, at: number): { value: number; next: number } | null {
  let i = at;
  if (i >= bytes.length) return null;
  let c = bytes[i++]!;
  let value = c & 0x7f;
  while (c & 0x80) {
    if (i >= bytes.length || value > 0xffffff) return null;
    c = bytes[i++]!;
    value = ((value + 1) << 7) | (c & 0x7f);
  }
  return { value, next: i };
}
