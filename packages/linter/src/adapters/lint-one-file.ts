import { rules as registry } from '../rules/index.js';
import { dirname, resolve } from 'node:path';
import { parseDecisionDocument, parseHandoffDocument } from '@handoff/core/read';
import { adoptedOnDisk, optsIn, projectRootOf } from '../lib/adoption.js';
import { classify, frontMatterForKind, kindGlobs } from '../lib/classify.js';
import { isInside } from '../lib/gitignore.js';
import type { Diagnostic } from '../lib/diagnostic.js';
import { lintSource, parseBudgetApplies } from '../lib/engine.js';
import { textOverBudget } from '../lib/parse-budget.js';
import { decodeText } from '../lib/read-text.js';
import type { Rule } from '../lib/rule.js';

/**
 * The rules a host tool can run on one file alone: every registered rule except the
 * plan ↔ summary `pair` rules, which need the other file. Derived from the registry, so a
 * rule added there reaches markdownlint and remark without a list to update.
 */
export function perFileRules(): ReadonlyArray<Rule> {
  return (cachedRules ??= registry.filter((rule) => rule.meta.scope !== 'pair'));
}

let cachedRules: ReadonlyArray<Rule> | undefined;

/**
 * The id under which the adapters report what `handoff lint` reports with `ruleId: null`
 * (`fatal: true`): text that is not UTF-8 or holds a NUL byte, front matter that is not
 * valid YAML. markdownlint and remark-lint can only show and filter a finding that belongs
 * to a named rule.
 */
export const FATAL_RULE_ID = 'handoff-fatal';

/** No configured `kinds` in the adapters: kinds come from front matter and names, with the default exclusions. */
const NO_KINDS = { plan: [], summary: [], handoff: [] };
/** How long a project's adoption is remembered in a long-lived host (an editor extension). */
const ADOPTION_TTL_MS = 30_000;
const adoption = new Map<string, { adopted: boolean; at: number }>();

/**
 * Lint one file on its own, synchronously, as `handoff lint` lints it: the same kind
 * detection (front matter `kind:` / `plan:`, then the file name, with the default exclusions
 * and handoff corroboration; no `.handoffrc` globs and no kind given by another file's
 * `plan:`), the same decoding as a file read (text the host already decoded is encoded back
 * to UTF-8 first, so a NUL byte is reported at the byte offset `handoff lint` gives), the same
 * rule code, every per-file rule at its default severity, and `section-missing` only in a
 * project that has adopted decision sections. Folders are read against the working folder.
 * A file with no kind gives `[]`. A rule or parser bug throws, so the host tool shows it.
 */
export function lintOneFileSync(content: string | Uint8Array, filePath: string): Diagnostic[] {
  const cwd = process.cwd();
  const path = resolve(cwd, filePath);
  const outcome = decodeText(typeof content === 'string' ? Buffer.from(content, 'utf8') : content);
  // Front matter read to classify is handed on, so its YAML is parsed once.
  const frontMatter = outcome.ok ? frontMatterForKind(outcome.text) : null;
  const found = classify(path, frontMatter ?? null, kindGlobs(cwd, NO_KINDS));
  const read = frontMatter !== undefined ? { frontMatter } : {};
  if (found.kind === null) return [];
  if (!outcome.ok) {
    const { message, line, column } = outcome;
    return [{ ruleId: null, severity: 2, fatal: true, message, line, column, endLine: line, endColumn: column }];
  }
  const file = { path, text: outcome.text, kind: found.kind };
  // Over the parse budget, not parsed here either: the finding and the raw-text rules.
  const excess = parseBudgetApplies(perFileRules()) ? textOverBudget(outcome.text) : null;
  if (excess) return lintSource(file, { rules: perFileRules(), parseBudget: excess });
  if (found.kind === 'handoff') {
    const handoffDocument = parseHandoffDocument(outcome.text);
    if (found.source === 'file-name' && handoffDocument.sections.length < 2) return [];
    return lintSource(file, { rules: perFileRules(), handoffDocument, ...read });
  }
  const document = parseDecisionDocument(outcome.text, found.kind, read);
  const messages = lintSource(file, { rules: perFileRules(), document });
  if (document.sections.length > 0 || optsIn(document) || !messages.some((m) => m.ruleId === 'section-missing')) return messages;
  return projectAdopted(path, cwd) ? messages : messages.filter((m) => m.ruleId !== 'section-missing');
}

function projectAdopted(path: string, cwd: string): boolean {
  const root = projectRootOf(path, isInside(cwd, path) ? cwd : dirname(path), new Map());
  const known = adoption.get(root);
  if (known && Date.now() - known.at < ADOPTION_TTL_MS) return known.adopted;
  const adopted = adoptedOnDisk(root, new Set([path]));
  adoption.set(root, { adopted, at: Date.now() });
  return adopted;
}
