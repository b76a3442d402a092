import { readdirSync } from 'node:fs';
import { basename, dirname, relative, resolve } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import {
  findFrontMatter,
  hasBom,
  parseDecisionDocument,
  parseHandoffDocument,
  planFileNameFor,
  withMarkdownParseGuard,
  type DecisionDocument,
  type DecisionKind,
  type DocumentKind,
  type FrontMatter,
} from '@handoff/core/read';
import { rules as registry } from '../rules/index.js';
import { adoptedOnDisk, optsIn, projectRootOf, type AdoptionCache } from './adoption.js';
import { classify, frontMatterForKind, kindGlobsOf, type KindSource, type NoKindReason } from './classify.js';
import type { ConfigCascade } from './config-cascade.js';
import { isIgnoredByConfig } from './config-ignores.js';
import { emptyConfig, rulesForConfig, type HandoffConfig } from './config.js';
import type { Diagnostic, LintResult, SuppressedDiagnostic } from './diagnostic.js';
import { discoverFiles } from './discover.js';
import { lintSource, parseBudgetApplies, type ParseMode, type RuleSettings } from './engine.js';
import { isInside } from './gitignore.js';
import { applyFixes } from './fixes.js';
import { markdownGuard, ParseBudgetError, TIME_BASE_MS, timeBudgetMs, textOverBudget, type ParseBudgetExcess } from './parse-budget.js';
import { runSteps, StepNeedsPreparation } from './step-timer.js';
import { checkText, decodeText, readTextHeadSync, readTextSync, type HeadOutcome, type TextOutcome } from './read-text.js';
import type { Rule } from './rule.js';
import { STDIN_PATH } from './stdin-path.js';

/** What `lintFiles` and `lintText` take besides the files. */
export interface LintFilesOptions {
  /** Folder relative operands and globs are read against; `process.cwd()` by default. */
  cwd?: string;
  /** The rules to run; the full registry by default. */
  rules?: ReadonlyArray<Rule>;
  /** A config from `loadConfig`, for every file (and for what a folder walk ignores); none by default. */
  config?: HandoffConfig;
  /**
   * Per-folder configs: each file gets the merge of the config files from its folder upward
   * (`ConfigCascade`, as the language server applies them). `config` is then the run root's,
   * used for the folder walk; nested configs' `ignores` also drop the files they match.
   */
  configs?: ConfigCascade;
  /** Severity overrides applied on top of the config's (`--rule id=severity`). */
  settings?: RuleSettings;
  /** Standard input, for the `-` operand: its text and the name it is linted under. */
  stdin?: { text: string; filePath?: string };
  /**
   * `fast` (default): the decision parser's line scan hands remark only what the rules read.
   * `full`: remark parses every whole file; for the equivalence tests, same diagnostics.
   */
  parse?: ParseMode;
  /**
   * Whether each project has adopted decision sections, kept between calls (the language
   * server passes one so a project is searched once); a fresh one per call by default.
   */
  adoption?: AdoptionCache;
  /**
   * Apply every fix the rules offer, re-linting until none is left (at most 10 passes, as
   * ESLint), and give the fixed text as the result's `output`. Nothing is written: the caller
   * writes it (`handoff lint --fix`) or shows it (`--fix-dry-run`).
   */
  fix?: boolean;
  /** Report `handoff-disable` comments that held nothing back. */
  reportUnusedDirectives?: boolean;
}

/** Fix passes at most, as ESLint: a fix that keeps making new fixable problems cannot loop forever. */
const MAX_FIX_PASSES = 10;

export { STDIN_PATH };

