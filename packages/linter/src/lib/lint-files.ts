import { rules as registry } from '../rules/index.js';
import { holdBackUnadopted, ProjectReader, weighUnadopted, type AdoptionCache } from './adoption.js';
import { ConfigCascade } from './config-cascade.js';
import { isIgnoredByConfig } from './config-ignores.js';
import { emptyConfig, type HandoffConfig } from './config.js';
import type { LintResult } from './diagnostic.js';
import type { NoSuchPathError } from './discover.js';
import type { ParseMode } from './engine.js';
import { decodeText } from './read-text.js';
import type { Rule, RuleSettings } from './rule.js';
import { classifyPass } from './run/classify-pass.js';
import { collectEntries, textEntry } from './run/collect.js';
import type { Entry } from './run/entry.js';
import { assignFolderConfigs } from './run/folder-configs.js';
import { lintPass } from './run/lint-pass.js';
import { pairSummaries } from './run/pairing.js';
import { runRootFolder } from './run/root-folder.js';
import { toResult } from './run/results.js';
import { RuleSets } from './run/rule-sets.js';
import type { LintRun, RunSummary } from './run-summary.js';
import { STDIN_PATH } from './stdin-path.js';

/** What `lintFiles` and `lintText` take besides the files. */
export interface LintFilesOptions {
  /** Folder relative operands and globs are read against; `process.cwd()` by default. */
  cwd?: string;
  /** The rules to run; the full registry by default. */
  rules?: ReadonlyArray<Rule>;
  /**
   * One config for every file (and for what a folder walk skips), with no search: an explicit
   * config overrides the cascade. Without it, each file gets the merge of the config files
   * from its folder upward, as `handoff lint` applies them (see `configFile`).
   */
  config?: HandoffConfig;
  /**
   * Where configs come from when `config` is not given: by default each file's folder and the
   * folders above it (the config cascade, docs/config.md); a path names one config file for
   * every file (`handoff lint --config`); `false` uses none (every rule at its default).
   */
  configFile?: string | false;
  /**
   * A config cascade kept between calls, so each folder's config files are read once (its
   * `configFile` then decides); a fresh one per call by default.
   */
  configs?: ConfigCascade;
  /**
   * Told once per config file that uses a deprecated key (one line naming the file, the key
   * and where it moved; docs/config.md); by default a Node `DeprecationWarning`, once per process.
   */
  warn?: (message: string) => void;
  /**
   * Told of a folder operand with no Markdown file to lint (none, or all ignored), which is then passed over; without
   * it such a folder throws `NoSuchPathError`, as a missing path does. `handoff lint` says it on standard error and
   * goes on: a repository with no Markdown does not fail its CI.
   */
  onEmptyFolder?: (error: NoSuchPathError) => void;
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
  /**
   * The project root: a summary's plan (named by `plan:` or by file name) and the links a
   * folder walk or glob meets must lead inside it, by real path. Default: for each file, the
   * nearest folder upward holding `.handoff` or `.git`, else `cwd` (a file in it), else its folder.
   */
  root?: string;
  /**
   * Lint links met by a folder walk or glob wherever they lead, out of the project too: the
   * user asked for it (`--follow-symlinks`). A config's `followSymlinks` reaches only as far
   * as the project; a repository cannot widen it further.
   */
  followLinksOut?: boolean;
}

export { STDIN_PATH };

/**
 * Lint files, folders, globs and `-` (standard input), as every front door lints a project:
 * find each file's config (the cascade from its folder upward, unless `config` or
 * `configFile` says otherwise), classify each file (docs/real-files.md, "Kinds"), pair every
 * summary with its plan, run the rules, and return one ESLint-shaped result per file, clean
 * files included. Throws `NoSuchPathError` for an operand that names nothing and
 * `ConfigError` for a config that cannot be used.
 *
 * The run, job by job (each a module of `lib/run/`, handing plain entries to the next):
 * collect the operands, give each file its folder's config, classify (pass 1), pair, lint
 * (pass 2, each file through `lintFile` under its time budget, with the fix loop), hold back
 * what adoption holds back, and shape the results.
 */
export async function lintFiles(operands: readonly string[], options: LintFilesOptions = {}): Promise<LintResult[]> {
  return (await lintRun(operands, options)).results;
}

/**
 * `lintFiles`, with what the run checked (`RunSummary`): the files linted by kind, the files
 * passed over (no kind, or ignored by the config) and the plan/summary pairs made. What
 * `handoff lint` ends its report with (`describeRun`).
 */
export async function lintRun(operands: readonly string[], options: LintFilesOptions = {}): Promise<LintRun> {
  const cwd = options.cwd ?? process.cwd();
  const rules = options.rules ?? registry;
  const cascade = configCascadeFor(options, rules, cwd);
  // The run root's config decides what a folder walk skips and whether it follows links.
  const config = options.config ?? (cascade ? cascade.forFolder(runRootFolder(operands, cwd)) : emptyConfig(cwd));
  const { entries, ignored } = await configuredEntries(operands, options, cascade, cwd, config);
  const results = lintEntries(entries, config, rules, options);
  return { results, summary: summarize(entries, ignored) };
}

