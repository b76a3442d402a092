import type * as fs from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';

// What no file on this machine can produce on demand: each error code `open` may fail with,
// each kind of file `fstat` may report, a file that shrinks while it is read, a platform
// without O_NONBLOCK or O_NOCTTY, and an endless file that reports no size.
const fake: {
  open?: () => number;
  stat?: Partial<fs.Stats>;
  read?: (buffer: Uint8Array, offset: number, length: number) => number;
} = {};

vi.mock('node:fs', async (importOriginal) => {
  const actual = await importOriginal<typeof fs>();
  return {
    ...actual,
    constants: { ...actual.constants, O_NONBLOCK: undefined, O_NOCTTY: undefined },
    openSync: (...args: Parameters<typeof actual.openSync>) => (fake.open ? fake.open() : actual.openSync(...args)),
    fstatSync: (fd: number) => {
      const info = actual.fstatSync(fd);
      return fake.stat ? Object.assign(Object.create(info) as fs.Stats, fake.stat) : info;
    },
    readSync: (fd: number, buffer: Uint8Array, offset: number, length: number, position: null) =>
      fake.read ? fake.read(buffer, offset, length) : actual.readSync(fd, buffer, offset, length, position),
  };
});

const { readRegularFileSync, readTextSync } = await import('../src/lib/read-text.js');
const { writeFileSync, mkdtempSync } = await vi.importActual<typeof fs>('node:fs');
const { join } = await import('node:path');
const { tmpdir } = await import('node:os');

const dir = mkdtempSync(join(tmpdir(), 'handoff-read-errors-'));
const file = join(dir, 'a.md');
writeFileSync(file, 'abcdef\n');

afterEach(() => {
  delete fake.open;
  delete fake.stat;
  delete fake.read;
});

const failWith = (code: string | undefined) => () => {
  throw Object.assign(new Error('refused'), code === undefined ? {} : { code });
};

describe('readRegularFileSync: a failed open', () => {
  it.each<[string | undefined, object]>([
    ['EACCES', { ok: false, reason: 'permission denied', code: 'EACCES' }],
    ['EPERM', { ok: false, reason: 'permission denied', code: 'EPERM' }],
    ['EISDIR', { ok: false, reason: 'it is a folder', code: 'EISDIR' }],
    ['ENOENT', { ok: false, reason: 'it does not exist', code: 'ENOENT', missing: true }],
    ['EMFILE', { ok: false, reason: 'EMFILE', code: 'EMFILE' }],
    [undefined, { ok: false, reason: 'read error' }],
  ])('%s', (code, expected) => {
    fake.open = failWith(code);
    expect(readRegularFileSync(file, 1024)).toEqual(expected);
  });

  it('readTextSync words it', () => {
    fake.open = failWith('EACCES');
    expect(readTextSync(file)).toEqual({
      ok: false,
      message: 'Cannot read file: permission denied',
      line: 1,
      column: 1,
    });
  });
});

describe('readRegularFileSync: what fstat says the file is', () => {
  const no = { isFile: () => false, isDirectory: () => false, isFIFO: () => false, isSocket: () => false };
  const device = { isCharacterDevice: () => false, isBlockDevice: () => false };
  it.each<[string, Partial<fs.Stats>, string]>([
    ['a socket', { ...no, ...device, isSocket: () => true }, 'it is a socket, not a regular file'],
    ['a block device', { ...no, ...device, isBlockDevice: () => true }, 'it is a device, not a regular file'],
    ['a character device', { ...no, ...device, isCharacterDevice: () => true }, 'it is a device, not a regular file'],
    ['none of these', { ...no, ...device }, 'it is a special file, not a regular file'],
  ])('%s', (_name, stat, reason) => {
    fake.stat = stat;
    expect(readRegularFileSync(file, 1024)).toEqual({ ok: false, reason });
  });
});

describe('readRegularFileSync: reading', () => {
  it('a file that shrinks while it is read gives the bytes that were there', () => {
    let calls = 0;
    fake.read = (buffer, offset) => {
      calls++;
      if (calls > 1) return 0;
      buffer.set([0x61, 0x62], offset);
      return 2;
    };
    const read = readRegularFileSync(file, 1024);
    expect(read.ok && [...read.bytes]).toEqual([0x61, 0x62]);
    expect(read.ok && read.size).toBe(7);
  });

  it('an endless file that reports no size is refused once it passes the file limit', () => {
    fake.stat = { size: 0 };
    fake.read = (_buffer, _offset, length) => length;
    expect(readTextSync(file)).toEqual({
      ok: false,
      message: 'File is too large to lint (over 64 MiB)',
      line: 1,
      column: 1,
    });
  });
});