interface Entry {
  /** Absolute path, or `<stdin>`. */
  path: string;
  explicit: boolean;
  /** The text, held between the two passes only for standard input (and while fixes are applied). */
  held: TextOutcome | null;
  /** The file's bytes, held between the passes within `HELD_BYTES_BUDGET` (decoded again, never read again). */
  bytes: Buffer | null;
  kind: DocumentKind | null;
  source: KindSource | null;
  /** Why the file has no kind (for `kind-unknown` when the user named it). */
  noKind: NoKindReason | null;
  /** Front matter parsed while classifying (`undefined`: not parsed yet), kept so its YAML is parsed once. */
  frontMatter: FrontMatter | null | undefined;
  /** For a plan or summary once linted: whether it has a decisions section, and whether its front matter opts it in. */
  hasSection: boolean;
  optsIn: boolean;
  planRef: string | null;
  fatal: { message: string; line: number; column: number } | null;
  /** For a summary: the absolute path of the plan it pairs with, if any. */
  planPath: string | null;
  /** The config that applies to the file (the run's, or its folder's merged one). */
  config: HandoffConfig;
  /** Its size in bytes when read (0 when it could not be; never less than its characters): what its time budget is sized by. */
  length: number;
}

/** An entry before classification; one literal, so every entry shares one object shape (a spread gave each its own: 8 MiB of shapes at 20k files). */
function newEntry(path: string, explicit: boolean, held: TextOutcome | null, config: HandoffConfig): Entry {
  return {
    path,
    explicit,
    held,
    bytes: null,
    kind: null,
    source: null,
    noKind: null,
    frontMatter: undefined,
    hasSection: false,
    optsIn: false,
    planRef: null,
    fatal: null,
    planPath: null,
    config,
    length: 0,
  };
}

/**
 * Lint files, folders, globs and `-` (standard input): classify each file (docs/real-files.md, "Kinds"), pair
 * every summary with its plan, run the rules, and return one ESLint-shaped result per file,
 * clean files included. Throws `NoSuchPathError` for an operand that names nothing.
 */
