/**
 * The names of session handoffs in the wild (docs/real-files.md, "Session handoffs in free
 * form"): what makes a file a handoff *candidate*. A name never gives the kind alone — the
 * content must carry at least two handoff concepts — so the net is cast by words, not by a
 * list of file names.
 */

/**
 * Folders whose files are session notes: a file directly in one is a candidate, whatever its
 * name. Plural names only: a folder named `handoff` is as often a plugin or a module of that name.
 */
export const HANDOFF_FOLDERS: ReadonlySet<string> = new Set(['handoffs', 'handovers', 'sessions', 'checkpoints']);

/**
 * Words that name a handoff wherever they stand in a file name, in the languages the corpus and the code index show.
 */
const HANDOFF_WORDS: ReadonlySet<string> = new Set([
  'handoff',
  'handover',
  // An agent's continuity ledger (`CONTINUITY.md`): what carries the work from one session to the next.
  'continuity',
  // Notes for whoever continues the work (`CONTINUATION.md`, `Continuation Notes`).
  'continuation',
  // A handover by other names: what one shift or instance turns over, or carries over, to the next (`TURNOVER.md`,
  // `CARRYOVER.md`).
  'turnover',
  'carryover',
  // A session's work taken up again after a stop (`RESUMPTION.md`), or picked up by the next (`PICKUP.md`).
  'resumption',
  'pickup',
  'übergabe',
  'uebergabe',
  'passation',
  'traspaso',
  'передача',
  'przekazanie',
  'overlevering',
]);

/** Words in scripts without spaces between words: they name a handoff wherever they stand in a name. */
const HANDOFF_SUBSTRINGS: readonly string[] = ['交接', '引き継ぎ', '引継ぎ', '인수인계'];

/**
 * Consecutive words that name a session note (`NEXT_SESSION.md`, `NEXT_AGENT.md`, `NEXT_STEPS.md`, `session-notes.md`,
 * `SESSION_SUMMARY.md`, `SESSION_RECAP.md`, `SESSION_RESUME.md`, `SESSION_CHECKPOINT.md`, `LAST_SESSION.md`,
 * `.continue-here.md`, `RESUME_HERE.md`).
 */
const HANDOFF_WORD_PAIRS: ReadonlyArray<readonly [string, string]> = [
  ['next', 'session'],
  // The context or prompt a new session starts from (`NEW_SESSION_PROMPT.md`, `RESUME_PROMPT.md`, `RESUME_CONTEXT.md`).
  ['new', 'session'],
  ['resume', 'prompt'],
  ['resume', 'context'],
  // The prompt a session restarts from, and the context a session carries (`RESTART_PROMPT.md`, `SESSION_CONTEXT.md`).
  ['restart', 'prompt'],
  ['session', 'context'],
  // The context the work stands in now, kept for the next session (`activeContext.md`, a memory bank's hand-over).
  ['active', 'context'],
  // A note to whoever takes the work up next (`NEXT_AGENT.md`), or of what they are to do (`NEXT_STEPS.md`).
  ['next', 'agent'],
  ['next', 'steps'],
  ['session', 'notes'],
  ['session', 'note'],
  ['session', 'summary'],
  // A session's recap (`SESSION_RECAP.md`), as its summary is.
  ['session', 'recap'],
  // Where a session stopped (`SESSION_CHECKPOINT.md`), and what the last one did (`LAST_SESSION.md`).
  ['session', 'checkpoint'],
  ['last', 'session'],
  // A session's saved state, kept for the next to resume from (`SESSION_STATE.md`, `.claude/SESSION_STATE.md`).
  ['session', 'state'],
  ['session', 'resume'],
  ['continue', 'here'],
  // A note of progress kept for the next session (`PROGRESS_NOTE.md`: 4 of 4 sampled in the code index were
  // hand-overs, session 29). Not `PROGRESS_NOTES.md` (2 of 4; trackers and an assessment) nor `NEXT_TASKS.md` (0 of 4:
  // task plans and roadmaps), though the seventy-second and seventy-third samples' readers named some as missed.
  ['progress', 'note'],
  // Notes kept while the work goes on, for whoever picks it up (`WORKING_NOTES.md`: a course's template opens "How to
  // Use This File (For AI Assistants)" with the current state and task; 8 of 11 in session 34's samples were
  // hand-overs, and their readers named four as missed; the others a session log, a list of lessons, a stub).
  ['working', 'notes'],
  ['resume', 'here'],
  // The context a session passes on or starts again from, and where the last one stopped (`CONTEXT_TRANSFER.md`,
  // `SESSION_TRANSFER.md`, `CONTEXT_RESET.md`, `SESSION_WRAPUP.md`, `WHERE_I_LEFT_OFF.md`, `WHERE_WE_LEFT_OFF.md`).
  ['context', 'transfer'],
  ['session', 'transfer'],
  ['context', 'reset'],
  ['session', 'wrapup'],
  ['left', 'off'],
  // Italian's handover, the passing of what one was entrusted with (`PASSAGGIO_CONSEGNE.md`).
  ['passaggio', 'consegne'],
  ['hand', 'off'],
  ['hand', 'over'],
];

