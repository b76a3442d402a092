import type { DecisionDocument, DocumentKind, FrontMatter, HandoffDocument, Point, Span } from '@handoff/core/read';
import type { NoKindReason } from './classify.js';
import type { Fix } from './diagnostic.js';
import type { ParseBudgetExcess } from './parse-budget.js';

/** How a rule's findings are weighed; `off` disables it. */
export type Severity = 'off' | 'warn' | 'error';

/**
 * What a rule reads. `decisions`: one plan or summary. `pair`: a summary with its plan
 * (reports land in the summary). `handoff`: a RESUME.md / HANDOFF.md. `text`: the raw
 * text and front matter of any file that has a kind. `unclassified`: a file the user named
 * that has no kind (it is not linted otherwise).
 */
export type RuleScope = 'decisions' | 'pair' | 'handoff' | 'text' | 'unclassified';

/** A file handed to rules: kind-detected, except for `unclassified` rules. */
export interface SourceFile {
  path: string;
  text: string;
  kind: DocumentKind | null;
}

interface ScopeInputs {
  decisions: { document: DecisionDocument };
  pair: { plan: DecisionDocument; summary: DecisionDocument; planPath: string };
  handoff: { document: HandoffDocument };
  /** `parseBudget`: why the file was not parsed (it passed the parse budget), else `null`. */
  text: { frontMatter: FrontMatter | null; parseBudget: ParseBudgetExcess | null };
  unclassified: { reason: NoKindReason };
}

/** What a rule passes to `report`: where (a span, or a point), which message, and its data. */
export interface ReportDescriptor<MessageId extends string> {
  messageId: MessageId;
  data?: Record<string, string | number>;
  /** Where the finding is; give `span` or `at` (a point, which gets a zero-width end). */
  span?: Span;
  at?: Point;
  fix?: Fix;
}

/** The context a rule's `check` receives; its inputs depend on the rule's scope. */
type RuleContext<S extends RuleScope, MessageId extends string> = ScopeInputs[S] & {
  readonly file: SourceFile;
  report(descriptor: ReportDescriptor<MessageId>): void;
};

/** A rule's self-description; the engine derives id-based fields (url, ruleId) itself. */
interface RuleMeta<S extends RuleScope, MessageId extends string> {
  /** One sentence matching `^(Enforce|Require|Disallow) .+[^. ]$`; equals the doc page's. */
  description: string;
  defaultSeverity: Exclude<Severity, 'off'>;
  scope: S;
  /** Message templates; `{{name}}` is replaced by `data.name`. */
  messages: Record<MessageId, string>;
  fixable?: boolean;
  /**
   * Decision rules are skipped for a file whose `decisions_schema` this version does not
   * know; the rule that reports that unknown schema sets this to still run.
   */
  runsOnUnsupportedSchema?: boolean;
  /**
   * The rule reports the parse budget (a `text` rule): while it is enabled, a file the
   * pre-scan predicts too costly is not parsed, and only `text` rules run on it.
   */
  guardsParse?: boolean;
}

/** A lint rule: a stable id (the catalogue in docs/decision-rules.md), its meta, and a check that only reports. */
export interface Rule<S extends RuleScope = RuleScope, MessageId extends string = string> {
  id: string;
  meta: RuleMeta<S, MessageId>;
  check(context: RuleContext<S, MessageId>): void;
}

/** Declare a rule with its types inferred from `meta`. */
export function defineRule<S extends RuleScope, MessageId extends string>(rule: Rule<S, MessageId>): Rule<S, MessageId> {
  return rule;
}

/** Where a rule's documentation lives; derived from the id, never typed by hand. */
export function ruleUrl(id: string): string {
  return `https://github.com/handoff-dev/handoff/blob/main/packages/linter/docs/rules/${id}.md`;
}
