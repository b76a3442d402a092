// The one byte-order-mark policy of every package (docs/architecture.md, "A byte-order mark"):
// a leading U+FEFF is encoding, not text. A reader drops it where it decodes or parses and
// counts in the text without it, as micromark does: no line, column or offset counts it, in
// any document model. A writer that edits a file in place puts it back (`splitBom`).

/** U+FEFF, the byte-order mark, as it opens a decoded text. */
export const BOM = '\uFEFF';

/** Whether `text` opens with a byte-order mark. */
export function hasBom(text: string): boolean {
  return text.charCodeAt(0) === 0xfeff;
}

/** `text` without its leading byte-order mark (one at most: a second is text). */
export function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/**
 * A file's text cut into its byte-order mark (`''` when it has none) and the body after it, for a writer that edits the
 * body and writes `bom + body` back.
 */
export function splitBom(text: string): { bom: '' | typeof BOM; body: string } {
  return text.charCodeAt(0) === 0xfeff ? { bom: BOM, body: text.slice(1) } : { bom: '', body: text };
}
