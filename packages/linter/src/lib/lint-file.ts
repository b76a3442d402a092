import {
  conceptTable,
  parseDecisionDocument,
  parseHandoffDocument,
  readFrontMatter,
  stripBom,
  withMarkdownParseGuard,
  type DecisionDocument,
  type DocumentKind,
  type FrontMatter,
  type HandoffDocument,
  type HandoffLayout,
} from '@handoff/core/read';
import type { HandoffsOptions } from './config.js';
import type { Diagnostic, SuppressedDiagnostic } from './diagnostic.js';
import {
  applyFileDirectives,
  byPosition,
  pairable,
  planRules,
  runRules,
  type ParseMode,
  type ReportSink,
  type RulePlan,
  type RuleRun,
} from './engine.js';
import { markdownGuard, ParseBudgetError, textOverBudget, type ParseBudgetExcess } from './parse-budget.js';
import type { NoKindReason, PlanSearch, SourceFile } from './rule.js';
import type { PendingFinding } from './adoption.js';
import { copyWith } from './copy-with.js';
import { handoffHistory } from './handoff-history.js';

/** One file's text, with what is known of it before it is parsed. */
export interface FileToLint extends SourceFile {
  /** Named by the user (the default): a file with no kind then gets the `unclassified` rules; otherwise nothing. */
  explicit?: boolean;
  /** For a file with no kind: why, for the `unclassified` rules. */
  noKindReason?: NoKindReason;
  /** Its front matter when the caller read it already (`null`: none), so YAML is parsed once. */
  frontMatter?: FrontMatter | null;
  /**
   * How a handoff is read (the config's `handoffs`): the layout policy and extra headings. Absent:
   * the layout is declared (a caller that gives a kind by hand declares the document), the
   * default synonym table.
   */
  handoffs?: HandoffsOptions;
}

/** How one file is linted: the rules, how it is parsed, and what it is paired with. */
export interface LintFileOptions extends RuleRun {
  /** `fast` (default): the line scan hands remark only what the rules read; `full`: remark reads the whole file. */
  parse?: ParseMode;
  /** For a summary: its plan, so the plan ↔ summary rules can run. */
  plan?: { path: string; document: DecisionDocument };
  /** For a summary a lint run paired with no plan: what it looked for, for the `unpaired` rules. */
  unpaired?: PlanSearch;
  /** Report inline `handoff-disable` comments that held nothing back. */
  reportUnusedDirectives?: boolean;
  /**
   * The lint runs under a time budget's watchdog: remark must be loaded outside it first
   * (the parse throws `StepNeedsPreparation` until it is).
   */
  timed?: boolean;
  /** The file ran past its time budget: it is not read, and only the rules that report the budget run. */
  overTime?: { limitMs: number };
}

/** What linting one file gives. */
export interface FileLint {
  /** The findings kept, sorted by position. */
  messages: Diagnostic[];
  /** The findings held back, with why: by inline directives, or by a rule option. */
  suppressed: SuppressedDiagnostic[];
  /**
   * Findings that stand only in a project that has adopted a convention (each with the suppression it gets otherwise,
   * and what it waits for): the run decides once every file is linted.
   */
  pending: PendingFinding[];
  /** For a plan or summary that was parsed: its document (for the summaries paired with it, and adoption). */
  document?: DecisionDocument;
  /**
   * For a handoff that was read: why it is in the rendered layout (`null`: free form), and
   * whether it declares itself — front matter `handoff_layout:`, or written by the renderer.
   */
  handoff?: {
    layout: HandoffLayout | null;
    declares: boolean;
    /** Why the hand-over is kept as history (`handoffHistory`): the hand-over rules did not run; `null` when live. */
    history: string | null;
  };
}

/**
 * Lint one file: the one per-file pipeline of every front door (`lintFiles`, `lintText`, the
 * markdownlint and remark adapters). It parses only what the enabled rules read, runs the
 * rules of each scope and applies the file's inline directives. A file over the parse budget
 * (docs/robustness.md) is never parsed, whether or not `parse-budget-exceeded` is on: only the
 * `text` rules run on it, and that rule reports why. A file with no kind gets the
 * `unclassified` rules when the user named it, nothing otherwise.
 */
export function lintFile(file: FileToLint, options: LintFileOptions): FileLint {
  const plan = planRules(options);
  const kind = file.kind;
  if (kind === null) return unclassified(file, plan, file.noKindReason ?? { why: 'name' });
  if (options.overTime) {
    const sink = newSink();
    const parseBudget: ParseBudgetExcess = { kind: 'time', limitMs: options.overTime.limitMs };
    runRules(plan.guards, { frontMatter: null, parseBudget }, file, sink);
    return settled(sink, sink.found.sort(byPosition), []);
  }
  const excess = textOverBudget(file.text);
  if (excess) return overBudget(file, plan, excess);
  try {
    return withMarkdownParseGuard(markdownGuard({ timed: options.timed === true, fileLength: file.text.length }), () =>
      parsedAndLinted(file, kind, plan, options),
    );
  } catch (error) {
    if (error instanceof ParseBudgetError) return overBudget(file, plan, error.excess);
    throw error;
  }
}