/**
 * Words that may follow a handoff word in a name and keep it the name's head: a word for the
 * written note itself, its condensed form or its form (`HANDOFF_NOTES.md`, `HANDOFF_LOG.md`,
 * `handover_document.md`, `HANDOVER_DISTILLATION.md`, `session-handoff-example.md`,
 * `HANDOFF_TEMPLATE.md`, which the template test then passes over); where the note goes is a
 * destination (`DESTINATIONS`: `HANDOFF_TO_NEW_SESSION.md`). Any other word is the noun the handoff word
 * describes (`persistent-handoff-reminder.md`, `HANDOFF_STAGED_PLANNING.md`, `handover-skill.md`).
 */
const HEAD_KEEPING_WORDS: ReadonlySet<string> = new Set([
  'notes',
  'note',
  'log',
  'doc',
  'document',
  'readme',
  'memo',
  // A brief for whoever takes the work up (`NEXT_SESSION_BRIEF.md`, `HANDOFF_BRIEF.md`: the two-hundred-and-third
  // sample's hand-over, named missed).
  'brief',
  'summary',
  'recap',
  'digest',
  'distillation',
  'report',
  'example',
  'template',
  // The note written as what it is for: a prompt for the next agent, the context handed over
  // (`HANDOFF_PROMPT.md`, `HANDOFF_CONTEXT.md`).
  'prompt',
  'context',
  // The session the note hands over (`HANDOFF_SESSION.md`, the fifty-eighth sample's; `handoff-session-12.md`), where
  // another noun after it is what the file is about (`handoff-session-management.md`).
  'session',
  // Where the hand-over stands, and the note as instructions for whoever takes it up (`HANDOFF_STATUS.md`,
  // `HANDOFF_STATE.md`, `AGENT_HANDOFF_INSTRUCTIONS.md`: hand-overs the seventy-first and seventy-second samples'
  // readers named as missed; 4, 3 and 4 of 4 sampled in the code index were hand-overs, session 29). Another noun after
  // one is what the file is about (`handoff-state-machine.md`). Not `guide`: 1 of 4 `HANDOFF_GUIDE.md` was one (the
  // others an onboarding, a porting reference, a transfer of a project to a new owner).
  'status',
  'state',
  'instructions',
]);

/**
 * Words for the note the next session opens with, after `next session` (`NEXT_SESSION_GUIDE.md`,
 * `NEXT_SESSION_START.md`: 4 of 4 of each sampled in the code index were hand-overs, session 29; the seventieth
 * sample's two guides, missed).
 */
const NEXT_SESSION_NOTES: ReadonlySet<string> = new Set(['guide', 'start']);

/**
 * Where a note goes: what follows names a destination (`HANDOFF_TO_NEW_SESSION.md`), not a head; `next` names it
 * without a preposition (`HANDOFF_NEXT.md`, the hand-over to whoever is next).
 */
