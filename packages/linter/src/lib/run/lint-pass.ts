import { dirname } from 'node:path';
import { parseDecisionDocument, withMarkdownParseGuard, type DecisionDocument } from '@handoff/core/read';
import type { FileReading } from '../file-reading.js';
import { isBucketed, optsIn } from '../decision-rules-support.js';
import type { PendingFinding } from '../adoption.js';
import type { LintResult } from '../diagnostic.js';
import type { HandoffConfig } from '../config.js';
import { lintFile } from '../lint-file.js';
import { markdownGuard, ParseBudgetError, textOverBudget, timeBudgetMs } from '../parse-budget.js';
import { readTextSync } from '../read-text.js';
import { runSteps } from '../step-timer.js';
import { STDIN_PATH } from '../stdin-path.js';
import { textOf } from './classify-pass.js';
import type { Entry } from './entry.js';
import { lintEntry, type EntryLintOptions } from './lint-entry.js';
import { planSearch, unreadablePlanMessage } from './pairing.js';
import { fatal, toResult } from './results.js';
import type { RuleSets } from './rule-sets.js';
import { StringPool } from './strings.js';
import { filesHolding, reportedSecretValues, textsOnce } from './secrets-elsewhere.js';
import { withSecretsFoundElsewhere } from '../file-secrets.js';

/** What pass 2 needs besides the entries: how to lint each, each config's rules, and the run root's config. */
export interface LintPassOptions extends EntryLintOptions {
  cwd: string;
  ruleSets: RuleSets;
  /** The run root's config: the time budget of a plan read from outside the run. */
  rootConfig: HandoffConfig;
}

/** A plan's document as the summaries paired with it read it, or why it could not be read. */
interface PlanReading {
  document: DecisionDocument | null;
  /** Why a plan that exists could not be read (the summary says so rather than go unpaired); `null` otherwise. */
  why: string | null;
}

/**
 * Pass 2: lint every entry, folder by folder and plans first, each under its time budget.
 * A plan's document is kept only until the last summary that pairs with it is linted, so
 * memory follows the folder, not the repository. Gives one result per entry, in entry order;
 * with `fix`, a result's `output` is the fixed text.
 */
export function lintPass(
  entries: readonly Entry[],
  options: LintPassOptions,
): { results: LintResult[]; pending: Map<number, PendingFinding[]> } {
  return new LintPass(entries, options).run();
}

class LintPass {
  readonly #entries: readonly Entry[];
  readonly #options: LintPassOptions;
  readonly #results: LintResult[];
  /** Each file's findings that adoption decides on, by entry index. */
  readonly #pending = new Map<number, PendingFinding[]>();
  readonly #indexOf: Map<string, number>;
  /** Summaries still to lint, per plan path. */
  readonly #waiting = new Map<string, number>();
  readonly #plans = new Map<string, PlanReading>();
  /** The files being linted or read as a plan right now, innermost last: the one a time overrun stopped. */
  readonly #active: string[] = [];
  /** Results live to the end of the run: the same message (and rule url) is held once. */
  readonly #strings = new StringPool();
  /** Files linted again with the run's secret values known (`#lintAgainWithSecretsFound`), until they are. */
  readonly #again = new Set<number>();

  constructor(entries: readonly Entry[], options: LintPassOptions) {
    this.#entries = entries;
    this.#options = options;
    this.#results = new Array<LintResult>(entries.length);
    this.#indexOf = new Map(entries.map((entry, index) => [entry.path, index]));
    for (const entry of entries)
      if (entry.planPath !== null) this.#waiting.set(entry.planPath, (this.#waiting.get(entry.planPath) ?? 0) + 1);
  }

