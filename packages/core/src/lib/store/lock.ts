import { randomBytes } from 'node:crypto';
import type { Stats } from 'node:fs';
import { join } from 'node:path';
import { createExclusive } from './atomic.js';
import { StoreRefusal } from './errors.js';
import { linkRefusal } from './read.js';
import { ensureStoreFolders } from './layout.js';
import { processIsRunning, processNamespace } from './process.js';
import { syscalls } from './syscalls.js';
import { LOCK_REFRESH_MS, LOCK_STALE_MS, LOCK_WAIT_MS } from './limits.js';

/** The lock file inside a store folder. */
const LOCK_FILE = '.lock';

/** What a locked call may be told. */
export interface LockOptions {
  /**
   * Receives one line when the lock was taken over from a holder that stopped (killed, or
   * silent past the stale time). The CLI prints it on stderr.
   */
  onNotice?: (message: string) => void;
  /** How long to wait for a live holder (default {@link LOCK_WAIT_MS}, or `HANDOFF_LOCK_WAIT_MS`). */
  lockWaitMs?: number;
}

/** The lock while it is held. */
export interface HeldLock {
  /** The lock file. */
  readonly path: string;
  /**
   * Throw a `lock-lost` {@link StoreRefusal} when another writer took the lock over (this one
   * was stalled past the stale time). Called right before every commit, so a writer that
   * lost its lock commits nothing more; `consequence` says what that leaves (for the message).
   */
  assertHeld(consequence?: string): Promise<void>;
}

interface Owner {
  token: string;
  pid: number;
  namespace: string;
  since: string;
}

interface Holder {
  owner: Owner | null;
  stats: Stats;
}

/**
 * Run `fn` while holding the store's cross-process lock: the file `<dir>/.lock`, created
 * with its owner (pid, host, random token) in one step (temp file + `link`, atomic on local
 * file systems and NFS alike). The holder refreshes its mtime every second. A waiting writer
 * takes the lock over at once when its holder's process is gone (same host and pid
 * namespace), or when it was not refreshed for 10 s (a stopped, hung or remote holder),
 * and says so through `onNotice`; a live holder (seen refreshing, or running on this host)
 * is reported after 5 s with a `lock-busy` refusal naming the lock and its holder. `fn` gets the lock to check before
 * each commit.
 */
export async function withLock<T>(
  dir: string,
  fn: (lock: HeldLock) => Promise<T>,
  options: LockOptions = {},
): Promise<T> {
  await ensureStoreFolders(dir, []);
  const path = join(dir, LOCK_FILE);
  const owner: Owner = {
    token: randomBytes(16).toString('hex'),
    pid: process.pid,
    namespace: processNamespace(),
    since: new Date().toISOString(),
  };
  await acquire(path, owner, options);
  let lost = false;
  let refreshing = false;
  const stillOurs = async (): Promise<boolean> => (await readHolder(path))?.owner?.token === owner.token;
  const timer = setInterval(() => {
    if (lost || refreshing) return;
    refreshing = true;
    stillOurs()
      .then(async (ours) => {
        if (!ours) lost = true;
        else await syscalls.utimes(path, new Date());
      })
      .catch(() => undefined)
      .finally(() => {
        refreshing = false;
      });
  }, LOCK_REFRESH_MS);
  timer.unref();
  const lock: HeldLock = {
    path,
    async assertHeld(consequence = 'nothing was written by this command') {
      if (!lost && !(await stillOurs().catch(() => false))) lost = true;
      if (lost) {
        throw new StoreRefusal(
          'lock-lost',
          path,
          `another writer took over the lock ${path} while this one was stalled for more than ` +
            `${LOCK_STALE_MS / 1000} s; ${consequence}; run the command again`,
        );
      }
    },
  };
  try {
    return await fn(lock);
  } finally {
    clearInterval(timer);
    /* eslint-disable-next-line @typescript-eslint/no-unnecessary-condition --
       the refresh timer sets `lost` while fn runs */
    if (!lost && (await stillOurs().catch(() => false))) await syscalls.unlink(path).catch(() => undefined);
  }
}

