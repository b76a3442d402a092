import { fileNameWords, isHandoffName, withoutLanguageTag } from '../handoff-document/names.js';

/** What a hand-off Markdown file is (docs/decisions.md, "Which files, which schema"). */
export type DocumentKind = 'plan' | 'summary' | 'handoff';

// `plan.md`, `X-PLAN.md`, `X.plan.md`, `X_PLAN.md`, `X Plan.md` (and the summary forms), any case. The prefix group
// keeps the exact spelling so the paired name can be rebuilt with the same case. A space parts a name's words as the
// marks do (`Sprint 3 Plan.md`, `Footnotes — Implementation Plan.md`: the hundred-and-seventy-eighth sample's).
const DECISION_NAME = /^(?:(.+)([-._ ]))?(plan|summary)\.md$/i;

/** The kind a name's word names, in any case: `plan` or `summary`. */
function kindOfWord(word: string): 'plan' | 'summary' {
  return word.toLowerCase() === 'summary' ? 'summary' : 'plan';
}

/** The last segment of a `/`- or `\`-separated path. */
function baseName(path: string): string {
  const cut = Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\'));
  return cut < 0 ? path : path.slice(cut + 1);
}

/**
 * The kind a file's name gives it, case-insensitive: `plan.md`, `X-PLAN.md`,
 * `X.plan.md`, `X_PLAN.md` → plan; the same with `summary` → summary; a session handoff's name
 * (`isHandoffName`: `RESUME.md`, `HANDOFF.md`, `NEXT_SESSION.md`, a file in `handoffs/`, …) →
 * handoff; a name that opens with `PLAN` or `SUMMARY` as its label (`PLAN-auth.md`) → that kind; a name that ends
 * with `complete` (`PHASE_1_COMPLETE.md`) → summary; any other note directly in a folder named `plans` → plan. Any
 * other name → `null`. A name only proposes a kind: the linter gives it only when the content corroborates it
 * (docs/real-files.md, "Kinds").
 */
export function kindFromFileName(path: string): DocumentKind | null {
  // A translation names the same kind (`execution-plan.zh-CN.md`, the hundred-and-ninety-ninth sample's plans).
  const match = DECISION_NAME.exec(withoutLanguageTag(baseName(path)));
  const decision = match ? kindOfWord(match[3]!) : null;
  if (decision !== null && namesNoWork(decision, match![1])) return null;
  if (decision && match![2] !== '_' && match![2] !== ' ') return decision;
  // Joined by `_` or a space, the word may end a hand-over's name instead (`SESSION_SUMMARY.md`, `Session
  // Summary.md`): the hand-over's reading wins.
  if (isHandoffName(path)) return 'handoff';
  if (decision !== null) return decision;
  const labelled = labelledKind(path) ?? endingKind(path);
  if (labelled !== null) return labelled;
  if (namesWorkComplete(path) || namesWalkthrough(path) || inSummariesFolder(path)) return 'summary';
  return inPlansFolder(path) || listsFeatureTasks(path) ? 'plan' : null;
}

// `plan-deploy-vps.md`, `summary_auth_rewrite.md`: the kind's word opens a lower-case name before other words.
const OPENING_NAME = /^(plan|summary)[-_ ][^\\/]*[\p{L}\p{N}][^\\/]*\.md$/iu;

/**
 * The kind a name opening with its word in lower case may be (`plan-deploy-vps.md`, `plan-cierre-sesiones.md`: the
 * two-hundred-and-second sample's Spanish plans, named as their language heads a phrase, by its noun first), asked
 * where `kindFromFileName` gives none. In English such a name is a compound headed by its last word (`plan-review.md`,
 * `plan-checker.md`), so the name alone says nothing: the file is that kind only where its title names the kind too
 * (the caller's test).
 */
