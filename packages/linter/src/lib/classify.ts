import { basename, isAbsolute, relative, sep } from 'node:path';
import type { HandoffConfig } from './config.js';
import { ignoreRules } from './ignore-rules.js';
import type { KindSource, NoKindReason } from './file-reading.js';
import {
  HANDOFF_FOLDERS,
  fileNameWords,
  inPlansFolder,
  inSpecFeatureFolder,
  findFrontMatter,
  titleMayNameHandoff,
  kindEvidence,
  kindFromFileName,
  kindOpeningName,
  leadingTitle,
  namesOnlyNextSteps,
  readFrontMatter,
  readOutline,
  titleNamesHandoff,
  type ConceptTable,
  type DocumentKind,
  type EvidenceItem,
  type FrontMatter,
} from '@handoff/core/read';

/** A file's kind and where it came from; a summary may also name its plan. */
interface Classification {
  kind: DocumentKind;
  source: KindSource;
  /** A summary's front matter `plan:` path (relative to the summary), when it is a string naming a Markdown file. */
  planRef: string | null;
  /** For a kind from the file name: what in the content corroborates it (empty otherwise). */
  evidence: EvidenceItem[];
}

/** Matches paths against the `kinds` patterns of a config: the kind they give, and the kinds `!` patterns take away. */
export interface KindGlobs {
  match(path: string): DocumentKind | null;
  denies(path: string, kind: DocumentKind): boolean;
  /** The folder the patterns are relative to (and default exclusions are read against). */
  baseDir: string;
}

const KINDS: readonly DocumentKind[] = ['plan', 'summary', 'handoff'];

/**
 * Build the matcher for a config's `kinds` (.gitignore-style patterns, relative to
 * `baseDir`). When several kinds match, plan wins over summary over handoff. A pattern that
 * starts with `!` gives no kind: it takes that kind away from files the defaults would give it.
 */
export function kindGlobs(baseDir: string, kinds: Record<DocumentKind, readonly string[]>): KindGlobs {
  return globsFrom(
    KINDS.map((kind) => ({ kind, baseDir, patterns: kinds[kind] })),
    baseDir,
  );
}

const configGlobs = new WeakMap<HandoffConfig, KindGlobs>();

/**
 * The `kinds` matcher of a (possibly merged) config: each kind's patterns come from the
 * nearest config file that lists that kind, relative to that file's folder.
 */
export function kindGlobsOf(config: HandoffConfig): KindGlobs {
  let globs = configGlobs.get(config);
  if (!globs) {
    const sources = KINDS.map((kind) => {
      const layer = config.layers.find((candidate) => candidate.kinds[kind] !== undefined);
      return { kind, baseDir: layer?.baseDir ?? config.baseDir, patterns: layer?.kinds[kind] ?? config.kinds[kind] };
    });
    configGlobs.set(config, (globs = globsFrom(sources, config.baseDir)));
  }
  return globs;
}

function globsFrom(
  sources: ReadonlyArray<{ kind: DocumentKind; baseDir: string; patterns: readonly string[] }>,
  baseDir: string,
): KindGlobs {
  const build = (negated: boolean) =>
    sources
      .map(({ kind, baseDir: base, patterns }) => ({
        kind,
        base,
        patterns: patterns.filter((p) => p.startsWith('!') === negated).map((p) => (negated ? p.slice(1) : p)),
      }))
      .filter(({ patterns }) => patterns.length > 0)
      .map(({ kind, base, patterns }) => ({ kind, base, matcher: ignoreRules(patterns) }));
  const give = build(false);
  const deny = build(true);
  const posix = (base: string, path: string): string | null => {
    const rel = relative(base, path);
    if (
      rel === '' ||
      rel.startsWith('..') ||
      rel.startsWith(sep + sep) ||
      /^[a-zA-Z]:/.test(rel) ||
      rel.startsWith('/')
    )
      return null;
    return rel.split(sep).join('/');
  };
  return {
    baseDir,
    match(path) {
      for (const { kind, base, matcher } of give) {
        const rel = posix(base, path);
        if (rel !== null && matcher.ignores(rel)) return kind;
      }
      return null;
    },
    denies(path, kind) {
      return deny.some(({ kind: denied, base, matcher }) => {
        if (denied !== kind) return false;
        const rel = posix(base, path);
        return rel !== null && matcher.ignores(rel);
      });
    },
  };
}

