import { readdirSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { parseDecisionDocument, planFileNameFor, type DecisionDocument, type DocumentKind, type FrontMatter } from '@handoff/core/read';
import { rules as registry } from '../rules/index.js';
import { adoptedOnDisk, optsIn, projectRootOf, type AdoptionCache } from './adoption.js';
import { classify, frontMatterForKind, kindGlobs, type KindSource, type NoKindReason } from './classify.js';
import { emptyConfig, type HandoffConfig } from './config.js';
import type { Diagnostic, LintResult, SuppressedDiagnostic } from './diagnostic.js';
import { discoverFiles } from './discover.js';
import { lintSource, type ParseMode, type RuleSettings } from './engine.js';
import { parseHandoffDocument } from './handoff-document.js';
import { isInside } from './gitignore.js';
import { checkText, readTextSync, type TextOutcome } from './read-text.js';
import type { Rule, RuleScope } from './rule.js';
import { STDIN_PATH } from './stdin-path.js';

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
  /**
   * Whether each project has adopted decision sections, kept between calls (the language
   * server passes one so a project is searched once); a fresh one per call by default.
   */
  adoption?: AdoptionCache;
}

/**
 * Characters of text read ahead of linting: files are read and classified a batch at a time,
 * then linted, and their texts let go. A small batch keeps texts short-lived: a text held
 * while more than a young-generation's worth of memory is allocated is moved to the old
 * generation, which then grows with garbage until a full collection (with 256 Ki characters,
 * the real-files corpus at 10× peaked at 260–300 MiB; with 32 Ki, at 190 MiB). Reading, then
 * parsing, a few files at a time still keeps the caches warm (one file at a time cost more).
 */
const BATCH_CHARACTERS = 32 * 1024;

export { STDIN_PATH };

interface Entry {
  /** Absolute path, or `<stdin>`. */
  path: string;
  explicit: boolean;
  /** Standard input's text (a file's text is read when its turn comes, and not kept). */
  held: TextOutcome | null;
  kind: DocumentKind | null;
  source: KindSource | null;
  /** Why the file has no kind (for `kind-unknown` when the user named it). */
  noKind: NoKindReason | null;
  /** Front matter read while classifying (`undefined`: not read), so its YAML is parsed once; dropped once the file is linted. */
  frontMatter: FrontMatter | null | undefined;
  /** For a plan or summary once linted: whether it has a decisions section, and whether its front matter opts it in. */
  hasSection: boolean;
  optsIn: boolean;
  planRef: string | null;
  fatal: { message: string; line: number; column: number } | null;
  /** For a summary: the absolute path of the plan it pairs with, if any. */
  planPath: string | null;
  /** The kind the file was linted as (`undefined`: not linted yet), so a later `plan:` reference that changes it lints it again. */
  lintedAs: DocumentKind | null | undefined;
}