const DESTINATIONS: ReadonlySet<string> = new Set(['to', 'from', 'for', 'next']);

/**
 * Agents and their models: after a handoff word, one names the note's addressee, as a destination does
 * (`HANDOFF_CLAUDE.md`, `HANDOFF_CODEX.md`, `HANDOFF_GEMINI.md`), where the name ends there or goes on as after a
 * word for the note (`handoff-claude-integration.md` is about an integration).
 */
const AGENTS: ReadonlySet<string> = new Set([
  'claude',
  'codex',
  'gemini',
  'opus',
  'sonnet',
  'haiku',
  'gpt',
  'chatgpt',
  'copilot',
  'cursor',
  'opencode',
  'aider',
  'cline',
  'windsurf',
  'kiro',
  'antigravity',
  // Antigravity's short name (`HANDOFF_AGY.md`, the fifty-eighth sample's).
  'agy',
  'qwen',
  'deepseek',
  'grok',
  'kimi',
  'devin',
  'jules',
]);

/** Words before a handoff word that make it the object of a phrase about something else (`tracked-in-handoff.md`). */
const PREPOSITIONS: ReadonlySet<string> = new Set(['in', 'into', 'on', 'of', 'about', 'with', 'without', 'during']);

const ARTICLES: ReadonlySet<string> = new Set(['the', 'a', 'an']);

/**
 * Who or what carries work from one session to the next, before `continuity` in a name (`SESSION_CONTINUITY.md`,
 * `ai-session-continuity.md`, `claude-continuity.md`).
 */
const CARRIERS: ReadonlySet<string> = new Set([
  'session',
  'sessions',
  'context',
  'agent',
  'agents',
  'ai',
  'llm',
  'work',
  'project',
  'memory',
  'handoff',
]);

/**
 * Whether a hand-over word at `at` names the carrying on of work: `continuity` does where it opens the name (after a
 * date or a number: `CONTINUITY.md`, `2026-01-05-continuity.md`) or follows a word for who or what carries the work
 * (`CARRIERS`, `AGENTS`). After another noun it is that thing's (`home-room-spine-continuity.md`, a homepage's design
 * pass, the two-hundred-and-nineteenth sample's; `…_LOCK_CONTINUITY.md`, a lock's, the hundred-and-eighty-second's;
 * `business-continuity-plan.md`). The other hand-over words name a hand-over wherever they head the name.
 */
function carriesWork(words: readonly string[], at: number): boolean {
  if (words[at] !== 'continuity') return true;
  let before = at - 1;
  while (before >= 0 && /^\p{N}+$/u.test(words[before]!)) before--;
  return before < 0 || CARRIERS.has(words[before]!) || AGENTS.has(words[before]!);
}

/**
 * Whether the word at `at` (ending at `end`, exclusive) is the head of the name, so the name
 * says the file is a handoff (docs/real-files.md, "Names, titles and purpose clauses"): it
 * ends the name, or what follows it is a date, a number, a version or a letter
 * (`handoff-20260203-001154`, `HANDOFF_v1.0.0(f)`), a word for the note itself that ends the name in turn
 * (`HEAD_KEEPING_WORDS`), where it goes (`DESTINATIONS`), or a route (`handover_VAN_to_PLAN`) — `endsAsHead`; and no
 * preposition stands before it.
 * Otherwise the name is about another thing that the word describes — a ticket, a feature, a
 * design (`handoff-reminder`, `on_handoff-field`, `never-tracked-in-handoff`).
 */
function headsName(words: readonly string[], at: number, end: number): boolean {
  // An article may stand between the preposition and the word (`notes on the handoff`).
  const before = at > 1 && ARTICLES.has(words[at - 1]!) ? at - 2 : at - 1;
  if (before >= 0 && PREPOSITIONS.has(words[before]!)) return false;
  return endsAsHead(words, end);
}