export async function lintFiles(operands: readonly string[], options: LintFilesOptions = {}): Promise<LintResult[]> {
  const cwd = options.cwd ?? process.cwd();
  const config = options.config ?? emptyConfig(cwd);
  const baseRules = options.rules ?? registry;
  const parse = options.parse ?? 'fast';
  // One settings object per config, so the engine plans each config's rules once.
  const settingsByConfig = new WeakMap<HandoffConfig, RuleSettings>();
  const settingsOf = (entryConfig: HandoffConfig): RuleSettings => {
    let settings = settingsByConfig.get(entryConfig);
    if (!settings) settingsByConfig.set(entryConfig, (settings = { ...entryConfig.rules, ...options.settings }));
    return settings;
  };

  const entries: Entry[] = [];
  if (operands.includes('-')) {
    if (!options.stdin) throw new Error('lintFiles: `-` needs options.stdin');
    const name = options.stdin.filePath;
    entries.push(newEntry(name === undefined ? STDIN_PATH : resolve(cwd, name), true, checkText(options.stdin.text), config));
  }
  const folderNames = new Map<string, ReadonlySet<string>>();
  const discovered = await discoverFiles(
    operands.filter((operand) => operand !== '-'),
    { cwd, isIgnored: (path, isDir) => isIgnoredByConfig(config, path, isDir), listings: folderNames, followSymlinks: config.followSymlinks },
  );
  const stdinPath = entries[0]?.path;
  for (const file of discovered) {
    if (file.path === stdinPath) continue;
    // A path reported unread (a folder that cannot be listed, a link out of the linted folder) is never opened.
    const notRead = file.notRead === undefined ? null : { ok: false as const, message: file.notRead, line: 1, column: 1 };
    entries.push(newEntry(file.path, file.explicit, notRead, config));
  }
  if (options.configs) {
    const cascade = options.configs;
    cascade.useListings(folderNames);
    const byFolder = new Map<string, HandoffConfig>();
    for (const dir of new Set(entries.map((entry) => (entry.path === STDIN_PATH ? cwd : dirname(entry.path))))) byFolder.set(dir, await cascade.forFolder(dir));
    for (const entry of entries) entry.config = byFolder.get(entry.path === STDIN_PATH ? cwd : dirname(entry.path))!;
    // A nested config's `ignores` drop the walked files they match, as they would in the editor.
    for (let i = entries.length - 1; i >= 0; i--) if (!entries[i]!.explicit && isIgnoredByConfig(entries[i]!.config, entries[i]!.path)) entries.splice(i, 1);
  }

  // Pass 1: read and classify every file, keeping a few fields of each and nothing of its
  // text. Reads are synchronous on purpose: for thousands of small files the thread pool's
  // round trips cost several times the read itself. Pass 2 reads each file again (from the
  // page cache): holding texts between the passes made the heap grow to about four times
  // what was held, and was slower, not faster (bench/README.md, "Memory").
  let heldBytes = HELD_BYTES_BUDGET;
  for (const entry of entries) {
    const outcome = headOf(entry);
    if (outcome.ok && outcome.bytes && outcome.bytes.length <= heldBytes) {
      entry.bytes = outcome.bytes;
      heldBytes -= outcome.bytes.length;
    }
    const frontMatter = outcome.ok ? frontMatterForKind(outcome.text) : null;
    const globs = kindGlobsOf(entry.config);
    const found = classify(entry.path, frontMatter ?? null, globs);
    if (found.kind !== null) Object.assign(entry, found);
    else entry.noKind = found.reason;
    if (!outcome.ok) entry.fatal = outcome;
    else entry.length = outcome.size;
    // What is kept of a text let go must not be a slice of it (a slice keeps the whole text
    // alive: on 10,000 real files, 1.1 GiB of peak memory instead of 0.4), so it is copied.
    const letGo = entry.held === null;
    if (letGo && entry.planRef !== null) entry.planRef = detached(entry.planRef);
    // Front matter parsed to classify the file is kept when it decided the kind (or is
    // invalid, which is small), so its YAML is read once; most is not parsed here at all
    // (`frontMatterForKind`). Kept where it only might have decided, it was the largest thing
    // alive through pass 1 on real files (GSD `must_haves` lists), and the heap grows to
    // about four times that. Its offsets are those of the text read; the decision reader wants them without a BOM.
    const decided = frontMatter != null && (frontMatter.data === null || !isDeepStrictEqual(found, classify(entry.path, null, globs)));
    if (outcome.ok && !hasBom(outcome.text)) entry.frontMatter = letGo && frontMatter ? (decided ? structuredClone(frontMatter) : undefined) : frontMatter;
  }

  // A summary's `plan:` makes the file it names a plan, unless that file says what it is.
  const byPath = new Map(entries.map((entry) => [entry.path, entry]));
  const listings = new Map<string, string[]>();
  for (const entry of entries) {
    if (entry.kind !== 'summary') continue;
    entry.planPath = entry.planRef !== null ? resolve(entry.path === STDIN_PATH ? cwd : dirname(entry.path), entry.planRef) : planByName(entry.path, listings, cwd, byPath);
    if (entry.planPath === entry.path) entry.planPath = null;
    const target = entry.planPath === null ? undefined : byPath.get(entry.planPath);
    // The file a `plan:` names is a plan where a file name would make it one (docs/real-files.md, "Kinds").
    const byName = target && (target.source === 'config' || target.source === 'file-name' || target.noKind?.why === 'name');
    if (target && byName) {
      target.kind = 'plan';
      target.source = 'plan-reference';
      target.noKind = null;
    }
  }
  listings.clear();

  // Pass 2, folder by folder, plans first: a plan's document is kept only until the last
  // summary that needs it is linted, so memory follows the folder, not the repository.
  const waiting = new Map<string, number>();
  for (const entry of entries) if (entry.planPath !== null) waiting.set(entry.planPath, (waiting.get(entry.planPath) ?? 0) + 1);
  const planDocuments = new Map<string, DecisionDocument | null>();
  // Why a plan a summary pairs with could not be read: the summary says so rather than go unpaired.
  const unreadablePlans = new Map<string, string>();
  // Each config's rules, bound to its accepted secret fingerprints (memoised per config), and whether they budget parsing.
  const rulesOf = (entryConfig: HandoffConfig) => rulesForConfig(baseRules, entryConfig);
  const budgetedByConfig = new WeakMap<HandoffConfig, boolean>();
  const budgetedFor = (entryConfig: HandoffConfig): boolean => {
    let budgeted = budgetedByConfig.get(entryConfig);
    if (budgeted === undefined) budgetedByConfig.set(entryConfig, (budgeted = parseBudgetApplies(rulesOf(entryConfig), settingsOf(entryConfig))));
    return budgeted;
  };
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- an SDK caller may pass a config built by hand
  const timeBaseOf = (entryConfig: HandoffConfig) => entryConfig.parseTimeBudgetMs ?? TIME_BASE_MS;
  // The files being linted or read as a plan right now, innermost last: the one a time overrun stopped.
  const active: string[] = [];
  const results = new Array<LintResult>(entries.length);
  // Results live to the end of the run: the same message (and rule url) is held once.
  const strings = new Map<string, string>();
  const lintAt = (index: number) => {
    const entry = entries[index]!;
    if (results[index]) return;
    active.push(entry.path);
    const planDocument = entry.planPath === null ? null : planFor(entry.planPath);
    const lint = () => lintEntry(entry, rulesOf(entry.config), settingsOf(entry.config), planDocument, parse, options.reportUnusedDirectives === true);
    let { messages, document, suppressed, text } = lint();
    let output: string | undefined;
    if (options.fix && text !== undefined) {
      const original = text;
      for (let pass = 0; pass < MAX_FIX_PASSES && messages.some((m) => m.fix); pass++) {
        const fixed = applyFixes(
          text!,
          messages.flatMap((m) => (m.fix ? [m.fix] : [])),
        );
        if (fixed === text) break;
        entry.held = { ok: true, text: fixed };
        entry.frontMatter = undefined;
        ({ messages, document, suppressed, text } = lint());
      }
      if (text !== original) output = text;
    }
    const unreadablePlan = entry.planPath === null || planDocument ? undefined : unreadablePlans.get(entry.planPath);
    if (unreadablePlan !== undefined && document) messages.unshift(fatal(unreadablePlanMessage(entry, unreadablePlan, cwd), 1, 1));
    results[index] = { ...toResult(entry.path, messages, strings), ...(suppressed.length > 0 ? { suppressedMessages: suppressed } : {}), ...(output !== undefined ? { output } : {}) };
    active.pop();
    entry.frontMatter = undefined;
    if (document) {
      entry.hasSection = document.sections.length > 0;
      entry.optsIn = optsIn(document);
    }
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
      active.push(path);
      const entry = byPath.get(path);
      const outcome = entry ? textOf(entry) : readTextSync(path);
      // A plan that does not exist leaves the summary unpaired; one that exists but cannot be read is reported.
      const reading = outcome.ok ? readPlan(outcome.text, parse, budgetedFor(entry?.config ?? config)) : { document: null, why: outcome.missing ? null : outcome.message };
      planDocuments.set(path, reading.document);
      if (reading.why !== null) unreadablePlans.set(path, reading.why);
      active.pop();
    }
    return planDocuments.get(path) ?? null;
  };
  // A file that runs past its time budget (a shape the pre-scan did not foresee) is stopped
  // and reported; a plan stopped while a summary read it is unreadable for every summary.
  const overrun = () => {
    const culprit = active.at(-1);
    active.length = 0;
    if (culprit === undefined) return;
    const index = indexOf.get(culprit);
    const entry = index === undefined ? undefined : entries[index]!;
    const entryConfig = entry?.config ?? config;
    const limitMs = timeBudgetMs(entry?.length ?? 0, timeBaseOf(entryConfig));
    planDocuments.set(culprit, null);
    unreadablePlans.set(culprit, `linting it did not finish within ${(limitMs / 1000).toFixed(1)} s`);
    if (index !== undefined && !results[index]) results[index] = toResult(culprit, timeOverrun(entry!, limitMs, rulesOf(entryConfig), settingsOf(entryConfig), budgetedFor(entryConfig)));
  };
  const order: number[] = [];
  for (const folder of byFolder(entries)) {
    for (const index of folder) if (entries[index]!.kind === 'plan') order.push(index);
    for (const index of folder) if (entries[index]!.kind !== 'plan') order.push(index);
  }
  // Each file gets its budget plus at most a quarter of a second (a half of a budget smaller than that).
  const rootTimeBase = timeBaseOf(config);
  runSteps(
    order.length,
    (step) => timeBudgetMs(entries[order[step]!]!.length, timeBaseOf(entries[order[step]!]!.config)),
    (step) => {
      active.length = 0;
      lintAt(order[step]!);
    },
    overrun,
    Math.min(250, rootTimeBase / 2),
  );
  holdBackUnadopted(entries, results, cwd, options.adoption ?? new Map<string, boolean>());
  return results;
}

