import { readdir } from 'node:fs/promises';
import { basename, dirname, resolve } from 'node:path';
import { parseDecisionDocument, planFileNameFor, readFrontMatter, type DecisionDocument, type DocumentKind } from '@handoff/core';
import { rules as registry } from '../rules/index.js';
import { classify, kindGlobs, type KindGlobs, type KindSource } from './classify.js';
import { emptyConfig, type HandoffConfig } from './config.js';
import type { Diagnostic, LintResult } from './diagnostic.js';
import { discoverFiles } from './discover.js';
import { lintSource, type RuleSettings } from './engine.js';
import { mapPool } from './pool.js';
import { checkText, readText, type TextOutcome } from './read-text.js';
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
  /** Files read at once. */
  concurrency?: number;
}

/** The name a nameless standard input is reported under. */
export const STDIN_PATH = '<stdin>';

interface Entry {
  /** Absolute path, or `<stdin>`. */
  path: string;
  explicit: boolean;
  stdinText: string | null;
  kind: DocumentKind | null;
  source: KindSource | null;
  planRef: string | null;
  /** Kept from the first read while under the memory budget; read again otherwise. */
  text: string | null;
  fatal: { message: string; line: number; column: number } | null;
  /** For a summary: the absolute path of the plan it pairs with, if any. */
  planPath: string | null;
}

// Texts kept between the classification pass and the lint pass, in UTF-16 code units;
// past this, files are read a second time instead of held.
const TEXT_BUDGET = 32 * 1024 * 1024;

/**
 * Lint files, folders, globs and `-` (standard input): classify each file (SPEC §2.3), pair
 * every summary with its plan, run the rules, and return one ESLint-shaped result per file,
 * clean files included. Throws `NoSuchPathError` for an operand that names nothing.
 */
export async function lintFiles(operands: readonly string[], options: LintFilesOptions = {}): Promise<LintResult[]> {
  const cwd = options.cwd ?? process.cwd();
  const config = options.config ?? emptyConfig(cwd);
  const rules = options.rules ?? registry;
  const settings: RuleSettings = { ...config.rules, ...options.settings };
  const concurrency = options.concurrency ?? 16;
  const globs = kindGlobs(config.baseDir, config.kinds);

  const entries: Entry[] = [];
  const blank = { kind: null, source: null, planRef: null, text: null, fatal: null, planPath: null };
  if (operands.includes('-')) {
    if (!options.stdin) throw new Error('lintFiles: `-` needs options.stdin');
    const name = options.stdin.filePath;
    entries.push({ ...blank, path: name === undefined ? STDIN_PATH : resolve(cwd, name), explicit: true, stdinText: options.stdin.text });
  }
  const discovered = await discoverFiles(
    operands.filter((operand) => operand !== '-'),
    { cwd, ignores: { baseDir: config.baseDir, patterns: config.ignores } },
  );
  for (const file of discovered) if (!entries.some((e) => e.path === file.path)) entries.push({ ...blank, path: file.path, explicit: file.explicit, stdinText: null });

  // Pass 1: read and classify every file.
  let budget = TEXT_BUDGET;
  await mapPool(entries, concurrency, async (entry) => {
    const outcome = await textOf(entry);
    const found = classify(entry.path, outcome.ok ? readFrontMatter(outcome.text) : null, globs);
    if (found) Object.assign(entry, found);
    if (!outcome.ok) entry.fatal = outcome;
    else if (entry.kind !== null && outcome.text.length <= budget) {
      budget -= outcome.text.length;
      entry.text = outcome.text;
    }
  });

  // A summary's `plan:` makes the file it names a plan, unless that file says what it is.
  const byPath = new Map(entries.map((entry) => [entry.path, entry]));
  const listings = new Map<string, Promise<string[]>>();
  for (const entry of entries) {
    if (entry.kind !== 'summary') continue;
    entry.planPath = entry.planRef !== null ? resolve(entry.path === STDIN_PATH ? cwd : dirname(entry.path), entry.planRef) : await planByName(entry.path, listings, cwd);
    if (entry.planPath === entry.path) entry.planPath = null;
    const target = entry.planPath === null ? undefined : byPath.get(entry.planPath);
    if (target && (target.source === null || target.source === 'config' || target.source === 'file-name')) {
      target.kind = 'plan';
      target.source = 'plan-reference';
    }
  }
  const neededPlans = new Set(entries.flatMap((entry) => (entry.planPath === null ? [] : [entry.planPath])));

  // Pass 2: plans first, so each summary finds its plan's document parsed once.
  const results = new Array<LintResult>(entries.length);
  const planDocuments = new Map<string, DecisionDocument | null>();
  const lintOne = async (entry: Entry, index: number) => {
    const { messages, document } = await lintEntry(entry, rules, settings, planDocuments);
    if (document && entry.kind === 'plan' && neededPlans.has(entry.path)) planDocuments.set(entry.path, document);
    results[index] = toResult(entry.path, messages);
  };
  const indexed = entries.map((entry, index) => ({ entry, index }));
  await mapPool(indexed.filter((x) => x.entry.kind === 'plan'), concurrency, ({ entry, index }) => lintOne(entry, index));
  await mapPool([...neededPlans].filter((path) => !planDocuments.has(path)), concurrency, async (path) => {
    const outcome = await readText(path);
    planDocuments.set(path, outcome.ok ? parseDecisionDocument(outcome.text, 'plan') : null);
  });
  await mapPool(indexed.filter((x) => x.entry.kind !== 'plan'), concurrency, ({ entry, index }) => lintOne(entry, index));
  return results;
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

async function textOf(entry: Entry): Promise<TextOutcome> {
  if (entry.text !== null) return { ok: true, text: entry.text };
  return entry.stdinText !== null ? checkText(entry.stdinText) : readText(entry.path);
}

async function lintEntry(
  entry: Entry,
  rules: ReadonlyArray<Rule<RuleScope, string>>,
  settings: RuleSettings,
  planDocuments: Map<string, DecisionDocument | null>,
): Promise<{ messages: Diagnostic[]; document?: DecisionDocument }> {
  const kind = entry.kind;
  // A file with no kind gets no diagnostics (SPEC §2.3), unreadable or not, unless named.
  if (kind === null && !(entry.fatal && entry.explicit)) return { messages: [] };
  if (entry.fatal) return { messages: [fatal(entry.fatal.message, entry.fatal.line, entry.fatal.column)] };
  const outcome = await textOf(entry);
  entry.text = null;
  entry.stdinText = null;
  if (!outcome.ok) return { messages: [fatal(outcome.message, outcome.line, outcome.column)] };
  const file = { path: entry.path, text: outcome.text, kind: kind! };
  try {
    const document = kind === 'handoff' ? undefined : parseDecisionDocument(outcome.text, kind!);
    const planDocument = entry.planPath === null ? null : (planDocuments.get(entry.planPath) ?? null);
    const messages = lintSource(file, {
      rules,
      settings,
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
async function planByName(summaryPath: string, listings: Map<string, Promise<string[]>>, cwd: string): Promise<string | null> {
  const wanted = planFileNameFor(summaryPath === STDIN_PATH ? '' : basename(summaryPath));
  if (wanted === null) return null;
  const dir = summaryPath === STDIN_PATH ? cwd : dirname(summaryPath);
  let listing = listings.get(dir);
  if (!listing) {
    listing = readdir(dir).catch(() => []);
    listings.set(dir, listing);
  }
  const names = await listing;
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