/**
 * Whether what follows the word that ends before `end` keeps it the name's head: nothing, a date, a number, a
 * version or a letter, a destination, or a route; or a word for the note itself or the agent it goes to (`AGENTS`),
 * which keeps the head in turn (`HANDOFF_PROMPT.md`, `HANDOFF_NOTES_2026-01.md`, `HANDOFF_CODEX.md`). Followed by
 * another noun, such a word describes it (`continuation-prompt-handoff-integration.md` is about an integration).
 */
function endsAsHead(words: readonly string[], end: number): boolean {
  const next = words[end];
  if (next === undefined || /\p{N}/u.test(next) || next.length === 1 || DESTINATIONS.has(next)) return true;
  // A word for the note, or the agent it goes to, keeps the head where what follows it does in turn.
  if (HEAD_KEEPING_WORDS.has(next) || AGENTS.has(next)) return endsAsHead(words, end + 1);
  // A route: from whom to whom the note goes (`handover_VAN_to_PLAN`, `handoff_CREATIVE_to_IMPLEMENT`).
  return words[end + 1] === 'to';
}

/**
 * The words of a file name without its `.md` / `.markdown` extension, lower case: split at
 * anything that is not a letter or digit and between a lower-case letter and an upper-case
 * one (`nextSession` → `next`, `session`).
 */
export function fileNameWords(name: string): string[] {
  const stem = name.replace(/\.(?:md|markdown)$/i, '');
  return stem
    .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}

/** A language tag after a dot, before the extension (`.ja`, `.pt-BR`, `.zh-CN`). */
const LANGUAGE_TAG = /\.[a-z]{2,3}(?:[-_][a-z]{2,4})?(?=\.(?:md|markdown)$)/i;

/**
 * A file name without the language tag after a dot (`HANDOFF.ja.md` → `HANDOFF.md`, `execution-plan.zh-CN.md` →
 * `execution-plan.md`): the tag names the note's language, not what it is.
 */
export function withoutLanguageTag(name: string): string {
  return name.replace(LANGUAGE_TAG, '');
}

/**
 * Whether a path names a session handoff candidate: its name is `RESUME.md` or `CONTINUE.md` (any case), is
 * headed by the word `handoff` or `handover` or one of theirs in other languages (`headsName`:
 * `SESSION_HANDOFF.md`, `handover_VAN_to_PLAN.md`, `handoff-20260201-120000.md`, `UEBERGABE.md`, `交接文档.md`,
 * `引き継ぎ.md`), or the words `next session`, `session notes`, `continue here`
 * (`2026-06-16-NEXT_SESSION.md`); or it sits directly in a folder of session notes
 * (`HANDOFF_FOLDERS`: `.claude/handoffs/`, `context/checkpoints/`) and is not the folder's guide (`README.md`).
 */
export function isHandoffName(path: string): boolean {
  const segments = path.split(/[\\/]/);
  const name = segments.pop() ?? '';
  if (!/\.(?:md|markdown)$/i.test(name)) return false;
  const words = fileNameWords(withoutLanguageTag(name));
  // A name that is only the verb of taking the work up again (`RESUME.md`, `CONTINUE.md`), or the note of a session,
  // the point it stopped at or its running log (`SESSION.md`, `CHECKPOINT.md`, `WORKLOG.md`).
  if (words.length === 1 && LONE_NAMES.has(words[0]!)) return true;
  if (wordsNameHandoff(words, name)) return true;
  const folder = segments.at(-1)?.toLowerCase();
  return folder !== undefined && HANDOFF_FOLDERS.has(folder) && !namesFolderGuide(words);
}

/**
 * Whether a path names a hand-over only by what comes next (`NEXT_STEPS.md`, `next-steps-2026-07-03.md`), or, given
 * the title that proposed it, the title does (`# Next Steps`): a roadmap and a to-do list are named so too, so the
 * content must also report work (docs/real-files.md, "What comes next, and no work reported"). A name with another
 * hand-over word (`HANDOFF_NEXT_STEPS.md`) or in a folder of session notes says more.
 */
