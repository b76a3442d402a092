import { renameDurably } from './atomic.js';
import { StoreRefusal } from './errors.js';
import { readStoreText } from './read.js';
import { syscalls } from './syscalls.js';

/**
 * A two-file store (a packet and its digest; a record and RESUME.md) cannot replace both
 * files in one atomic step. So the dependent file is **staged** first under `<name>.next`
 * (written atomically), then the file that carries the identity (the digest or the record)
 * is replaced — the commit point — and only then is the staged file renamed into place. A
 * kill before the commit leaves the old pair (and a stale `.next`, removed by the next
 * writer); a kill after it leaves the new identity with its dependent file under `.next`,
 * which readers accept when it matches and the next writer renames into place. Every pair a
 * reader sees therefore matches.
 */
export function stagedPath(path: string): string {
  return `${path}.next`;
}

/**
 * Read a dependent file as the pair defines it: `path` when `matches` accepts it, else its
 * staged `.next` copy when that matches (a write interrupted after its commit), else `path`
 * as it is (`null` when missing). `pending` says the staged copy was used.
 */
export async function readDependent(
  path: string,
  maxBytes: number,
  matches: (text: string) => boolean,
): Promise<{ text: string | null; pending: boolean }> {
  let text: string | null = null;
  let unreadable: StoreRefusal | null = null;
  try {
    text = await readStoreText(path, maxBytes);
  } catch (error) {
    // A damaged dependent file may still have its committed copy staged; else it is refused.
    if (!(error instanceof StoreRefusal) || error.reason !== 'invalid-utf8') throw error;
    unreadable = error;
  }
  if (text !== null && matches(text)) return { text, pending: false };
  const staged = await readStoreText(stagedPath(path), maxBytes).catch(() => null);
  if (staged !== null && matches(staged)) return { text: staged, pending: true };
  if (unreadable !== null) throw unreadable;
  return { text, pending: false };
}

/**
 * Under the store's lock, before a new write: finish a write interrupted after its commit
 * (the staged copy matches the committed identity: rename it into place), or drop one
 * interrupted before (it does not match). Returns what was done.
 */
export async function settleStaged(
  path: string,
  maxBytes: number,
  matches: (text: string) => boolean,
): Promise<'none' | 'completed' | 'dropped'> {
  const staged = stagedPath(path);
  let text: string | null;
  try {
    text = await readStoreText(staged, maxBytes);
  } catch {
    text = '';
  }
  if (text === null) return 'none';
  if (text !== '' && matches(text)) {
    await renameDurably(staged, path);
    return 'completed';
  }
  await syscalls.unlink(staged).catch(() => undefined);
  return 'dropped';
}