  run(): { results: LintResult[]; pending: Map<number, PendingFinding[]> } {
    const entries = this.#entries;
    const order: number[] = [];
    for (const folder of byFolder(entries)) {
      for (const index of folder) if (entries[index]!.kind === 'plan') order.push(index);
      for (const index of folder) if (entries[index]!.kind !== 'plan') order.push(index);
    }
    this.#lintEach(order);
    this.#lintAgainWithSecretsFound();
    return { results: this.#results, pending: this.#pending };
  }

  /** Lint the entries at `indices` in that order, each under its time budget. */
  #lintEach(indices: readonly number[]): void {
    const entries = this.#entries;
    const ruleSets = this.#options.ruleSets;
    // Each file gets its budget plus at most a quarter of a second (a half of a budget smaller than that).
    const rootTimeBase = ruleSets.forConfig(this.#options.rootConfig).timeBaseMs;
    runSteps(
      indices.length,
      (step) => {
        const entry = entries[indices[step]!]!;
        return timeBudgetMs(entry.length, ruleSets.forConfig(entry.config).timeBaseMs);
      },
      (step) => {
        this.#active.length = 0;
        this.#lintAt(indices[step]!);
      },
      () => {
        this.#overrun();
      },
      Math.min(250, rootTimeBase / 2),
    );
  }

  /**
   * A value reported as a secret in one file is the same secret wherever another linted file holds it as a token of
   * its own (`secrets-elsewhere.ts`): those files are linted again with the values known, under the same budgets.
   */
  #lintAgainWithSecretsFound(): void {
    const read = textsOnce(this.#entries);
    const values = reportedSecretValues(this.#entries, this.#results, read);
    if (values.size === 0) return;
    const again = filesHolding(values, this.#entries, this.#results, read);
    for (const index of again) {
      this.#again.add(index);
      this.#pending.delete(index);
    }
    withSecretsFoundElsewhere(values, () => {
      this.#lintEach(again);
    });
  }

  #lintAt(index: number): void {
    const entry = this.#entries[index]!;
    if (this.#results[index] && !this.#again.delete(index)) return;
    this.#active.push(entry.path);
    const planDocument = entry.planPath === null ? null : this.#planFor(entry.planPath);
    const ruleSet = this.#options.ruleSets.forConfig(entry.config);
    const plan = planDocument ? { path: entry.planPath!, document: planDocument } : undefined;
    const unreadable = entry.planPath === null || planDocument ? null : this.#plans.get(entry.planPath)?.why;
    // A summary left with no plan says what was looked for; one whose plan exists but was refused or unreadable says
    // that instead.
    const unpaired =
      this.#options.pairing && entry.kind === 'summary' && !plan && unreadable == null && entry.planRefused === null
        ? planSearch(entry, this.#options.cwd)
        : undefined;
    const { messages, suppressed, pending, document, handoff, output, sourceDigest, fixCount } = lintEntry(
      entry,
      ruleSet,
      plan,
      this.#options,
      unpaired,
    );
    if (pending.length > 0) this.#pending.set(index, pending);
    if (unreadable != null && document)
      messages.unshift(fatal(unreadablePlanMessage(entry, unreadable, this.#options.cwd), 1, 1));
    if (entry.planRefused !== null && document) messages.unshift(fatal(entry.planRefused, 1, 1));
    entry.paired = planDocument !== null;
    if (handoff) {
      entry.layout = handoff.layout;
      entry.declares = handoff.declares;
      entry.history = handoff.history;
    }
    // Built by assignment, in the order the results' keys are printed in (`copyWith` says why not by spreads).
    const result = toResult(entry.path, messages, this.#strings);
    if (suppressed.length > 0) result.suppressedMessages = suppressed;
    if (output !== undefined) {
      result.output = output;
      result.sourceDigest = sourceDigest!;
      result.fixCount = fixCount!;
    }
    result.reading = readingOf(entry);
    this.#results[index] = result;
    this.#active.pop();
    entry.frontMatter = undefined;
    if (document) {
      const section = document.sections[0];
      entry.hasSection = section !== undefined && isBucketed(section, document.kind);
      entry.optsIn = optsIn(document);
    }
    if (document && entry.kind === 'plan' && this.#waiting.has(entry.path))
      this.#plans.set(entry.path, { document, why: null });
    if (entry.planPath !== null) this.#doneWith(entry.planPath);
  }

  /** A summary of `planPath` is linted: forget the plan's document after its last one. */
  #doneWith(planPath: string): void {
    const left = this.#waiting.get(planPath)! - 1;
    if (left > 0) this.#waiting.set(planPath, left);
    else {
      this.#waiting.delete(planPath);
      this.#plans.delete(planPath);
    }
  }

  /**
   * The plan's document: kept from linting it, else lint it now (it sits in a later folder),
   * else read it (it is not among the linted files, or is not linted as a plan).
   */
  #planFor(path: string): DecisionDocument | null {
    if (!this.#plans.has(path)) {
      const index = this.#indexOf.get(path);
      if (index !== undefined && this.#entries[index]!.kind === 'plan' && !this.#results[index]) this.#lintAt(index);
    }
    if (!this.#plans.has(path)) {
      this.#active.push(path);
      const index = this.#indexOf.get(path);
      const entry = index === undefined ? undefined : this.#entries[index];
      const outcome = entry ? textOf(entry) : readTextSync(path);
      // A plan that does not exist leaves the summary unpaired; one that exists but cannot be read is reported.
      this.#plans.set(
        path,
        outcome.ok
          ? readPlan(outcome.text, this.#options.parse)
          : { document: null, why: outcome.missing ? null : outcome.message },
      );
      this.#active.pop();
    }
    return this.#plans.get(path)?.document ?? null;
  }

  /**
   * A file that runs past its time budget (a shape the pre-scan did not foresee) is stopped
   * and reported; a plan stopped while a summary read it is unreadable for every summary.
   */
  #overrun(): void {
    const culprit = this.#active.at(-1);
    this.#active.length = 0;
    if (culprit === undefined) return;
    const index = this.#indexOf.get(culprit);
    const entry = index === undefined ? undefined : this.#entries[index]!;
    const ruleSet = this.#options.ruleSets.forConfig(entry?.config ?? this.#options.rootConfig);
    const limitMs = timeBudgetMs(entry?.length ?? 0, ruleSet.timeBaseMs);
    this.#plans.set(culprit, {
      document: null,
      why: `linting it did not finish within ${seconds(limitMs)} s`,
    });
    if (index === undefined || this.#results[index]) return;
    const messages =
      entry!.kind === null
        ? [
            fatal(
              `Linting this file did not finish within ${seconds(limitMs)} s, so it was stopped and not linted`,
              1,
              1,
            ),
          ]
        : lintFile({ path: culprit, text: '', kind: entry!.kind }, { ...ruleSet, overTime: { limitMs } }).messages;
    this.#results[index] = toResult(culprit, messages);
  }
}

/** What a file was read as, for its result (`FileReading`). */
function readingOf(entry: Entry): FileReading {
  return {
    kind: entry.kind,
    source: entry.source,
    evidence: entry.evidence,
    noKind: entry.kind === null ? (entry.noKind ?? { why: 'name' }) : null,
    ...(entry.kind === 'handoff' ? { layout: entry.layout } : {}),
    ...(entry.history !== null ? { history: entry.history } : {}),
  };
}

/** A plan read only to pair a summary with: its document, or why it could not be read (over the parse budget). */
function readPlan(text: string, mode: EntryLintOptions['parse']): PlanReading {
  const tooCostly = 'it is over the parse budget';
  if (textOverBudget(text)) return { document: null, why: tooCostly };
  try {
    return {
      document: withMarkdownParseGuard(markdownGuard({ timed: true, fileLength: text.length }), () =>
        parseDecisionDocument(text, 'plan', { mode }),
      ),
      why: null,
    };
  } catch (error) {
    if (error instanceof ParseBudgetError) return { document: null, why: tooCostly };
    throw error;
  }
}

/** A time in milliseconds as the messages give it: seconds, one decimal. */
function seconds(ms: number): string {
  return (ms / 1000).toFixed(1);
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
