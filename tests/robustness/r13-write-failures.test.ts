import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StoreIoError } from '@handoff/core/store';
import { OPEN, syscalls } from '../../packages/core/src/lib/store/syscalls.js';
import { FAULT_CALL, spyOnStore, type FaultKind } from './helpers/fs-faults.js';
import { leftovers, snapshot, STORE_WRITERS, type StoreWriter } from './helpers/store-writers.js';

// R13, write failure paths: every writer of every store, with each fault a file system can
// give (a nearly full disk's short write then ENOSPC, a write that takes 0 bytes, a write
// that lies about its count, EIO on fsync, EROFS / EACCES creating the temp file, EXDEV or
// EIO on rename, EIO on link) injected at **each** call of that kind in turn. A failure
// before the commit point must leave every file byte-identical and no temp or staged file;
// a failure after it (a folder's fsync) must leave the new state, and every reader must
// accept it. The error names the file (never the temp file) and the failing call. Then
// the same writer, run again without a fault, must succeed and leave nothing behind.

const FAULTS = Object.keys(FAULT_CALL) as FaultKind[];

afterEach(() => vi.restoreAllMocks());

function fresh(): string {
  return mkdtempSync(join(tmpdir(), 'handoff-r13-'));
}

/** How many calls of `kind`'s system call a clean run of the writer makes on store files. */
async function callsOf(writer: StoreWriter, kind: FaultKind): Promise<number> {
  const root = fresh();
  try {
    await writer.setup(root);
    // A fault that never fires at call 1_000_000 counts the calls without breaking any.
    const spy = spyOnStore({ kind, at: 1_000_000 });
    await writer.run(root);
    vi.restoreAllMocks();
    const call = FAULT_CALL[kind];
    return spy.calls.filter(
      (c) => c.op === call && !/(^|\/)\.lock/.test(c.to ?? c.path) && (call !== 'open' || c.path.endsWith('.tmp')),
    ).length;
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

describe('R13: write failure paths', () => {
  for (const writer of STORE_WRITERS) {
    it(`${writer.name}: every injected fault leaves the old state (or, after the commit, a new one that verifies) and no temp file`, async () => {
      const outcomes = { unchanged: 0, committed: 0 };
      for (const kind of FAULTS) {
        const total = await callsOf(writer, kind);
        for (let at = 1; at <= total; at++) {
          const root = fresh();
          const folder = join(root, writer.folder);
          const where = `${writer.name}, ${kind} at call ${at} of ${total}`;
          try {
            await writer.setup(root);
            const before = snapshot(folder);
            const spy = spyOnStore({ kind, at });
            const error = await writer.run(root).then(
              () => null,
              (caught: unknown) => caught,
            );
            vi.restoreAllMocks();
            expect(spy.fired(), where).toBe(true);
            expect(error, where).toBeInstanceOf(StoreIoError);
            const io = error as StoreIoError;
            expect(io.path, where).not.toMatch(/\.tmp$/);
            expect(io.path.startsWith(folder), where).toBe(true);
            expect(io.message, where).toContain(io.path);
            const expectedCall = kind === 'lying-write' ? 'verify' : FAULT_CALL[kind];
            expect(io.syscall, where).toBe(expectedCall);
            const after = leftovers(folder);
            expect(after.temps, where).toEqual([]);
            if (io.unchanged) {
              expect(snapshot(folder), where).toEqual(before);
              outcomes.unchanged++;
            } else {
              // After the commit only a folder's fsync or the rename of the staged file into
              // place can fail: the new state is in place (the staged file kept for readers).
              expect(['fsync', 'rename'], where).toContain(io.syscall);
              if (io.syscall === 'rename') expect(after.staged.length, where).toBe(1);
              outcomes.committed++;
            }
            await writer.check(root);
            await writer.run(root);
            expect(leftovers(folder), `${where}, then a clean run`).toEqual({ temps: [], staged: [] });
            await writer.check(root);
          } finally {
            vi.restoreAllMocks();
            rmSync(root, { recursive: true, force: true });
          }
        }
      }
      // Sensitivity: faults really were injected before the commit of this writer.
      expect(outcomes.unchanged).toBeGreaterThan(0);
    }, 120_000);
  }

  it('control: a writer with one write call and no count check, under the same fault, replaces the file with a prefix', async () => {
    // write-file-atomic's pattern, through the same spied calls: open a temp, one write
    // whose count is ignored, close, rename. The harness's first fault must catch it.
    const naive = async (path: string, data: Buffer) => {
      const temp = `${path}.${process.pid}-000000000000.tmp`;
      const handle = await syscalls.open(temp, OPEN.createNew, 0o644);
      await syscalls.write(handle, data, 0, data.length, 0);
      await syscalls.close(handle);
      await syscalls.rename(temp, path);
    };
    const root = fresh();
    try {
      const path = join(root, 'state.json');
      writeFileSync(path, 'x'.repeat(10_000));
      const before = snapshot(root);
      spyOnStore({ kind: 'short-then-enospc', at: 1 });
      await naive(path, Buffer.alloc(10_797, 'y'));
      vi.restoreAllMocks();
      expect(snapshot(root)).not.toEqual(before);
      expect(readFileSync(path).length).toBe(5398);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
