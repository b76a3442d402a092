/**
 * Whether `text` may hold a link reference definition (`[label]: destination`), so that a
 * bracket elsewhere may be a reference to it. Conservative: a definition needs a line that
 * opens with `[` (after indentation, `>` and list markers) whose label's first unescaped `]`
 * is followed by `:`, with no blank line between them. `]:` inside code (`[System.IO.File]::…`)
 * or mid-line does not count. Linear in the text.
 */
export function mayHoldDefinition(text: string): boolean {
  if (!text.includes(']:')) return false;
  const opener = /^[ \t>]*(?:(?:[-+*]|\d{1,9}[.)])[ \t]+[ \t>]*)*\[/gm;
  // Where the last label scan stopped: an opener before it would stop at the same place.
  let until = 0;
  for (let match = opener.exec(text); match !== null; match = opener.exec(text)) {
    const from = match.index + match[0].length;
    if (from <= until) continue;
    const close = labelEnd(text, from);
    if (close >= 0 && text.charCodeAt(close + 1) === 58) return true;
    until = close >= 0 ? close : -close - 1;
  }
  return false;
}

/** Index of the first unescaped `]` from `from`; when a blank line (or the end) comes first, `-1 - ` where it did. */
function labelEnd(text: string, from: number): number {
  for (let i = from; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 92) i++;
    else if (c === 93) return i;
    else if (c === 10 || c === 13) {
      let j = c === 13 && text.charCodeAt(i + 1) === 10 ? i + 2 : i + 1;
      while (text.charCodeAt(j) === 32 || text.charCodeAt(j) === 9) j++;
      const next = text.charCodeAt(j);
      if (Number.isNaN(next) || next === 10 || next === 13) return -1 - i;
    }
  }
  return -1 - text.length;
}
