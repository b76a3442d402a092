import { parseDecisionDocument, type DecisionDocument, type Point, type Span } from '@handoff/core/read';
import type { Diagnostic } from './diagnostic.js';
import { parseHandoffDocument } from './handoff-document.js';
import { ruleUrl, type ReportDescriptor, type Rule, type RuleScope, type Severity, type SourceFile } from './rule.js';

/** How plans and summaries are parsed: `fast` (line scan, remark on the decisions only) or `full` (remark on the whole file). */
export type ParseMode = 'fast' | 'full';

/** Severity per rule id; rules not named keep their default. */
export type RuleSettings = Record<string, Severity>;

/** What `lintSource` needs beyond the file itself. */
export interface LintSourceOptions {
  /** The rules to run (the full registry by default is supplied by the caller). */
  rules: ReadonlyArray<Rule<RuleScope, string>>;
  /** Severity overrides per rule id. */
  settings?: RuleSettings;
  /** For a summary: its plan, so the plan ↔ summary rules can run. */
  plan?: { path: string; document: DecisionDocument };
  /** An already parsed decision document for this file (saves a second parse when pairing). */
  document?: DecisionDocument;
  /** The parse mode when `document` is not given; `fast` by default. */
  parse?: ParseMode;
}

/**
 * Lint one kind-detected file: parse only what the enabled rules read, run them, and
 * stamp every report with its rule id, severity, url and position.
 */
export function lintSource(file: SourceFile, options: LintSourceOptions): Diagnostic[] {
  const out: Diagnostic[] = [];
  const enabled = options.rules.filter((rule) => severityOf(rule, options.settings) !== 'off');
  const run = <S extends RuleScope>(rule: Rule<S, string>, inputs: object) => {
    const severity = severityOf(rule, options.settings) === 'error' ? 2 : 1;
    const report = (descriptor: ReportDescriptor<string>): void => void out.push(stamp(rule, severity, descriptor));
    rule.check({ ...inputs, file, report } as unknown as Parameters<Rule<S, string>['check']>[0]);
  };

  for (const rule of enabled) if (rule.meta.scope === 'text') run(rule, {});

  if (file.kind === 'handoff') {
    const handoffRules = enabled.filter((rule) => rule.meta.scope === 'handoff');
    if (handoffRules.length > 0) {
      const document = parseHandoffDocument(file.text);
      for (const rule of handoffRules) run(rule, { document });
    }
  } else {
    const decisionRules = enabled.filter((rule) => rule.meta.scope === 'decisions' || rule.meta.scope === 'pair');
    const document = options.document ?? parseDecisionDocument(file.text, file.kind, { mode: options.parse ?? 'fast' });
    if (document.frontMatter?.error) {
      const { message, line, column } = document.frontMatter.error;
      out.push({ ruleId: null, severity: 2, fatal: true, message, line, column, endLine: line, endColumn: column });
    } else {
      for (const rule of decisionRules) {
        if (rule.meta.scope !== 'decisions') continue;
        if (!document.schema.supported && !rule.meta.runsOnUnsupportedSchema) continue;
        run(rule, { document });
      }
      const plan = options.plan?.document;
      if (file.kind === 'summary' && plan && pairable(document) && pairable(plan)) {
        for (const rule of decisionRules) {
          if (rule.meta.scope === 'pair') run(rule, { plan, summary: document, planPath: options.plan!.path });
        }
      }
    }
  }
  return out.sort(byPosition);
}

/** Cross-file rules run when both files have their section and schema v1 (SPEC §2.5). */
function pairable(document: DecisionDocument): boolean {
  return document.schema.supported && !document.frontMatter?.error && document.sections.length > 0;
}

function severityOf(rule: Rule<RuleScope, string>, settings: RuleSettings | undefined): Severity {
  return settings?.[rule.id] ?? rule.meta.defaultSeverity;
}

function stamp(rule: Rule<RuleScope, string>, severity: 1 | 2, descriptor: ReportDescriptor<string>): Diagnostic {
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