/**
 * A summary's front matter `plan:` value when it can be a path: a string naming a Markdown
 * file. PanWizard's `plan: 01` (a number) is a plan counter, not a path, and is ignored.
 */
export function planReference(frontMatter: FrontMatter | null): string | null {
  const value = frontMatter?.data?.['plan'];
  if (typeof value !== 'string') return null;
  const path = value.trim();
  return /\.(?:md|markdown)$/i.test(path) ? path : null;
}

/**
 * Folders of prompts, definitions, templates, fixtures and research: their files are no hand-off
 * artefacts (docs/real-files.md). An agent's own folder (`.claude/`) is not one of them: its
 * definitions sit in these subfolders, and a file at its top (`.claude/handoff.md`) is the agent's note.
 */
const EXCLUDED_FOLDERS = new Set([
  'commands',
  'agents',
  // Rules an agent follows (`.clinerules/`, `.windsurf/rules/`, a tool's `docs/rules/`): instructions, not notes.
  'rules',
  // Standards a project's work follows (`standards/STD05-ai-session-continuity.md`, the hundred-and-seventy-second
  // sample's rule for how sessions hand over, read as a hand-over): rules by another name.
  'standards',
  '.clinerules',
  'workflows',
  'skills',
  'prompts',
  'templates',
  'template',
  'fixtures',
  '__fixtures__',
]);
/**
 * Words that say a folder keeps its files aside: archived, old, backed up, disabled (`commands_archive/`,
 * `commands.archive/`, `old-commands/`).
 */
const SET_ASIDE_WORDS = new Set(['archive', 'archived', 'old', 'backup', 'bak', 'deprecated', 'legacy', 'disabled']);

/**
 * Whether a folder's name is an excluded folder's with a word that sets it aside (`commands_archive/`, the
 * hundred-and-seventy-second sample's archived slash commands, `plan.md` among them, read as a plan): it holds the same
 * definitions, kept.
 */
function namesSetAsideFolder(folder: string): boolean {
  const words = wordsOf(folder);
  return (
    words.length === 2 && words.some((word) => EXCLUDED_FOLDERS.has(word)) && words.some((w) => SET_ASIDE_WORDS.has(w))
  );
}

/**
 * Whether the folder at `segments[i]` is `agents/` directly in `docs/`: notes kept for the agents that work on the
 * project, not their definitions (`docs/agents/handoff.md`, `docs/agents/handover.md`: three real hand-overs in the
 * hundred-and-sixty-ninth and hundred-and-seventy-sixth samples, passed over by the folder and named missed).
 */
function documentsAgents(segments: readonly string[], i: number): boolean {
  return segments[i]!.toLowerCase() === 'agents' && segments[i - 1]?.toLowerCase() === 'docs';
}

/**
 * Folders of definitions only in OpenCode's own folder, which names them in the singular (`.opencode/command/`,
 * `.opencode/agent/`). Elsewhere `agent/` is a project's code (`services/agent/`: an agent service whose
 * `.claude/plans/` holds its plans, the thirty-ninth sample's).
 */
const OPENCODE_FOLDERS = new Set(['command', 'agent']);
/**
 * A folder an agent framework installs with its definitions: BMAD's core and expansion packs (`.bmad-core/`,
 * `.bmad-infrastructure-devops/`: agents, tasks, templates, checklists). A task there is an instruction to an agent
 * (`.bmad-core/tasks/handoff-to-dev.md`, `# Handoff Story to Development Agent`, the forty-third sample's).
 */