export function namesOnlyNextSteps(path: string, title?: string): boolean {
  if (title !== undefined) return onlyNextSteps(title);
  const segments = path.split(/[\\/]/);
  const folder = segments.at(-2)?.toLowerCase();
  return folder !== undefined && HANDOFF_FOLDERS.has(folder) ? false : onlyNextSteps(segments.at(-1) ?? '');
}

/** Whether a file name or a title names a hand-over only by the words `next steps`. */
function onlyNextSteps(text: string): boolean {
  const words = fileNameWords(text);
  const at = words.findIndex((word, i) => word === 'next' && words[i + 1] === 'steps');
  if (at < 0) return false;
  const rest = [...words.slice(0, at), ...words.slice(at + 2)];
  return !(rest.length === 1 && LONE_NAMES.has(rest[0]!)) && !wordsNameHandoff(rest, rest.join(' '));
}

/**
 * Whether a name is a folder's guide (`README.md`, `index.md`): in a folder of session notes it says how the notes are
 * kept (their layout, their templates), and is none of them.
 */
function namesFolderGuide(words: readonly string[]): boolean {
  return words.length === 1 && (words[0] === 'readme' || words[0] === 'index');
}

/** Names that are a hand-over candidate alone (the content must still carry two hand-over concepts). */
const LONE_NAMES: ReadonlySet<string> = new Set(['resume', 'continue', 'session', 'checkpoint', 'worklog']);

/** A date's words in a name: `2026-07-03` (three words), `20260703` (one). */
function dateWordsAt(words: readonly string[], at: number): number {
  if (/^(?:19|20)\d{6}$/.test(words[at] ?? '')) return 1;
  return /^(?:19|20)\d\d$/.test(words[at] ?? '') &&
    /^\d{1,2}$/.test(words[at + 1] ?? '') &&
    /^\d{1,2}$/.test(words[at + 2] ?? '')
    ? 3
    : 0;
}

/**
 * Whether a name opens with a handoff word and ends with a date (`HANDOFF_dev_bughunt_2026-07-03.md`): the note of a
 * day filed under its kind, as `ADR_…` and `RFC_…` file theirs, whatever its topic between. Undated, a handoff word
 * followed by another noun describes it (`HANDOFF_STAGED_PLANNING.md`); a date that leads is how plans and posts are
 * filed by topic (`2026-07-09-handover-skill.md`).
 */
function filesDatedNote(words: readonly string[]): boolean {
  if (!HANDOFF_WORDS.has(words[0] ?? '') || words.length < 3) return false;
  const tail = words.length;
  return dateWordsAt(words, tail - 1) === 1 || (tail >= 5 && dateWordsAt(words, tail - 3) === 3);
}

/**
 * Whether the words of a name (or of a title's part) say it is a handoff: a handoff word heads it
 * (`headsName`), a word of a script without spaces stands in it, or a pair of words names a session note.
 */
function wordsNameHandoff(words: readonly string[], text: string): boolean {
  if (words.some((word, at) => HANDOFF_WORDS.has(word) && headsName(words, at, at + 1) && carriesWork(words, at)))
    return true;
  if (filesDatedNote(words)) return true;
  for (let i = 0; i + 2 < words.length; i++)
    if (words[i] === 'next' && words[i + 1] === 'session' && NEXT_SESSION_NOTES.has(words[i + 2]!))
      if (headsName(words, i, i + 3)) return true;
  if (HANDOFF_SUBSTRINGS.some((part) => text.includes(part))) return true;
  for (let i = 0; i + 1 < words.length; i++)
    if (HANDOFF_WORD_PAIRS.some(([a, b]) => words[i] === a && words[i + 1] === b) && headsName(words, i, i + 2))
      return true;
  return false;
}

/**
 * Words for a kind of document other than a hand-over. A title part headed by one (its last word, as an English noun
 * phrase is headed: `Roadmap`, `Codebase Documentation`) says what the document is, and a handoff word beside it is
 * then a name — the project's (`# Roadmap: Handover`, `# Handover — Performance-Optimized Codebase Documentation`).
 */