const ADOPTION_NOTE = 'no plan or summary of this project has a decisions section (config `decisions: "auto"`)';

/**
 * Adoption (docs/real-files.md): `section-missing` stands only in projects that use decision
 * sections — one of their plans or summaries has one — or on files that opt in with `kind:` or
 * `decisions_schema:` front matter. Elsewhere (and always with `decisions: "off"`) it is moved
 * to the result's `suppressedMessages`, so the report can say how many files it held back.
 */
function holdBackUnadopted(entries: readonly Entry[], results: LintResult[], cwd: string, cache: AdoptionCache): void {
  const missing = entries
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- an SDK caller may pass a config built by hand
    .map((entry, index) => ({ entry, index, policy: entry.config.decisions ?? 'auto' }))
    .filter(({ index, policy }) => policy !== 'required' && results[index]!.messages.some((m) => m.ruleId === 'section-missing'));
  if (missing.length === 0) return;
  const roots = new Map<string, string | null>();
  const rootOf = (path: string) => projectRootOf(path === STDIN_PATH ? resolve(cwd, 'stdin.md') : path, isInside(cwd, path) ? cwd : dirname(path), roots);
  const projects = new Map<string, boolean>();
  // Roots are looked up only for the files that miss their section and for linted files
  // with one in the same folder tree, never for every file of a large run.
  const withSection = entries.filter((entry) => entry.hasSection);
  const adoptedByLinted = (root: string) => withSection.some((entry) => isInside(root, entry.path) && rootOf(entry.path) === root);
  let linted: Set<string> | undefined;
  for (const { entry, index, policy } of missing) {
    if (policy === 'auto' && entry.optsIn) continue;
    const root = rootOf(entry.path);
    let adopted = policy === 'auto' ? (projects.get(root) ?? cache.get(root)) : false;
    if (adopted === undefined && adoptedByLinted(root)) adopted = true;
    if (adopted === undefined) {
      adopted = adoptedOnDisk(root, (linted ??= new Set(entries.map((e) => e.path))));
      cache.set(root, adopted);
    }
    projects.set(root, adopted);
    if (adopted) continue;
    const result = results[index]!;
    const held: SuppressedDiagnostic[] = [];
    const kept = result.messages.filter((message) => {
      if (message.ruleId !== 'section-missing') return true;
      held.push({ ...message, suppressions: [{ kind: 'adoption', justification: policy === 'off' ? 'config `decisions: "off"`' : ADOPTION_NOTE }] });
      return false;
    });
    results[index] = { ...result, ...toResult(result.filePath, kept), suppressedMessages: [...(result.suppressedMessages ?? []), ...held] };
  }
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
  if (entry.held) return entry.held;
  const bytes = entry.bytes;
  entry.bytes = null;
  return bytes ? decodeText(bytes) : readTextSync(entry.path);
}

