/** The variants of one document that must lint identically (R8, docs/robustness.md). */
export type EndingVariant = 'LF' | 'CRLF' | 'CR' | 'mixed' | 'BOM+LF' | 'BOM+CRLF';

/** Every variant, in a fixed order for table tests. */
export const ENDING_VARIANTS: EndingVariant[] = ['LF', 'CRLF', 'CR', 'mixed', 'BOM+LF', 'BOM+CRLF'];

/** `text` with each line break (LF, CRLF or CR) rewritten for `variant`; the line count never changes. */
export function withLineEndings(text: string, variant: EndingVariant): string {
  const lines = text.split(/\r\n|\r|\n/);
  switch (variant) {
    case 'LF':
      return lines.join('\n');
    case 'CRLF':
      return lines.join('\r\n');
    case 'CR':
      return lines.join('\r');
    case 'BOM+LF':
      return `\uFEFF${lines.join('\n')}`;
    case 'BOM+CRLF':
      return `\uFEFF${lines.join('\r\n')}`;
    case 'mixed':
      return mixed(lines);
  }
}

// LF, CRLF and CR in turn. A CR followed by an empty line that ends in LF would read as one
// CRLF break and merge two lines, so that break becomes CRLF instead.
function mixed(lines: string[]): string {
  const cycle = ['\n', '\r\n', '\r'];
  let out = lines[0]!;
  for (let i = 1; i < lines.length; i++) {
    let ending = cycle[(i - 1) % 3]!;
    if (ending === '\n' && out.endsWith('\r')) ending = '\r\n';
    out += ending + lines[i]!;
  }
  return out;
}
