import { findingsCache, hostRules, type HostRule } from './findings-by-rule.js';
import { toMarkdownlintError, type MarkdownlintError, type MarkdownlintRuleParams } from './markdownlint-error.js';

export type { MarkdownlintError, MarkdownlintRuleParams } from './markdownlint-error.js';

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

const findings = findingsCache();

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

function markdownlintRule(rule: HostRule): MarkdownlintRule {
  return {
    names: [rule.id],
    description: rule.description,
    information: new URL(rule.url),
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
