// V8 collects every part of a global `String.prototype.replace` in one internal array; past
// some tens of millions of matches (a 50 MB run of backticks to escape) that array outgrows
// V8's size limit and the process aborts with "invalid size error", which no `try` catches.
// A large text is therefore replaced piece by piece, each piece far below the limit.

/** Characters per piece: a piece can hold at most this many matches. */
const PIECE = 1 << 20;
/** The longest look-behind or look-ahead a pattern given here may use, in characters. */
const LOOKAROUND = 40;

/**
 * `text.replace(pattern, replacement)` for a global `pattern` and a replacement function, safe
 * on any size. Pieces are cut between two printable ASCII characters that are neither `_` nor
 * `&`, at least `LOOKAROUND` characters after the last `&`, so a pattern whose look-arounds
 * test only letters, digits, surrogates, `_` flanking or what follows an `&` (as the escapers'
 * do) gives the same result as one replace over the whole text. Where no such cut is near,
 * the rest is replaced match by match, still in bounded parts.
 */
export function replaceInPieces(text: string, pattern: RegExp, replacement: (match: string) => string): string {
  if (text.length <= PIECE) return text.replace(pattern, replacement);
  const pieces: string[] = [];
  let start = 0;
  while (start < text.length) {
    const cut = safeCut(text, start + PIECE);
    if (cut === null) {
      pieces.push(replaceByMatch(text.slice(start), pattern, replacement));
      break;
    }
    pieces.push(text.slice(start, cut).replace(pattern, replacement));
    start = cut;
  }
  return pieces.join('');
}

function safeCut(text: string, from: number): number | null {
  if (from >= text.length) return text.length;
  const last = Math.min(text.length, from + 4096);
  for (let i = from; i < last; i++)
    if (plain(text.charCodeAt(i - 1)) && plain(text.charCodeAt(i)) && !text.slice(i - LOOKAROUND, i).includes('&'))
      return i;
  return null;
}

// Printable ASCII but `_` and `&`: no surrogate pair, CR LF pair or look-around is split.
function plain(code: number): boolean {
  return code >= 0x20 && code < 0x7f && code !== 0x5f && code !== 0x26;
}

function replaceByMatch(text: string, pattern: RegExp, replacement: (match: string) => string): string {
  const done: string[] = [];
  let parts: string[] = [];
  let last = 0;
  const search = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
  for (let match = search.exec(text); match !== null; match = search.exec(text)) {
    parts.push(text.slice(last, match.index), replacement(match[0]));
    last = match.index + match[0].length;
    if (match[0].length === 0) search.lastIndex++;
    if (parts.length >= 1 << 16) {
      done.push(parts.join(''));
      parts = [];
    }
  }
  parts.push(text.slice(last));
  done.push(parts.join(''));
  return done.join('');
}
