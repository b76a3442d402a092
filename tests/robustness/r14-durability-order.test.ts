import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OPEN, syscalls } from '../../packages/core/src/lib/store/syscalls.js';
import { spyOnStore, type SeenCall } from './helpers/fs-faults.js';
import { STORE_WRITERS } from './helpers/store-writers.js';

// R14, durability order, with a spy on every system call the stores make: each file a
// writer makes visible goes open(temp in the target's folder) → write… → fsync(temp) →
// close → rename or link (temp → target) → fsync(the folder). And the two-file stores
// commit in the documented order: the dependent file staged first, the identity (record or
// digest) as the commit point, then the staged file renamed into place.

afterEach(() => vi.restoreAllMocks());

const isLock = (path: string) => basename(path).startsWith('.lock');

/** Every way a log breaks the durability order; empty when it holds. */
function orderViolations(calls: SeenCall[]): string[] {
  const problems: string[] = [];
  calls.forEach((call, index) => {
    if ((call.op !== 'rename' && call.op !== 'link') || isLock(call.to!) || !call.path.endsWith('.tmp')) return;
    const temp = call.path;
    const target = call.to!;
    const before = calls.slice(0, index).filter((c) => c.path === temp);
    const ops = before.map((c) => c.op);
    const name = relative(dirname(target), target);
    if (dirname(temp) !== dirname(target)) problems.push(`${name}: temp file in another folder`);
    if (ops[0] !== 'open') problems.push(`${name}: temp not opened first (${ops.join(' ')})`);
    const lastWrite = ops.lastIndexOf('write');
    const fsync = ops.lastIndexOf('fsync');
    const close = ops.lastIndexOf('close');
    if (lastWrite < 0) problems.push(`${name}: nothing written`);
    if (!(fsync > lastWrite)) problems.push(`${name}: no fsync after the last write (${ops.join(' ')})`);
    if (!(close > fsync)) problems.push(`${name}: not closed after the fsync (${ops.join(' ')})`);
    const after = calls.slice(index + 1);
    const dirOpen = after.findIndex((c) => c.op === 'open' && c.path === dirname(target));
    const dirSync = after.findIndex((c) => c.op === 'fsync' && c.path === dirname(target));
    if (dirOpen < 0 || !(dirSync > dirOpen)) problems.push(`${name}: folder not fsynced after the ${call.op}`);
  });
  return problems;
}

/** The order in which files became visible: `rename a→b` / `link →b`, store-relative. */
function commits(calls: SeenCall[], root: string): string[] {
  return calls
    .filter((c) => (c.op === 'rename' || c.op === 'link') && !isLock(c.to!))
    .map((c) =>
      c.path.endsWith('.tmp') ? `→${relative(root, c.to!)}` : `${relative(root, c.path)}→${relative(root, c.to!)}`,
    )
    .map((line) => line.replace(/\d{4}-\d\d-\d\dT[\d-]+Z/, '<time>'));
}

describe('R14: durability order', () => {
  for (const writer of STORE_WRITERS) {
    it(`${writer.name}: temp in the same folder, fsync before close before rename, then the folder's fsync`, async () => {
      const root = mkdtempSync(join(tmpdir(), 'handoff-r14-'));
      try {
        await writer.setup(root);
        const spy = spyOnStore();
        await writer.run(root);
        vi.restoreAllMocks();
        expect(spy.calls.some((c) => c.op === 'rename' || c.op === 'link')).toBe(true);
        expect(orderViolations(spy.calls)).toEqual([]);
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    });
  }

  it('resume write: archive, then RESUME.md staged, then the record (the commit), then RESUME.md in place', async () => {
    const root = mkdtempSync(join(tmpdir(), 'handoff-r14-'));
    try {
      const writer = STORE_WRITERS.find((w) => w.name === 'resume write')!;
      await writer.setup(root);
      const spy = spyOnStore();
      await writer.run(root);
      vi.restoreAllMocks();
      expect(commits(spy.calls, join(root, '.handoff'))).toEqual([
        '→archive/<time>-resume.md',
        '→RESUME.md.next',
        '→state/session-handoff.json',
        'RESUME.md.next→RESUME.md',
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('packet write: packet staged, then its digest (the commit), then packet.md in place', async () => {
    const root = mkdtempSync(join(tmpdir(), 'handoff-r14-'));
    try {
      const writer = STORE_WRITERS.find((w) => w.name === 'packet write')!;
      await writer.setup(root);
      const spy = spyOnStore();
      await writer.run(root);
      vi.restoreAllMocks();
      expect(commits(spy.calls, join(root, '.handoff'))).toEqual([
        '→packet.md.next',
        '→state/packet.json',
        'packet.md.next→packet.md',
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('control: a writer that renames without fsync is caught', async () => {
    const root = mkdtempSync(join(tmpdir(), 'handoff-r14-'));
    try {
      const spy = spyOnStore();
      const target = join(root, 'state.json');
      const temp = `${target}.${process.pid}-000000000000.tmp`;
      const handle = await syscalls.open(temp, OPEN.createNew, 0o644);
      await syscalls.write(handle, Buffer.from('{}'), 0, 2, 0);
      await syscalls.close(handle);
      await syscalls.rename(temp, target);
      vi.restoreAllMocks();
      expect(orderViolations(spy.calls)).toEqual([
        'state.json: no fsync after the last write (open write close)',
        'state.json: folder not fsynced after the rename',
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
