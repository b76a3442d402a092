import { describe, expect, it } from 'vitest';
import { findSecrets, type FindSecretsOptions, type SecretCategory } from '@handoff/core/secrets';

/**
 * One row per case. `«` and `»` mark where each expected secret value starts and ends (they
 * are removed before scanning); `found` lists the categories in order. A row with no marks
 * and `found: []` must pass.
 */
export interface Row {
  text: string;
  found: SecretCategory[];
}

/** Remove the marks, returning the text and each marked span as an offset range. */
function unmark(marked: string): { text: string; spans: Array<[number, number]> } {
  let text = '';
  const spans: Array<[number, number]> = [];
  let open = -1;
  for (const ch of marked) {
    if (ch === '«') open = text.length;
    else if (ch === '»') spans.push([open, text.length]);
    else text += ch;
  }
  return { text, spans };
}

function pointOf(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const breaks = before.match(/\r\n|\r|\n/g) ?? [];
  const lastBreak = Math.max(before.lastIndexOf('\n'), before.lastIndexOf('\r'));
  return { line: breaks.length + 1, column: offset - lastBreak };
}

/**
 * A `describe` block with one test per row: the findings must be exactly the marked spans, with positions. Whether a
 * value reads as written (`written`) has its own table (written.test.ts).
 */
export function describeRows(title: string, rows: readonly Row[], options: FindSecretsOptions = {}): void {
  describe(title, () => {
    for (const [index, row] of rows.entries()) {
      const { text, spans } = unmark(row.text);
      const label =
        `#${index + 1} ${row.found.length ? row.found.join('+') : 'pass'}: ` +
        `${JSON.stringify(row.text).slice(0, 90)}`;
      it(label, () => {
        expect(spans.length, 'marks and categories disagree').toBe(row.found.length);
        const expected = spans.map(([start, end], i) => ({
          category: row.found[i],
          offset: start,
          length: end - start,
          ...pointOf(text, start),
          endLine: pointOf(text, end).line,
          endColumn: pointOf(text, end).column,
        }));
        expect(findSecrets(text, options).map(({ written: _written, ...finding }) => finding)).toEqual(expected);
      });
    }
  });
}
