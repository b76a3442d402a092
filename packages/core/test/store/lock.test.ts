import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readHandoff, writeHandoff } from '@handoff/core/session';
import { StoreRefusal } from '@handoff/core/store';
import { withLock } from '../../src/lib/store/lock.js';
import { processNamespace } from '../../src/lib/store/process.js';
import { syscalls } from '../../src/lib/store/syscalls.js';
import { validInput } from '../session/fixtures.js';

let dir: string;
let lockPath: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'handoff-lock-'));
  lockPath = join(dir, '.lock');
});
afterEach(() => {
  vi.restoreAllMocks();
  rmSync(dir, { recursive: true, force: true });
});

/** A lock file as another writer leaves it (in the test folder, or in `folder`). */
function plantLock(owner: { pid: number; namespace?: string }, ageSeconds = 0, folder = dir): void {
  const lockPath = join(folder, '.lock');
  writeFileSync(
    lockPath,
    JSON.stringify({
      token: 'f'.repeat(32),
      pid: owner.pid,
      namespace: owner.namespace ?? processNamespace(),
      since: '2026-12-01T10:00:00.000Z',
    }) + '\n',
  );
  if (ageSeconds > 0) {
    const then = new Date(Date.now() - ageSeconds * 1000);
    utimesSync(lockPath, then, then);
  }
}

/** Run `fn` with `Date` stopped (timers still run): ages computed from `Date.now()` come out exact. */
async function withStoppedClock<T>(fn: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ['Date'] });
  try {
    return await fn();
  } finally {
    vi.useRealTimers();
  }
}

/** The pid of a process that has exited (and been reaped). */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  return Number(child.stdout);
}

const refusalOf = async (promise: Promise<unknown>): Promise<StoreRefusal> => {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(StoreRefusal);
  return error as StoreRefusal;
};

describe('withLock', () => {
  it('serialises holders in one process and removes the lock after', async () => {
    const log: string[] = [];
    await Promise.all(
      [1, 2, 3].map((n) =>
        withLock(dir, async () => {
          log.push(`in ${n}`);
          await new Promise((resolve) => setTimeout(resolve, 20));
          log.push(`out ${n}`);
        }),
      ),
    );
    for (let i = 0; i < log.length; i += 2) expect(log[i + 1]).toBe(log[i]!.replace('in', 'out'));
    expect(existsSync(lockPath)).toBe(false);
  });

  it('takes over at once a lock whose holder no longer runs, with a one-line notice', async () => {
    const pid = deadPid();
    plantLock({ pid });
    const notices: string[] = [];
    expect(await withLock(dir, async () => 'ran', { onNotice: (line) => notices.push(line), lockWaitMs: 0 })).toBe(
      'ran',
    );
    expect(notices).toEqual([`took over the lock ${lockPath}: its holder (pid ${pid}) is no longer running`]);
  });

  it('takes over a lock from another host once it was not refreshed for 10 s, with a notice', async () => {
    // The notice gives the lock's age in whole seconds: with the clock stopped, a busy machine
    // cannot add a second between planting the lock and reading its age.
    const notices: string[] = [];
    await withStoppedClock(() => {
      plantLock({ pid: process.pid, namespace: 'elsewhere pid:[1]' }, 20);
      return withLock(dir, async () => undefined, { onNotice: (line) => notices.push(line) });
    });
    expect(notices).toEqual([
      `took over the stale lock ${lockPath}: its holder (pid ${process.pid} on elsewhere) had ` +
        `not refreshed it for 20 s`,
    ]);
  });

  it('takes over a stale lock folder of an older version', async () => {
    mkdirSync(lockPath);
    const notices: string[] = [];
    await withStoppedClock(() => {
      const then = new Date(Date.now() - 30_000);
      utimesSync(lockPath, then, then);
      return withLock(dir, async () => undefined, { onNotice: (line) => notices.push(line) });
    });
    expect(notices).toEqual([`took over the stale lock ${lockPath}: its holder had not refreshed it for 30 s`]);
    expect(existsSync(lockPath)).toBe(false);
  });

  it('reports a live holder after the wait, naming the lock and the holder, and leaves its lock alone', async () => {
    plantLock({ pid: process.pid });
    const before = readFileSync(lockPath, 'utf8');
    const ran = vi.fn();
    const error = await refusalOf(withLock(dir, async () => ran(), { lockWaitMs: 150 }));
    expect(error.reason).toBe('lock-busy');
    expect(error.message).toMatch(
      new RegExp(
        `^another writer holds the lock ${lockPath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(pid ${process.pid} on ` +
          `[^)]+\\) since 2026-12-01T10:00:00.000Z and is still running; nothing was changed; ` +
          `try again when it has finished$`,
      ),
    );
    expect(ran).not.toHaveBeenCalled();
    expect(readFileSync(lockPath, 'utf8')).toBe(before);
  });

  it('refuses a lock that is a symbolic link at once, and never touches what it points to', async () => {
    const outside = join(dir, 'outside.txt');
    writeFileSync(outside, 'keep');
    const old = statSync(outside).mtimeMs;
    symlinkSync(outside, lockPath);
    const error = await refusalOf(withLock(dir, async () => undefined));
    expect(error.reason).toBe('symlink');
    expect(readFileSync(outside, 'utf8')).toBe('keep');
    expect(statSync(outside).mtimeMs).toBe(old);
  });

  it('refreshes the lock while held', async () => {
    await withLock(dir, async () => {
      const first = statSync(lockPath).mtimeMs;
      // Wait for the refresh itself, not for a guess at when it comes; the poll's timeout is the hang guard.
      await expect.poll(() => statSync(lockPath).mtimeMs, { timeout: 15_000, interval: 100 }).toBeGreaterThan(first);
    });
  }, 30_000);
});

describe('a lost lock', () => {
  it('assertHeld refuses once another writer took the lock over, and the new holder keeps it', async () => {
    const error = await refusalOf(
      withLock(dir, async (lock) => {
        await lock.assertHeld();
        plantLock({ pid: process.pid });
        await lock.assertHeld();
      }),
    );
    expect(error.reason).toBe('lock-lost');
    expect(error.message).toBe(
      `another writer took over the lock ${lockPath} while this one was stalled for more than 10 s; ` +
        `nothing was written by this command; run the command again`,
    );
    expect(JSON.parse(readFileSync(lockPath, 'utf8')).token).toBe('f'.repeat(32));
  });

  it('a store write whose lock is taken over before its commit commits nothing', async () => {
    const store = join(dir, '.handoff');
    await writeHandoff(store, validInput());
    const before = await readHandoff(store);
    const real = syscalls.open.bind(syscalls);
    vi.spyOn(syscalls, 'open').mockImplementation(async (path, flags, mode) => {
      // While the new record is being written, another writer takes the lock over.
      if (basename(path).startsWith('session-handoff.json.'))
        plantLock({ pid: process.pid, namespace: 'elsewhere' }, 0, store);
      return real(path, flags, mode);
    });
    const error = await refusalOf(writeHandoff(store, { ...validInput(), status: 'blocked' }));
    vi.restoreAllMocks();
    expect(error.reason).toBe('lock-lost');
    expect(await readHandoff(store)).toEqual(before);
  });
});
