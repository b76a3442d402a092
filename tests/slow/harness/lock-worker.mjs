// Lock-harness child for R11 and R12, through the built store (packages/core/dist):
//   update <store> <id> <count> [unlocked]  read-modify-write the rejections state `count` times
//   hold <store>                            take the lock, say so, then hold it until killed
//   stall <store>                           take the lock, say so, wait for a message, then check it
//   stress <store> <log> <id> <ms>          take and release the lock for `ms`, logging both [unlocked]
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';

const [, , mode, store, ...rest] = process.argv;
const dist = new URL('../../../packages/core/dist/', import.meta.url);
const { withLock, writeFileAtomic, readStoreText, ensureStoreFolders } = await import(
  new URL('lib/store/index.js', dist).href
);
const { checkpointForSession, recordRejection } = await import(new URL('rejections.js', dist).href);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

if (mode === 'update') {
  const [id, count, unlocked] = rest;
  for (let k = 0; k < Number(count); k++) {
    const session = `w${id}-${k}`;
    if (unlocked) {
      // The control: the same read-modify-write with the lock left out.
      const path = join(store, 'state', 'rejections.json');
      const state = JSON.parse(await readStoreText(path, 1 << 24));
      state.deliveries.push({ session, version: 'v' });
      await writeFileAtomic(path, `${JSON.stringify(state, null, 2)}\n`);
    } else {
      const result = await checkpointForSession(store, { session });
      if (!result.ok || !result.delivered) throw new Error(`not delivered to ${session}`);
    }
  }
} else if (mode === 'hold') {
  await withLock(store, async () => {
    process.send('locked');
    for (;;) await sleep(1000);
  });
} else if (mode === 'stall') {
  await withLock(store, async (lock) => {
    process.send('locked');
    await new Promise((resolve) => process.once('message', resolve));
    try {
      await lock.assertHeld();
      process.send('still held');
    } catch (error) {
      process.send(`${error.name}: ${error.message}`);
    }
  });
  process.disconnect();
} else if (mode === 'stress') {
  const [log, id, ms, unlocked] = rest;
  await ensureStoreFolders(store, []);
  const until = Date.now() + Number(ms);
  const critical = async () => {
    appendFileSync(log, `acquire ${id}\n`);
    await sleep(Math.random() * 3);
    appendFileSync(log, `release ${id}\n`);
  };
  while (Date.now() < until) {
    if (unlocked) await critical();
    else await withLock(store, critical);
  }
} else if (mode === 'reject') {
  await recordRejection(store, { approach: rest[0], evidence: 'after a kill' });
} else {
  throw new Error(`unknown mode ${mode}`);
}
