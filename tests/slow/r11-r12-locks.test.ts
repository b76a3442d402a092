import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// R11 (concurrent writers) and R12 (stale-lock recovery, mutual exclusion under stress, a
// lock lost while its holder was stopped), against the built store in child processes:
// only separate processes contend for a lock file for real.

const worker = fileURLToPath(new URL('./harness/lock-worker.mjs', import.meta.url));
const dist = fileURLToPath(new URL('../../packages/core/dist/', import.meta.url));
type Rejections = typeof import('@handoff/core/rejections');
const rejections = () => import(pathToFileURL(join(dist, 'rejections.js')).href) as Promise<Rejections>;

let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'handoff-locks-'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Fork the lock worker; the generous wait keeps a busy lock from ending a contended run. */
function start(args: string[]): ChildProcess {
  return fork(worker, args, {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    env: { ...process.env, HANDOFF_LOCK_WAIT_MS: '120000' },
  });
}

const exited = async (child: ChildProcess): Promise<number | null> =>
  child.exitCode !== null || child.signalCode !== null
    ? child.exitCode
    : ((await once(child, 'exit'))[0] as number | null);

/** A hang guard, never a speed assertion: generous, and it only fails a run that does not finish. */
function within<T>(ms: number, what: string, promise: Promise<T>): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) =>
      setTimeout(() => reject(new Error(`${what} did not finish in ${ms} ms`)), ms).unref(),
    ),
  ]);
}

async function seeded(name: string): Promise<string> {
  const store = join(root, name, '.handoff');
  await (await rejections()).recordRejection(store, { approach: 'a', evidence: 'b' });
  return store;
}

describe('R11: concurrent writers', () => {
  it('8 processes × 50 locked read-modify-write updates: all 400 are present exactly once', async () => {
    const store = await seeded('r11');
    const started = performance.now();
    const codes = await within(
      300_000,
      'the writers',
      Promise.all(Array.from({ length: 8 }, (_, id) => exited(start(['update', store, String(id), '50'])))),
    );
    console.log(`R11: 400 locked updates by 8 processes in ${Math.round(performance.now() - started)} ms`);
    expect(codes).toEqual(Array(8).fill(0));
    const sessions = (await (await rejections()).readRejectionsState(store))!.deliveries.map((d) => d.session);
    expect(sessions).toHaveLength(400);
    expect(new Set(sessions).size).toBe(400);
  }, 600_000);

  it('control: the same updates without the lock lose some', async () => {
    const store = await seeded('r11-control');
    const codes = await Promise.all(
      Array.from({ length: 8 }, (_, id) => exited(start(['update', store, String(id), '50', 'unlocked']))),
    );
    expect(codes).toEqual(Array(8).fill(0));
    const sessions = (await (await rejections()).readRejectionsState(store))!.deliveries.map((d) => d.session);
    expect(sessions.length).toBeLessThan(400);
  }, 600_000);
});

describe('R12: stale locks', () => {
  it('a holder SIGKILLed with the lock: the next writer takes it over at once, with a notice', async () => {
    const store = await seeded('r12-kill');
    const holder = start(['hold', store]);
    await once(holder, 'message');
    holder.kill('SIGKILL');
    await exited(holder);
    const { recordRejection } = await rejections();
    const notices: string[] = [];
    const result = await within(
      12_000,
      'the writer after the kill',
      recordRejection(
        store,
        { approach: 'after the kill', evidence: 'it ran' },
        { onNotice: (line) => notices.push(line) },
      ),
    );
    expect(result.ok).toBe(true);
    expect(notices).toEqual([
      `took over the lock ${join(store, '.lock')}: its holder (pid ${holder.pid}) is no longer running`,
    ]);
  }, 60_000);

  it('a holder on another host that stopped refreshing: taken over once 10 s passed, not before', async () => {
    const store = await seeded('r12-remote');
    const lock = join(store, '.lock');
    writeFileSync(
      lock,
      JSON.stringify({
        token: 'e'.repeat(32),
        pid: 1,
        namespace: 'other-host pid:[1]',
        since: new Date().toISOString(),
      }) + '\n',
    );
    const { recordRejection } = await rejections();
    const notices: string[] = [];
    const result = await within(
      20_000,
      'the writer',
      recordRejection(
        store,
        { approach: 'after the remote holder', evidence: 'it ran' },
        { onNotice: (line) => notices.push(line), lockWaitMs: 1_000 },
      ),
    );
    expect(result.ok).toBe(true);
    expect(notices).toHaveLength(1);
    const silent = Number(/had not refreshed it for (\d+) s/.exec(notices[0]!)?.[1]);
    expect(silent).toBeGreaterThanOrEqual(10);
  }, 60_000);

  it('stress: 4 workers taking and releasing the lock for 10 s never hold it at the same time', async () => {
    const store = join(root, 'r12-stress', '.handoff');
    const log = join(root, 'r12-stress.log');
    const codes = await Promise.all(
      Array.from({ length: 4 }, (_, id) => exited(start(['stress', store, log, String(id), '10000']))),
    );
    expect(codes).toEqual(Array(4).fill(0));
    const lines = readFileSync(log, 'utf8').trim().split('\n');
    console.log(`R12 stress: ${lines.length / 2} lock holds by 4 workers`);
    expect(overlaps(lines)).toBe(0);
    expect(new Set(lines.map((line) => line.split(' ')[1])).size).toBe(4);
  }, 120_000);

  it('control: the same workers without the lock do overlap', async () => {
    const store = join(root, 'r12-stress-control', '.handoff');
    const log = join(root, 'r12-stress-control.log');
    await Promise.all(
      Array.from({ length: 4 }, (_, id) => exited(start(['stress', store, log, String(id), '3000', 'unlocked']))),
    );
    expect(overlaps(readFileSync(log, 'utf8').trim().split('\n'))).toBeGreaterThan(0);
  }, 60_000);

  it('a holder stopped past the stale time loses the lock and finds out before committing', async () => {
    const store = await seeded('r12-stopped');
    const stalled = start(['stall', store]);
    await once(stalled, 'message');
    stalled.kill('SIGSTOP');
    const { recordRejection } = await rejections();
    const notices: string[] = [];
    // Its process still exists (stopped), so only a wait past the stale time gets the lock.
    const result = await within(
      30_000,
      'the second writer',
      recordRejection(
        store,
        { approach: 'while the first was stopped', evidence: 'it ran' },
        { onNotice: (line) => notices.push(line), lockWaitMs: 20_000 },
      ),
    );
    expect(result.ok).toBe(true);
    expect(notices[0]).toMatch(
      /^took over the stale lock .*\.lock: its holder \(pid \d+ on [^)]+\) had not refreshed it for 1\d s$/,
    );
    stalled.kill('SIGCONT');
    stalled.send('check');
    const [answer] = (await once(stalled, 'message')) as [string];
    expect(answer).toBe(
      `StoreRefusal: another writer took over the lock ${join(store, '.lock')} while this one was stalled for more ` +
        `than 10 s; nothing was written by this command; run the command again`,
    );
    await exited(stalled);
  }, 60_000);
});

/** How many times a log shows an acquire while another holder has not released. */
function overlaps(lines: string[]): number {
  let holders = 0;
  let count = 0;
  for (const line of lines) {
    if (line.startsWith('acquire')) {
      if (holders > 0) count++;
      holders++;
    } else holders--;
  }
  return count;
}