export function kindOpeningName(path: string): 'plan' | 'summary' | null {
  const name = withoutLanguageTag(baseName(path));
  const match = OPENING_NAME.exec(name);
  if (match === null) return null;
  const kind = kindOfWord(match[1]!);
  // What follows names what is planned or summed up (`plan-de-marketing.md`): a plan of no work stays none.
  const rest = fileNameWords(name).slice(1);
  const none = kind === 'plan' ? PLANNED_NON_WORK : SUMMARISED_NON_WORK;
  return rest.some((word) => none.has(word)) ? null : kind;
}

/**
 * Words for what is planned that is no work on a project: what a person plans for themselves (study and teaching, the
 * body, meals and travel) and what a company plans for its market, money and people. The word before `plan` names
 * what is planned (`study-plan.md`, `lesson-plan.md`, `workout-plan.md`: the sixty-ninth and seventieth samples' exam
 * schedules and a classroom's lesson script, read as plans by their names and a phase or a goal each).
 */
const PLANNED_NON_WORK: ReadonlySet<string> = new Set([
  'study',
  'lesson',
  'learning',
  'course',
  'exam',
  'revision',
  'curriculum',
  'teaching',
  'workout',
  'fitness',
  'diet',
  'meal',
  'nutrition',
  'travel',
  'trip',
  // What a company plans for its market, its money and its people, not work on the code (`marketing-plan.md`,
  // `budget-plan.md`, `go-to-market-plan.md`, `communication-plan.md`: the eighty-third, eighty-sixth and
  // ninety-first samples' plans read as plans of work).
  'marketing',
  'market',
  'budget',
  'communication',
  'communications',
  'sales',
  'hiring',
  'recruitment',
  'fundraising',
  // Not `pricing`: a pricing page's plan is work on the product (`pricing-plan.md`).
  // What to do if an event comes, kept ready, not work planned (`disaster-recovery-plan.md`,
  // `business-continuity-plan.md`, `incident-response-plan.md`: the ninety-sixth to ninety-eighth samples' runbooks and
  // policies read as plans of work).
  'recovery',
  'continuity',
  'response',
  'contingency',
  'emergency',
]);

/**
 * What a summary sums up that is no work done on the project: a meeting, a call, an interview, a book, a paper, a
 * lecture (`meeting-summary.md`, `book-summary.md`, `paper-summary.md`). The word before `summary` names it.
 */
const SUMMARISED_NON_WORK: ReadonlySet<string> = new Set([
  'meeting',
  'meetings',
  'call',
  'interview',
  'interviews',
  'book',
  'paper',
  'article',
  'chapter',
  'lecture',
  'podcast',
  'video',
  'reading',
]);

/**
 * Whether the words of a name before its kind's word (`prefix`) end with one that names no work on the project
 * (`PLANNED_NON_WORK` before `plan`, `SUMMARISED_NON_WORK` before `summary`).
 */
function namesNoWork(kind: DocumentKind, prefix: string | undefined): boolean {
  const last = prefix === undefined ? undefined : fileNameWords(prefix).at(-1);
  return last !== undefined && (kind === 'plan' ? PLANNED_NON_WORK : SUMMARISED_NON_WORK).has(last);
}

/**
 * Whether a name says the work it reports is complete (`IMPLEMENTATION_COMPLETE.md`, `PHASE_1_COMPLETE.md`,
 * `MIGRATION_COMPLETE.md`): agents file their report of finished work so (10 of 10 sampled were such reports, session
 * 24), a summary's name; the content decides.
 */
function namesWorkComplete(path: string): boolean {
  const words = fileNameWords(baseName(path));
  return words.length >= 2 && words.at(-1) === 'complete';
}

// `PLAN-auth.md`, `PLAN_2026-01_export.md`, `SUMMARY-phase-2.md`: the kind's word in capitals opens the name as its
// label. In lower case the word opens a compound named by its last word (`plan-review.md` is a review).
const LABELLED_NAME = /^(PLAN|SUMMARY)[-_][^\\/]*[\p{L}\p{N}][^\\/]*\.md$/u;

