const SIMPLE_WORD = /^[A-Za-z0-9_\-./=:@+,]+$/;

/** A word as a POSIX shell reads it back: as is when it holds nothing special, else single-quoted. */
export function shellWord(word: string): string {
  return SIMPLE_WORD.test(word) ? word : `'${word.replaceAll("'", `'\\''`)}'`;
}