const FRAMEWORK_FOLDER = /^\.bmad-/;
const EXCLUDED_NAMES = [
  { pattern: /-compacted-summary\.md$/i, shown: '*-compacted-summary.md' },
  { pattern: /-review\.md$/i, shown: '*-review.md' },
];
/** Words of a file name that say it is the form of an artefact, not one (`SESSION_HANDOFF_TEMPLATE.md`). */
const TEMPLATE_WORDS = new Set(['template', 'templates']);
/** The words of a file name for the artefacts an example shows (`example-handoff.md`, `PLAN_EXAMPLE.md`). */
const ARTEFACT_NAME_WORDS = new Set(['handoff', 'handover', 'plan', 'summary']);
/** The most words (numbers aside) a folder's name has where a template word in it says what the folder holds. */
const TEMPLATE_FOLDER_WORDS = 2;

/** A name's words, numbers aside (`90-templates` → `templates`, `2026-01-03-evolving-template-sync` → three words). */
function wordsOf(name: string): string[] {
  return fileNameWords(name).filter((word) => !/^\d+$/.test(word));
}

/**
 * Whether a folder's name says it holds templates: a template word, numbered or prefixed as note vaults file theirs
 * (`90-templates/`, `_templates/`), or with one word more (`prompt-templates/`). A longer name is a title, and the word
 * is what it is about (a phase folder `27-research-chat-ux-polish-…-chat-ui-templates/` builds templates).
 */
function namesTemplateFolder(folder: string): boolean {
  const words = wordsOf(folder);
  return words.length <= TEMPLATE_FOLDER_WORDS && words.some((word) => TEMPLATE_WORDS.has(word));
}

/** Whether a file stands in a planner's phase folder (`.planning/phases/11-polish-continuity/11-CONTEXT.md`). */
function inPhaseFolder(path: string): boolean {
  const segments = path.split(/[\\/]/);
  return segments.length >= 3 && isPhaseFolder(segments, segments.length - 2);
}

/**
 * Whether a file stands in a task's folder of a planner's tree, where the task's plan and its summary stand side by
 * side: a phase's (`.planning/phases/07-x/`) or a quick task's (`.planning/quick/260420-001-fix-login/`, whose plan and
 * summary are often one section each: the fifty-ninth to sixty-second samples' missed ones). A research folder's
 * `SUMMARY.md` sums up research, not work, and is not in such a folder.
 */
function inPlannerTaskFolder(path: string): boolean {
  const segments = path.split(/[\\/]/);
  const tree = segments.at(-3);
  return segments.length >= 4 && (tree === 'phases' || tree === 'quick') && segments.at(-4) === '.planning';
}

/**
 * Whether the folder at `segments[i]` is a phase of a planner's tree: numbered, in a `phases/` folder
 * (`.planning/phases/03-template-system/`). Its name says what the phase builds, never what its files are (the
 * forty-first sample's ten plans and summaries of a phase that builds a template system).
 */
function isPhaseFolder(segments: readonly string[], i: number): boolean {
  return /^\d/.test(segments[i]!) && segments[i - 1]?.toLowerCase() === 'phases';
}

/**
 * Whether a file's name says it is a template: a template word opens or closes it (`SESSION_HANDOFF_TEMPLATE.md`,
 * `template-plan.md`). Between other words it is what the work was about (`2026-01-03-evolving-template-sync.md`, a
 * session's hand-over: the fortieth sample's).
 */
function namesTemplateFile(name: string): boolean {
  const words = wordsOf(name);
  return TEMPLATE_WORDS.has(words[0] ?? '') || TEMPLATE_WORDS.has(words.at(-1) ?? '');
}

/**
 * Whether a file's name says it shows an artefact's form filled in, not one of the project's: `example` beside the
 * artefact's word, closing the name (`session-handoff-example.md`) or opening a name of two words
 * (`example-handoff.md`, the seventy-fifth sample's copy of its own template, whose claims its reader rejected).
 * Elsewhere it is what the work is about (`example_validation_summary.md`, `add-interactive-examples.md`).
 */