/**
 * The kind a name gives by opening with its word in capitals as a label (`PLAN-auth.md`, `SUMMARY_phase-2.md`), as
 * ADRs and RFCs are filed by a prefix; the content still decides.
 */
function labelledKind(path: string): DocumentKind | null {
  const match = LABELLED_NAME.exec(baseName(path));
  return match === null ? null : kindOfWord(match[1]!);
}

/**
 * Whether a file is named `walkthrough.md`, as an agent names its report of the work it did and how it checked it (the
 * eightieth sample's; 3 of 4 sampled in the code index were such reports, session 30: changes implemented, what was
 * executed, an audit's final report; the fourth a tour of a project). The content decides.
 */
function namesWalkthrough(path: string): boolean {
  return baseName(path).toLowerCase() === 'walkthrough.md';
}

/**
 * The kind's word closing a name by its case (`TelemetryRolloutPlan.md`, a capital after a small letter: the eightieth
 * sample's rollout plan), or followed by a version (`FINAL_Implementation_Plan_v2.md`, `plan-v1.2.md`) or by the part
 * of the work it covers, numbered (`REFACTORING_PLAN_PHASE1.md`, the hundred-and-sixty-eighth sample's plan;
 * `plan-part-2.md`, `SUMMARY_STAGE_3.md`): the word still heads the name, and what follows says which one it is. A year
 * or another number alone after it is not a version (`CONTEST_PLAN_2026.md`).
 */
const CAMEL_ENDING = /^(.*\p{Ll})(Plan|Summary)\.md$/u;
const VERSIONED = /^(?:(.+)[-._])?(plan|summary)[-._](?:v\d+(?:\.\d+)*|(?:phase|part|stage|step)[-._]?\d+)\.md$/i;

/**
 * The kind's word opening a name, numbered or given the issue it is for (`plan-05.md`, `plan-284.md`,
 * `plan-issue-255.md`, `summary_12.md`: the two-hundred-and-fifth and -sixth samples' plans): the number says which one
 * and heads nothing, as a version does.
 */
const NUMBERED = /^(plan|summary)[-._ ]?(?:(?:issue|pr|ticket)[-._ ]?)?#?\d+(?:[-._]\d+)*\.md$/i;

/** The kind a name gives by its word closing it by its case, before a version, or numbered (see `CAMEL_ENDING`). */
function endingKind(path: string): DocumentKind | null {
  const name = baseName(path);
  const numbered = NUMBERED.exec(name);
  if (numbered !== null) return kindOfWord(numbered[1]!);
  const match = CAMEL_ENDING.exec(name) ?? VERSIONED.exec(name);
  if (match === null) return null;
  const kind = kindOfWord(match[2]!);
  return namesNoWork(kind, match[1]) ? null : kind;
}

/** The states a folder of plans may sort its plans by, each in a folder of its own (`plans/active/`). */
const PLAN_STATES = [
  'active',
  'current',
  'completed',
  'complete',
  'done',
  'finished',
  'archive',
  'archived',
  'backlog',
  'pending',
  'in-progress',
  'todo',
  'draft',
  'drafts',
  // Plans put off or replaced by others (`docs/exec-plans/deferred/`, `…/superseded/`: the hundred-and-sixty-ninth
  // sample's), still plans.
  'deferred',
  'superseded',
].join('|');

/**
 * A note directly in a folder named `plans` or `plan`, with a word before it or not (`exec-plans/`), or in one of its
 * folders of plans by their state (`plans/active/`, `plans/completed/`), not the folder's guide (`README.md`,
 * `index.md`).
 */
const PLANS_FOLDER = new RegExp(
  String.raw`(?:^|[\\/])(?:([A-Za-z]+)[-_])?plans?[\\/](?:(?:${PLAN_STATES})[\\/])?` +
    String.raw`(?!(?:readme|index)\.(?:md|markdown)$)[^\\/]+\.(?:md|markdown)$`,
  'i',
);

