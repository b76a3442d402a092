import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { verifyPacket, writePacket } from '@handoff/core/packet';
import { ackHandoff, handoffStatus, readHandoff, writeHandoff } from '@handoff/core/session';
import { StoreIoError } from '@handoff/core/store';
import { syscalls } from '../../src/lib/store/syscalls.js';
import { packet, record, SUMMARY } from '../../../../tests/robustness/helpers/store-writers.js';

// The two-file stores stage the dependent file as `<name>.next`, commit the identity (the
// record, the packet's digest), then rename the staged file into place. These tests stop a
// write at the two places a kill can leave something behind and check what readers see.

let dir: string;
beforeEach(() => {
  dir = join(mkdtempSync(join(tmpdir(), 'handoff-staged-')), '.handoff');
});
afterEach(() => {
  vi.restoreAllMocks();
  rmSync(join(dir, '..'), { recursive: true, force: true });
});

/** Make the rename of the staged file into place fail, as a kill right after the commit would leave it. */
function failPromotion(): void {
  const real = syscalls.rename.bind(syscalls);
  vi.spyOn(syscalls, 'rename').mockImplementation(async (from, to) => {
    if (from.endsWith('.next')) throw Object.assign(new Error('EIO: injected'), { code: 'EIO', syscall: 'rename' });
    return real(from, to);
  });
}

describe('session store: RESUME.md staged before the record', () => {
  it('after the commit, readers take RESUME.md.next (it carries the record’s digest) until the next locked call renames it', async () => {
    await writeHandoff(dir, record('A'));
    const oldResume = readFileSync(join(dir, 'RESUME.md'), 'utf8');
    failPromotion();
    const error = await writeHandoff(dir, record('B')).then(
      () => null,
      (caught: unknown) => caught,
    );
    vi.restoreAllMocks();
    expect(error).toBeInstanceOf(StoreIoError);
    expect((error as StoreIoError).unchanged).toBe(false);
    expect(readFileSync(join(dir, 'RESUME.md'), 'utf8')).toBe(oldResume);
    const stored = await readHandoff(dir);
    expect(stored?.resumePending).toBe(true);
    expect(stored?.resumeText).toContain(`sha256=${stored?.digest}`);
    expect(stored?.resumeText).toContain('version B');
    expect((await handoffStatus(dir)).resume_in_sync).toBe(true);
    // The ack (a locked call) finishes the interrupted write first.
    expect((await ackHandoff(dir, SUMMARY)).ok).toBe(true);
    expect(existsSync(join(dir, 'RESUME.md.next'))).toBe(false);
    expect(readFileSync(join(dir, 'RESUME.md'), 'utf8')).toBe(stored?.resumeText);
  });

  it('before the commit, a staged RESUME.md.next of another record is ignored by readers and dropped by the next write', async () => {
    await writeHandoff(dir, record('A'));
    writeFileSync(
      join(dir, 'RESUME.md.next'),
      '# Session handoff\n\nversion C, never committed\n<!-- handoff-record sha256=0000 -->\n',
    );
    const stored = await readHandoff(dir);
    expect(stored?.resumePending).toBe(false);
    expect(stored?.resumeText).toContain('version A');
    await writeHandoff(dir, record('B'));
    expect(existsSync(join(dir, 'RESUME.md.next'))).toBe(false);
    expect(readFileSync(join(dir, 'RESUME.md'), 'utf8')).toContain('version B');
  });

  it('control: without the staged copy, the same interrupted write leaves a pair that does not verify', async () => {
    await writeHandoff(dir, record('A'));
    failPromotion();
    await writeHandoff(dir, record('B')).catch(() => undefined);
    vi.restoreAllMocks();
    rmSync(join(dir, 'RESUME.md.next'));
    expect((await handoffStatus(dir)).resume_in_sync).toBe(false);
  });
});

describe('packet store: packet.md staged before its digest', () => {
  it('after the commit, verify accepts packet.md.next (its digest is the stored one); the next write renames it', async () => {
    await writePacket(dir, packet('A'));
    failPromotion();
    const error = await writePacket(dir, packet('B')).then(
      () => null,
      (caught: unknown) => caught,
    );
    vi.restoreAllMocks();
    expect(error).toBeInstanceOf(StoreIoError);
    const verified = await verifyPacket(dir);
    expect(verified.pending).toBe(true);
    expect(verified.path).toBe(join(dir, 'packet.md.next'));
    expect(verified.fields.PROGRESS).toBe('version B');
    await writePacket(dir, packet('C'));
    expect(existsSync(join(dir, 'packet.md.next'))).toBe(false);
    expect((await verifyPacket(dir)).pending).toBe(false);
  });

  it('before the commit, a staged packet.md.next is ignored and dropped', async () => {
    await writePacket(dir, packet('A'));
    writeFileSync(join(dir, 'packet.md.next'), 'GOAL_ID: other\n');
    expect((await verifyPacket(dir)).fields.PROGRESS).toBe('version A');
    await writePacket(dir, packet('B'));
    expect(existsSync(join(dir, 'packet.md.next'))).toBe(false);
  });

  it('control: without the staged copy, the interrupted write makes verify call the packet changed', async () => {
    await writePacket(dir, packet('A'));
    failPromotion();
    await writePacket(dir, packet('B')).catch(() => undefined);
    vi.restoreAllMocks();
    rmSync(join(dir, 'packet.md.next'));
    await expect(verifyPacket(dir)).rejects.toThrow(/changed since it was written/);
  });
});
