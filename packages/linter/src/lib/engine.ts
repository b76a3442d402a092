import { parseDecisionDocument, parseHandoffDocument, readFrontMatter, stripBom, type DecisionDocument, type FrontMatter, type HandoffDocument, type Point, type Span } from '@handoff/core/read';
import type { NoKindReason } from './classify.js';
import { rules as registry } from '../rules/index.js';
import type { Diagnostic, SuppressedDiagnostic } from './diagnostic.js';
import { applyDirectives } from './directives.js';
import { textOverBudget, type ParseBudgetExcess } from './parse-budget.js';
import { redactQuotedSecrets } from './redact-quoted.js';
import { ruleUrl, type ReportDescriptor, type Rule, type Severity, type SourceFile } from './rule.js';

/** How plans and summaries are parsed: `fast` (line scan, remark on the decisions only) or `full` (remark on the whole file). */
export type ParseMode = 'fast' | 'full';

/** Severity per rule id; rules not named keep their default. */
export type RuleSettings = Record<string, Severity>;

/** What `lintSource` needs beyond the file itself. */
export interface LintSourceOptions {
  /** The rules to run (the full registry by default is supplied by the caller). */
  rules: ReadonlyArray<Rule>;
  /** Severity overrides per rule id. */
  settings?: RuleSettings;
  /** For a summary: its plan, so the plan ↔ summary rules can run. */
  plan?: { path: string; document: DecisionDocument };
  /** An already parsed decision document for this file (saves a second parse when pairing). */
  document?: DecisionDocument;
  /** The parse mode when `document` is not given; `fast` by default. */
  parse?: ParseMode;
  /** The front matter when the caller read it already (`null`: none), so YAML is parsed once. */
  frontMatter?: FrontMatter | null;
  /** An already parsed handoff document for this file. */
  handoffDocument?: HandoffDocument;
  /** For a file with no kind (`file.kind === null`): why, for the `unclassified` rules. */
  noKindReason?: NoKindReason;
  /** Where problems held back by inline `handoff-disable` comments go (ESLint's `suppressedMessages`); they are dropped without it. */
  suppressed?: SuppressedDiagnostic[];
  /** Report inline `handoff-disable` comments that held nothing back (`--report-unused-disable-directives`). */
  reportUnusedDirectives?: boolean;
  /**
   * Why the caller did not parse the file (it passed the parse budget while reading it, or
   * ran out of time). Without it, and without a parsed document, the engine runs the
   * budget's pre-scan itself before parsing.
   */
  parseBudget?: ParseBudgetExcess;
}

/**
 * Lint one file: parse only what the enabled rules read, run them, and stamp every report
 * with its rule id, severity, url and position. A file with no kind gets only the
 * `unclassified` rules. Text a message quotes from the file never carries a secret the file
 * holds (it is redacted before the message is built). While `parse-budget-exceeded` is on, a
 * file over the parse budget is not parsed: only the `text` rules run (only the budget's own
 * rule after a time overrun).
 */
export function lintSource(file: SourceFile, options: LintSourceOptions): Diagnostic[] {
  const out: Diagnostic[] = [];
  const plan = rulePlan(options.rules, options.settings);
  // One context per scope, shared by its rules; `report` stamps with the rule running now.
  let rule: Rule;
  let severity: 1 | 2;
  const report = (descriptor: ReportDescriptor<string>): void => void out.push(stamp(rule, severity, redactQuotedSecrets(descriptor, file.text)));
  const runAll = (planned: readonly PlannedRule[], context: object) => {
    for (const entry of planned) {
      rule = entry.rule;
      severity = entry.severity;
      (entry.rule.check as (ctx: object) => void)(context);
    }
  };

  const kind = file.kind;
  if (kind === null) {
    runAll(plan.unclassified, { reason: options.noKindReason ?? { why: 'name' }, file, report });
    return out.sort(byPosition);
  }
  const body = stripBom(file.text);
  const parsed = options.document !== undefined || options.handoffDocument !== undefined;
  const excess = plan.guards.length === 0 ? null : (options.parseBudget ?? (parsed ? null : textOverBudget(file.text)));
  if (excess) {
    if (excess.kind === 'time') runAll(plan.guards, { frontMatter: null, parseBudget: excess, file, report });
    else runAll(plan.text, { frontMatter: options.frontMatter !== undefined ? options.frontMatter : readFrontMatter(body), parseBudget: excess, file, report });
    return out.sort(byPosition);
  }
  if (kind === 'handoff') {
    const frontMatter = options.frontMatter !== undefined ? options.frontMatter : readFrontMatter(body);
    runAll(plan.text, { frontMatter, parseBudget: null, file, report });
    const document = options.handoffDocument ?? (plan.handoff.length > 0 ? parseHandoffDocument(file.text, options.parse ?? 'fast') : undefined);
    if (document) runAll(plan.handoff, { document, file, report });
  } else {
    // Front matter that does not parse is a finding of its own; the rest is linted as if there were none (docs/real-files.md, "Front matter").
    const document = options.document ?? parseDecisionDocument(file.text, kind, { mode: options.parse ?? 'fast', ...(options.frontMatter !== undefined ? { frontMatter: options.frontMatter } : {}) });
    runAll(plan.text, { frontMatter: document.frontMatter, parseBudget: null, file, report });
    runAll(document.schema.supported ? plan.decisions : plan.decisionsOnUnsupportedSchema, { document, file, report });
    const planDocument = options.plan?.document;
    if (kind === 'summary' && planDocument && pairable(document) && pairable(planDocument)) {
      runAll(plan.pair, { plan: planDocument, summary: document, planPath: options.plan!.path, file, report });
    }
  }
  const { kept, suppressed, problems } = applyDirectives(file.text, out, knownRuleIds(options.rules), options.reportUnusedDirectives === true);
  if (options.suppressed) for (const held of suppressed.sort(byPosition)) options.suppressed.push(held);
  for (const problem of problems) kept.push(problem);
  return kept.sort(byPosition);
}

