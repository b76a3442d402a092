/**
 * How deep container nesting (blockquotes, list items, indentation) may go before the
 * reader flattens it. No real handoff nests anywhere near this; hostile input (10,000 `> `)
 * would otherwise cost micromark quadratic time.
 */
export const MAX_CONTAINER_DEPTH = 32;

const NBSP = '\u00a0';

/**
 * Cap the container nesting of every line at `MAX_CONTAINER_DEPTH` without moving any
 * character: where a line's prefix of `>`, list markers and indentation passes the cap, the
 * next prefix character becomes a no-break space, which CommonMark reads as text. Line and
 * column numbers therefore stay those of the original. Linear in the input.
 */
export function limitNesting(text: string): string {
  let cuts: number[] | undefined;
  let lineStart = 0;
  const length = text.length;
  while (lineStart <= length) {
    const cut = cutPoint(text, lineStart);
    if (cut >= 0) (cuts ??= []).push(cut);
    const next = nextLineStart(text, lineStart);
    if (next < 0) break;
    lineStart = next;
  }
  if (!cuts) return text;
  const pieces: string[] = [];
  let from = 0;
  for (const at of cuts) {
    pieces.push(text.slice(from, at), NBSP);
    from = at + 1;
  }
  pieces.push(text.slice(from));
  return pieces.join('');
}

/** Offset of the prefix character that passes the cap on the line at `start`, or -1. */
function cutPoint(text: string, start: number): number {
  let markers = 0;
  let width = 0;
  let i = start;
  for (;;) {
    const token = i;
    const c = text.charCodeAt(i);
    if (c === 32) {
      width += 1;
      i += 1;
    } else if (c === 9) {
      width += 4;
      i += 1;
    } else if (c === 62 /* > */) {
      markers += 1;
      i += 1;
    } else if ((c === 45 || c === 42 || c === 43) /* - * + */ && isBlank(text.charCodeAt(i + 1))) {
      markers += 1;
      i += 1;
    } else if (c >= 48 && c <= 57) {
      let j = i;
      while (j - i < 9 && isDigit(text.charCodeAt(j))) j++;
      const d = text.charCodeAt(j);
      if ((d !== 46 && d !== 41) /* . ) */ || !isBlank(text.charCodeAt(j + 1))) return -1;
      markers += 1;
      i = j + 1;
    } else return -1;
    // Each nested list level needs at least two columns of indentation.
    if (markers + (width >> 1) > MAX_CONTAINER_DEPTH) return token;
  }
}

function nextLineStart(text: string, from: number): number {
  for (let i = from; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) return i + 1;
    if (c === 13) return text.charCodeAt(i + 1) === 10 ? i + 2 : i + 1;
  }
  return -1;
}

function isBlank(c: number): boolean {
  return c === 32 || c === 9 || c === 10 || c === 13 || Number.isNaN(c);
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}
