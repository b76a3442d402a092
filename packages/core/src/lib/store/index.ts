export { createExclusive, createUnique, fsyncDirectory, renameDurably, tempPathFor, writeFileAtomic, type AtomicWriteOptions } from './atomic.js';
export { errnoError, StoreIoError, StoreRefusal, type StoreRefusalReason } from './errors.js';
export { checkStoreFolders, ensureStoreFolders, lstatOrNull, STORE_SUBFOLDERS } from './layout.js';
export { LOCK_REFRESH_MS, LOCK_STALE_MS, LOCK_WAIT_MS, MAX_INPUT_BYTES, MAX_STORE_FILE_BYTES } from './limits.js';
export { LOCK_FILE, withLock, type HeldLock, type LockOptions } from './lock.js';
export { decodeStoreText, formatBytes, linkRefusal, readRegularFile, readStoreText, type ReadFileOptions } from './read.js';
export { readDependent, settleStaged, stagedPath } from './staged.js';
export { isTempName, sweepTemps, sweepTempsOf } from './sweep.js';
export { decodeUtf8, firstInvalidByte, type Utf8Result } from './utf8.js';
