import type { Diagnostic } from '../lib/diagnostic.js';

/** The part of markdownlint's rule parameters the adapter reads. */
export interface MarkdownlintRuleParams {
  /** The file name (markdownlint-cli2: the path it was given) or the key of a string input. */
  readonly name: string;
  /** The lines after the front matter, with the text of HTML comments blanked out. */
  readonly lines: readonly string[];
  readonly frontMatterLines: readonly string[];
  readonly parsers: { readonly micromark?: { readonly tokens: ReadonlyArray<{ readonly text: string }> } };
}

/** What a markdownlint rule passes to `onError`. */
export interface MarkdownlintError {
  lineNumber: number;
  detail?: string;
  context?: string;
  range?: [column: number, length: number];
}

/**
 * Where markdownlint can show a finding. Its lines start after the front matter, and a
 * finding in the front matter (a file-level finding at 1:1, a bad `decisions_schema`) is
 * shown on the first line after it, with its real position in the context. The range covers
 * the finding on its first line; a finding past the end of its line has none.
 */
export function toMarkdownlintError(
  diagnostic: Diagnostic,
  params: Pick<MarkdownlintRuleParams, 'lines' | 'frontMatterLines'>,
): MarkdownlintError {
  const detail = diagnostic.message;
  const lineNumber = diagnostic.line - params.frontMatterLines.length;
  if (lineNumber < 1)
    return { lineNumber: 1, detail, context: `front matter, line ${diagnostic.line}, column ${diagnostic.column}` };
  // Only when the front matter closed the file without a line break does the rebuilt text
  // have one more (empty) line than markdownlint's.
  const shown = Math.min(lineNumber, params.lines.length);
  const length = params.lines[shown - 1]!.length;
  const column = diagnostic.column;
  if (shown !== lineNumber || column > length) return { lineNumber: shown, detail };
  const end = diagnostic.endLine === diagnostic.line ? Math.min(diagnostic.endColumn, length + 1) : length + 1;
  return { lineNumber: shown, detail, range: [column, Math.max(1, end - column)] };
}
