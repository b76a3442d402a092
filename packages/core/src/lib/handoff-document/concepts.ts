import { toSimplified } from '../markdown/han-script.js';
import { HANDOFF_CONCEPT_PHRASES, SPECIFIC_CONCEPT_PHRASES, type HandoffConcept } from '../handoff-concepts.js';

/** Extra heading phrases per concept (the config's `handoffs.headings`), added to the table. */
export type ConceptPhraseExtension = Readonly<Partial<Record<HandoffConcept, readonly string[]>>>;

/** A compiled synonym table: what `conceptOfHeading` matches against. */
export interface ConceptTable {
  /** Specific phrases first, then every concept's phrases, longest first. */
  readonly entries: ReadonlyArray<{ concept: HandoffConcept; phrase: string; anywhere: boolean; noun: boolean }>;
  /**
   * The entries' places in `entries` by their phrase's first two characters, ascending: a phrase stands in a heading
   * only where its first two do, so a heading is compared with the few entries whose opening it holds, not with all.
   */
  readonly byOpening: ReadonlyMap<string, readonly number[]>;
  /** The places of the phrases of the scripts that need no spaces (`ANYWHERE`), ascending. */
  readonly anywhere: readonly number[];
  /** The places of phrases of one character (a config may add one), compared with every heading. */
  readonly short: readonly number[];
}

/**
 * English one-word phrases that are no nouns (`next`, `pending`, `done`, `follow-up`), and the ones
 * ending in `-ing` (`resuming`): they stand before a noun as its adjective (`Next session`, `Pending
 * work`, `Follow-up actions`, `Resuming work`) and still name their concept there.
 */
const ADJECTIVES = new Set([
  'next',
  'pending',
  'done',
  'completed',
  'accomplished',
  'unfinished',
  'learned',
  'learnt',
  'attempted',
  'quickstart',
  'follow-up',
]);

/** The table's English one-word nouns: the ones that can be the first noun of a compound (`State file format`). */
const ENGLISH_NOUNS: ReadonlySet<string> = new Set(
  HANDOFF_CONCEPT_PHRASES.flatMap(({ phrases }) => phrases.en ?? []).filter(
    (phrase) => !phrase.includes(' ') && !ADJECTIVES.has(phrase) && !phrase.endsWith('ing'),
  ),
);

/**
 * Scripts whose words are not separated by spaces, or whose endings attach to the word: a phrase may stand anywhere.
 */
const ANYWHERE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** The concepts whose names are nouns of things that may be the first noun of a compound (`状态机`, a state machine). */
const THING_CONCEPTS: ReadonlySet<HandoffConcept> = new Set(['goal', 'status', 'activeFiles', 'changes']);

/**
 * A noun of Chinese, Japanese or Korean that may be the first noun of a compound: a thing concept's phrase of at most
 * two characters (`目标`, `状态`, `文件`, `変更`), as `ENGLISH_NOUNS` are in English.
 */
function cjkNoun(concept: HandoffConcept, phrase: string): boolean {
  return THING_CONCEPTS.has(concept) && ANYWHERE.test(phrase) && /^.{1,2}$/u.test(phrase);
}

/** Lower case, one space between words, no spaces at the ends; Chinese in Simplified (`toSimplified`). */
function normalizePhrase(phrase: string): string {
  return toSimplified(phrase.normalize('NFKC')).toLowerCase().replace(/\s+/g, ' ').trim();
}