/** An entry before classification; one literal, so every entry shares one object shape. */
function newEntry(path: string, explicit: boolean, held: TextOutcome | null): Entry {
  return { path, explicit, held, kind: null, source: null, noKind: null, frontMatter: undefined, hasSection: false, optsIn: false, planRef: null, fatal: null, planPath: null, lintedAs: undefined };
}

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
  const globs = kindGlobs(config.baseDir, config.kinds);
  const parse = options.parse ?? 'fast';

  const entries: Entry[] = [];
  if (operands.includes('-')) {
    if (!options.stdin) throw new Error('lintFiles: `-` needs options.stdin');
    const name = options.stdin.filePath;
    entries.push(newEntry(name === undefined ? STDIN_PATH : resolve(cwd, name), true, checkText(options.stdin.text)));
  }
  const discovered = await discoverFiles(
    operands.filter((operand) => operand !== '-'),
    { cwd, ignores: { baseDir: config.baseDir, patterns: config.ignores } },
  );
  const stdinPath = entries[0]?.path;
  for (const file of discovered) if (file.path !== stdinPath) entries.push(newEntry(file.path, file.explicit, null));

  // One pass, in batches of files in order: each batch is read, classified and paired, then
  // linted (a summary's plan before it, so its document is at hand) and its texts let go. Memory
  // then follows one batch and a few plan documents, never the repository. What a later file
  // can change is rare and done afterwards: a summary's `plan:` naming a file linted in an
  // earlier batch under another kind makes it a plan, and it is linted again (SPEC §2.6).
  const byPath = new Map(entries.map((entry) => [entry.path, entry]));
  const order = new Map(entries.map((entry, index) => [entry.path, index]));
  // Plan documents, kept only while a summary of the batch still needs one: how many do.
  const plans = new Map<string, DecisionDocument | null>();
  const needed = new Map<string, number>();
  // Files a summary pairs with that come later: they become plans when their turn comes.
  const namedAsPlan = new Set<string>();
  const relint: number[] = [];
  const listing = { dir: '', names: [] as string[] };
  const results = new Array<LintResult>(entries.length);
  // Results live to the end of the run: the same message (and rule url) is held once.
  const strings = new Map<string, string>();
  // The texts of the batch being linted, by path.
  const batch = new Map<string, TextOutcome>();
  const batchText = (entry: Entry): TextOutcome => batch.get(entry.path) ?? textOf(entry);

  const planDocument = (path: string): DecisionDocument | null => {
    const kept = plans.get(path);
    if (kept !== undefined) return kept;
    const outcome = byPath.get(path)?.held ?? batch.get(path) ?? readTextSync(path);
    const document = outcome.ok ? parseDecisionDocument(outcome.text, 'plan', { mode: parse }) : null;
    plans.set(path, document);
    return document;
  };
  const lintAt = (index: number, outcome: TextOutcome) => {
    const entry = entries[index]!;
    // Each slot is emptied once used, not the whole table at the end: a discarded table that
    // the garbage collector has moved to its old generation would keep every text it points
    // to alive through the next young collections, and so into the old generation too.
    batch.delete(entry.path);
    const planPath = entry.kind === 'summary' ? entry.planPath : null;
    const { messages, document } = lintEntry(entry, outcome, rules, settings, planPath === null ? null : planDocument(planPath), parse);
    results[index] = toResult(entry.path, messages, strings);
    entry.lintedAs = entry.kind;
    entry.frontMatter = undefined;
    if (document) {
      entry.hasSection = document.sections.length > 0;
      entry.optsIn = optsIn(document);
      if (entry.kind === 'plan' && needed.has(entry.path)) plans.set(entry.path, document);
    }
    if (planPath !== null) {
      const left = needed.get(planPath)! - 1;
      if (left > 0) needed.set(planPath, left);
      else {
        needed.delete(planPath);
        plans.delete(planPath);
      }
    }
  };

  for (let next = 0; next < entries.length; ) {
    const first = next;
    let held = 0;
    for (; next < entries.length && (next === first || held < BATCH_CHARACTERS); next++) {
      const entry = entries[next]!;
      const outcome = textOf(entry);
      const frontMatter = outcome.ok ? frontMatterForKind(outcome.text) : null;
      if (outcome.ok) entry.frontMatter = frontMatter;
      const found = classify(entry.path, frontMatter ?? null, globs);
      if (found.kind !== null) Object.assign(entry, found);
      else entry.noKind = found.reason;
      if (!outcome.ok) entry.fatal = outcome;
      if (namedAsPlan.delete(entry.path)) becomesPlan(entry);
      // A file with no kind is not linted (unless a summary names it as its plan, when it is read again).
      if (entry.kind !== null || entry.explicit) {
        batch.set(entry.path, outcome);
        if (outcome.ok) held += outcome.text.length;
      }

      // A summary's `plan:` makes the file it names a plan, unless that file says what it is.
      if (entry.kind === 'summary') {
        entry.planPath = entry.planRef !== null ? resolve(entry.path === STDIN_PATH ? cwd : dirname(entry.path), entry.planRef) : planByName(entry.path, listing, cwd, byPath);
        if (entry.planPath === entry.path) entry.planPath = null;
        const target = entry.planPath === null ? undefined : byPath.get(entry.planPath);
        if (target && order.get(target.path)! > next) namedAsPlan.add(target.path);
        else if (target && becomesPlan(target) && target.lintedAs !== undefined) relint.push(order.get(target.path)!);
        if (entry.planPath !== null) needed.set(entry.planPath, (needed.get(entry.planPath) ?? 0) + 1);
      }
    }
    for (let index = first; index < next; index++) {
      const entry = entries[index]!;
      if (results[index]) continue;
      // A summary's plan in this batch is linted first: its document is then at hand.
      const planIndex = entry.kind === 'summary' && entry.planPath !== null ? order.get(entry.planPath) : undefined;
      if (planIndex !== undefined && planIndex >= first && planIndex < next && !results[planIndex] && entries[planIndex]!.kind === 'plan') lintAt(planIndex, batchText(entries[planIndex]!));
      lintAt(index, batchText(entry));
    }
    // A summary later re-kinded to a plan leaves its count behind; nothing outlives the batch.
    for (const path of needed.keys()) plans.delete(path);
    needed.clear();
  }
  for (const index of relint) lintAt(index, textOf(entries[index]!));

  const policy = config.decisions ?? 'auto';
  if (policy !== 'required') holdBackUnadopted(entries, results, policy, cwd, options.adoption ?? new Map());
  return results;
}

/**
 * The file a summary's `plan:` (or name) pairs it with is a plan where a file name (or the
 * config) would give it its kind (SPEC §2.6). Returns whether that changed its kind.
 */
function becomesPlan(target: Entry): boolean {
  if (!(target.source === 'config' || target.source === 'file-name' || target.noKind?.why === 'name')) return false;
  const changed = target.kind !== 'plan';
  target.kind = 'plan';
  target.source = 'plan-reference';
  target.noKind = null;
  return changed;
}

const ADOPTION_NOTE = 'no plan or summary of this project has a decisions section (config `decisions: "auto"`)';