/** The `unclassified` rules, for a file with no kind that the user named. */
function unclassified(file: FileToLint, plan: RulePlan, reason: NoKindReason): FileLint {
  const sink = newSink();
  if (file.explicit !== false)
    runRules(plan.unclassified, { reason }, { path: file.path, text: file.text, kind: null }, sink);
  return settled(sink, sink.found.sort(byPosition), []);
}

/** Over the parse budget, the file is not parsed (nor corroborated as a handoff): the `text` rules only. */
function overBudget(file: FileToLint, plan: RulePlan, parseBudget: ParseBudgetExcess): FileLint {
  const sink = newSink();
  runRules(plan.text, { frontMatter: frontMatterOf(file), parseBudget }, file, sink);
  return settled(sink, sink.found.sort(byPosition), []);
}

function parsedAndLinted(file: FileToLint, kind: DocumentKind, plan: RulePlan, options: LintFileOptions): FileLint {
  const parse = options.parse ?? 'fast';
  const sink = newSink();
  let document: DecisionDocument | undefined;
  let handoffReading: FileLint['handoff'];
  if (kind === 'handoff') {
    const frontMatter = frontMatterOf(file);
    runRules(plan.text, { frontMatter, parseBudget: null }, file, sink);
    const declared = declaresLayout(frontMatter);
    const layout = declared || (file.handoffs?.layout ?? 'resume') === 'resume' ? 'resume' : 'auto';
    const handoff: HandoffDocument = parseHandoffDocument(
      file.text,
      parse,
      file.handoffs ? { concepts: conceptTable(file.handoffs.headings), layout } : { layout },
    );
    const history = handoffHistory(file.path, file.text);
    handoffReading = { layout: handoff.layout, declares: declared || handoff.layout === 'rendered', history };
    // A hand-over kept as history makes no hand-over claim; the text rules above have run on it.
    if (history === null) runRules(plan.handoff, { document: handoff }, file, sink);
  } else {
    // Front matter that does not parse is a finding of its own; the rest is linted as if there
    // were none (docs/real-files.md, "Front matter").
    document = parseDecisionDocument(file.text, kind, {
      mode: parse,
      ...(file.frontMatter !== undefined ? { frontMatter: file.frontMatter } : {}),
    });
    runRules(plan.text, { frontMatter: document.frontMatter, parseBudget: null }, file, sink);
    runRules(document.schema.supported ? plan.decisions : plan.decisionsOnUnsupportedSchema, { document }, file, sink);
    const paired = options.plan;
    if (kind === 'summary' && paired && pairable(document) && pairable(paired.document))
      runRules(plan.pair, { plan: paired.document, summary: document, planPath: paired.path }, file, sink);
    if (kind === 'summary' && !paired && options.unpaired && document.schema.supported)
      runRules(plan.unpaired, { document, search: options.unpaired }, file, sink);
  }
  const suppressed: SuppressedDiagnostic[] = [];
  const kept = applyFileDirectives(
    file.text,
    sink.found,
    options.rules,
    options.reportUnusedDirectives === true,
    suppressed,
  );
  const linted = settled(sink, kept, suppressed);
  if (document) linted.document = document;
  if (handoffReading) linted.handoff = handoffReading;
  return linted;
}

function newSink(): ReportSink {
  return { found: [], held: new Map() };
}

/**
 * Split the findings kept (sorted) into those reported, those a rule option holds back now, and those adoption decides.
 */
function settled(sink: ReportSink, kept: Diagnostic[], suppressed: SuppressedDiagnostic[]): FileLint {
  if (sink.held.size === 0) return { messages: kept, suppressed, pending: [] };
  const messages: Diagnostic[] = [];
  const pending: PendingFinding[] = [];
  for (const diagnostic of kept) {
    const held = sink.held.get(diagnostic);
    if (!held) messages.push(diagnostic);
    else {
      // The suppression as results give it: why, not what adoption waits for.
      const withWhy = copyWith(diagnostic, { suppressions: [{ kind: held.kind, justification: held.justification }] });
      if (held.kind === 'adoption') pending.push({ held: withWhy, until: held.until });
      else suppressed.push(withWhy);
    }
  }
  return { messages, suppressed, pending };
}

/** Front matter `handoff_layout: resume` declares the rendered layout (docs/handoff-rules.md). */
function declaresLayout(frontMatter: FrontMatter | null): boolean {
  const value = frontMatter?.data?.['handoff_layout'];
  return typeof value === 'string' && value.trim().toLowerCase() === 'resume';
}

function frontMatterOf(file: FileToLint): FrontMatter | null {
  return file.frontMatter !== undefined ? file.frontMatter : readFrontMatter(stripBom(file.text));
}
