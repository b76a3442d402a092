import type { DecisionDocument, Point, Span } from '@handoff/core/read';
import { rules as registry } from '../rules/index.js';
import type { Diagnostic, SuppressedDiagnostic } from './diagnostic.js';
import { applyDirectives } from './directives.js';
import { redactQuotedSecrets } from './redact-quoted.js';
import { optionsFor, type RuleOptions } from './rule-options.js';
import {
  ruleUrl,
  type HeldBack,
  type ReportDescriptor,
  type Rule,
  type RuleSettings,
  type Severity,
  type SourceFile,
} from './rule.js';
import { copyWith } from './copy-with.js';

/**
 * How plans and summaries are parsed: `fast` (line scan, remark on the decisions only) or `full` (remark on the whole
 * file).
 */
export type ParseMode = 'fast' | 'full';

/** The rules of one lint, and what the config sets for them. */
export interface RuleRun {
  /** The rules to run. */
  rules: ReadonlyArray<Rule>;
  /** Severity overrides per rule id. */
  settings?: RuleSettings;
  /** Options per rule id, as a config sets them (each rule's defaults fill in the rest). */
  options?: RuleOptions;
}

/** Where the findings of one file go while its rules run: the reports, and why each held-back one is held back. */
export interface ReportSink {
  found: Diagnostic[];
  held: Map<Diagnostic, HeldBack>;
}

/**
 * Run the planned rules of one scope on `file` with the scope's inputs, and add what they
 * report to `out`, stamped with each rule's id, severity, url and position. Text a message
 * quotes from the file never carries a secret the file holds (it is redacted before the
 * message is built). One context serves every rule of the scope; `report` stamps with the
 * rule running now.
 */
export function runRules(planned: readonly PlannedRule[], inputs: object, file: SourceFile, sink: ReportSink): void {
  if (planned.length === 0) return;
  let current: PlannedRule = planned[0]!;
  const report = (descriptor: ReportDescriptor<string>): void => {
    const diagnostic = stamp(current.rule, current.severity, redactQuotedSecrets(descriptor, file.text));
    sink.found.push(diagnostic);
    if (descriptor.heldBack) sink.held.set(diagnostic, descriptor.heldBack);
  };
  const context: Record<string, unknown> = copyWith(inputs, { file, report, options: undefined });
  for (const entry of planned) {
    current = entry;
    context['options'] = entry.options;
    (entry.rule.check as (ctx: object) => void)(context);
  }
}

/**
 * Hold back what inline `handoff-disable` comments name (into `suppressed`, sorted) and add
 * the warnings about the comments themselves; the findings kept come back sorted by position.
 */
export function applyFileDirectives(
  text: string,
  found: readonly Diagnostic[],
  rules: ReadonlyArray<Rule>,
  reportUnused: boolean,
  suppressed: SuppressedDiagnostic[],
): Diagnostic[] {
  const outcome = applyDirectives(text, found, knownRuleIds(rules), reportUnused);
  for (const held of outcome.suppressed.sort(byPosition)) suppressed.push(held);
  for (const problem of outcome.problems) outcome.kept.push(problem);
  return outcome.kept.sort(byPosition);
}

const knownIds = new WeakMap<ReadonlyArray<Rule>, Set<string>>();

/** Every rule id a directive may name: the registry's and those of the rules this run was given. */
function knownRuleIds(rules: ReadonlyArray<Rule>): Set<string> {
  let ids = knownIds.get(rules);
  if (!ids) knownIds.set(rules, (ids = new Set([...registry, ...rules].map((rule) => rule.id))));
  return ids;
}

/** A rule that is on, with the severity it reports at and its options. */
export interface PlannedRule {
  rule: Rule;
  severity: 1 | 2;
  options: Readonly<Record<string, unknown>>;
}

/** The enabled rules of each scope, in registry order, with their severities. */
export interface RulePlan {
  text: PlannedRule[];
  /** The enabled `text` rules that report the parse budget (`meta.guardsParse`). */
  guards: PlannedRule[];
  handoff: PlannedRule[];
  decisions: PlannedRule[];
  decisionsOnUnsupportedSchema: PlannedRule[];
  pair: PlannedRule[];
  unpaired: PlannedRule[];
  unclassified: PlannedRule[];
}

// A lint run passes the same rules, settings and options for every file of a config: plan them once.
const plans = new WeakMap<ReadonlyArray<Rule>, WeakMap<RuleSettings, WeakMap<RuleOptions, RulePlan>>>();
const NO_SETTINGS: RuleSettings = {};
const NO_OPTIONS: RuleOptions = {};

/**
 * The enabled rules of each scope under `settings` and `options`; planned once per rule list, settings and options
 * object.
 */
export function planRules(run: RuleRun): RulePlan {
  const { rules, settings = NO_SETTINGS, options = NO_OPTIONS } = run;
  let bySettings = plans.get(rules);
  if (!bySettings) plans.set(rules, (bySettings = new WeakMap()));
  let byOptions = bySettings.get(settings);
  if (!byOptions) bySettings.set(settings, (byOptions = new WeakMap()));
  let plan = byOptions.get(options);
  if (!plan) {
    plan = {
      text: [],
      guards: [],
      handoff: [],
      decisions: [],
      decisionsOnUnsupportedSchema: [],
      pair: [],
      unpaired: [],
      unclassified: [],
    };
    for (const rule of rules) {
      const setting = severityOf(rule, settings);
      if (setting === 'off') continue;
      const entry = {
        rule,
        severity: setting === 'error' ? 2 : 1,
        options: optionsFor(rule, options[rule.id]),
      } as const;
      if (rule.meta.scope === 'decisions') {
        plan.decisions.push(entry);
        if (rule.meta.runsOnUnsupportedSchema) plan.decisionsOnUnsupportedSchema.push(entry);
      } else plan[rule.meta.scope].push(entry);
      if (rule.meta.guardsParse && rule.meta.scope === 'text') plan.guards.push(entry);
    }
    byOptions.set(options, plan);
  }
  return plan;
}

/**
 * Cross-file rules run when both files have their section and schema v1 (docs/decision-rules.md), whatever else is
 * wrong.
 */
export function pairable(document: DecisionDocument): boolean {
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

/** Findings in reading order: line, column, then rule id. */
export function byPosition(a: Diagnostic, b: Diagnostic): number {
  return a.line - b.line || a.column - b.column || (a.ruleId ?? '').localeCompare(b.ruleId ?? '');
}
