import { afterLineBreak, isLineBreak, isWordChar, runEnd, type CharSet } from './chars.js';
import { isEscapeAt } from './escapes.js';
import { secretWordEndingAt } from './names.js';
import { compatibilityOf, confusableOf, isInvisible, isNormalisable } from './unicode.js';

/**
 * What the raw scan noticed that only a normalised view can settle: a token or a name
 * broken by a character that normalisation changes (`ghp_…\u200b…`, `pass\u00adword=`, a
 * full-width or Cyrillic letter next to an anchor), or a token cut short by a line end. The
 * handlers report it here, at places they read anyway, so a text with nothing of the kind
 * costs nothing more. Only the outermost scan of a text watches (a nested scan of a value
 * never holds a line end); the normalised scan itself does not.
 */
let watching = false;
/** A character to normalise was noticed in a copy of part of the text (a nested scan): look through the whole text. */
let anywhere = false;
/** Where characters to normalise were noticed, in the watched text. */
let places: number[] = [];
let joins: number[] = [];
/** The text being watched: a place is recorded in it only (a nested scan reads a copy of a value). */
let watched = '';

/** Start watching the scan of a whole text. */
export function watch(text: string): void {
  watching = true;
  anywhere = false;
  // The lists read after the last scan are done with; empty ones are reused.
  if (places.length > 0) places = [];
  if (joins.length > 0) joins = [];
  watched = text;
}

/** Stop watching. What was noticed stays readable (`noticed…`) until the next `watch`. */
export function stopWatching(): void {
  watching = false;
  watched = '';
}

/** Places in the text where a character normalisation changes broke a token or a name, or a full-width token starts. */
export function noticedPlaces(): number[] {
  return places;
}

/** Line ends a token was cut at. */
export function noticedJoins(): readonly number[] {
  return joins;
}

/** Whether such a character was noticed in a copy of a value (its place unknown): every place is then looked for. */
export function noticedAnywhere(): boolean {
  return anywhere;
}

function record(text: string, at: number): void {
  if (text === watched) places.push(at);
  else anywhere = true;
}

/** The character at `at` stopped a token or a word: is it one that normalisation changes, or an escape it decodes? */
export function noticeAt(text: string, at: number): void {
  if (!watching || at >= text.length) return;
  const c = text.charCodeAt(at);
  if (c >= 0x80 ? isNormalisable(c) : (c === 0x5c || c === 0x25) && isEscapeAt(text, at)) record(text, at);
}

/**
 * A word (a name, an anchor) should have ended at `end` and did not read as one: walk back
 * over its ASCII letters and digits; if the character that stops the walk is one that
 * normalisation changes or an escape (`ghр_`, `\u0067hp_`), note it. Words are short, so the walk is.
 */
export function noticeInWord(text: string, end: number): void {
  if (!watching) return;
  for (let i = end - 1; i >= 0 && end - i <= 16; i--) {
    const c = text.charCodeAt(i);
    if ((c >= 0x30 && c <= 0x39) || ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a) || c === 0x5f || c === 0x2d) continue;
    noticeAt(text, i);
    return;
  }
}

/**
 * A name ending at `end` holds a character normalisation changes (`pass\u200bword=`,
 * `ｐａｓｓｗｏｒｄ=`, `pаssword=`): note it only when the name, normalised, ends with a
 * secret-ish word, so an invisible character in an ordinary word (`Reaso\u2060n:`) costs no
 * normalised pass.
 */
export function noticeName(text: string, end: number): void {
  if (!watching) return;
  let folded = '';
  let first = -1;
  for (let i = end - 1; i >= 0 && end - i <= 24 && folded.length < 16; i--) {
    const c = text.charCodeAt(i);
    if (c < 0x80) {
      if (!isWordChar(c)) break;
      folded = text[i]! + folded;
    } else if (isInvisible(c)) first = i;
    else {
      const latin = confusableOf(c);
      const compatible = latin >= 0 ? String.fromCharCode(latin) : compatibilityOf(c);
      if (compatible === '') break;
      folded = compatible + folded;
      first = i;
    }
  }
  if (first >= 0 && secretWordEndingAt(folded, folded.length) >= 0) record(text, first);
}

/**
 * A token's run stopped at `stop`: when that is a line end, the token may go on on the
 * next line; `complete` says whether the run had a token's whole shape already (then only a
 * continuation that reads as token material, not a word, is rejoined). When it is a
 * character that normalisation changes, note it.
 */
export function noticeRunEnd(text: string, stop: number, complete: boolean, chars: CharSet): void {
  if (!watching) return;
  const c = text.charCodeAt(stop);
  if (isLineBreak(c)) {
    if (text === watched && (!complete || continuesToken(text, stop, chars))) joins.push(stop);
  } else noticeAt(text, stop);
}

/**
 * Whether the line after the line end at `at` starts, unindented, with a run of the token's
 * characters that reads as token material (a digit or a case change inside), not a word.
 */
function continuesToken(text: string, at: number, chars: CharSet): boolean {
  const start = afterLineBreak(text, at);
  const end = runEnd(text, start, chars);
  if (end - start < 4 || end - start > 1024) return false;
  const run = text.slice(start, end);
  return /[0-9]/.test(run) || /[a-z][A-Z]|[A-Z]{2}[a-z]/.test(run);
}
