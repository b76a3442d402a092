/**
 * The characters a normalised view changes, one fact each: invisible characters are
 * removed, full-width forms and other compatibility characters become what Unicode NFKC
 * makes of them, and Cyrillic or Greek letters that look like Latin ones are folded (only
 * inside a word that also holds Latin letters or digits: a Russian or Greek word stays).
 */

/**
 * Zero-width space, non-joiner and joiner, word joiner, invisible operators, byte-order mark, soft hyphen, Mongolian
 * vowel separator.
 */
export function isInvisible(c: number): boolean {
  return (c >= 0x200b && c <= 0x200d) || (c >= 0x2060 && c <= 0x2064) || c === 0xfeff || c === 0x00ad || c === 0x180e;
}

/** Cyrillic and Greek letters that look like Latin ones, and the Latin letter each looks like. */
const CONFUSABLES: ReadonlyMap<number, number> = new Map(
  [
    // Cyrillic lower case.
    ['а', 'a'],
    ['е', 'e'],
    ['о', 'o'],
    ['р', 'p'],
    ['с', 'c'],
    ['у', 'y'],
    ['х', 'x'],
    ['і', 'i'],
    ['ј', 'j'],
    ['ѕ', 's'],
    ['ԁ', 'd'],
    ['ԛ', 'q'],
    ['ԝ', 'w'],
    ['һ', 'h'],
    ['ӏ', 'l'],
    // Cyrillic upper case.
    ['А', 'A'],
    ['В', 'B'],
    ['Е', 'E'],
    ['К', 'K'],
    ['М', 'M'],
    ['Н', 'H'],
    ['О', 'O'],
    ['Р', 'P'],
    ['С', 'C'],
    ['Т', 'T'],
    ['Х', 'X'],
    ['У', 'Y'],
    ['І', 'I'],
    ['Ј', 'J'],
    ['Ѕ', 'S'],
    // Greek.
    ['Α', 'A'],
    ['Β', 'B'],
    ['Ε', 'E'],
    ['Ζ', 'Z'],
    ['Η', 'H'],
    ['Ι', 'I'],
    ['Κ', 'K'],
    ['Μ', 'M'],
    ['Ν', 'N'],
    ['Ο', 'O'],
    ['Ρ', 'P'],
    ['Τ', 'T'],
    ['Υ', 'Y'],
    ['Χ', 'X'],
    ['ο', 'o'],
    ['ν', 'v'],
    ['α', 'a'],
  ].map(([from, to]) => [from!.charCodeAt(0), to!.charCodeAt(0)]),
);

/** The Latin letter a Cyrillic or Greek look-alike stands for, or -1. */
export function confusableOf(c: number): number {
  return CONFUSABLES.get(c) ?? -1;
}

/** NFKC of single characters whose result is ASCII letters, digits or token punctuation, cached; `''` for the rest. */
const compatibility = new Map<number, string>();
const TOKEN_ASCII = /^[A-Za-z0-9_\-=:/.+@~]+$/;

/**
 * What NFKC makes of one character when the result is ASCII token material (`ｇ` → `g`,
 * `＿` → `_`, `ﬁ` → `fi`, `²` → `2`), else `''`. Full-width forms are computed directly.
 */
export function compatibilityOf(c: number): string {
  if (c >= 0xff01 && c <= 0xff5e) return String.fromCharCode(c - 0xfee0);
  if (c < 0xa0 || (c >= 0xd800 && c <= 0xdfff)) return '';
  let known = compatibility.get(c);
  if (known === undefined) {
    const nfkc = String.fromCharCode(c).normalize('NFKC');
    // `…` becomes `...`: punctuation that joins nothing, left as it is.
    known = TOKEN_ASCII.test(nfkc) && !/^\.+$/.test(nfkc) ? nfkc : '';
    if (compatibility.size < 4096) compatibility.set(c, known);
  }
  return known;
}

/** Whether a non-ASCII character is one a normalised view changes. */
export function isNormalisable(c: number): boolean {
  return isInvisible(c) || CONFUSABLES.has(c) || compatibilityOf(c) !== '';
}
