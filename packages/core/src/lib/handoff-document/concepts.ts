import { HANDOFF_CONCEPT_PHRASES, SPECIFIC_CONCEPT_PHRASES, type HandoffConcept } from '../handoff-concepts.js';

/** Extra heading phrases per concept (the config's `handoffs.headings`), added to the table. */
export type ConceptPhraseExtension = Readonly<Partial<Record<HandoffConcept, readonly string[]>>>;

/** A compiled synonym table: what `conceptOfHeading` matches against. */
export interface ConceptTable {
  /** Specific phrases first, then every concept's phrases, longest first. */
  readonly entries: ReadonlyArray<{ concept: HandoffConcept; phrase: string; anywhere: boolean }>;
}

/**
 * Scripts whose words are not separated by spaces, or whose endings attach to the word: a phrase may stand anywhere.
 */
const ANYWHERE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** Lower case, one space between words, no spaces at the ends. */
function normalizePhrase(phrase: string): string {
  return phrase.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
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
    .map(({ concept, phrase }) => ({ concept, phrase, anywhere: ANYWHERE.test(phrase) }));
  return { entries };
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
// Where a heading's main part ends: a dash between words, a colon, an opening parenthesis or bracket.
const MAIN_PART_END = /\s[—–-]{1,2}\s|\s?[—–]\s?|:|[([{（【]|\s\/\s/u;
// A trailing purpose clause: what the reader is to do with the section, not what it holds
// (`Key Learnings to Remember`).
const PURPOSE_CLAUSE = /\s+to\s+(?:remember|keep\s+in\s+mind|bear\s+in\s+mind|know)$/u;
// Trailing decoration: emoji, symbols and punctuation.
const TRAILING_DECORATION = /[\s\p{S}\p{P}\p{M}\u200d\ufe0f]+$/u;

/**
 * A heading as the table reads it: its main part, lower case — leading emoji, symbols and
 * numbering dropped (`## 5. ⛔ Failed approaches` → `failed approaches`), a `(s)` plural
 * marker dropped (`Tarea(s) Abordada(s)`), everything from the first dash between words,
 * colon or parenthesis on cut off (`Failed Approaches (Don't Repeat)` → `failed approaches`),
 * and a trailing purpose clause that says what the reader is to do with the section — `to`
 * and a verb of keeping in mind: `Key Learnings to Remember` → `key learnings`, `Key Files to
 * Know` → `key files` (docs/real-files.md, "Names, titles and purpose clauses").
 */
export function headingMainPart(text: string): string {
  let rest = text.normalize('NFKC').toLowerCase().replace(/\(s\)/g, '').replace(/\s+/g, ' ');
  rest = rest.replace(LEADING_DECORATION, '');
  const cut = MAIN_PART_END.exec(rest);
  if (cut && cut.index > 0) rest = rest.slice(0, cut.index);
  return rest.replace(TRAILING_DECORATION, '').trim().replace(PURPOSE_CLAUSE, '');
}

const WORD_CHAR = /[\p{L}\p{N}_]/u;

/** Where a phrase stands in a heading's main part, strongest first; `null` when it is not there as whole words. */
type Place = 'whole' | 'start' | 'end' | 'inside';
const PLACE_RANK: Readonly<Record<Place, number>> = { whole: 4, start: 3, end: 2, inside: 1 };

/** `main` has a word boundary before `at` and after `end` (a plural `s` may close the phrase). */
function wordAt(main: string, at: number, end: number): number | null {
  if (at > 0 && WORD_CHAR.test(main[at - 1]!)) return null;
  if (main[end] === 's' && !WORD_CHAR.test(main[end + 1] ?? ' ')) end++;
  // A dot inside a word continues it: `Next.js`, `Node.js` are names, not the word `next`.
  if (main[end] === '.' && WORD_CHAR.test(main[end + 1] ?? ' ')) return null;
  return end < main.length && WORD_CHAR.test(main[end]!) ? null : end;
}

/**
 * Where `phrase` (lower case) stands in `main` (a heading's main part) as whole words, a plural
 * `s` allowed: the whole of it, its start, its end, or — for a phrase of two words or more, and
 * in the scripts of `ANYWHERE` — anywhere inside. A one-word phrase names its concept only as
 * the heading's head (`Git state`, `Next up`) and as a whole word, so `Statement of work` has no
 * status and `Next.js upgrade` no next steps.
 */
function placeOf(main: string, phrase: string, anywhere = ANYWHERE.test(phrase)): Place | null {
  if (anywhere)
    return main === phrase ? 'whole' : main.startsWith(phrase) ? 'start' : main.includes(phrase) ? 'inside' : null;
  let best: Place | null = null;
  for (let at = main.indexOf(phrase); at >= 0; at = main.indexOf(phrase, at + 1)) {
    const end = wordAt(main, at, at + phrase.length);
    if (end === null) continue;
    const place: Place = at === 0 ? (end === main.length ? 'whole' : 'start') : end === main.length ? 'end' : 'inside';
    if (place === 'inside' && !phrase.includes(' ')) continue;
    if (best === null || PLACE_RANK[place] > PLACE_RANK[best]) best = place;
  }
  return best;
}

/** Whether `phrase` heads `main`: the whole of it, its start or its end (see `placeOf`). */
export function opensOrCloses(main: string, phrase: string): boolean {
  const place = placeOf(main, phrase);
  return place !== null && place !== 'inside';
}

/**
 * The concept a heading names, or `null` (docs/real-files.md, "Session handoffs in free
 * form"): one of the table's phrases stands in its main part (`headingMainPart`) as whole
 * words — as its head for a one-word phrase, anywhere for a longer one (`Specific TODOs the
 * next agent can pick up`). The strongest place wins (whole, start, end, inside), then the
 * specific phrases (`Files modified` is Changes, not Active files), then the longest phrase.
 */
export function conceptOfHeading(text: string, table: ConceptTable = DEFAULT_TABLE): HandoffConcept | null {
  const main = headingMainPart(text);
  if (main === '') return null;
  let best: { concept: HandoffConcept; rank: number } | null = null;
  for (const { concept, phrase, anywhere } of table.entries) {
    const place = placeOf(main, phrase, anywhere);
    if (place === null) continue;
    // Entries come specific first, then longest first: a later entry wins only from a stronger place.
    const rank = PLACE_RANK[place];
    if (best === null || rank > best.rank) best = { concept, rank };
  }
  return best?.concept ?? null;
}
