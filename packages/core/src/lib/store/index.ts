export { createExclusive, createUnique, renameDurably, writeFileAtomic } from './atomic.js';
export { committedBy, StoreRefusal } from './errors.js';
export { checkStoreFolders, ensureStoreFolders, lstatOrNull, refuseLinks } from './layout.js';
export { MAX_INPUT_BYTES, MAX_STORE_FILE_BYTES } from './limits.js';
export { withLock, type HeldLock, type LockOptions } from './lock.js';
export { decodeStoreText, linkRefusal, readRegularFile, readStoreText } from './read.js';
export { readDependent, settleStaged, stagedPath } from './staged.js';
export { sweepTemps, sweepTempsOf } from './sweep.js';
export { syscalls } from './syscalls.js';
