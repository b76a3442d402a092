import { join } from 'node:path';
import { ensureStoreFolders, refuseLinks } from './layout.js';
import { MAX_STORE_FILE_BYTES } from './limits.js';
import type { HeldLock } from './lock.js';
import { settleStaged } from './staged.js';
import { sweepTemps } from './sweep.js';

/**
 * Under the lock, before a write to a two-file store (docs/stores.md) in the `.handoff`
 * folder `dir`: make the folders (`subfolders`, the store's default when omitted), refusing
 * links, refuse a link at the dependent file `path`, finish or drop the staged copy of it a
 * killed writer left — `committed` reads the committed identity and answers which text
 * belongs to it — and remove the temp files a killed writer left.
 */
export async function prepareStagedStore(
  dir: string,
  path: string,
  lock: HeldLock,
  committed: () => Promise<(text: string) => boolean>,
  subfolders?: readonly string[],
): Promise<void> {
  await ensureStoreFolders(dir, subfolders);
  await refuseLinks([path]);
  await lock.assertHeld();
  await settleStaged(path, MAX_STORE_FILE_BYTES, await committed());
  await sweepTemps([dir, join(dir, 'state'), join(dir, 'archive')]);
}