function namesExampleFile(name: string): boolean {
  const words = wordsOf(name);
  const closes = words.at(-1) === 'example' && ARTEFACT_NAME_WORDS.has(words.at(-2) ?? '');
  return closes || (words.length === 2 && words[0] === 'example' && ARTEFACT_NAME_WORDS.has(words[1]!));
}

/** Front matter keys that declare a command, agent or skill when they stand beside `description:`. */
const DEFINITION_KEYS = ['allowed-tools', 'argument-hint', 'tools', 'model'];

/**
 * Why a file's name (or a summary's `plan:` reference) gives it no kind by default, or
 * `null` when it may: it sits under a folder of prompts, definitions, templates, fixtures or
 * research, its name says it is a template or a derived report, or its front matter declares a
 * command, agent or skill. The nearest folder that says what its files are decides: a folder
 * of session notes (`handoffs/`, `HANDOFF_FOLDERS`) inside `.claude/` holds handoffs, a
 * `templates/` folder inside `handovers/` holds templates. Folders are read from the path
 * relative to `baseDir` (the whole path when outside it).
 */
export function defaultExclusion(path: string, frontMatter: FrontMatter | null, baseDir: string): string | null {
  const rel = relative(baseDir, path);
  const inside = rel !== '' && !rel.startsWith('..') && !isAbsolute(rel);
  const segments = (inside ? rel : path).split(/[\\/]/);
  const name = segments.pop() ?? '';
  for (let i = segments.length - 1; i >= 0; i--) {
    const folder = segments[i]!.toLowerCase();
    if (HANDOFF_FOLDERS.has(folder)) break;
    if (
      (EXCLUDED_FOLDERS.has(folder) && !documentsAgents(segments, i)) ||
      namesSetAsideFolder(folder) ||
      (OPENCODE_FOLDERS.has(folder) && segments[i - 1]?.toLowerCase() === '.opencode') ||
      FRAMEWORK_FOLDER.test(folder) ||
      (namesTemplateFolder(folder) && !isPhaseFolder(segments, i))
    )
      return `\`${segments[i]}/\``;
    if (folder === 'research' && segments[i - 1]?.toLowerCase() === '.planning') return '`.planning/research/`';
  }
  for (const { pattern, shown } of EXCLUDED_NAMES) if (pattern.test(name)) return `\`${shown}\``;
  if (namesTemplateFile(name)) return '`*template*` names';
  if (namesExampleFile(name)) return '`*example*` names';
  const data = frontMatter?.data;
  if (data && Object.hasOwn(data, 'description')) {
    const key = DEFINITION_KEYS.find((k) => Object.hasOwn(data, k));
    if (key) return `front matter \`${key}:\` beside \`description:\``;
  }
  return null;
}

/** A file's kind, or why it has none. */
export type KindReading = Classification | { kind: null; reason: NoKindReason };

/** What `classify` reads of a file's content to corroborate a kind its name proposes. */
export interface KindContent {
  /**
   * The file's head (docs/real-files.md, "Kinds"), or `null` when it could not be read (the name then stands alone).
   */
  head: string | null;
  /** The handoff synonym table, with the config's extra headings. */
  concepts?: ConceptTable;
}

/**
 * The kind of a file (docs/real-files.md, "Kinds"): front matter `kind:` (`none` takes it
 * away) > configured `kinds` globs > front matter `plan:` (→ summary) > file name. The last
 * two give no kind under the default exclusions (`defaultExclusion`) or where a `!` glob of
 * `kinds` takes it away, and a name gives its kind only where the content read from the file's
 * head corroborates it (`kindEvidence`: two handoff concepts, or a plan's or summary's
 * section, headings and landmarks). A file named by a summary's `plan:` is made a plan
 * afterwards by the caller (see `lintFiles`), unless its own front matter says otherwise.
 */
