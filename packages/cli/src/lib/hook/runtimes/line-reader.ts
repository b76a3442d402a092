import { constants } from 'node:fs';
import { open } from 'node:fs/promises';

/** A session-record line longer than this (a Write of a file this large) is skipped, never held whole. */
const MAX_RECORD_LINE_BYTES = 16 * 1024 * 1024;
const CHUNK_BYTES = 64 * 1024;

/**
 * Call `onLine` with each line of the file at `path` (without its line ending), reading it
 * in chunks: a line's chunks are joined once, when it ends; a line over the cap is dropped
 * as it is read. False when there is no such file. A FIFO, socket or device is refused
 * (opened without blocking, judged by `fstat`).
 */
export async function forEachLine(path: string, onLine: (line: Buffer) => void): Promise<boolean> {
  let handle;
  try {
    // O_NONBLOCK: a FIFO named as the transcript is refused by `fstat` below, never waited on.
    /* eslint-disable-next-line @typescript-eslint/no-unnecessary-condition --
       typed number, but undefined on platforms without the flag */
    handle = await open(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
  try {
    if (!(await handle.stat()).isFile()) throw new Error(`the session record ${path} is not a regular file`);
    const buffer = Buffer.allocUnsafe(CHUNK_BYTES);
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    let skipping = false;
    const endLine = () => {
      if (!skipping && pendingBytes > 0)
        onLine(pending.length === 1 ? pending[0]! : Buffer.concat(pending, pendingBytes));
      pending = [];
      pendingBytes = 0;
      skipping = false;
    };
    for (;;) {
      const { bytesRead } = await handle.read(buffer, 0, CHUNK_BYTES, null);
      if (bytesRead === 0) break;
      let start = 0;
      while (start < bytesRead) {
        const newline = buffer.indexOf(10, start);
        const end = newline < 0 || newline >= bytesRead ? bytesRead : newline;
        if (!skipping && end > start) {
          if (pendingBytes + end - start > MAX_RECORD_LINE_BYTES) {
            skipping = true;
            pending = [];
            pendingBytes = 0;
          } else {
            // A copy: the read buffer is reused for the next chunk.
            pending.push(Buffer.from(buffer.subarray(start, end)));
            pendingBytes += end - start;
          }
        }
        if (end === bytesRead) break;
        endLine();
        start = end + 1;
      }
    }
    endLine();
    return true;
  } finally {
    await handle.close();
  }
}
