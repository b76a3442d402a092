import type { DecisionDocument, DocumentKind, FrontMatter, HandoffDocument, Point, Span } from '@handoff/core/read';
import type { Fix, Suppression } from './diagnostic.js';
import type { NoKindReason } from './file-reading.js';

export type { NoKindReason } from './file-reading.js';
import type { ParseBudgetExcess } from './parse-budget.js';

/** How a rule's findings are weighed; `off` disables it. */
export type Severity = 'off' | 'warn' | 'error';

/** Severity per rule id; rules not named keep their default. */
export type RuleSettings = Record<string, Severity>;

/**
 * One option of a rule: the JSON Schema its value must match (draft-07), its default and
 * what it does. The schema validates a config's value; the default gives the option's type
 * (`ctx.options`) and its value when a config does not set it; the description and default
 * are the row of the option in the rule's doc page (`npm run generate`).
 */
export interface RuleOption<T = unknown> {
  /** One sentence: what the option does. */
  description: string;
  /** The JSON Schema of the value (no `default` or `description`: those are the fields beside it). */
  schema: Readonly<Record<string, unknown>>;
  default: T;
}

/** A rule's options by name (camelCase). */
export type RuleOptionsMeta = Readonly<Record<string, RuleOption>>;

/** The options a rule's `check` receives: every option, set or defaulted, typed from its default. */
type OptionsOf<O extends RuleOptionsMeta> = { readonly [K in keyof O]: O[K]['default'] };

/**
 * What a rule reads. `decisions`: one plan or summary. `pair`: a summary with its plan
 * (reports land in the summary). `handoff`: a RESUME.md / HANDOFF.md. `text`: the raw
 * text and front matter of any file that has a kind. `unclassified`: a file the user named
 * that has no kind (it is not linted otherwise). `unpaired`: a summary a lint run paired with
 * no plan, with what it looked for.
 */
export type RuleScope = 'decisions' | 'pair' | 'unpaired' | 'handoff' | 'text' | 'unclassified';

/** What a lint run looked for when it paired a summary with no plan (the `unpaired` scope). */
export interface PlanSearch {
  /** The summary's front matter `plan:` value, or `null` when it has none. */
  ref: string | null;
  /**
   * The plan files looked for (by `plan:`, from the summary's folder and from the project's root; else by the paired
   * name), as reports show paths; none when its name pairs with none.
   */
  lookedFor: readonly string[];
}

/** A file handed to rules: kind-detected, except for `unclassified` rules. */
export interface SourceFile {
  path: string;
  text: string;
  kind: DocumentKind | null;
}

interface ScopeInputs {
  decisions: { document: DecisionDocument };
  pair: { plan: DecisionDocument; summary: DecisionDocument; planPath: string };
  unpaired: { document: DecisionDocument; search: PlanSearch };
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
  /**
   * Hold the finding back instead of reporting it, with why: kind `option` — now (a rule
   * option asks for it; it goes to the result's `suppressedMessages`); kind `adoption` — unless
   * the run finds the file's project has adopted what `until` names, which it knows once every
   * file is linted.
   */
  heldBack?: HeldBack;
}

/**
 * What a finding held back for adoption waits for (docs/real-files.md, "Adoption"): `decision-buckets` — one of the
 * project's plans or summaries has a bucketed decisions section; `handoff` — the project or file has adopted handoff
 * (a config, the `.handoff/` store, the buckets, or a file that declares itself).
 */
export type Adoption = 'decision-buckets' | 'handoff';

/** Why a rule holds a finding back: a rule option now, or until the project adopts a convention. */
export type HeldBack = (Suppression & { kind: 'option' }) | (Suppression & { kind: 'adoption'; until: Adoption });

/** The context a rule's `check` receives; its inputs depend on the rule's scope. */
type RuleContext<S extends RuleScope, MessageId extends string, O extends RuleOptionsMeta> = ScopeInputs[S] & {
  readonly file: SourceFile;
  /** The rule's options, as the file's config sets them, each defaulted. */
  readonly options: OptionsOf<O>;
  report(descriptor: ReportDescriptor<MessageId>): void;
};

/** A rule's self-description; the engine derives id-based fields (url, ruleId) itself. */
interface RuleMeta<S extends RuleScope, MessageId extends string, O extends RuleOptionsMeta> {
  /** One sentence matching `^(Enforce|Require|Disallow) .+[^. ]$`; equals the doc page's. */
  description: string;
  defaultSeverity: Exclude<Severity, 'off'>;
  scope: S;
  /** Message templates; `{{name}}` is replaced by `data.name`. */
  messages: Record<MessageId, string>;
  /**
   * For each message whose finding on a hand-over may wait for the project to adopt handoff: what the reading did not
   * find, in a few words (`no record of failed approaches found`). The default report names each such hand-over with
   * these, under the notice of what it held back.
   */
  heldBackSummaries?: Partial<Record<MessageId, string>>;
  fixable?: boolean;
  /**
   * Decision rules are skipped for a file whose `decisions_schema` this version does not
   * know; the rule that reports that unknown schema sets this to still run. Only a
   * `decisions` rule can set it: the other scopes never skip a file for its schema.
   */
  runsOnUnsupportedSchema?: S extends 'decisions' ? boolean : never;
  /**
   * The rule reports the parse budget (a `text` rule): a file the pre-scan predicts too costly
   * is never parsed, whether the rule is on or off, and it runs with only the `text` rules;
   * after a time overrun only this rule runs. Its option `timeBudgetMs` is the time budget of
   * a small file (the engine reads it, on or off).
   */
  guardsParse?: boolean;
  /** The rule's options; a config sets them with `"rule-id": [severity, { …options }]`. */
  options?: O;
}

/** A lint rule: a stable id (the catalogue in docs/decision-rules.md), its meta, and a check that only reports. */
export interface Rule<
  S extends RuleScope = RuleScope,
  MessageId extends string = string,
  O extends RuleOptionsMeta = RuleOptionsMeta,
> {
  id: string;
  meta: RuleMeta<S, MessageId, O>;
  check(context: RuleContext<S, MessageId, O>): void;
}

/** Declare a rule with its types inferred from `meta` (`ctx.options` from `meta.options`). */
export function defineRule<S extends RuleScope, MessageId extends string, O extends RuleOptionsMeta = RuleOptionsMeta>(
  rule: Rule<S, MessageId, O>,
): Rule<S, MessageId, O> {
  return rule;
}

/** Where a rule's documentation lives; derived from the id, never typed by hand. */
export function ruleUrl(id: string): string {
  return `https://github.com/handoff-dev/handoff/blob/main/packages/linter/docs/rules/${id}.md`;
}