export function classify(
  path: string,
  frontMatter: FrontMatter | null,
  globs: KindGlobs,
  content: KindContent = { head: null },
): KindReading {
  const planRef = planReference(frontMatter);
  const declared = frontMatter?.data?.['kind'];
  if (typeof declared === 'string') {
    const kind = declared.trim().toLowerCase();
    if (kind === 'plan' || kind === 'summary' || kind === 'handoff') {
      return { kind, source: 'front-matter-kind', planRef: kind === 'summary' ? planRef : null, evidence: [] };
    }
    if (kind === 'none') return { kind: null, reason: { why: 'kind-none' } };
  }
  const configured = globs.match(path);
  if (configured)
    return { kind: configured, source: 'config', planRef: configured === 'summary' ? planRef : null, evidence: [] };
  const byName = planRef !== null ? 'summary' : kindFromFileName(path);
  if (byName === 'handoff') {
    const plan =
      planAmongPlans(path, frontMatter, globs, content) ?? nextStepsTitledPlan(path, frontMatter, globs, content);
    if (plan !== null) return plan;
  }
  if (byName !== null) {
    const reading = classifyNamed(path, frontMatter, globs, content, byName, 'file-name', planRef);
    // Where the content does not bear out what the name proposes, a title that names a hand-over still may
    // (`search_part4_summary.md` titled `# Handover: …`).
    if (reading.kind !== null || reading.reason.why !== 'uncorroborated' || byName === 'handoff') return reading;
    return titleReading(path, frontMatter, globs, content) ?? reading;
  }
  return (
    openingReading(path, frontMatter, globs, content) ??
    titleReading(path, frontMatter, globs, content) ?? { kind: null, reason: { why: 'name' } }
  );
}

/**
 * The plan or summary a name that opens with the kind's word in lower case is (`plan-deploy-vps.md`,
 * `kindOpeningName`), or `null`: only where its title names the kind too, as one of the signs the content gives
 * (`# Plan: deploy to the VPS`, `# Migración a Tailwind — Plan de implementación`), since in English such a name is a
 * compound named by its last word (`plan-review.md` titled `# Plan Review`).
 */
function openingReading(
  path: string,
  frontMatter: FrontMatter | null,
  globs: KindGlobs,
  content: KindContent,
): KindReading | null {
  const opened = kindOpeningName(path);
  return opened === null ? null : titledReading(path, frontMatter, globs, content, opened);
}

/**
 * The reading of a file as `kind` (a plan or a summary its name alone does not settle), or `null` unless the content
 * bears the kind out with a title that names it among its signs: there the title says which reading of the name holds.
 */
function titledReading(
  path: string,
  frontMatter: FrontMatter | null,
  globs: KindGlobs,
  content: KindContent,
  kind: 'plan' | 'summary',
): KindReading | null {
  if (content.head === null) return null;
  const reading = classifyNamed(path, frontMatter, globs, content, kind, 'file-name', null);
  return reading.kind === kind && reading.evidence.some(({ what }) => what === 'title') ? reading : null;
}

/**
 * The plan a file named like a hand-over is, or `null`: filed directly in a folder of plans (`plans/`, `docs/plans/`),
 * with a plan's content and a title that names no hand-over (`plans/FP-0073-final-f6-v1-exit-audit-and-handoff.md`,
 * `# Close final F6/v1 exit audit and handoff`: the seventy-ninth sample's execution plans, one of 160 in their
 * folder). There the hand-over word names what the planned work is about; a hand-over kept among plans says so in its
 * title (`# Transcript Render Redesign — Session Handover`).
 */
function planAmongPlans(
  path: string,
  frontMatter: FrontMatter | null,
  globs: KindGlobs,
  content: KindContent,
): KindReading | null {
  if (content.head === null || !inPlansFolder(path)) return null;
  const title = leadingTitle(content.head);
  if (title !== null && titleNamesHandoff(title)) return null;
  const reading = classifyNamed(path, frontMatter, globs, content, 'plan', 'file-name', null);
  return reading.kind === 'plan' ? reading : null;
}