/**
 * Bytes of file content held between the passes, off the JavaScript heap: a file held is
 * decoded again in pass 2 but not read again (open, stat, read and close cost more than the
 * decode on small files: 8 % of a 2,000-file run). Held as text, the same bytes made V8 grow
 * its heap to about four times their size; as a Buffer they cost their size.
 */
const HELD_BYTES_BUDGET = 8 * 1024 * 1024;

/**
 * Bytes of a file pass 1 reads to classify it: its kind depends on its name and its front
 * matter, which sits at its head. A larger file is read whole only in pass 2, so a 10 MiB
 * note is not read (and its text left for the collector) twice.
 */
const HEAD_BYTES = 64 * 1024;

/** What pass 1 classifies a file by: its head, or all of it when the head ends inside its front matter. */
function headOf(entry: Entry): HeadOutcome {
  if (entry.held) return entry.held.ok ? { ...entry.held, complete: true, size: entry.held.text.length } : entry.held;
  const head = readTextHeadSync(entry.path, HEAD_BYTES);
  if (!head.ok || head.complete || !head.text.startsWith('---') || findFrontMatter(head.text)) return head;
  const whole = readTextSync(entry.path);
  return whole.ok ? { ...whole, complete: true, size: Math.max(head.size, whole.text.length) } : whole;
}

