import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { readRegularFile, StoreRefusal } from '@handoff/core/store';
import { syscalls } from '../../src/lib/store/syscalls.js';

const scratch = mkdtempSync(join(tmpdir(), 'handoff-read-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
afterEach(() => vi.restoreAllMocks());

const file = join(scratch, 'state.md');
writeFileSync(file, '0123456789');

/** fstat reports `size` for the file whatever it holds: a file that grew after the fstat. */
function sizeSaysOnly(size: number) {
  const real = syscalls.fstat.bind(syscalls);
  vi.spyOn(syscalls, 'fstat').mockImplementation(async (handle) => {
    const stats = await real(handle);
    stats.size = size;
    return stats;
  });
}

describe('readRegularFile on a file that grew after its size was read', () => {
  it('reads past the size it was told, in more than one piece', async () => {
    sizeSaysOnly(0);
    expect(Buffer.from((await readRegularFile(file, { maxBytes: 100 }))!).toString()).toBe('0123456789');
  });

  it('refuses it once it passes the limit', async () => {
    sizeSaysOnly(3);
    const error = await readRegularFile(file, { maxBytes: 5 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StoreRefusal);
    expect([(error as StoreRefusal).reason, (error as StoreRefusal).message]).toEqual([
      'too-large',
      `${file} is larger than 5 bytes; refusing to read it`,
    ]);
  });
});
