/**
 * What micromark and mdast-util-from-markdown hold at their peak while reading a text (docs/robustness.md, "A memory
 * budget"): a cost per line, per block marker that opens a line (a list item, a block quote, a heading), per inline
 * construct's marker (a link's `](`, a backtick, an emphasis marker, `<`, `&`, `\`) and per character. Each constant is
 * the peak over a shape made of that construct alone (remark-parse 11 / micromark 4, 240,000 characters, peak
 * resident memory over an empty parse), rounded up, so the model stays above each measured shape: prose costs a few
 * bytes a character, dense markup kilobytes.
 */

/** Bytes per line: its events and tokens (a paragraph's line, a fence's, a table row's: 3.1 to 4.8 KB measured). */
const LINE = 5 * 1024;
/** Bytes per block marker opening a line, each of nested ones (`- `, `1. `, `> `, `#`: 6 to 19 KB measured). */
const BLOCK_MARKER = 20 * 1024;
/** Bytes per link's `](`: the link, its label and destination (17 KB measured). */
const LINK = 18 * 1024;
/** Bytes per backtick: a code span's share (2.8 to 3.2 KB measured). */
const BACKTICK = 3.5 * 1024;
/** Bytes per emphasis marker, `*`, `_` or `~` (1.6 to 3.7 KB measured). */
const EMPHASIS = 4 * 1024;
/** Bytes per `<`: an autolink or HTML's start (6.6 KB measured per autolink). */
const ANGLE = 7 * 1024;
/** Bytes per `&`: a character reference (4.7 KB measured). */
const AMPERSAND = 5 * 1024;
/** Bytes per `\`: an escape (2.0 KB measured with what it escapes). */
const BACKSLASH = 2.5 * 1024;
/** Bytes per character of text (prose measured at 2.7). */
const CHARACTER = 8;

/** The most one character can cost under the model: a block marker and a line of its own. */
export const MAX_BYTES_PER_CHARACTER = BLOCK_MARKER + LINE + CHARACTER;

/** Bytes micromark and mdast-util-from-markdown would hold at their peak for `text` (see the module's comment). */
export function estimateMicromarkBytes(text: string): number {
  let bytes = text.length * CHARACTER + LINE;
  let lineStart = true;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (lineStart) {
      const end = blockMarkersEnd(text, i);
      bytes += end.markers * BLOCK_MARKER;
      lineStart = false;
      if (end.at > i) {
        i = end.at - 1;
        continue;
      }
    }
    switch (c) {
      case 10:
        bytes += LINE;
        lineStart = true;
        break;
      case 13:
        if (text.charCodeAt(i + 1) !== 10) {
          bytes += LINE;
          lineStart = true;
        }
        break;
      case 0x5d /* ] */:
        if (text.charCodeAt(i + 1) === 0x28 /* ( */) bytes += LINK;
        break;
      case 0x60 /* ` */:
        bytes += BACKTICK;
        break;
      case 0x2a /* * */:
      case 0x5f /* _ */:
      case 0x7e /* ~ */:
        bytes += EMPHASIS;
        break;
      case 0x3c /* < */:
        bytes += ANGLE;
        break;
      case 0x26 /* & */:
        bytes += AMPERSAND;
        break;
      case 0x5c /* \ */:
        bytes += BACKSLASH;
        break;
      default:
    }
  }
  return bytes;
}

/**
 * The block markers that open the line at `start` (`- `, `* `, `+ `, `1. `, `2) `, `>`, and a heading's `#`, each after
 * up to three spaces of indentation, nested ones each counted), and where they end.
 */
function blockMarkersEnd(text: string, start: number): { markers: number; at: number } {
  let markers = 0;
  let at = start;
  for (;;) {
    let i = at;
    while (i - at < 3 && text.charCodeAt(i) === 0x20) i++;
    const c = text.charCodeAt(i);
    if (c === 0x3e /* > */) {
      markers++;
      at = i + 1;
      continue;
    }
    if (c === 0x23 /* # */) return { markers: markers + 1, at: i + 1 };
    let end = i;
    if (c === 0x2d || c === 0x2a || c === 0x2b) end = i + 1;
    else while (end - i < 9 && text.charCodeAt(end) >= 0x30 && text.charCodeAt(end) <= 0x39) end++;
    if (end > i && c >= 0x30 && c <= 0x39) {
      const delimiter = text.charCodeAt(end);
      end = delimiter === 0x2e || delimiter === 0x29 ? end + 1 : i;
    }
    const after = text.charCodeAt(end);
    if (end > i && (after === 0x20 || after === 0x09 || after === 10 || after === 13 || Number.isNaN(after))) {
      markers++;
      at = end;
      continue;
    }
    return { markers, at };
  }
}