function parseDocument(text: string, kind: DecisionKind, mode: ParseMode): DecisionDocument {
  return parseDecisionDocument(text, kind, { mode });
}

/** A plan read only to pair a summary with: its document, or why it could not be read (over the parse budget). */
function readPlan(text: string, mode: ParseMode, budgeted: boolean): { document: DecisionDocument | null; why: string | null } {
  const tooCostly = 'it is over the parse budget';
  if (budgeted && textOverBudget(text)) return { document: null, why: tooCostly };
  try {
    return { document: withMarkdownParseGuard(markdownGuard({ timed: true, fileLength: budgeted ? text.length : null }), () => parseDocument(text, 'plan', mode)), why: null };
  } catch (error) {
    if (error instanceof ParseBudgetError) return { document: null, why: tooCostly };
    throw error;
  }
}

/** The result of a file stopped after its time budget: the budget's finding, or a fatal one while that rule is off. */
function timeOverrun(entry: Entry, limitMs: number, rules: ReadonlyArray<Rule>, settings: RuleSettings, budgeted: boolean): Diagnostic[] {
  if (budgeted && entry.kind !== null) return lintSource({ path: entry.path, text: '', kind: entry.kind }, { rules, settings, parseBudget: { kind: 'time', limitMs } });
  return [fatal(`Linting this file did not finish within ${(limitMs / 1000).toFixed(1)} s, so it was stopped and not linted`, 1, 1)];
}

function lintEntry(
  entry: Entry,
  rules: ReadonlyArray<Rule>,
  settings: RuleSettings,
  planDocument: DecisionDocument | null,
  parse: ParseMode,
  reportUnusedDirectives: boolean,
): { messages: Diagnostic[]; document?: DecisionDocument; suppressed: SuppressedDiagnostic[]; text?: string } {
  let kind = entry.kind;
  const suppressed: SuppressedDiagnostic[] = [];
  // A file with no kind gets no diagnostics (docs/cli.md, "Which files get diagnostics"), unreadable or not, unless named.
  if (kind === null && !entry.explicit) return { messages: [], suppressed };
  if (entry.fatal) return { messages: [fatal(entry.fatal.message, entry.fatal.line, entry.fatal.column)], suppressed };
  const outcome = textOf(entry);
  entry.held = null;
  if (!outcome.ok) return { messages: [fatal(outcome.message, outcome.line, outcome.column)], suppressed };
  const text = outcome.text;
  const budgeted = parseBudgetApplies(rules, settings);
  const frontMatter = entry.frontMatter !== undefined ? { frontMatter: entry.frontMatter } : {};
  const read = (): { messages: Diagnostic[]; document?: DecisionDocument; suppressed: SuppressedDiagnostic[]; text?: string } => {
    // A RESUME.md / HANDOFF.md by name is a handoff only when two of its h2s are handoff sections (docs/real-files.md, "Kinds").
    const handoffDocument = kind === 'handoff' ? parseHandoffDocument(outcome.text, parse) : undefined;
    if (handoffDocument && entry.source === 'file-name' && handoffDocument.sections.length < 2) {
      kind = null;
      entry.noKind = { why: 'uncorroborated' };
      if (!entry.explicit) return { messages: [], suppressed };
    }
    const file = { path: entry.path, text: outcome.text, kind };
    if (kind === null) return { messages: lintSource(file, { rules, settings, noKindReason: entry.noKind ?? { why: 'name' } }), suppressed };
    const document = kind === 'handoff' ? undefined : parseDecisionDocument(outcome.text, kind, { mode: parse, ...frontMatter });
    const messages = lintSource(file, {
      rules,
      settings,
      parse,
      ...frontMatter,
      ...(document ? { document } : {}),
      ...(handoffDocument && kind === 'handoff' ? { handoffDocument } : {}),
      ...(planDocument ? { plan: { path: entry.planPath!, document: planDocument } } : {}),
      suppressed,
      reportUnusedDirectives,
    });
    return document ? { messages, document, suppressed, text } : { messages, suppressed, text };
  };
  // Over the parse budget, the file is not parsed (nor corroborated as a handoff): one finding, and the raw-text rules.
  const overBudget = (excess: ParseBudgetExcess) => ({ messages: lintSource({ path: entry.path, text, kind }, { rules, settings, ...frontMatter, parseBudget: excess }), suppressed, text });
  try {
    if (budgeted && kind !== null) {
      const overText = textOverBudget(text);
      if (overText) return overBudget(overText);
    }
    return withMarkdownParseGuard(markdownGuard({ timed: true, fileLength: budgeted && kind !== null ? text.length : null }), read);
  } catch (error) {
    if (error instanceof StepNeedsPreparation) {
      // The step runs again once remark is loaded: keep the text (standard input has no other copy).
      entry.held = outcome;
      throw error;
    }
    if (error instanceof ParseBudgetError && kind !== null) return overBudget(error.excess);
    // A rule or parser bug must not take the other files' results down with it.
    const why = error instanceof Error ? error.message : String(error);
    return { messages: [fatal(`Internal error while linting this file (please report it): ${why.split('\n', 1)[0]}`, 1, 1)], suppressed };
  }
}