const DOCUMENT_WORDS: ReadonlySet<string> = new Set([
  'roadmap',
  'documentation',
  'docs',
  'guide',
  'manual',
  'handbook',
  'specification',
  'spec',
  'requirements',
  'architecture',
  'readme',
  'changelog',
  'reference',
  'tutorial',
  'glossary',
  // A decision record, a request for comments and a proposal (`# ADR 0005: Authority-edge classifier and witness
  // handoff`, in the corpus: a decision about a hand-off in the code; `# PM/Architect Handoff: HarshJudge Restructure
  // Proposal`, the forty-fourth sample's design proposal), none a session's hand-over.
  'adr',
  'rfc',
  'proposal',
  // A milestone's record and an archive of them (`# Milestone v1.8: School Presentation Continuation`, `# Requirements
  // Archive: v1.8 …`, the forty-ninth sample's GSD milestones): the milestone's name continues a feature.
  'milestone',
  'archive',
  // A design handed to developers (`SYSTEM_DESIGN.md`, `# Handoff: SafePath AI — …`, the fiftieth sample's export of a
  // design tool): the design's hand-off, not a session's.
  'design',
  // A strategy, as a proposal (`github_documentation_strategy.md`, the fifty-ninth sample's plan for hand-over files).
  'strategy',
]);

/**
 * The same heads in Chinese and Japanese, where a noun phrase ends with its head (`…交接文件與 Token 最佳化架構方案`, a
 * proposal for an architecture of hand-over files, the fifty-ninth sample's): a title's part that ends with one is
 * that document, and a hand-over word in it a modifier. Compared in both scripts of Chinese.
 */
const CJK_DOCUMENT_HEADS: readonly string[] = [
  '方案',
  '提案',
  '架构',
  '架構',
  '设计',
  '設計',
  '规范',
  '規範',
  '仕様',
  '仕様書',
  '指南',
];

/** Whether a title's part ends with a word of `CJK_DOCUMENT_HEADS`, after any closing punctuation. */
function endsWithCjkDocumentHead(text: string): boolean {
  const trimmed = text.replace(/[\s\p{P}]+$/u, '');
  return CJK_DOCUMENT_HEADS.some((head) => trimmed.endsWith(head));
}

/**
 * Words for a work item of a backlog: a part that opens with one and gives its number (`STORY-IA-42`, `Epic 3`,
 * `STORY-ST-15 Brief`) titles the item's spec, and the rest of the title is the item's name — a feature's (`Gap-to-
 * Workbench Handoff`, `Session Summary`: the fifty-eighth sample's story briefs), not the note's kind.
 */
const WORK_ITEM_WORDS: ReadonlySet<string> = new Set(['story', 'epic']);

/** Whether a title's part names a work item by its ID: a word of `WORK_ITEM_WORDS`, then a number among its words. */
function namesWorkItem(words: readonly string[]): boolean {
  return WORK_ITEM_WORDS.has(words[0] ?? '') && words.slice(1).some((word) => /\d/.test(word));
}

/**
 * Words for a report on work (`QA report`, `Security audit`, `Code review`): a title labelled by one, with no hand-over
 * word in the label, is that report's, the hand-over its subject (`# QA report: handoff 3 and Mimosa cleanup`,
 * `# Security audit: handoff 3 …`, the hundred-and-seventy-fourth sample's reports on a hand-over stage); a hand-over's
 * own report keeps its word (`# Session handoff report`).
 */
const REPORT_WORDS: ReadonlySet<string> = new Set(['report', 'audit', 'review']);

/**
 * Whether a title's first part, its label, is headed by a report's word and holds no hand-over word, with more after it
 * (`QA report: handoff 3 …`). A later part is the subject, whatever its last word (`Handoff 4: Current Gaps After Live
 * Code Review` is the fourth hand-over).
 */