function compile(extension: ConceptPhraseExtension | undefined): ConceptTable {
  const specific = SPECIFIC_CONCEPT_PHRASES.map(({ concept, phrase }) => ({ concept, phrase }));
  const general: Array<{ concept: HandoffConcept; phrase: string }> = [];
  for (const { concept, phrases } of HANDOFF_CONCEPT_PHRASES)
    for (const list of Object.values(phrases)) for (const phrase of list) general.push({ concept, phrase });
  if (extension)
    for (const [concept, list] of Object.entries(extension) as Array<[HandoffConcept, readonly string[]]>)
      for (const phrase of list) general.push({ concept, phrase });
  const entries = [...specific, ...general.sort((a, b) => b.phrase.length - a.phrase.length)]
    .map(({ concept, phrase }) => ({ concept, phrase: normalizePhrase(phrase) }))
    .filter(({ phrase }) => phrase !== '')
    .map(({ concept, phrase }) => ({
      concept,
      phrase,
      anywhere: ANYWHERE.test(phrase),
      noun: ENGLISH_NOUNS.has(phrase) || cjkNoun(concept, phrase),
    }));
  const byOpening = new Map<string, number[]>();
  const anywhere: number[] = [];
  const short: number[] = [];
  entries.forEach(({ phrase, anywhere: inScript }, index) => {
    if (inScript) anywhere.push(index);
    else if (phrase.length < 2) short.push(index);
    else {
      const opening = phrase.slice(0, 2);
      const places = byOpening.get(opening);
      if (places) places.push(index);
      else byOpening.set(opening, [index]);
    }
  });
  return { entries, byOpening, anywhere, short };
}

/**
 * The places of the table's entries that may stand in `main`, ascending (the table's order, which decides between
 * entries of one strength): those whose first two characters `main` holds where a word starts (a phrase stands only
 * there: `wordAt`), and the phrases of `ANYWHERE`'s scripts where `main` has a character of them.
 */
function candidatesIn(main: string, table: ConceptTable): number[] {
  const found = new Set<number>(table.short);
  for (let at = 0; at + 2 <= main.length; at++) {
    if (at > 0 && WORD_CHAR.test(main[at - 1]!)) continue;
    const places = table.byOpening.get(main.slice(at, at + 2));
    if (places) for (const index of places) found.add(index);
  }
  if (ANYWHERE.test(main)) for (const index of table.anywhere) found.add(index);
  return [...found].sort((a, b) => a - b);
}

const DEFAULT_TABLE = compile(undefined);
const extended = new WeakMap<ConceptPhraseExtension, ConceptTable>();

/** The synonym table, with a config's extra phrases when given (compiled once per extension object). */
export function conceptTable(extension?: ConceptPhraseExtension): ConceptTable {
  if (!extension || Object.values(extension).every((phrases?: readonly string[]) => !phrases?.length))
    return DEFAULT_TABLE;
  let table = extended.get(extension);
  if (!table) extended.set(extension, (table = compile(extension)));
  return table;
}

// Leading decoration: emoji, symbols, punctuation, and numbering such as `1.`, `2)`, `1.1`, `3 -`.
const LEADING_DECORATION = /^[\s\p{S}\p{P}\p{M}\u200d\ufe0f]*(?:\d{1,3}(?:[.)]\d{0,3})*[.):]?(?=\s|$)[\s\p{P}]*)?/u;
/**
 * A leading article, which is no word of a heading's name (`The traps that cost us time`, `Las trampas que costaron
 * tiempo`, `Les pièges`, `Die Fallen`): the noun after it heads the heading, as it does without one.
 */