async function acquire(path: string, owner: Owner, options: LockOptions): Promise<void> {
  const text = `${JSON.stringify(owner)}\n`;
  const started = Date.now();
  const waitMs = options.lockWaitMs ?? waitFromEnvironment();
  let delay = 5;
  // The first state of the lock seen, to tell a holder that refreshes it from one that stopped.
  let seen: Stats | null = null;
  let refreshed = false;
  for (;;) {
    try {
      await createExclusive(path, text, { durable: false });
      return;
    } catch (error) {
      // EEXIST: held. ENOENT: our temp file was swept by the holder before the link; retry.
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'EEXIST' && code !== 'ENOENT') throw error;
    }
    const holder = await readHolder(path);
    if (holder === null) continue;
    // Ours are files, older versions' are folders; a link (a cloned repository can commit
    // one) or anything else is not a lock to wait for or to remove.
    if (!holder.stats.isFile() && !holder.stats.isDirectory()) throw linkOrOther(path, holder.stats);
    const silentMs = Date.now() - holder.stats.mtimeMs;
    const gone =
      holder.owner !== null && holder.owner.namespace === owner.namespace && !processIsRunning(holder.owner.pid);
    if (gone || silentMs > LOCK_STALE_MS) {
      if (await takeOver(path, holder, owner.token)) {
        options.onNotice?.(
          gone
            ? `took over the lock ${path}: its holder (pid ${holder.owner!.pid}) is no longer running`
            : `took over the stale lock ${path}: its holder${describeOwner(holder.owner)} had not refreshed it for ` +
                `${Math.round(silentMs / 1000)} s`,
        );
      }
      continue;
    }
    if (seen === null || seen.ino !== holder.stats.ino) seen = holder.stats;
    else if (seen.mtimeMs !== holder.stats.mtimeMs) refreshed = true;
    // A holder seen refreshing, or whose process runs here, is alive: give up after the
    // wait. One that shows no sign of life (on another host, silent) is waited for until it
    // turns stale, so a writer never gives up on a dead lock and never waits past the stale time.
    const alive =
      refreshed ||
      (holder.owner !== null && holder.owner.namespace === owner.namespace && processIsRunning(holder.owner.pid));
    if (Date.now() - started >= waitMs && alive) {
      throw new StoreRefusal(
        'lock-busy',
        path,
        `another writer holds the lock ${path}${describeOwner(holder.owner)}` +
          `${holder.owner ? ` since ${holder.owner.since}` : ''} and is still running; nothing was changed; ` +
          `try again when it has finished`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, delay + Math.random() * delay));
    delay = Math.min(delay * 2, 100);
  }
}

/**
 * Move the stale lock aside and remove it. If what was moved is not the lock judged stale
 * (another writer took it over in between), it is put back when the name is still free;
 * otherwise its holder finds its lock gone at its next check and commits nothing.
 */
async function takeOver(path: string, stale: Holder, token: string): Promise<boolean> {
  const aside = `${path}.${token}.stale`;
  try {
    await syscalls.rename(path, aside);
  } catch {
    return false;
  }
  const moved = await syscalls.lstat(aside).catch(() => null);
  const same = moved !== null && moved.ino === stale.stats.ino && moved.mtimeMs === stale.stats.mtimeMs;
  if (!same && moved?.isFile()) await syscalls.link(aside, path).catch(() => undefined);
  if (moved?.isDirectory()) await syscalls.rmdir(aside).catch(() => undefined);
  else await syscalls.unlink(aside).catch(() => undefined);
  return same;
}

/** The lock as found: its stats and owner (`null` owner: unreadable, or a folder lock of an older version). */
async function readHolder(path: string): Promise<Holder | null> {
  let stats: Stats;
  try {
    stats = await syscalls.lstat(path);
  } catch {
    return null;
  }
  if (!stats.isFile()) return { owner: null, stats };
  try {
    const owner = JSON.parse((await syscalls.readFile(path)).toString('utf8')) as Owner | null;
    return { owner: typeof owner?.token === 'string' && Number.isSafeInteger(owner.pid) ? owner : null, stats };
  } catch {
    return { owner: null, stats };
  }
}

function describeOwner(owner: Owner | null): string {
  return owner ? ` (pid ${owner.pid} on ${owner.namespace.split(' ')[0]})` : '';
}

function waitFromEnvironment(): number {
  const value = Number(process.env.HANDOFF_LOCK_WAIT_MS);
  return Number.isFinite(value) && value >= 0 ? value : LOCK_WAIT_MS;
}

function linkOrOther(path: string, stats: Stats): StoreRefusal {
  return stats.isSymbolicLink()
    ? linkRefusal(path)
    : new StoreRefusal('not-a-file', path, `${path} is not a lock file (not a regular file or folder); remove it`);
}