/**
 * Whether a file sits directly in a folder of plans (`.claude/plans/`, where Claude Code's plan mode keeps each plan
 * under three random words; `docs/plans/`, where planning skills file theirs by date; `docs/plan/`, the singular, the
 * hundred-and-sixty-fourth sample's six dated implementation plans), or in one of its folders by state
 * (`docs/plans/active/`, the eighty-fourth sample's twelve plans): its folder names it a plan.
 */
export function inPlansFolder(path: string): boolean {
  const match = PLANS_FOLDER.exec(path);
  if (match === null) return false;
  // A word before `plans` says which plans (`docs/exec-plans/`, the hundred-and-sixty-ninth sample's sixty execution
  // plans); a gerund names a skill that writes or runs them (`writing-plans/`, `executing-plans/`), and a plan of no
  // work is none (`marketing-plans/`).
  const which = match[1]?.toLowerCase();
  return which === undefined || (!which.endsWith('ing') && !PLANNED_NON_WORK.has(which));
}

/** A note directly in a folder named `summaries`, not the folder's guide (`README.md`, `index.md`). */
const SUMMARIES_FOLDER = /(?:^|[\\/])summaries[\\/](?!(?:readme|index)\.(?:md|markdown)$)[^\\/]+\.(?:md|markdown)$/i;

/**
 * Whether a file sits directly in a folder of summaries (`docs/summaries/2026-01-16-role-creation.md`, where a
 * session's reports are filed by date: the hundred-and-twenty-eighth sample's five): its folder names it a summary, as
 * a folder of plans names its notes plans. The content still decides.
 */
function inSummariesFolder(path: string): boolean {
  return SUMMARIES_FOLDER.test(path);
}

/** A feature's folder in a `specs/` folder (`specs/003-export/`, `.kiro/specs/payments/`). */
const SPEC_FEATURE_FILE = /(?:^|[\\/])specs[\\/][^\\/]+[\\/][^\\/]+$/i;

/**
 * Whether a file stands in a feature's folder of a spec-driven kit, where the feature's spec, its plan and its task
 * list stand side by side (`specs/003-export/plan.md`, `.kiro/specs/payments/tasks.md`).
 */
export function inSpecFeatureFolder(path: string): boolean {
  return SPEC_FEATURE_FILE.test(path);
}

/**
 * Whether a file is a feature's task list in such a folder (`tasks.md`): the feature's plan of work, its tasks in the
 * order they are done (`# Implementation Plan` over a checklist: the eightieth sample's and the corpus's kits, whose
 * lists had no kind). The content still decides.
 */
function listsFeatureTasks(path: string): boolean {
  return baseName(path).toLowerCase() === 'tasks.md' && inSpecFeatureFolder(path);
}

/**
 * The name of the plan a summary pairs with by file name, in the summary's folder:
 * `summary.md` → `plan.md`, `X-SUMMARY.md` → `X-PLAN.md`, `X.summary.md` → `X.plan.md`, `X_SUMMARY.md` →
 * `X_PLAN.md`.
 * The word keeps the summary's case (`Summary` → `Plan`); compare case-insensitively when
 * looking the name up. Returns `null` for a name that is no summary name.
 */
export function planFileNameFor(summaryPath: string): string | null {
  const name = baseName(summaryPath);
  // A translation pairs with the plan in its language (`SUMMARY.ja.md` → `PLAN.ja.md`): the tag is kept, not read.
  const bare = withoutLanguageTag(name);
  const match = DECISION_NAME.exec(bare);
  if (!match || match[3]!.toLowerCase() !== 'summary') return null;
  const word = match[3]!;
  const plan = word === word.toUpperCase() ? 'PLAN' : word[0] === word[0]!.toUpperCase() ? 'Plan' : 'plan';
  const extension = name.slice(-3);
  const tag = name.slice(bare.length - extension.length, -extension.length);
  return `${match[1] ?? ''}${match[2] ?? ''}${plan}${tag}${extension}`;
}
