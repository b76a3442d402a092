import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decodeUtf8, readRegularFile, StoreRefusal } from '@handoff/core/store';
import { firstInvalidByte } from '../../src/lib/store/utf8.js';
import { readStoreText } from '../../src/lib/store/read.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'handoff-read-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(StoreRefusal);
  return error as StoreRefusal;
};

describe('readRegularFile', () => {
  it('reads a regular file whole, and gives null for a missing one', async () => {
    writeFileSync(join(dir, 'a'), 'hello');
    expect(Buffer.from((await readRegularFile(join(dir, 'a'), { maxBytes: 10 }))!).toString()).toBe('hello');
    expect(await readRegularFile(join(dir, 'missing'), { maxBytes: 10 })).toBeNull();
  });

  it('refuses a FIFO at once, without waiting for a writer', async () => {
    execFileSync('mkfifo', [join(dir, 'fifo')]);
    const error = await refusal(readRegularFile(join(dir, 'fifo'), { maxBytes: 10, followLinks: true }));
    expect(error.reason).toBe('not-a-file');
    expect(error.message).toBe(`${join(dir, 'fifo')} is a FIFO (named pipe), not a regular file; refusing to read it`);
  });

  it('refuses a link to /dev/zero as a device when links are followed, and as a link when not', async () => {
    symlinkSync('/dev/zero', join(dir, 'zero'));
    expect((await refusal(readRegularFile(join(dir, 'zero'), { maxBytes: 10, followLinks: true }))).problem).toBe(
      'is a character device, not a regular file; refusing to read it',
    );
    expect((await refusal(readRegularFile(join(dir, 'zero'), { maxBytes: 10 }))).reason).toBe('symlink');
  });

  it('refuses a file over the cap before reading it', async () => {
    writeFileSync(join(dir, 'big'), 'x'.repeat(11));
    const error = await refusal(readRegularFile(join(dir, 'big'), { maxBytes: 10 }));
    expect(error.reason).toBe('too-large');
    expect(error.problem).toBe('is larger than 10 bytes; refusing to read it');
    expect(Buffer.from((await readRegularFile(join(dir, 'big'), { maxBytes: 11 }))!).length).toBe(11);
  });

  it('gives a folder as EISDIR naming the path', async () => {
    mkdirSync(join(dir, 'sub'));
    await expect(readRegularFile(join(dir, 'sub'), { maxBytes: 10 })).rejects.toMatchObject({
      code: 'EISDIR',
      path: join(dir, 'sub'),
    });
  });
});

describe('strict UTF-8', () => {
  it.each([
    ['C3 28 (a lead byte without its continuation)', [0x61, 0xc3, 0x28], 1],
    ['FF', [0x61, 0x62, 0xff], 2],
    ['an overlong C0 AF', [0xc0, 0xaf], 0],
    ['a surrogate ED A0 80', [0x41, 0xed, 0xa0, 0x80], 1],
    ['a truncated 4-byte sequence', [0x41, 0x42, 0xf0, 0x9f, 0x98], 2],
    ['above U+10FFFF (F4 90 80 80)', [0xf4, 0x90, 0x80, 0x80], 0],
  ])('reports %s at its byte offset', (_, bytes, offset) => {
    expect(decodeUtf8(new Uint8Array(bytes))).toEqual({ ok: false, offset });
    expect(firstInvalidByte(new Uint8Array(bytes))).toBe(offset);
  });

  it('agrees with the fatal TextDecoder on random bytes, and the prefix before the offset is valid', () => {
    const seed = 20261201;
    console.log(`strict UTF-8 property: fast-check seed ${seed}`);
    const fatal = new TextDecoder('utf-8', { fatal: true });
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        const result = decodeUtf8(bytes);
        let valid = true;
        try {
          fatal.decode(bytes);
        } catch {
          valid = false;
        }
        if (result.ok !== valid) return false;
        if (!result.ok) {
          fatal.decode(bytes.subarray(0, result.offset));
          return result.offset < bytes.length;
        }
        return true;
      }),
      { seed, numRuns: 2000 },
    );
  });

  it('decodes valid text, 4-byte characters and a BOM unchanged', () => {
    const text = '\uFEFFé 日本 😀';
    expect(decodeUtf8(new TextEncoder().encode(text))).toEqual({ ok: true, text });
  });

  it('a state file with an invalid byte is refused with its offset, never replaced', async () => {
    writeFileSync(join(dir, 'state.json'), Buffer.from([0x7b, 0x22, 0x61, 0xff, 0x22, 0x7d]));
    const error = await refusal(readStoreText(join(dir, 'state.json'), 100));
    expect(error.reason).toBe('invalid-utf8');
    expect(error.byteOffset).toBe(3);
    expect(error.message).toBe(
      `${join(dir, 'state.json')} is not valid UTF-8: invalid byte at byte offset 3; nothing was read from it`,
    );
  });
});
