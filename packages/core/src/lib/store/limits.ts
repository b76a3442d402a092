/** How often a lock holder refreshes its lock's mtime. */
export const LOCK_REFRESH_MS = 1_000;
/**
 * A lock not refreshed for this long is stale: its holder is stopped, hung or gone (on
 * another host, where its process cannot be asked), and the next writer takes it over.
 */
export const LOCK_STALE_MS = 10_000;
/**
 * How long a writer waits for a live holder (one that refreshes its lock) before it gives up
 * and reports the holder. `HANDOFF_LOCK_WAIT_MS` overrides it.
 */
export const LOCK_WAIT_MS = 5_000;
/**
 * The largest store file (record, RESUME.md, packet, state JSON) a reader reads; a writer
 * refuses to store anything larger, so every store it writes can be read back.
 */
export const MAX_STORE_FILE_BYTES = 256 * 1024 * 1024;
/** The largest input file or standard input a verb reads (records, packets, plans, notes, transcripts). */
export const MAX_INPUT_BYTES = 64 * 1024 * 1024;