const LEADING_ARTICLE = /^(?:the|an?|las|los|el|la|les|le|die|der|das|il|gli)\s+(?=\S)/u;
/** A dash between words: where a heading's head ends and what it adds begins. */
const DASH = /\s[—–-]{1,2}\s|\s?[—–]\s?/u;
/** An opening parenthesis or bracket: what follows is an aside about the heading. */
const ASIDE_OPEN = /[([{（【]/u;
/**
 * A slash, an ampersand or a plus between two names of a heading (`Blockers / Risks`, `Deployment Gotchas & Workflow`),
 * not one inside a path or a word (`src/app`, `Q&A`).
 */
const SLASH = /\s[/&+]\s/u;
// Where a heading's main part ends: a dash between words, a colon, an opening parenthesis or bracket, `/`, `&`, `+`.
const MAIN_PART_END = new RegExp(`${DASH.source}|:|${ASIDE_OPEN.source}|${SLASH.source}`, 'u');
// A trailing purpose clause: what the reader is to do with the section, not what it holds
// (`Key Learnings to Remember`).
const PURPOSE_CLAUSE = /\s+to\s+(?:remember|keep\s+in\s+mind|bear\s+in\s+mind|know)$/u;
// Trailing decoration: emoji, symbols and punctuation.
const TRAILING_DECORATION = /[\s\p{S}\p{P}\p{M}\u200d\ufe0f]+$/u;

/**
 * A heading as the table reads it: its main part, lower case — leading emoji, symbols,
 * numbering and an article dropped (`## 5. ⛔ Failed approaches` → `failed approaches`,
 * `The traps` → `traps`), a `(s)` plural
 * marker dropped (`Tarea(s) Abordada(s)`), everything from the first dash between words,
 * colon or parenthesis on cut off (`Failed Approaches (Don't Repeat)` → `failed approaches`),
 * and a trailing purpose clause that says what the reader is to do with the section — `to`
 * and a verb of keeping in mind: `Key Learnings to Remember` → `key learnings`, `Key Files to
 * Know` → `key files` (docs/real-files.md, "Names, titles and purpose clauses").
 */
export function headingMainPart(text: string): string {
  let rest = toSimplified(text.normalize('NFKC')).toLowerCase().replace(/\(s\)/g, '').replace(/\s+/g, ' ');
  rest = rest.replace(LEADING_DECORATION, '').replace(LEADING_ARTICLE, '');
  const cut = MAIN_PART_END.exec(rest);
  if (cut && cut.index > 0) rest = rest.slice(0, cut.index);
  return rest.replace(TRAILING_DECORATION, '').trim().replace(PURPOSE_CLAUSE, '');
}

const WORD_CHAR = /[\p{L}\p{N}_]/u;

/** Where a phrase stands in a heading's main part, strongest first; `null` when it is not there as whole words. */
type Place = 'whole' | 'start' | 'end' | 'inside';
const PLACE_RANK: Readonly<Record<Place, number>> = { whole: 4, start: 3, end: 2, inside: 1 };

/** `main` has a word boundary before `at` and after `end` (a plural `s` may close the phrase). */
function wordAt(main: string, at: number, end: number, plural = true): number | null {
  if (at > 0 && WORD_CHAR.test(main[at - 1]!)) return null;
  if (plural && main[end] === 's' && !WORD_CHAR.test(main[end + 1] ?? ' ')) end++;
  // A dot inside a word continues it: `Next.js`, `Node.js` are names, not the word `next`.
  if (main[end] === '.' && WORD_CHAR.test(main[end + 1] ?? ' ')) return null;
  return end < main.length && WORD_CHAR.test(main[end]!) ? null : end;
}

/**
 * Phrases that name their concept in the singular only: a session stands in one state, and `States` names the states a
 * thing can take (`Authentication Error States`, `Loading States`), not where the work stands.
 */
const SINGULAR_ONLY: ReadonlySet<string> = new Set(['state']);

/** A character that goes on with a noun in Chinese, Japanese or Korean: Han, katakana or a Hangul syllable. */
const NOUN_GOES_ON = /^[\p{Script=Han}\p{Script=Katakana}\p{Script=Hangul}]/u;
/**
 * What may follow a noun that heads its phrase: a particle or a marker of a clause (`的`, `の`, `已`, `和`, `및`), or a
 * word for the note itself, as `CLAUSE_WORDS` has in English (`変更点`, `变更内容`, `进度更新`, `파일목록`).
 */
const AFTER_HEAD =
  /^(?:的|之|和|与|及|已|未|了|は|が|の|と|や|및|과|와|은|는|이|가|을|를|의|点|點|内容|一覧|一览|列表|清单|情况|状况|事项|概要|总结|記録|记录|报告|報告|更新|목록|내용|사항)/u;

/**
 * Whether a noun (`cjkNoun`), opening `main` in a script written without spaces, is the first noun of a compound whose
 * head comes after it (`目标安装路径`, a target install path; `文件名`, a file name; `状态机`, a state machine): another
 * noun's character follows it, no particle or word for the note between. Such noun phrases end with their head, and
 * the heading names the thing, not the concept (as `compoundModifier` reads `State file format`).
 */
function modifiesNoun(main: string, phrase: string): boolean {
  const rest = main.slice(phrase.length);
  return NOUN_GOES_ON.test(rest) && !AFTER_HEAD.test(rest);
}

/**
 * Where `phrase` (lower case) stands in `main` (a heading's main part) as whole words, a plural
 * `s` allowed (but for `SINGULAR_ONLY`): the whole of it, its start, its end, or — for a phrase of
 * two words or more, and in the scripts of `ANYWHERE` — anywhere inside (their end, too, is the head's place). A
 * one-word phrase names its concept only as the heading's head (`Git state`, `Next up`) and as a whole word, so
 * `Statement of work` has no status and `Next.js upgrade` no next steps.
 */
function placeOf(main: string, phrase: string, anywhere = ANYWHERE.test(phrase), noun = false): Place | null {
  if (anywhere) {
    if (main === phrase) return 'whole';
    const opens = main.startsWith(phrase);
    if (opens && !(noun && modifiesNoun(main, phrase))) return 'start';
    // Chinese, Japanese and Korean noun phrases end with their head, as English ones do (`项目状态`, `지금 라이브 상태`).
    if (main.endsWith(phrase)) return 'end';
    return main.includes(phrase, opens ? 1 : 0) ? 'inside' : null;
  }
  let best: Place | null = null;
  const plural = !SINGULAR_ONLY.has(phrase);
  for (let at = main.indexOf(phrase); at >= 0; at = main.indexOf(phrase, at + 1)) {
    const end = wordAt(main, at, at + phrase.length, plural);
    if (end === null) continue;
    let place: Place = at === 0 ? (end === main.length ? 'whole' : 'start') : end === main.length ? 'end' : 'inside';
    // A noun phrase ends with its head before what modifies it after (`Common pitfalls to avoid`, the
    // two-hundred-and-twelfth sample's hand-over; `Key lessons from the migration`): the head's place is the end.
    if (place === 'inside' && headsBeforeModifier(main, at, end)) place = 'end';
    if (place === 'inside' && !phrase.includes(' ')) continue;
    if (best === null || PLACE_RANK[place] > PLACE_RANK[best]) best = place;
  }
  return best;
}

/** Words that open what modifies a noun after it: a preposition or a relative clause (`to avoid`, `we hit`). */
const POST_MODIFIER = new Set('of for to from in on at with about by that which who we i you'.split(' '));
/** Words that may stand before a phrase's head in its noun phrase: no word that opens a clause. */
const NO_CLAUSE_BEFORE = /^[\p{L}\p{N}'’-]+(?:\s+[\p{L}\p{N}'’-]+)*\s+$/u;

/**
 * Whether the words at `at`…`end` of `main` end its first noun phrase, before a word that opens what modifies it
 * (`POST_MODIFIER`): no such word stands before them (`Overview of tasks for a sprint` is an overview), and one
 * follows them.
 */
function headsBeforeModifier(main: string, at: number, end: number): boolean {
  const before = main.slice(0, at);
  if (!NO_CLAUSE_BEFORE.test(before) || before.split(/\s+/u).some((word) => POST_MODIFIER.has(word))) return false;
  const next = /^\s+([\p{L}]+)/u.exec(main.slice(end));
  return next !== null && POST_MODIFIER.has(next[1]!);
}

/** Whether `phrase` heads `main`: the whole of it, its start or its end (see `placeOf`). */
export function opensOrCloses(main: string, phrase: string): boolean {
  const place = placeOf(main, phrase);
  return place !== null && place !== 'inside';
}

/**
 * Words that leave a concept's noun the head of the heading it opens: a word that joins a clause
 * (`Status of the project`, `Traps that still hold`, `Lessons & don'ts`, `Status des Projekts`), an
 * adverb (`State right now`, `Goal again`), a word for the note itself (`Progress report`, `Status
 * update`, `Todo list`, `Follow-up checks`) and the common irregular participles (`Gotchas found`).
 */
const CLAUSE_WORDS = new Set(
  (
    'of for to in on at from with and & + or as after before since by that which who until vs per about ' +
    'we i you it this these our my still now here there right again today first also too only yet then so far ' +
    'left found made done got gone known seen kept built run hit set worth ' +
    'des der die das von vom für im zum zur und de del da do por para en con la el los las ' +
    'report update list log note overview summary snapshot check checklist checkpoint item table recap quo section'
  ).split(' '),
);

/**
 * Whether `word` (lower case) joins a clause or names the note: a clause word, its plural, a
 * participle or a number.
 */
function clauseWord(word: string): boolean {
  if (!/^\p{L}/u.test(word)) return true;
  const bare = word.replace(/[^\p{L}'&+]+$/u, '');
  return (
    CLAUSE_WORDS.has(bare) || (bare.endsWith('s') && CLAUSE_WORDS.has(bare.slice(0, -1))) || /(?:ed|en)$/u.test(bare)
  );
}

/**
 * Whether `noun`, at the start of `main`, is the first noun of a compound whose head comes after it
 * (`State file format`, `Progress renderer`, `Status bar`, `Files API`): no word after it joins a
 * clause or names the note (`clauseWord`). The heading is then about a thing of that name, and names
 * no concept (docs/real-files.md, "Names, titles and purpose clauses").
 */
function compoundModifier(main: string, noun: string): boolean {
  const rest = main
    .slice(noun.length)
    .replace(/^s(?=\s)/u, '')
    .trim();
  if (rest === '') return false;
  return !rest.split(/\s+/u).some(clauseWord);
}

/**
 * The concept a heading names, or `null` (docs/real-files.md, "Session handoffs in free
 * form"): one of the table's phrases stands in its main part (`headingMainPart`) as whole
 * words — as its head for a one-word phrase, anywhere for a longer one (`Specific TODOs the
 * next agent can pick up`). The strongest place wins (whole, start, end, inside), then the
 * specific phrases (`Files modified` is Changes, not Active files), then the longest phrase.
 * A main part of two names joined by a slash names what either does, the first that names one
 * (`Known rough edges / likely next steps` is next steps); what follows a colon, a dash or a
 * parenthesis is no name of the heading (`Plan 02: LS_COLORS / EZA_COLORS Adapter Summary`).
 */
export function conceptOfHeading(text: string, table: ConceptTable = DEFAULT_TABLE): HandoffConcept | null {
  let read = READ_HEADINGS.get(table);
  if (read === undefined) READ_HEADINGS.set(table, (read = new Map<string, HandoffConcept | null>()));
  const known = read.get(text);
  if (known !== undefined) return known;
  const concept = readConceptOfHeading(text, table);
  if (read.size >= MAX_READ_HEADINGS) read.clear();
  read.set(text, concept);
  return concept;
}

/**
 * The concept of each heading text already read, per table: a project's files repeat their headings (`## Overview`,
 * `## Tasks`, a planner's same sections in every phase), and each reading tries every phrase of the table. At most
 * `MAX_READ_HEADINGS` are kept, so a project of many distinct headings holds a bounded map.
 */
const READ_HEADINGS = new WeakMap<ConceptTable, Map<string, HandoffConcept | null>>();
const MAX_READ_HEADINGS = 20_000;

/**
 * A heading written as sentences: a sentence ends inside it, after a word, and it ends as a sentence does
 * (`# Cleared by /wrap-up 2026-05-15. Crons were already dropped (CronList empty at session start).`, a remark a
 * generated state file wrote with `#`, the hundred-and-fifty-eighth sample's). It remarks; it names no section.
 * Numbering (`5. Failed approaches`, `Step 10. Next steps`) ends no sentence, nor does a heading that does not end as
 * one.
 */
const SENTENCES = /[\p{L}\p{N}]{2,}[.!?]\s+\p{L}.*[.!?]\)?\s*$/u;

/** `conceptOfHeading`, read afresh. */
function readConceptOfHeading(text: string, table: ConceptTable): HandoffConcept | null {
  if (SENTENCES.test(text)) return null;
  for (const part of text.split(SLASH)) {
    const concept = conceptOfMain(headingMainPart(part), table);
    if (concept !== null) return concept;
    if (MAIN_PART_END.test(part.trim())) break;
  }
  // What a dash or a parenthesis adds may say what the section is for: a record not to retry (`決着済 — 蒸し返さない`,
  // `Settled — do not reopen`, `Decisions already made (don't relitigate)`) is the failed-approaches record,
  // whatever its head.
  const tail = DASH.exec(text) ?? ASIDE_OPEN.exec(text);
  if (tail === null) return null;
  return conceptOfMain(headingMainPart(text.slice(tail.index + tail[0].length)), table) === 'failedApproaches'
    ? 'failedApproaches'
    : null;
}

/**
 * A heading that forbids (`Do not edit generated or vendor files`, `Never push to main`, `Avoid
 * the legacy files`) states a rule for the reader: its words name what the rule is about, not a
 * section of the hand-over. Only a phrase that holds the prohibition itself (`Do not retry`,
 * `Don't repeat these`) names a concept there.
 */
const PROHIBITION = /^(?:do not|don['’]t|never|avoid)\s/u;

/**
 * A heading that names what the work is not (`Non-Goals`, `Nicht-Ziele`) names a scope, not the concept its noun
 * would: the goals of a hand-over are what it is for.
 */
const NEGATED = /^(?:non|nicht)[-\s]/u;

/**
 * A heading that opens with a condition (`When you're done`, `Once done`, `After changes`: the two-hundred-and-ninth
 * sample's standing prompt, read as a hand-over by that label) says when the reader is to do something, and one that
 * asks how (`How Alerts Are Delivered`, the fifty-ninth sample's product summary) tells how a thing works: neither
 * names work done, whatever word of it follows (`When resuming` still names where the next session starts).
 */
const CONDITION_OR_MANNER = /^(?:when|whenever|once|if|after|before|how)\s/u;

/**
 * A definition of done, and done's criteria (`Definition of done`, `Done when`, `Done criteria`), state what finishing
 * the work requires, not work finished (the hundred-and-seventy-ninth sample's briefs for parallel agents, `## Goal`
 * then `## Definition of done`, read as hand-overs with changes and claimed to record no failed approaches, rejected).
 */
const CRITERIA_OF_DONE = /^(?:(?:the|a|our)\s+)?(?:definition\s+of\s+done|done\s+(?:when|criteria|if)\b)/u;

/**
 * Whether a heading's main part (`headingMainPart`) opens with a condition, asks how, or states done's criteria: it
 * records no work done.
 */
export function namesNoWorkDone(main: string): boolean {
  return CONDITION_OR_MANNER.test(main) || CRITERIA_OF_DONE.test(main);
}

/**
 * A heading whose head is decisions or questions (`Pending decisions`, `Offene Fragen`, `Decisiones pendientes`,
 * `Perguntas abertas`) asks someone to choose: an open decision, not a step to run, whatever adjective of what is left
 * stands before or after it. English and German put the head last, the Romance languages first; the heading is that
 * noun and at most one word more, so `Next steps and open questions` still names its next steps.
 */
const OPEN_CHOICES = new RegExp(
  String.raw`^(?:\p{L}+\s+)?(?:decisions?|questions?|entscheidungen|fragen)$|` +
    String.raw`^(?:decisi[oó]n(?:es)?|decis[õo]es|decisão|preguntas?|perguntas?|décisions?|decisioni|domande)` +
    String.raw`(?:\s+\p{L}+)?$`,
  'u',
);

/** The concept a heading's main part names (see `conceptOfHeading`). */
function conceptOfMain(main: string, table: ConceptTable): HandoffConcept | null {
  if (main === '' || NEGATED.test(main)) return null;
  const forbids = PROHIBITION.test(main);
  let best: { concept: HandoffConcept; rank: number } | null = null;
  for (const index of candidatesIn(main, table)) {
    const { concept, phrase, anywhere, noun } = table.entries[index]!;
    const place = placeOf(main, phrase, anywhere, noun);
    if (place === null || (forbids && place !== 'whole' && place !== 'start')) continue;
    if (place === 'start' && noun && !anywhere && compoundModifier(main, phrase)) continue;
    // Entries come specific first, then longest first: a later entry wins only from a stronger place.
    const rank = PLACE_RANK[place];
    if (best === null || rank > best.rank) best = { concept, rank };
  }
  if (best?.concept === 'changes' && namesNoWorkDone(main)) return null;
  if (best?.concept === 'nextSteps' && OPEN_CHOICES.test(main)) return null;
  return best?.concept ?? null;
}

/**
 * The words a tag alone on its line names its part by (`<current_state>` → `current state`, `<next-steps>` → `next
 * steps`): agents' prompt formats and GSD's `.continue-here.md` head their parts with such tags, as a heading does.
 */
export function tagWords(tag: string): string {
  return tag.replace(/^<|>$/g, '').replace(/[_-]+/g, ' ').trim();
}
