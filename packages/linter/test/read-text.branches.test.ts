import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkText, decodeText, MAX_FILE_BYTES, readRegularFileSync, readTextSync } from '../src/lib/read-text.js';

const dir = mkdtempSync(join(tmpdir(), 'handoff-read-text-'));
const plain = join(dir, 'plain.md');
writeFileSync(plain, 'text\n');

let server: Server;
const socketPath = join(dir, 'sock');
beforeAll(async () => {
  server = createServer();
  await new Promise<void>((resolve) => server.listen(socketPath, resolve));
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('readRegularFileSync: what is not read', () => {
  // Linux refuses to open a socket (ENXIO), so it never reaches `fstat`.
  it.runIf(process.platform === 'linux')('a socket cannot be opened', () => {
    expect(readRegularFileSync(socketPath, 1024)).toEqual({ ok: false, reason: 'ENXIO', code: 'ENXIO' });
  });

  it('a path through a file is missing (ENOTDIR)', () => {
    expect(readRegularFileSync(join(plain, 'child.md'), 1024)).toEqual({
      ok: false,
      reason: 'ENOTDIR',
      code: 'ENOTDIR',
      missing: true,
    });
  });

  it('a path Node refuses gives its error code as the reason', () => {
    expect(readRegularFileSync(join(dir, 'a\0b.md'), 1024)).toEqual({
      ok: false,
      reason: 'ERR_INVALID_ARG_VALUE',
      code: 'ERR_INVALID_ARG_VALUE',
    });
  });

  // Files of /proc report a size of 0: they are read until their end, but never past the limit.
  it.runIf(process.platform === 'linux')('a file that reports no size is read to its end', () => {
    const read = readRegularFileSync('/proc/self/status', 1024 * 1024);
    expect(read.ok).toBe(true);
    expect(read.ok && Buffer.from(read.bytes).toString('utf8').startsWith('Name:')).toBe(true);
  });

  it.runIf(process.platform === 'linux')('a file that reports no size stops at the limit', () => {
    expect(readRegularFileSync('/proc/self/status', 16)).toEqual({
      ok: false,
      reason: 'it is too large (over 0 MiB)',
      tooLarge: { size: null },
    });
  });
});

describe('readTextSync', () => {
  it('a path through a file is missing', () => {
    expect(readTextSync(join(plain, 'child.md'))).toEqual({
      ok: false,
      message: 'Cannot read file: ENOTDIR',
      line: 1,
      column: 1,
      missing: true,
    });
  });
});

describe('decodeText', () => {
  it.each<[string, Buffer, ReturnType<typeof decodeText>]>([
    [
      'a NUL after a lone CR and a CRLF',
      Buffer.from('a\r\nb\rcd\0'),
      { ok: false, message: 'File is binary, not Markdown text: NUL byte at byte offset 7', line: 3, column: 3 },
    ],
    [
      'an invalid byte after a lone CR',
      Buffer.from([0x61, 0x0d, 0x62, 0xff]),
      { ok: false, message: 'File is not valid UTF-8 text: invalid byte at byte offset 3', line: 2, column: 2 },
    ],
    ['a BOM is dropped', Buffer.from('\uFEFFx\r'), { ok: true, text: 'x\r' }],
  ])('%s', (_name, bytes, expected) => {
    expect(decodeText(bytes)).toEqual(expected);
  });

  it('bytes over the limit are refused before they are looked at', () => {
    expect(decodeText(Buffer.allocUnsafe(MAX_FILE_BYTES + 1))).toEqual({
      ok: false,
      message: 'File is too large to lint (64 MiB; the limit is 64 MiB)',
      line: 1,
      column: 1,
    });
  });
});

describe('checkText', () => {
  it.each<[string, string, ReturnType<typeof checkText>]>([
    [
      'a NUL on the first line',
      'ab\0',
      { ok: false, message: 'File is binary, not Markdown text: it holds a NUL byte', line: 1, column: 3 },
    ],
    [
      'a NUL after a CR',
      'a\r\nb\rc\0',
      { ok: false, message: 'File is binary, not Markdown text: it holds a NUL byte', line: 3, column: 2 },
    ],
    ['text with a BOM', '\uFEFFhi', { ok: true, text: 'hi' }],
  ])('%s', (_name, text, expected) => {
    expect(checkText(text)).toEqual(expected);
  });
});