function labelledAsReport(parts: ReadonlyArray<{ text: string; words: string[] }>): boolean {
  const label = parts[0];
  return (
    parts.length > 1 &&
    label !== undefined &&
    REPORT_WORDS.has(documentHead(label.words)) &&
    !wordsNameHandoff(label.words, label.text)
  );
}

/** Words that name a document without saying which: the word before them says it (`Requirements Document`). */
const GENERIC_DOCUMENT_WORDS: ReadonlySet<string> = new Set(['document', 'doc', 'page']);
/** A version or a number after a name (`V2`, `v1.3`, `2`), which heads nothing. */
const VERSION_WORD = /^v?\d+$/u;

/**
 * The word that says what kind of document a title's part names: its last word, after a version (`Product Requirements
 * Document V2` → `document`), and the word before a generic one (`document`, `doc`, `page` → `requirements`).
 */
function documentHead(words: readonly string[]): string {
  let end = words.length;
  while (end > 1 && VERSION_WORD.test(words[end - 1]!)) end--;
  const last = words[end - 1] ?? '';
  return GENERIC_DOCUMENT_WORDS.has(last) && end >= 2 ? words[end - 2]! : last;
}

/** Where a title's parts meet: a spaced dash or middle dot, a colon, a bar or an opening parenthesis. */
const TITLE_PARTS = /\s+[-–—·]+\s+|[:：]\s*|\s*\|\s*|\s*[(（]/u;

/**
 * A title's parts (what stands between a spaced dash or middle dot, a colon, a bar or an opening parenthesis), with
 * their words.
 */
export function titleParts(title: string): Array<{ text: string; words: string[] }> {
  return title.split(TITLE_PARTS).map((part) => ({ text: part, words: fileNameWords(part) }));
}

/**
 * The files a project keeps for its readers and contributors (`README.md`, `CONTRIBUTING.md`, `SECURITY.md`, …): their
 * title is the project's name or the file's purpose (`# Contributing to handover`, a project named `handover`), never
 * what the file is to a session.
 */
const PROJECT_FILES: ReadonlySet<string> = new Set([
  'readme',
  'contributing',
  'changelog',
  'changes',
  'history',
  'license',
  'licence',
  'code of conduct',
  'security',
  'support',
  'governance',
  'authors',
  'maintainers',
]);

/** Whether a file is one a project keeps for its readers and contributors (`PROJECT_FILES`), whatever its case. */
function isProjectFile(fileName: string): boolean {
  return PROJECT_FILES.has(fileNameWords(fileName).join(' '));
}

/**
 * Whether a file's name names another kind of document than a hand-over (`SYSTEM_DESIGN.md`, `ROADMAP.md`,
 * `product-requirements.md`): its head word (`documentHead`) is one of `DOCUMENT_WORDS`. Its title is then the
 * document's, and names no hand-over.
 */
function namesOtherDocument(fileName: string): boolean {
  return DOCUMENT_WORDS.has(documentHead(fileNameWords(fileName)));
}

/**
 * Whether a file's title may say it is a hand-over: not a project's own file (`isProjectFile`), titled by the project,
 * nor a file named as another kind of document (`namesOtherDocument`), titled as that document.
 */
export function titleMayNameHandoff(fileName: string): boolean {
  return !isProjectFile(fileName) && !namesOtherDocument(fileName);
}

/** A blank a form leaves in its title for the writer to fill in: `[Feature name]`, `{date}`, not a link. */
const TITLE_BLANK = /\[[^\]]+\](?![([])|\{[^}]+\}/;

/**
 * Whether a title says no more than a file's name: every word of each of its parts is a word of the name, in any of
 * its spellings (`# Lesson Plan` in `lesson-plan.md`, `# Handoff` in `HANDOFF.md`, `# Übergabe` in `UEBERGABE.md`).
 * Such a title adds nothing to what the name proposes.
 */
export function titleRestatesName(title: string, fileName: string): boolean {
  const nameWords = new Set(fileNameWords(fileName).flatMap(numberParts).flatMap(spellings));
  return titleParts(title).every(({ words }) =>
    words.flatMap(numberParts).every((word) => spellings(word).some((s) => nameWords.has(s))),
  );
}

/**
 * A word's parts where letters meet a number: a title glues them where a name parts them (`# Phase567: …` in
 * `PHASE_567_….md`, the hundred-and-eighty-second sample's design notes, whose titles restate their names).
 */
function numberParts(word: string): string[] {
  return word.split(/(?<=\p{L})(?=\p{N})|(?<=\p{N})(?=\p{L})/u);
}

/**
 * The spellings a word takes in a file name, which is often written without marks: as it is, with its umlauts spelled
 * out (`übergabe` → `uebergabe`, the German convention), and without its marks (`übergabe` → `ubergabe`, `résumé` →
 * `resume`).
 */
function spellings(word: string): string[] {
  const spelledOut = word.replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss');
  const bare = word.normalize('NFD').replace(/\p{M}/gu, '');
  return [word, spelledOut, bare];
}

/**
 * Whether a document's title names it a handoff, as its file name would (docs/real-files.md, "A title
 * names the file as its name does"): one of the title's parts — what stands between a dash, a colon, a
 * bar or a parenthesis — is headed by a handoff word or holds a pair of them (`# Continuity — session
 * handoff`, `# Handover: CREATE to IMPLEMENT`, `# VALEO-NeuroERP Entwicklungs-Handover (PLAN-Modus)`),
 * and not as the object of a phrase about something else (`# Notes on the handoff protocol`), nor beside a part that
 * names another kind of document (`DOCUMENT_WORDS`: `# Roadmap: Handover`). A title
 * of one word that names a résumé does not count: a title alone is not a `RESUME.md`; nor does a title with a blank
 * to fill in (`# HANDOFF: [Nombre de la Feature]`): a form's.
 */
export function titleNamesHandoff(title: string): boolean {
  if (TITLE_BLANK.test(title)) return false;
  const parts = titleParts(title);
  // A part headed by a word for another kind of document makes the title that document's (`# Roadmap: Handover`), and
  // so does a part that names a work item by its ID (`# STORY-IA-42: Gap-to-Workbench Handoff`).
  if (
    parts.some(
      ({ text, words }) =>
        DOCUMENT_WORDS.has(documentHead(words)) || namesWorkItem(words) || endsWithCjkDocumentHead(text),
    ) ||
    labelledAsReport(parts)
  )
    return false;
  return parts.some(({ text, words }) => words.length > 0 && !namesTask(words, text) && wordsNameHandoff(words, text));
}

/**
 * Verbs a task's name opens with in the imperative (`# Close final F6/v1 exit audit and handoff`, `# Add export
 * endpoint`): as execution plans title their work. Not the verbs a hand-over's own title opens with (`continue`,
 * `resume`, `start`), nor those that also read as an adjective or a noun before one (`complete`, `update`, `review`,
 * `test`).
 */
const TASK_VERBS: ReadonlySet<string> = new Set([
  'add',
  'build',
  'close',
  'create',
  'define',
  'deliver',
  'deploy',
  'extend',
  'finalize',
  'finalise',
  'fix',
  'harden',
  'implement',
  'integrate',
  'introduce',
  'migrate',
  'polish',
  'prepare',
  'prove',
  'refactor',
  'remove',
  'rename',
  'replace',
  'rewrite',
  'ship',
  'wire',
  'write',
]);

/**
 * Whether a title's part names a task: it opens with a verb in the imperative and says what the task acts on (`Close v1
 * public launch handoff`, the seventy-ninth sample's execution plans, read as hand-overs by the word their task is
 * about). A hand-over is the task's object there, not the document's kind. A word in capitals is a name, not a verb
 * (`CREATE zu IMPLEMENTATION Handover`: the hand-over from a workflow's CREATE mode).
 */
function namesTask(words: readonly string[], text: string): boolean {
  if (words.length < 2 || !TASK_VERBS.has(words[0]!)) return false;
  const first = /\p{L}+/u.exec(text)?.[0] ?? '';
  return first !== first.toUpperCase();
}