const knownIds = new WeakMap<ReadonlyArray<Rule>, Set<string>>();

/** Every rule id a directive may name: the registry's and those of the rules this run was given. */
function knownRuleIds(rules: ReadonlyArray<Rule>): Set<string> {
  let ids = knownIds.get(rules);
  if (!ids) knownIds.set(rules, (ids = new Set([...registry, ...rules].map((rule) => rule.id))));
  return ids;
}

interface PlannedRule {
  rule: Rule;
  severity: 1 | 2;
}

/** The enabled rules of each scope, in registry order, with their severities. */
interface RulePlan {
  text: PlannedRule[];
  /** The enabled `text` rules that report the parse budget (`meta.guardsParse`). */
  guards: PlannedRule[];
  handoff: PlannedRule[];
  decisions: PlannedRule[];
  decisionsOnUnsupportedSchema: PlannedRule[];
  pair: PlannedRule[];
  unclassified: PlannedRule[];
}

// A lint run passes the same rules and settings for every file: plan them once.
const plans = new WeakMap<ReadonlyArray<Rule>, WeakMap<RuleSettings, RulePlan>>();
const NO_SETTINGS: RuleSettings = {};

function rulePlan(rules: ReadonlyArray<Rule>, settings: RuleSettings = NO_SETTINGS): RulePlan {
  let bySettings = plans.get(rules);
  if (!bySettings) plans.set(rules, (bySettings = new WeakMap()));
  let plan = bySettings.get(settings);
  if (!plan) {
    plan = { text: [], guards: [], handoff: [], decisions: [], decisionsOnUnsupportedSchema: [], pair: [], unclassified: [] };
    for (const rule of rules) {
      const setting = severityOf(rule, settings);
      if (setting === 'off') continue;
      const entry = { rule, severity: setting === 'error' ? 2 : 1 } as const;
      if (rule.meta.scope === 'decisions') {
        plan.decisions.push(entry);
        if (rule.meta.runsOnUnsupportedSchema) plan.decisionsOnUnsupportedSchema.push(entry);
      } else plan[rule.meta.scope].push(entry);
      if (rule.meta.guardsParse && rule.meta.scope === 'text') plan.guards.push(entry);
    }
    bySettings.set(settings, plan);
  }
  return plan;
}

/**
 * Whether the parse budget applies with these rules and settings (`parse-budget-exceeded`, or
 * any rule with `meta.guardsParse`, is on): callers that parse before `lintSource` ask first.
 */
export function parseBudgetApplies(rules: ReadonlyArray<Rule>, settings?: RuleSettings): boolean {
  return rulePlan(rules, settings).guards.length > 0;
}

/** Cross-file rules run when both files have their section and schema v1 (docs/decision-rules.md), whatever else is wrong. */
function pairable(document: DecisionDocument): boolean {
  return document.schema.supported && document.sections.length > 0;
}

function severityOf(rule: Rule, settings: RuleSettings | undefined): Severity {
  return settings?.[rule.id] ?? rule.meta.defaultSeverity;
}

function stamp(rule: Rule, severity: 1 | 2, descriptor: ReportDescriptor<string>): Diagnostic {
  const template = rule.meta.messages[descriptor.messageId];
  if (template === undefined) throw new Error(`Rule ${rule.id} reported unknown messageId ${descriptor.messageId}`);
  const message = template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(descriptor.data?.[name] ?? ''));
  const { start, end } = where(descriptor);
  const diagnostic: Diagnostic = {
    ruleId: rule.id,
    severity,
    messageId: descriptor.messageId,
    message,
    line: start.line,
    column: start.column,
    endLine: end.line,
    endColumn: end.column,
    url: ruleUrl(rule.id),
  };
  if (descriptor.fix) diagnostic.fix = descriptor.fix;
  return diagnostic;
}

const FILE_START: Point = { line: 1, column: 1, offset: 0 };

function where(descriptor: ReportDescriptor<string>): Span {
  if (descriptor.span) return descriptor.span;
  const at = descriptor.at ?? FILE_START;
  return { start: at, end: at };
}

function byPosition(a: Diagnostic, b: Diagnostic): number {
  return a.line - b.line || a.column - b.column || (a.ruleId ?? '').localeCompare(b.ruleId ?? '');
}