/**
 * The plan a file named only by what comes next is, or `null`: its title names it a plan (`NEXT_STEPS.md` titled
 * `# Constants Architecture — Next Steps Implementation Plan`, the two-hundred-and-seventeenth sample's roadmap of
 * phases, read as a hand-over by its name and claimed to lack a record of what failed) and its content bears the plan
 * out. A name of what comes next is a roadmap's as often as a hand-over's (`namesOnlyNextSteps`); the title says which.
 */
function nextStepsTitledPlan(
  path: string,
  frontMatter: FrontMatter | null,
  globs: KindGlobs,
  content: KindContent,
): KindReading | null {
  return namesOnlyNextSteps(path) ? titledReading(path, frontMatter, globs, content, 'plan') : null;
}

/**
 * The kind a title that names a hand-over gives, or `null` where there is no such title or the file gets no kind by
 * it: a title proposes less than a name, and only ever adds a kind.
 */
function titleReading(
  path: string,
  frontMatter: FrontMatter | null,
  globs: KindGlobs,
  content: KindContent,
): KindReading | null {
  if (!titleProposesHandoff(path, content.head)) return null;
  const reading = classifyNamed(path, frontMatter, globs, content, 'handoff', 'title', null);
  return reading.kind === null ? null : reading;
}

/**
 * The kind a name (or a title, or a summary's `plan:`) proposes, as the defaults, the config and the content leave it.
 */
function classifyNamed(
  path: string,
  frontMatter: FrontMatter | null,
  globs: KindGlobs,
  content: KindContent,
  named: DocumentKind,
  source: 'file-name' | 'title',
  planRef: string | null,
): KindReading {
  const excluded = defaultExclusion(path, frontMatter, globs.baseDir);
  if (excluded !== null) return { kind: null, reason: { why: 'excluded', where: excluded } };
  if (globs.denies(path, named)) return { kind: null, reason: { why: 'negated', kind: named } };
  if (planRef !== null) return { kind: 'summary', source: 'front-matter-plan', planRef, evidence: [] };
  if (content.head === null) return { kind: named, source, planRef: null, evidence: [] };
  // A plan or summary that declares its schema says what it is.
  if (named !== 'handoff' && frontMatter?.data && Object.hasOwn(frontMatter.data, 'decisions_schema'))
    return {
      kind: named,
      source: 'file-name',
      planRef: null,
      evidence: [{ what: 'front matter `decisions_schema:`' }],
    };
  const evidence = kindEvidence(named, readOutline(content.head), content.concepts, basename(path));
  if (evidence.template)
    return { kind: null, reason: { why: 'template', kind: named, placeholders: evidence.template } };
  if (evidence.blank) return { kind: null, reason: { why: 'blank', kind: named } };
  if (evidence.documentation)
    return { kind: null, reason: { why: 'documentation', kind: named, sections: evidence.documentation } };
  if (evidence.resume) return { kind: null, reason: { why: 'resume', kind: named, sections: evidence.resume } };
  if (evidence.meeting) return { kind: null, reason: { why: 'meeting', kind: named, sections: evidence.meeting } };
  if (evidence.business) return { kind: null, reason: { why: 'business', kind: named, sections: evidence.business } };
  // A name (or title) of what comes next alone is a roadmap's and a to-do list's too: a hand-over also reports work.
  if (evidence.corroborated && evidence.reports === false && namesOnlyWhatComesNext(path, source, content.head))
    return { kind: null, reason: { why: 'unreported', kind: named, found: evidence.found } };
  if (evidence.corroborated) return { kind: named, source, planRef: null, evidence: evidence.found };
  // A plan or summary filed under a phase and a plan of a planner's tree says what it is, whatever its headings.
  if (named !== 'handoff' && filedUnderPhaseAndPlan(content.head))
    return { kind: named, source, planRef: null, evidence: [{ what: 'front matter `phase:` and `plan:`' }] };
  // A summary that names in its front matter the plan it reports on says what it is (`plan: 01-01` over a report in
  // prose: the two-hundred-and-first sample's summaries, each beside the plan it names).
  if (named === 'summary' && source === 'file-name' && frontMatterHasKeys(content.head, [PLAN_WITH_VALUE]))
    return { kind: named, source, planRef: null, evidence: [{ what: 'front matter `plan:`' }] };
  // So does a plan whose front matter lists the work's to-dos (`todos:` with `- id:` or `- content:` items), as
  // Cursor's plan mode writes its plans (the two-hundred-and-twelfth and -thirteenth samples' `*.plan.md`, 137 of
  // them named missed in one repository).
  if (named === 'plan' && source === 'file-name' && frontMatterHasKeys(content.head, [TODO_LIST]))
    return { kind: named, source, planRef: null, evidence: [{ what: 'front matter `todos:`' }] };
  // So does one sign of its kind in a task's folder of such a tree, which holds the task's plan and its summary, and
  // in a feature's folder of a spec-driven kit, which holds the feature's spec, plan and tasks.
  if (
    named !== 'handoff' &&
    source === 'file-name' &&
    evidence.found.length > 0 &&
    (inPlannerTaskFolder(path) || inSpecFeatureFolder(path))
  )
    return { kind: named, source, planRef: null, evidence: evidence.found };
  return { kind: null, reason: { why: 'uncorroborated', kind: named, found: evidence.found } };
}

