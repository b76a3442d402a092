import { readdirSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { parseDecisionDocument, planFileNameFor, type DecisionDocument, type DecisionKind, type DocumentKind } from '@handoff/core/read';
import { rules as registry } from '../rules/index.js';
import { classify, frontMatterForKind, kindGlobs, type KindSource } from './classify.js';
import { emptyConfig, rulesForConfig, type HandoffConfig } from './config.js';
import type { Diagnostic, LintResult } from './diagnostic.js';
import { discoverFiles } from './discover.js';
import { lintSource, type ParseMode, type RuleSettings } from './engine.js';
import { checkText, readTextSync, type TextOutcome } from './read-text.js';
import type { Rule, RuleScope } from './rule.js';

/** What `lintFiles` and `lintText` take besides the files. */
export interface LintFilesOptions {
  /** Folder relative operands and globs are read against; `process.cwd()` by default. */
  cwd?: string;
  /** The rules to run; the full registry by default. */
  rules?: ReadonlyArray<Rule<RuleScope, string>>;
  /** A config from `loadConfig`; none by default. */
  config?: HandoffConfig;
  /** Severity overrides applied on top of the config's (`--rule id=severity`). */
  settings?: RuleSettings;
  /** Standard input, for the `-` operand: its text and the name it is linted under. */
  stdin?: { text: string; filePath?: string };
  /**
   * `fast` (default): the decision parser's line scan hands remark only what the rules read.
   * `full`: remark parses every whole file; for the equivalence tests, same diagnostics.
   */
  parse?: ParseMode;
}

/** Characters of file text held between the two passes of `lintFiles` (about 12 MiB of ASCII). */
const HELD_TEXT_BUDGET = 12 * 1024 * 1024;

/** The name a nameless standard input is reported under. */
export const STDIN_PATH = '<stdin>';

interface Entry {
  /** Absolute path, or `<stdin>`. */
  path: string;
  explicit: boolean;
  /** The text, while it is held between the two passes (standard input always is). */
  held: TextOutcome | null;
  kind: DocumentKind | null;
  source: KindSource | null;
  planRef: string | null;
  fatal: { message: string; line: number; column: number } | null;
  /** For a summary: the absolute path of the plan it pairs with, if any. */
  planPath: string | null;
}

/**
 * Lint files, folders, globs and `-` (standard input): classify each file (SPEC §2.3), pair
 * every summary with its plan, run the rules, and return one ESLint-shaped result per file,
 * clean files included. Throws `NoSuchPathError` for an operand that names nothing.
 */
export async function lintFiles(operands: readonly string[], options: LintFilesOptions = {}): Promise<LintResult[]> {
  const cwd = options.cwd ?? process.cwd();
  const config = options.config ?? emptyConfig(cwd);
  const rules = rulesForConfig(options.rules ?? registry, config);
  const settings: RuleSettings = { ...config.rules, ...options.settings };
  const globs = kindGlobs(config.baseDir, config.kinds);
  const parse = options.parse ?? 'fast';

  const entries: Entry[] = [];
  const blank = { kind: null, source: null, planRef: null, fatal: null, planPath: null };
  if (operands.includes('-')) {
    if (!options.stdin) throw new Error('lintFiles: `-` needs options.stdin');
    const name = options.stdin.filePath;
    entries.push({ ...blank, path: name === undefined ? STDIN_PATH : resolve(cwd, name), explicit: true, held: checkText(options.stdin.text) });
  }
  const discovered = await discoverFiles(
    operands.filter((operand) => operand !== '-'),
    { cwd, ignores: { baseDir: config.baseDir, patterns: config.ignores } },
  );
  const stdinPath = entries[0]?.path;
  for (const file of discovered) if (file.path !== stdinPath) entries.push({ ...blank, path: file.path, explicit: file.explicit, held: null });

  // Pass 1: read and classify every file. Reads are synchronous on purpose: for thousands of
  // small files the thread pool's round trips cost several times the read itself. Texts are
  // held for pass 2 up to a budget: a repository's worth of hand-off notes is then read once,
  // while a huge one reads the rest again rather than holding it all (on the 10,000-pair
  // corpus, holding every text cost ~90 MiB of peak memory).
  let budget = HELD_TEXT_BUDGET;
  for (const entry of entries) {
    const outcome = textOf(entry);
    const found = classify(entry.path, outcome.ok ? frontMatterForKind(outcome.text) : null, globs);
    if (found) Object.assign(entry, found);
    if (!outcome.ok) entry.fatal = outcome;
    // A file with no kind is not linted (unless a summary names it as its plan, when it is
    // read again), so its text is not worth holding.
    if (outcome.ok && entry.held === null && found && outcome.text.length <= budget) {
      entry.held = outcome;
      budget -= outcome.text.length;
    }
  }

  // A summary's `plan:` makes the file it names a plan, unless that file says what it is.
  const byPath = new Map(entries.map((entry) => [entry.path, entry]));
  const listings = new Map<string, string[]>();
  for (const entry of entries) {
    if (entry.kind !== 'summary') continue;
    entry.planPath = entry.planRef !== null ? resolve(entry.path === STDIN_PATH ? cwd : dirname(entry.path), entry.planRef) : planByName(entry.path, listings, cwd);
    if (entry.planPath === entry.path) entry.planPath = null;
    const target = entry.planPath === null ? undefined : byPath.get(entry.planPath);
    if (target && (target.source === null || target.source === 'config' || target.source === 'file-name')) {
      target.kind = 'plan';
      target.source = 'plan-reference';
    }
  }
  listings.clear();

  // Pass 2, folder by folder, plans first: a plan's document is kept only until the last
  // summary that needs it is linted, so memory follows the folder, not the repository.
  const waiting = new Map<string, number>();
  for (const entry of entries) if (entry.planPath !== null) waiting.set(entry.planPath, (waiting.get(entry.planPath) ?? 0) + 1);
  const planDocuments = new Map<string, DecisionDocument | null>();
  const results = new Array<LintResult>(entries.length);
  const lintAt = (index: number) => {
    const entry = entries[index]!;
    if (results[index]) return;
    const planDocument = entry.planPath === null ? null : planFor(entry.planPath);
    const { messages, document } = lintEntry(entry, rules, settings, planDocument, parse);
    results[index] = toResult(entry.path, messages);
    if (document && entry.kind === 'plan' && waiting.has(entry.path)) planDocuments.set(entry.path, document);
    if (entry.planPath !== null) {
      const left = waiting.get(entry.planPath)! - 1;
      if (left > 0) waiting.set(entry.planPath, left);
      else {
        waiting.delete(entry.planPath);
        planDocuments.delete(entry.planPath);
      }
    }
  };
  const indexOf = new Map(entries.map((entry, index) => [entry.path, index]));
  // The plan's document: kept from linting it, else lint it now (it sits in a later folder),
  // else read it (it is not among the linted files, or is not linted as a plan).
  const planFor = (path: string): DecisionDocument | null => {
    if (!planDocuments.has(path)) {
      const index = indexOf.get(path);
      if (index !== undefined && entries[index]!.kind === 'plan' && !results[index]) lintAt(index);
    }
    if (!planDocuments.has(path)) {
      const entry = byPath.get(path);
      const outcome = entry ? textOf(entry) : readTextSync(path);
      planDocuments.set(path, outcome.ok ? parseDocument(outcome.text, 'plan', parse) : null);
    }
    return planDocuments.get(path) ?? null;
  };
  for (const folder of byFolder(entries)) {
    for (const index of folder) if (entries[index]!.kind === 'plan') lintAt(index);
    for (const index of folder) if (entries[index]!.kind !== 'plan') lintAt(index);
  }
  return results;
}

/** Entry indexes grouped by folder, folders in first-seen order. */
function byFolder(entries: readonly Entry[]): number[][] {
  const folders = new Map<string, number[]>();
  entries.forEach((entry, index) => {
    const dir = entry.path === STDIN_PATH ? '' : dirname(entry.path);
    const list = folders.get(dir);
    if (list) list.push(index);
    else folders.set(dir, [index]);
  });
  return [...folders.values()];
}

/**
 * Lint one text (an editor buffer, standard input) as if it were the file `filePath`: its
 * kind comes from that name or its front matter, and a summary is paired with its plan on disk.
 */
export async function lintText(text: string, options: Omit<LintFilesOptions, 'stdin'> & { filePath?: string } = {}): Promise<LintResult> {
  const { filePath, ...rest } = options;
  const [result] = await lintFiles(['-'], { ...rest, stdin: { text, ...(filePath === undefined ? {} : { filePath }) } });
  return result!;
}

function textOf(entry: Entry): TextOutcome {
  return entry.held ?? readTextSync(entry.path);
}

function parseDocument(text: string, kind: DecisionKind, mode: ParseMode): DecisionDocument {
  return parseDecisionDocument(text, kind, { mode });
}

function lintEntry(
  entry: Entry,
  rules: ReadonlyArray<Rule<RuleScope, string>>,
  settings: RuleSettings,
  planDocument: DecisionDocument | null,
  parse: ParseMode,
): { messages: Diagnostic[]; document?: DecisionDocument } {
  const kind = entry.kind;
  // A file with no kind gets no diagnostics (SPEC §2.3), unreadable or not, unless named.
  if (kind === null && !(entry.fatal && entry.explicit)) return { messages: [] };
  if (entry.fatal) return { messages: [fatal(entry.fatal.message, entry.fatal.line, entry.fatal.column)] };
  const outcome = textOf(entry);
  entry.held = null;
  if (!outcome.ok) return { messages: [fatal(outcome.message, outcome.line, outcome.column)] };
  const file = { path: entry.path, text: outcome.text, kind: kind! };
  try {
    const document = kind === 'handoff' ? undefined : parseDocument(outcome.text, kind!, parse);
    const messages = lintSource(file, {
      rules,
      settings,
      parse,
      ...(document ? { document } : {}),
      ...(planDocument ? { plan: { path: entry.planPath!, document: planDocument } } : {}),
    });
    return document ? { messages, document } : { messages };
  } catch (error) {
    // A rule or parser bug must not take the other files' results down with it.
    const why = error instanceof Error ? error.message : String(error);
    return { messages: [fatal(`Internal error while linting this file (please report it): ${why.split('\n', 1)[0]}`, 1, 1)] };
  }
}

/** The plan a summary pairs with by name, in its folder, matched case-insensitively (exact case first). */
function planByName(summaryPath: string, listings: Map<string, string[]>, cwd: string): string | null {
  const wanted = planFileNameFor(summaryPath === STDIN_PATH ? '' : basename(summaryPath));
  if (wanted === null) return null;
  const dir = summaryPath === STDIN_PATH ? cwd : dirname(summaryPath);
  let names = listings.get(dir);
  if (!names) {
    try {
      names = readdirSync(dir);
    } catch {
      names = [];
    }
    listings.set(dir, names);
  }
  const match = names.includes(wanted) ? wanted : names.find((name) => name.toLowerCase() === wanted.toLowerCase());
  return match === undefined ? null : resolve(dir, match);
}

function fatal(message: string, line: number, column: number): Diagnostic {
  return { ruleId: null, severity: 2, fatal: true, message, line, column, endLine: line, endColumn: column };
}

function toResult(filePath: string, messages: Diagnostic[]): LintResult {
  let errorCount = 0;
  let warningCount = 0;
  let fixableErrorCount = 0;
  let fixableWarningCount = 0;
  for (const message of messages) {
    if (message.severity === 2) {
      errorCount++;
      if (message.fix) fixableErrorCount++;
    } else {
      warningCount++;
      if (message.fix) fixableWarningCount++;
    }
  }
  return { filePath, messages, errorCount, warningCount, fixableErrorCount, fixableWarningCount };
}
