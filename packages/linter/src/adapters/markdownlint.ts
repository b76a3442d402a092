import type { Diagnostic } from '../lib/diagnostic.js';
import { ruleUrl } from '../lib/rule.js';
import { findingsCache, hostRules, type HostRule } from './findings-by-rule.js';

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

/** A markdownlint custom rule (markdownlint's `Rule` object, synchronous, on micromark tokens). */
export interface MarkdownlintRule {
  names: string[];
  description: string;
  information: URL;
  tags: string[];
  parser: 'micromark';
  asynchronous: false;
  function: (params: MarkdownlintRuleParams, onError: (error: MarkdownlintError) => void) => void;
}

const findings = findingsCache<readonly string[]>();

/**
 * The file as `handoff lint` would read it. markdownlint hands rules the front matter apart
 * and the rest with HTML comment text blanked out (a secret in a comment would be missed);
 * micromark's top-level tokens still hold the exact text after the front matter, line
 * endings included. The front matter's own line endings are lost, which moves no line and
 * no column.
 */
function sourceText(params: MarkdownlintRuleParams): string {
  const tokens = params.parsers.micromark?.tokens;
  if (!tokens) throw new Error('@handoff/linter/markdownlint: markdownlint gave no micromark tokens');
  let text = '';
  for (const line of params.frontMatterLines) text += `${line}\n`;
  for (const token of tokens) text += token.text;
  return text;
}

/**
 * Where markdownlint can show a finding. Its lines start after the front matter, and a
 * finding in the front matter (a file-level finding at 1:1, a bad `decisions_schema`) is
 * shown on the first line after it, with its real position in the context. The range covers
 * the finding on its first line; a finding past the end of its line has none.
 */
export function toMarkdownlintError(diagnostic: Diagnostic, params: Pick<MarkdownlintRuleParams, 'lines' | 'frontMatterLines'>): MarkdownlintError {
  const detail = diagnostic.message;
  const lineNumber = diagnostic.line - params.frontMatterLines.length;
  if (lineNumber < 1) return { lineNumber: 1, detail, context: `front matter, line ${diagnostic.line}, column ${diagnostic.column}` };
  // Only when the front matter closed the file without a line break does the rebuilt text
  // have one more (empty) line than markdownlint's.
  const shown = Math.min(lineNumber, params.lines.length);
  const length = params.lines[shown - 1]!.length;
  const column = diagnostic.column;
  if (shown !== lineNumber || column > length) return { lineNumber: shown, detail };
  const end = diagnostic.endLine === diagnostic.line ? Math.min(diagnostic.endColumn, length + 1) : length + 1;
  return { lineNumber: shown, detail, range: [column, Math.max(1, end - column)] };
}

function markdownlintRule(rule: HostRule): MarkdownlintRule {
  return {
    names: [rule.id],
    description: rule.description,
    information: new URL(ruleUrl(rule.id)),
    tags: ['handoff'],
    parser: 'micromark',
    asynchronous: false,
    function(params, onError) {
      const byRule = findings(params.lines, undefined, () => ({ content: sourceText(params), filePath: params.name }));
      for (const diagnostic of byRule.get(rule.id) ?? []) onError(toMarkdownlintError(diagnostic, params));
    },
  };
}

/**
 * The per-file rules of `handoff lint` as markdownlint custom rules, one per rule id (plus
 * `handoff-fatal` for a file that cannot be read), all tagged `handoff`. Load them with
 * `"customRules": ["@handoff/linter/markdownlint"]`; turn one off with `"<rule-id>": false`
 * and all with `"handoff": false`. The plan ↔ summary rules need both files and run only in
 * `handoff lint`.
 */
const markdownlintRules: MarkdownlintRule[] = hostRules().map(markdownlintRule);

// unified-engine (remark-cli, remark-language-server) takes any object a `.remarkrc` names
// for a preset and reads its `plugins`: this array would load nothing there, silently.
Object.defineProperty(markdownlintRules, 'plugins', {
  enumerable: false,
  get() {
    throw new Error('These are markdownlint rules; for remark use the preset `@handoff/linter/remark`');
  },
});

export default markdownlintRules;
