export { createExclusive, createUnique, renameDurably, writeFileAtomic } from './atomic.js';
export { committedBy, StoreRefusal } from './errors.js';
export { checkStoreFolders, ensureStoreFolders, lstatOrNull } from './layout.js';
export { MAX_INPUT_BYTES, MAX_STORE_FILE_BYTES } from './limits.js';
export { withLock, type HeldLock, type LockOptions } from './lock.js';
export { decodeStoreText, linkRefusal, readRegularFile, readStoreText } from './read.js';
export { readDependent, stagedPath } from './staged.js';
export { prepareStagedStore } from './staged-prepare.js';
export { sweepTemps, sweepTempsOf } from './sweep.js';
/** @internal The stores' system calls, for tests: no entry of the package exports them. */
export { syscalls } from './syscalls.js';
