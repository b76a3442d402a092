/**
 * A hand-over kept as history (docs/real-files.md, "A hand-over kept as history"): in a folder named `archive`,
 * `archives` or `archived` (`docs/archive/NEXT_STEPS.md`, `_archive/`), or marked superseded in its first lines
 * (`**SUPERSEDED** — kept for history`). It records how the work stood once, and nobody will edit it: the hand-over
 * rules make no claim on it, while the rules on any text (a secret, front matter that does not parse) still run.
 */

/** The folder names of an archive: `archive`, `archives`, `archived`, with a leading `_` or `.` or none. */
const ARCHIVE_FOLDER = /^[._]?archive[sd]?$/i;

/** How many of a file's first non-blank lines are read for a mark that it is superseded. */
const OPENING_LINES = 5;

/** Why a hand-over at `path` with `text` is kept as history, in a few words; `null` when it is a live one. */
export function handoffHistory(path: string, text: string): string | null {
  const folders = path.split(/[\\/]/).slice(0, -1);
  if (folders.some((folder) => ARCHIVE_FOLDER.test(folder))) return 'in an archive folder';
  let read = 0;
  for (const line of text.slice(0, 4096).split(/\r\n|\r|\n/)) {
    if (line.trim() === '') continue;
    if (/\bsuperseded\b/i.test(line)) return 'marked superseded';
    if (++read === OPENING_LINES) break;
  }
  return null;
}
