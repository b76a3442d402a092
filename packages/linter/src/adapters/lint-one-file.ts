import { rules as registry } from '../rules/index.js';
import { classify, frontMatterForKind } from '../lib/classify.js';
import type { Diagnostic } from '../lib/diagnostic.js';
import { lintSource } from '../lib/engine.js';
import { decodeText } from '../lib/read-text.js';
import type { Rule, RuleScope } from '../lib/rule.js';

/**
 * The rules a host tool can run on one file alone: every registered rule except the
 * plan ↔ summary `pair` rules, which need the other file. Derived from the registry, so a
 * rule added there reaches markdownlint and remark without a list to update.
 */
export function perFileRules(): ReadonlyArray<Rule<RuleScope, string>> {
  return (cachedRules ??= registry.filter((rule) => rule.meta.scope !== 'pair'));
}

let cachedRules: ReadonlyArray<Rule<RuleScope, string>> | undefined;

/**
 * The id under which the adapters report what `handoff lint` reports with `ruleId: null`
 * (`fatal: true`): text that is not UTF-8 or holds a NUL byte, front matter that is not
 * valid YAML. markdownlint and remark-lint can only show and filter a finding that belongs
 * to a named rule.
 */
export const FATAL_RULE_ID = 'handoff-fatal';

/**
 * Lint one file on its own, synchronously, as `handoff lint` lints it: the same kind
 * detection (front matter `kind:` / `plan:`, then the file name; no `.handoffrc` globs and
 * no kind given by another file's `plan:`), the same decoding as a file read (text the host
 * already decoded is encoded back to UTF-8 first, so a NUL byte is reported at the byte
 * offset `handoff lint` gives) and the same rule code, every per-file rule at its default
 * severity.
 * A file with no kind gives `[]`. A rule or parser bug throws, so the host tool shows it.
 */
export function lintOneFileSync(content: string | Uint8Array, filePath: string): Diagnostic[] {
  const outcome = decodeText(typeof content === 'string' ? Buffer.from(content, 'utf8') : content);
  const found = classify(filePath, outcome.ok ? frontMatterForKind(outcome.text) : null);
  if (!found) return [];
  if (!outcome.ok) {
    const { message, line, column } = outcome;
    return [{ ruleId: null, severity: 2, fatal: true, message, line, column, endLine: line, endColumn: column }];
  }
  return lintSource({ path: filePath, text: outcome.text, kind: found.kind }, { rules: perFileRules() });
}
