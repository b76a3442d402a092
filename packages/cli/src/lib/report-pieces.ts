/**
 * A lint report in pieces: the formatter's, then, for a human format, what the run says besides the findings (the
 * trailer) after a blank line, as the stylish report's own notice stands (none when the report is empty or already
 * ends with one). Joined, the pieces are the whole report.
 */
export function* reportPieces(formatted: Iterable<string>, trailer: string, human: boolean): Generator<string> {
  let tail = '';
  for (const piece of formatted) {
    if (piece === '') continue;
    tail = (tail + piece).slice(-2);
    yield piece;
  }
  if (!human || trailer === '') return;
  yield tail === '' || tail === '\n\n' ? trailer : `\n${trailer}`;
}

/** About how much of a report one write gives standard output: a few writes, none of them the whole report. */
const BATCH_CHARS = 64 * 1024;

/** Pieces joined into batches of about `BATCH_CHARS` characters (the last one shorter), in order. */
export function* batched(pieces: Iterable<string>, size = BATCH_CHARS): Generator<string> {
  let batch: string[] = [];
  let length = 0;
  for (const piece of pieces) {
    batch.push(piece);
    length += piece.length;
    if (length >= size) {
      yield batch.join('');
      batch = [];
      length = 0;
    }
  }
  if (length > 0) yield batch.join('');
}