/** Whether what proposed the hand-over (the file's name, or its title) names it only by `next steps`. */
function namesOnlyWhatComesNext(path: string, source: 'file-name' | 'title', head: string): boolean {
  return namesOnlyNextSteps(path, source === 'title' ? (leadingTitle(head) ?? '') : undefined);
}

/** A top-level `todos:` key whose first item names a to-do (`  - id: …`, `  - content: …`). */
const TODO_LIST = /^["']?todos["']?[ \t]*:[ \t]*\r?\n[ \t]*-[ \t]+["']?(?:id|content)["']?[ \t]*:/m;
/** A top-level `plan:` key with a value on its line (`plan: 03`, `plan: 01-01`). */
const PLAN_WITH_VALUE = /^["']?plan["']?[ \t]*:[ \t]*\S/m;
/** Top-level `phase:` and `plan:` keys, as GSD and its forks file a plan and its summary (`plan: 03`). */
const PHASE_AND_PLAN = [/^["']?phase["']?[ \t]*:/m, /^["']?plan["']?[ \t]*:/m];

/**
 * Whether the front matter of a file's head files it under a phase and a plan (`phase: 07-x`, `plan: gap-fixes`), read
 * from its raw text: no YAML is parsed to classify a file (`frontMatterForKind`).
 */
function filedUnderPhaseAndPlan(head: string): boolean {
  return frontMatterHasKeys(head, PHASE_AND_PLAN);
}

/** Whether the front matter of a file's head, read as raw text, holds every one of `keys`. */
function frontMatterHasKeys(head: string, keys: readonly RegExp[]): boolean {
  const block = findFrontMatter(head);
  if (!block) return false;
  const text = head.slice(block.bodyStart, block.closeAt);
  return keys.every((key) => key.test(text));
}

/**
 * Whether a file's title names it a session handoff (docs/real-files.md, "A title names the file as its name
 * does"): read only where the name gives no kind, from the head read to classify. A project's own files are titled
 * by its name, not by what the file is (`# Agent-Handoff` over a tool's README, `# Contributing to handover`), and a
 * file named as another kind of document by that document (`SYSTEM_DESIGN.md`): `titleMayNameHandoff`; a title with
 * a blank to fill in (`# HANDOFF: [Nombre de la Feature]`) is a form's. In a planner's
 * phase folder the files are the planner's, named for what they are (`11-CONTEXT.md`, `11-VERIFICATION.md`), and their
 * title names the phase (`# Phase 11: Polish & Continuity - Context`, the forty-third sample's).
 */
function titleProposesHandoff(path: string, head: string | null): boolean {
  if (head === null || !titleMayNameHandoff(basename(path)) || inPhaseFolder(path)) return false;
  const title = leadingTitle(head);
  return title !== null && titleNamesHandoff(title);
}

/**
 * Whether a front matter block may change what `classify` answers, tested on its raw text
 * so that most blocks skip YAML here and are parsed once, in the lint. `classify` reads three
 * things: a `kind` key; a `plan` key whose value names a Markdown file; a `description` key
 * beside a key that declares a command, agent or skill. A key is written on one line, as
 * itself or quoted, so the test looks for each as a key (`kind:`, `"plan" :`), and gives the
 * parse every block it cannot judge that way: an escape in a quoted key, an alias, anchor,
 * tag, merge key or explicit `?` key, a flow mapping; and a `plan` whose value is not a plain
 * one-line scalar without `.md` (a block scalar, a continuation line, an alias, a quote).
 * Property-tested against the full parse (classify-fast.test.ts).
 */
function mayClassify(block: string): boolean {
  // Each test is guarded by a plain search for what it needs: this runs on every block.
  if ((/kind/i.test(block) || block.includes('\\')) && KIND_OR_ESCAPED_KEY.test(block)) return true;
  if (/[?*&!{<]/.test(block) && INDIRECT.test(block)) return true;
  if (/description/i.test(block) && DESCRIPTION_KEY.test(block) && DEFINITION_KEY.test(block)) return true;
  if (/decisions_schema/i.test(block) && SCHEMA_KEY.test(block)) return true;
  return /plan/i.test(block) && planMayName(block);
}

const KIND_OR_ESCAPED_KEY = /(?:^|[\s{,])(?:["']?kind["']?|["'][^"'\n]*\\[^"'\n]*["'])[ \t]*:/im;
/** An explicit key, alias, anchor, tag, merge key or flow mapping, where keys come from elsewhere. */
const INDIRECT = /^[ \t]*(?:[?*&!{]|<<)|[:,[{][ \t]*[*&!]/m;
/** `decisions_schema:`, which corroborates a plan's or summary's name. */
const SCHEMA_KEY = /(?:^|[\s{,])["']?decisions_schema["']?[ \t]*:/im;
const DESCRIPTION_KEY = /(?:^|[\s{,])["']?description["']?[ \t]*:/im;
const DEFINITION_KEY = /(?:^|[\s{,])["']?(?:allowed-tools|tools|argument-hint|model)["']?[ \t]*:/im;
const PLAN_KEY = /^([ \t]*)["']?plan["']?[ \t]*:(.*)$/gim;

/** Whether a `plan` key of the block may hold a Markdown file name (see `mayClassify`). */
function planMayName(block: string): boolean {
  for (const match of block.matchAll(PLAN_KEY)) {
    const value = match[2]!.trim();
    if (value === '' || /["'|>\\]|\.m(?:d|arkdown)/i.test(value)) return true;
    // A continuation line (indented deeper than the key) is part of a plain scalar's value.
    const next = /^(?:\r\n|\r|\n)([ \t]*)\S/.exec(block.slice(match.index + match[0].length));
    if (next && next[1]!.length > match[1]!.length) return true;
  }
  return false;
}

/**
 * The front matter `classify` needs, parsing YAML only when it can change the answer. Most
 * plans and summaries have front matter without `kind:` and without a `plan:` path; for them
 * the answer is the same as for no front matter, and YAML (about a tenth of a millisecond a
 * file, plus loading the parser) is skipped. The block is found exactly as `readFrontMatter`
 * finds it (`findFrontMatter`), and `mayClassify` decides which blocks go to the full parse. Returns the parsed
 * front matter (kept, so the file's YAML is read once), `null` when the file has none, and
 * `undefined` when it has some that was not parsed.
 */
export function frontMatterForKind(text: string): FrontMatter | null | undefined {
  const block = findFrontMatter(text);
  if (!block) return null;
  return mayClassify(text.slice(block.bodyStart, block.closeAt)) ? readFrontMatter(text) : undefined;
}
