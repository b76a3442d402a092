import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createExclusive, createUnique, writeFileAtomic } from '../../src/lib/store/atomic.js';
import { StoreIoError, StoreRefusal } from '../../src/lib/store/errors.js';
import { syscalls } from '../../src/lib/store/syscalls.js';

const scratch = mkdtempSync(join(tmpdir(), 'handoff-atomic-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
afterEach(() => vi.restoreAllMocks());

let n = 0;
/** A fresh folder holding `state.md` with `old`. */
const folder = () => {
  const dir = join(scratch, `d${++n}`);
  mkdirSync(dir);
  writeFileSync(join(dir, 'state.md'), 'old');
  return dir;
};
const errno = (code: string) => Object.assign(new Error(code), { code });

describe('writeFileAtomic and createExclusive take bytes as well as text', () => {
  it('writes a Uint8Array as it is', async () => {
    const dir = folder();
    await writeFileAtomic(join(dir, 'state.md'), Uint8Array.of(0xe2, 0x82, 0xac));
    await createExclusive(join(dir, 'new.md'), Uint8Array.of(0x41));
    expect([readFileSync(join(dir, 'state.md'), 'utf8'), readFileSync(join(dir, 'new.md'), 'utf8')]).toEqual([
      '€',
      'A',
    ]);
    expect(readdirSync(dir).sort()).toEqual(['new.md', 'state.md']);
  });
});

describe('a failed check of the temp file leaves the old file and no temp file', () => {
  it.each([
    [
      'a write that takes 0 bytes',
      () => vi.spyOn(syscalls, 'write').mockResolvedValue(0),
      'write failed for {path} (ENOSPC); the previous file is unchanged',
      'the file system accepted 0 bytes without an error',
    ],
    [
      'a size after writing that is not what was written',
      () => {
        const real = syscalls.fstat.bind(syscalls);
        vi.spyOn(syscalls, 'fstat').mockImplementation(async (h) => ({ ...(await real(h)), size: 2 }) as never);
      },
      'verify failed for {path} (EIO); the previous file is unchanged',
      'the temp file holds 2 of 3 bytes after writing',
    ],
    [
      'a read back that ends early',
      () => vi.spyOn(syscalls, 'read').mockResolvedValue(0),
      'verify failed for {path} (EIO); the previous file is unchanged',
      'the temp file ended after 0 of 3 bytes when read back',
    ],
    [
      'a read back of other bytes',
      () =>
        vi.spyOn(syscalls, 'read').mockImplementation(async (_h, buffer, offset, length) => {
          buffer.fill(0x78, offset, offset + length);
          return length;
        }),
      'verify failed for {path} (EIO); the previous file is unchanged',
      'the temp file reads back different bytes than were written',
    ],
  ])('%s', async (_name, inject, message, cause) => {
    const dir = folder();
    const path = join(dir, 'state.md');
    inject();
    const error = await writeFileAtomic(path, 'new').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StoreIoError);
    expect((error as StoreIoError).message).toBe(message.replace('{path}', path));
    expect(((error as StoreIoError).cause as Error).message).toBe(cause);
    vi.restoreAllMocks();
    expect(readdirSync(dir)).toEqual(['state.md']);
    expect(readFileSync(path, 'utf8')).toBe('old');
  });

  it('one byte is one byte in the message', async () => {
    const dir = folder();
    vi.spyOn(syscalls, 'read').mockResolvedValue(0);
    const error = (await writeFileAtomic(join(dir, 'state.md'), 'n').catch((e: unknown) => e)) as StoreIoError;
    expect((error.cause as Error).message).toBe('the temp file ended after 0 of 1 byte when read back');
  });
});

describe('what writeFileAtomic refuses to replace', () => {
  it('a folder is EISDIR', async () => {
    const dir = folder();
    await expect(writeFileAtomic(dir, 'x')).rejects.toMatchObject({ code: 'EISDIR', syscall: 'rename', path: dir });
  });

  it('a device is not a regular file', async () => {
    const error = await writeFileAtomic('/dev/null', 'x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StoreRefusal);
    expect((error as StoreRefusal).message).toBe('/dev/null is not a regular file; refusing to replace it');
    expect((error as StoreRefusal).reason).toBe('not-a-file');
  });
});

describe('fsync of the folder', () => {
  it('an I/O error there means the rename may not last: the file was replaced, and the error says so', async () => {
    const dir = folder();
    const path = join(dir, 'state.md');
    const real = syscalls.fsync.bind(syscalls);
    let calls = 0;
    vi.spyOn(syscalls, 'fsync').mockImplementation(async (h) => {
      if (++calls === 2) throw errno('EIO');
      await real(h);
    });
    const error = (await writeFileAtomic(path, 'new').catch((e: unknown) => e)) as StoreIoError;
    expect([error.message, error.unchanged]).toEqual([`fsync failed for ${path} (EIO)`, false]);
    expect(readFileSync(path, 'utf8')).toBe('new');
  });

  it('a file system that refuses fsync on a folder is no error', async () => {
    const dir = folder();
    const real = syscalls.fsync.bind(syscalls);
    let calls = 0;
    vi.spyOn(syscalls, 'fsync').mockImplementation(async (h) => {
      if (++calls === 2) throw errno('EINVAL');
      await real(h);
    });
    await writeFileAtomic(join(dir, 'state.md'), 'new');
    expect(readFileSync(join(dir, 'state.md'), 'utf8')).toBe('new');
  });
});

describe('createUnique', () => {
  it('takes the first free suffix', async () => {
    const dir = folder();
    writeFileSync(join(dir, 'entry.md'), 'taken');
    writeFileSync(join(dir, 'entry-1.md'), 'taken');
    expect(await createUnique(dir, 'entry', '.md', 'mine')).toBe(join(dir, 'entry-2.md'));
  });

  it('stops at an error other than an existing name', async () => {
    const missing = join(scratch, 'no-such-folder');
    const error = (await createUnique(missing, 'entry', '.md', 'x').catch((e: unknown) => e)) as StoreIoError;
    expect(error).toBeInstanceOf(StoreIoError);
    expect([error.code, error.syscall, error.path]).toEqual(['ENOENT', 'open', join(missing, 'entry.md')]);
  });
});