/** The plan a summary pairs with by name, in its folder, matched case-insensitively (exact case first). */
function planByName(summaryPath: string, listings: Map<string, string[]>, cwd: string, linted: ReadonlyMap<string, unknown>): string | null {
  const wanted = planFileNameFor(summaryPath === STDIN_PATH ? '' : basename(summaryPath));
  if (wanted === null) return null;
  const dir = summaryPath === STDIN_PATH ? cwd : dirname(summaryPath);
  // A plan of that exact name among the files being linted exists: no need to list the folder.
  const exact = resolve(dir, wanted);
  if (linted.has(exact)) return exact;
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

/** The finding of a summary whose plan exists (it was found by name, or `plan:` names it) but cannot be read. */
function unreadablePlanMessage(summary: Entry, why: string, cwd: string): string {
  const from = summary.path === STDIN_PATH ? cwd : dirname(summary.path);
  const shown = relative(from, summary.planPath!) || basename(summary.planPath!);
  return `Cannot check this summary against its plan \`${shown}\` (${why.charAt(0).toLowerCase()}${why.slice(1)}); the plan and summary rules did not run`;
}

function fatal(message: string, line: number, column: number): Diagnostic {
  return { ruleId: null, severity: 2, fatal: true, message, line, column, endLine: line, endColumn: column };
}

function toResult(filePath: string, messages: Diagnostic[], strings?: Map<string, string>): LintResult {
  let errorCount = 0;
  let warningCount = 0;
  let fixableErrorCount = 0;
  let fixableWarningCount = 0;
  for (const message of messages) {
    // A fix's text is often a slice of the file, and a slice keeps the whole text alive:
    // results live to the end of the run, so each one holds a copy instead.
    if (message.fix && message.fix.text.length > 12) message.fix = { range: message.fix.range, text: detached(message.fix.text) };
    if (strings) {
      message.message = shared(strings, message.message);
      if (message.url !== undefined) message.url = shared(strings, message.url);
    }
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

/** A copy of `text` that shares no storage with the string it was sliced from. */
function detached(text: string): string {
  return JSON.parse(JSON.stringify(text)) as string;
}

/** The one instance of `text` kept for the run. */
function shared(strings: Map<string, string>, text: string): string {
  const known = strings.get(text);
  if (known !== undefined) return known;
  strings.set(text, text);
  return text;
}