/**
 * The operands' entries, each with its folder's config, and how many walked files are ignored. The walk's folder
 * listings (read by the config lookups instead of the disk) are let go here, before any file is linted: on ten
 * copies of the real corpus they were 6 MiB alive through the run.
 */
async function configuredEntries(
  operands: readonly string[],
  options: LintFilesOptions,
  cascade: ConfigCascade | null,
  cwd: string,
  config: HandoffConfig,
): Promise<{ entries: Entry[]; ignored: number }> {
  const collected = await collectEntries(operands, {
    cwd,
    config,
    ...(options.stdin ? { stdin: options.stdin } : {}),
    ...(options.root === undefined ? {} : { root: options.root }),
    followLinksOut: options.followLinksOut === true,
    ...(options.onEmptyFolder ? { onEmptyFolder: options.onEmptyFolder } : {}),
  });
  const entries = cascade
    ? assignFolderConfigs(collected.entries, cascade, cwd, collected.listings)
    : collected.entries;
  // Walked files a nested config ignores were dropped after collecting: they are ignored too.
  return { entries, ignored: collected.ignored + collected.entries.length - entries.length };
}

/** What a run checked, from its entries once linted. */
function summarize(entries: readonly Entry[], ignored: number): RunSummary {
  const summary: RunSummary = {
    linted: { plan: 0, summary: 0, handoff: 0 },
    noKind: 0,
    ignored,
    pairs: 0,
    unpaired: 0,
  };
  for (const entry of entries) {
    if (entry.kind === null) summary.noKind++;
    else summary.linted[entry.kind]++;
    if (entry.kind === 'summary') {
      if (entry.paired) summary.pairs++;
      else summary.unpaired++;
    }
  }
  return summary;
}

/**
 * Lint one text (an editor buffer, standard input) as if it were the file `filePath`: its
 * kind and config come from that name (or its front matter), and a summary is paired with
 * its plan on disk.
 */
export async function lintText(
  text: string,
  options: Omit<LintFilesOptions, 'stdin'> & { filePath?: string } = {},
): Promise<LintResult> {
  const { filePath, ...rest } = options;
  const [result] = await lintFiles(['-'], {
    ...rest,
    stdin: { text, ...(filePath === undefined ? {} : { filePath }) },
  });
  return result!;
}

/** What the host-tool adapters pass for one file they lint. */
export interface HostFileOptions {
  /** The rules a host tool runs on one file alone. */
  rules: ReadonlyArray<Rule>;
  /** The config cascade the host keeps (a long-lived host renews it so config edits are seen). */
  configs: ConfigCascade;
  /** Whether each project has adopted decision sections, as the host keeps it. */
  adoption: AdoptionCache;
}

/**
 * Lint one file's content synchronously, as `lintFiles` lints it when it is one of the files a
 * folder walk found (for markdownlint and remark, whose rules are synchronous): the same
 * config cascade, decoding, kinds, pipeline, time budget and adoption; a file with no kind or
 * that the config ignores gets nothing, and a summary is not paired (the plan ↔ summary rules
 * need the other file).
 */
export function lintHostFile(content: Uint8Array, filePath: string, options: HostFileOptions): LintResult {
  const cwd = process.cwd();
  const entry = textEntry({ text: '', filePath }, cwd, emptyConfig(cwd), decodeText(content));
  entry.explicit = false;
  entry.config = options.configs.forFile(entry.path);
  // The host expanded its own globs: a file the config ignores gets nothing, as in the editor.
  if (isIgnoredByConfig(entry.config, entry.path)) return toResult(entry.path, []);
  const [result] = lintEntries([entry], entry.config, options.rules, { adoption: options.adoption, pair: false });
  return result!;
}

/** The jobs after collecting: classify, pair, lint, adoption; results in entry order. */
function lintEntries(
  entries: Entry[],
  rootConfig: HandoffConfig,
  rules: ReadonlyArray<Rule>,
  options: LintFilesOptions & { pair?: boolean },
): LintResult[] {
  const cwd = options.cwd ?? process.cwd();
  const ruleSets = new RuleSets(rules, options.settings);
  classifyPass(entries, ruleSets);
  if (options.pair !== false) pairSummaries(entries, cwd, options.root);
  const { results, pending } = lintPass(entries, {
    cwd,
    rootConfig,
    ruleSets,
    parse: options.parse ?? 'fast',
    fix: options.fix === true,
    reportUnusedDirectives: options.reportUnusedDirectives === true,
    pairing: options.pair !== false,
  });
  const projects = new ProjectReader(
    entries,
    cwd,
    options.adoption ?? new Map<string, boolean>(),
    options.config !== undefined,
  );
  holdBackUnadopted(entries, results, pending, projects);
  weighUnadopted(entries, results, projects);
  return results;
}

/** The cascade each file's config comes from, or `null` when one config applies to every file. */
function configCascadeFor(options: LintFilesOptions, rules: ReadonlyArray<Rule>, cwd: string): ConfigCascade | null {
  if (options.config !== undefined || options.configFile === false) return null;
  if (options.configs) return options.configs;
  return new ConfigCascade({
    rules,
    cwd,
    ...(options.configFile === undefined ? {} : { configFile: options.configFile }),
    ...(options.warn ? { warn: options.warn } : {}),
  });
}
