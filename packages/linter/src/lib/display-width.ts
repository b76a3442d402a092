// Wide characters (CJK ideographs, kana, Hangul, fullwidth forms): a terminal gives each two columns, as two Latin
// letters take.
const WIDE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\uff01-\uff60]/gu;

/** How many terminal columns a text takes: its UTF-16 length, a wide character counted twice. */
export function displayWidth(text: string): number {
  return text.length + (text.match(WIDE)?.length ?? 0);
}

/** `text` followed by spaces up to `width` columns, as `padEnd` would do if it counted columns. */
export function padColumns(text: string, width: number): string {
  return text + ' '.repeat(Math.max(0, width - displayWidth(text)));
}
