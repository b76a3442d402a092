// What callers of the stores need besides each area's own API: the errors a store throws,
// its limits, and the bounded, strict file reader the CLI uses for the files it is given.
export { StoreIoError, StoreRefusal, type StoreRefusalReason } from './lib/store/errors.js';
export {
  LOCK_REFRESH_MS,
  LOCK_STALE_MS,
  LOCK_WAIT_MS,
  MAX_INPUT_BYTES,
  MAX_STORE_FILE_BYTES,
} from './lib/store/limits.js';
export type { LockOptions } from './lib/store/lock.js';
export { formatBytes, readRegularFile, type ReadFileOptions } from './lib/store/read.js';
export { decodeUtf8, type Utf8Result } from './lib/store/utf8.js';
export { readInputFile, type InputFileOutcome } from './lib/store/input.js';
export { fileSystemErrorMessage } from './lib/store/file-system-message.js';
export { STORE_STATE_FOLDER } from './lib/store/layout.js';
export { writeFileAtomic, type AtomicWriteOptions } from './lib/store/atomic.js';
export {
  containPath,
  containmentProblem,
  findProjectRoot,
  isWithin,
  type ContainOptions,
  type Containment,
} from './lib/store/containment.js';
