import { codeAt, equalsIgnoreCase, isBlank, isLetter, isLineBreak, isWordChar, skipBlanks } from './chars.js';

/**
 * The text after a secret-ish word of prose (`the token is 0123…`, `password for admin is
 * …`, `` `API_KEY` `` then a value): where a value may start, read forward only. The
 * trigger collector asks it before it records a prose word (most words of prose are
 * followed by more prose and need no handler), and the handler asks it again for the few
 * that pass; being forward-only, the answer does not depend on what the scan found before.
 */

/** The verbs that state a value, linking a name to what it is (`the password is …`, `the token was reset to …`). */
const LINKING_WORDS = ['is', 'was', 'are', 'were', 'be', 'becomes', 'became', 'remains', 'equals', 'set', 'reset'];
/** Words that may sit between a secret-ish word and its value in a sentence, by length (lower case). */
const GLUE = byLength([...LINKING_WORDS, 'now', 'still', 'to', 'changed', 'as', 'the', 'a', 'an', 'here', 'also']);
/** The glue words that state a value (`the passphrase is "…"`), by length. */
const LINKING = byLength(LINKING_WORDS);
/** The longest parenthesis read for a code span in it: a credential, not a passage of code. */
const MAX_PARENTHESISED = 256;

/** Prepositions whose object comes before the value: `the password for admin is …`. */
const OBJECT_GLUE = byLength(['for', 'of', 'on', 'at', 'in', 'from']);

function byLength(words: readonly string[]): ReadonlyArray<readonly string[] | undefined> {
  const table: string[][] = [];
  for (const word of words) (table[word.length] ??= []).push(word);
  return table;
}

/**
 * Whether the letters at `at` (`length` of them) are one of `words`, ignoring case; compared in place, without a slice.
 */
function isWordIn(
  words: ReadonlyArray<readonly string[] | undefined>,
  text: string,
  at: number,
  length: number,
): boolean {
  const candidates = words[length];
  if (candidates === undefined) return false;
  for (const word of candidates) if (equalsIgnoreCase(text, at, word)) return true;
  return false;
}

/** The length of the word at `at` if it is followed by a blank, else 0. */
function wordAt(text: string, at: number): number {
  let i = at;
  while (i < text.length && i - at < 24 && isLetter(text.charCodeAt(i))) i++;
  return i > at && isBlank(text.charCodeAt(i)) ? i - at : 0;
}

/**
 * Whether the secret-ish word ending at `wordEnd` is closed by a backtick (`` `password` ``, inline code), so its name
 * must open one.
 */
export function closedByBacktick(text: string, wordEnd: number): boolean {
  return codeAt(text, wordEnd) === 0x60;
}

/**
 * Where the value after the secret-ish word ending at `wordEnd` starts, past blanks, glue
 * words (`is`, `was set to`, `for admin is`); or -1 when nothing there can be a credential:
 * a parenthesis opens (a note about the name), the word goes on (`passwords`, `token-url`, `password.txt`), an
 * operator follows (an assignment, found at the operator), the line ends, a reference
 * starts (`$`, `<`, `{`), or the next word is plain prose (letters up to a blank, neither
 * glue nor a value: `the token is passed`).
 */
export function proseValueStart(text: string, wordEnd: number): number {
  const after = codeAt(text, wordEnd);
  if (isWordChar(after) || ((after === 0x2d || after === 0x2e) && isWordChar(codeAt(text, wordEnd + 1)))) return -1;
  const from = after === 0x60 ? wordEnd + 1 : wordEnd;
  let i = skipBlanks(text, from);
  if (i === from || i >= text.length) return -1;
  // A table row: the name ends its cell and the value fills the next (`| Database password | … |`).
  if (text.charCodeAt(i) === 0x7c && isBlank(codeAt(text, i + 1))) {
    const cell = skipBlanks(text, i + 1);
    return cell > i + 1 && cell < text.length && !isLineBreak(text.charCodeAt(cell)) && codeAt(text, cell) !== 0x7c
      ? cell
      : -1;
  }
  const first = text.charCodeAt(i);
  if (first === 0x3d || first === 0x3a || isLineBreak(first) || first === 0x24 || first === 0x3c || first === 0x7b)
    return -1;
  // After a preposition's object (`for admin`) a glue word must state the value (`is`): `refresh token for access token
  // via `…`` gives none.
  let glueDue = false;
  for (let n = 0; n < 6; n++) {
    const length = wordAt(text, i);
    if (length === 0) break;
    // The value would be this plain word: no credential, and no provider token.
    if (length > 7) return -1;
    if (isWordIn(OBJECT_GLUE, text, i, length)) {
      // The object: one to three words (`for admin`, `for the staging database`); a glue word must follow.
      i = skipBlanks(text, i + length);
      let words = 0;
      for (let object = wordAt(text, i); object > 0 && words < 3; object = wordAt(text, i)) {
        if (words > 0 && isWordIn(GLUE, text, i, object)) break;
        i = skipBlanks(text, i + object);
        words++;
      }
      if (words === 0) return -1;
      glueDue = true;
    } else if (isWordIn(GLUE, text, i, length)) {
      i = skipBlanks(text, i + length);
      glueDue = false;
    } else return -1;
  }
  if (glueDue || i >= text.length || isLineBreak(text.charCodeAt(i))) return -1;
  return text.charCodeAt(i) === 0x28 ? codeInParentheses(text, i) : i;
}

/**
 * Whether the words between a secret-ish word (ending at `wordEnd`) and its value (at `valueStart`) state the value
 * with a linking verb (`the passphrase for staging is "…"`, `token was set to "…"`).
 */
export function linkedByVerb(text: string, wordEnd: number, valueStart: number): boolean {
  let i = wordEnd;
  while (i < valueStart) {
    if (!isLetter(text.charCodeAt(i))) {
      i++;
      continue;
    }
    const start = i;
    while (i < valueStart && isLetter(text.charCodeAt(i))) i++;
    if (isWordIn(LINKING, text, start, i - start)) return true;
  }
  return false;
}

/**
 * Where the code span starts that is all a parenthesis at `open` holds (`DB password (`…`)`): the value of the name,
 * given beside it; or -1. A parenthesis of words is a note about the name (`password (see vault)`, `` `KEY`
 * (secp256k1, hex) ``), not its value.
 */
function codeInParentheses(text: string, open: number): number {
  if (codeAt(text, open + 1) !== 0x60) return -1;
  const close = text.indexOf('`', open + 2);
  if (close < 0 || close - open > MAX_PARENTHESISED || codeAt(text, close + 1) !== 0x29) return -1;
  for (let j = open + 2; j < close; j++) if (isLineBreak(text.charCodeAt(j))) return -1;
  return open + 1;
}
