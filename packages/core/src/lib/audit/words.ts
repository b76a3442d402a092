import { STOPWORDS, WORD_SYNONYMS } from './vocabulary.js';

/**
 * The words of an identifier or a phrase, lower-cased: `reconnectTimeout`, `RECONNECT_TIMEOUT`,
 * `reconnect-timeout` and `reconnect timeout` all give `reconnect`, `timeout`. Digits stay
 * with the letters before them only when they end a version-like token (`vite7` → `vite`, `7`).
 */
export function splitWords(text: string): string[] {
  const out: string[] = [];
  let start = -1;
  // ASCII is scanned by hand (the audit reads every line of long sessions); a piece with
  // other letters goes through the Unicode-aware split.
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) : 32;
    const alnum = (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c > 127;
    if (alnum) {
      if (start < 0) start = i;
      continue;
    }
    if (start >= 0) {
      splitPiece(text.slice(start, i), out);
      start = -1;
    }
  }
  return out;
}

const isUpper = (c: number) => c >= 65 && c <= 90;
const isLower = (c: number) => c >= 97 && c <= 122;
const isDigit = (c: number) => c >= 48 && c <= 57;

/** Split one run of letters and digits at case and letter-digit changes. */
function splitPiece(piece: string, out: string[]): void {
  for (let i = 0; i < piece.length; i++) {
    if (piece.charCodeAt(i) > 127) {
      for (const part of piece.split(/[^\p{L}\p{N}]+/u)) unicodePiece(part, out);
      return;
    }
  }
  let from = 0;
  for (let i = 1; i < piece.length; i++) {
    const a = piece.charCodeAt(i - 1);
    const b = piece.charCodeAt(i);
    const next = i + 1 < piece.length ? piece.charCodeAt(i + 1) : 0;
    const boundary =
      (isLower(a) && isUpper(b)) ||
      (isUpper(a) && isUpper(b) && isLower(next)) ||
      ((isLower(a) || isUpper(a)) && isDigit(b)) ||
      (isDigit(a) && (isLower(b) || isUpper(b)));
    if (boundary) {
      out.push(piece.slice(from, i).toLowerCase());
      from = i;
    }
  }
  if (from < piece.length) out.push(piece.slice(from).toLowerCase());
}

function unicodePiece(piece: string, out: string[]): void {
  if (piece === '') return;
  const parts = piece
    .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
    .replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, '$1 $2')
    .replace(/(\p{L})(\p{N})/gu, '$1 $2')
    .replace(/(\p{N})(\p{L})/gu, '$1 $2')
    .split(' ');
  for (const part of parts) if (part !== '') out.push(part.toLowerCase());
}

/**
 * A light stem, the same on both sides of every comparison: `retries` → `retry`, `timeouts` → `timeout`, `passes` →
 * `pass`.
 */
function stem(word: string): string {
  if (word.length >= 5 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length >= 5 && word.endsWith('sses')) return word.slice(0, -2);
  if (word.length >= 4 && word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** A word as the matcher compares it: abbreviations expanded (`db` → `database`), then stemmed. */
export function normalizeWord(word: string): string {
  const lower = word.toLowerCase();
  return stem(WORD_SYNONYMS[lower] ?? lower);
}

/** Whether a word says nothing about what is changed (checked raw and stemmed). */
export function isStopword(word: string): boolean {
  return STOPWORDS.has(word) || STOPWORDS.has(stem(word));
}

/** The normalised words of a text, in order (stopwords kept: phrases need them). */
export function normalizedWords(text: string): string[] {
  return splitWords(text).map(normalizeWord);
}

/** The normalised content words of a text, in order, without stopwords or numbers. */
export function contentWords(text: string): string[] {
  return splitWords(text)
    .filter((word) => !isStopword(word) && !/^\p{N}+$/u.test(word))
    .map(normalizeWord);
}

/** Whether `words` holds `phrase` (its own normalised words) as consecutive words. */
export function hasPhrase(words: readonly string[], phrase: string): boolean {
  const wanted = normalizedWords(phrase);
  if (wanted.length === 0) return false;
  outer: for (let i = 0; i + wanted.length <= words.length; i++) {
    for (let j = 0; j < wanted.length; j++) if (words[i + j] !== wanted[j]) continue outer;
    return true;
  }
  return false;
}

/** Whether a lower-cased text holds a cue phrase at word boundaries. */
export function hasCue(lowerText: string, cue: string): boolean {
  let at = lowerText.indexOf(cue);
  while (at >= 0) {
    const before = at === 0 ? ' ' : lowerText[at - 1]!;
    const after = lowerText[at + cue.length] ?? ' ';
    const edgeBefore = !/[\p{L}\p{N}]/u.test(before) || !/[\p{L}\p{N}]/u.test(cue[0]!);
    const edgeAfter = !/[\p{L}\p{N}]/u.test(after) || !/[\p{L}\p{N}]/u.test(cue.at(-1)!);
    if (edgeBefore && edgeAfter) return true;
    at = lowerText.indexOf(cue, at + 1);
  }
  return false;
}

/**
 * Code-like tokens of a text: backticked single words and words written as identifiers
 * (`reconnectTimeout`, `MAX_RETRIES`, `pool_size`, `no-floating-promises`), as written; an
 * acronym alone (`HTTP`) is a word, not an identifier.
 */
export function identifiersOf(text: string): string[] {
  const out = new Set<string>();
  for (const match of text.matchAll(/`([^`\s]+)`/g)) out.add(match[1]!);
  for (const match of text.matchAll(/[\p{L}_$][\p{L}\p{N}_$-]*/gu)) {
    const token = match[0].replace(/-+$/, '');
    if (
      /\p{Ll}\p{Lu}/u.test(token) ||
      /[\p{L}\p{N}]_[\p{L}\p{N}]/u.test(token) ||
      /^[a-z0-9]+(-[a-z0-9]+){2,}$/.test(token)
    )
      out.add(token);
  }
  return [...out];
}
