/** Where each line of `text` starts; CRLF, CR and LF each end a line, as in remark. */
export function lineStartOffsets(text: string): number[] {
  const starts = [0];
  // Without CR, the engine's own search finds each LF (several times faster than a loop over the characters).
  if (!text.includes('\r')) {
    for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) starts.push(at + 1);
    return starts;
  }
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) starts.push(i + 1);
    else if (c === 13) {
      if (text.charCodeAt(i + 1) === 10) i++;
      starts.push(i + 1);
    }
  }
  return starts;
}

/**
 * The number of line ends in `text` before `offset` (CRLF, CR and LF each end a line), plus
 * one: the 0-based index of the line after the one `offset` ends, when `offset` is at a line's
 * end (the first line a reader reads after a front matter block that ends there).
 */
export function lineAfter(text: string, offset: number): number {
  let line = 0;
  for (let i = 0; i < offset; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) line++;
  }
  return line + 1;
}