/**
 * SPEC §2.6 "Adoption": `section-missing` stands only in projects that use decision
 * sections — one of their plans or summaries has one — or on files that opt in with `kind:` or
 * `decisions_schema:` front matter. Elsewhere (and always with `decisions: "off"`) it is moved
 * to the result's `suppressedMessages`, so the report can say how many files it held back.
 */
function holdBackUnadopted(entries: readonly Entry[], results: LintResult[], policy: 'auto' | 'off', cwd: string, cache: AdoptionCache): void {
  const missing = entries.map((entry, index) => ({ entry, index })).filter(({ index }) => results[index]!.messages.some((m) => m.ruleId === 'section-missing'));
  if (missing.length === 0) return;
  const roots = new Map<string, string | null>();
  const rootOf = (path: string) => projectRootOf(path === STDIN_PATH ? resolve(cwd, 'stdin.md') : path, isInside(cwd, path) ? cwd : dirname(path), roots);
  const projects = new Map<string, boolean>();
  // Roots are looked up only for the files that miss their section and for linted files
  // with one in the same folder tree, never for every file of a large run.
  const withSection = entries.filter((entry) => entry.hasSection);
  const adoptedByLinted = (root: string) => withSection.some((entry) => isInside(root, entry.path) && rootOf(entry.path) === root);
  let linted: Set<string> | undefined;
  for (const { entry, index } of missing) {
    if (policy === 'auto' && entry.optsIn) continue;
    const root = rootOf(entry.path);
    let adopted = policy === 'auto' ? projects.get(root) ?? cache.get(root) : false;
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
    results[index] = { ...toResult(result.filePath, kept), suppressedMessages: [...(result.suppressedMessages ?? []), ...held] };
  }
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

function lintEntry(
  entry: Entry,
  outcome: TextOutcome,
  rules: ReadonlyArray<Rule<RuleScope, string>>,
  settings: RuleSettings,
  planDocument: DecisionDocument | null,
  parse: ParseMode,
): { messages: Diagnostic[]; document?: DecisionDocument } {
  let kind = entry.kind;
  // A file with no kind gets no diagnostics (SPEC §2.3), unreadable or not, unless named.
  if (kind === null && !entry.explicit) return { messages: [] };
  if (entry.fatal) return { messages: [fatal(entry.fatal.message, entry.fatal.line, entry.fatal.column)] };
  if (!outcome.ok) return { messages: [fatal(outcome.message, outcome.line, outcome.column)] };
  try {
    const frontMatter = entry.frontMatter !== undefined ? { frontMatter: entry.frontMatter } : {};
    // A RESUME.md / HANDOFF.md by name is a handoff only when two of its h2s are handoff sections (SPEC §2.6).
    const handoffDocument = kind === 'handoff' ? parseHandoffDocument(outcome.text, parse) : undefined;
    if (handoffDocument && entry.source === 'file-name' && handoffDocument.sections.length < 2) {
      kind = null;
      entry.noKind = { why: 'uncorroborated' };
      if (!entry.explicit) return { messages: [] };
    }
    const file = { path: entry.path, text: outcome.text, kind };
    if (kind === null) return { messages: lintSource(file, { rules, settings, noKindReason: entry.noKind ?? { why: 'name' } }) };
    const document = kind === 'handoff' ? undefined : parseDecisionDocument(outcome.text, kind, { mode: parse, ...frontMatter });
    const messages = lintSource(file, {
      rules,
      settings,
      parse,
      ...frontMatter,
      ...(document ? { document } : {}),
      ...(handoffDocument && kind === 'handoff' ? { handoffDocument } : {}),
      ...(planDocument ? { plan: { path: entry.planPath!, document: planDocument } } : {}),
    });
    return document ? { messages, document } : { messages };
  } catch (error) {
    // A rule or parser bug must not take the other files' results down with it.
    const why = error instanceof Error ? error.message : String(error);
    return { messages: [fatal(`Internal error while linting this file (please report it): ${why.split('\n', 1)[0]}`, 1, 1)] };
  }
}

/**
 * The plan a summary pairs with by name, in its folder, matched case-insensitively (exact
 * case first). The last folder listed is kept: a folder's files come one after another.
 */
function planByName(summaryPath: string, listing: { dir: string; names: string[] }, cwd: string, linted: ReadonlyMap<string, unknown>): string | null {
  const wanted = planFileNameFor(summaryPath === STDIN_PATH ? '' : basename(summaryPath));
  if (wanted === null) return null;
  const dir = summaryPath === STDIN_PATH ? cwd : dirname(summaryPath);
  // A plan of that exact name among the files being linted exists: no need to list the folder.
  const exact = resolve(dir, wanted);
  if (linted.has(exact)) return exact;
  if (listing.dir !== dir) {
    try {
      listing.names = readdirSync(dir);
    } catch {
      listing.names = [];
    }
    listing.dir = dir;
  }
  const names = listing.names;
  const match = names.includes(wanted) ? wanted : names.find((name) => name.toLowerCase() === wanted.toLowerCase());
  return match === undefined ? null : resolve(dir, match);
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
