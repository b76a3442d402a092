// The fast reader's one entry: what the rest of core (and the tests and benchmarks outside
// this folder) may call. Everything else in this folder is internal to it; README.md beside
// this file says what it reads, when it gives up, and what it guarantees equal to remark.

export { readSimpleBlocks, simpleReaderGaveUpOn } from './simple-blocks.js';
export { parseFast, type FastTrace } from './fast-path.js';
