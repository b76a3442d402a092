import { linesAbove, lineStart } from './chars.js';
import type { Hit } from './hit.js';

/** How many places of one value are read for a lead-in naming identifiers. */
const MAX_PLACES = 64;

/** How many lines above a value are read for the lead-in of its list. */
const MAX_LEAD_LINES = 6;
/** How far back a line is read, and how far back the lead-in is looked for, in code units. */
const MAX_LINE = 512;
const MAX_LEAD = 4_096;

/** A heading, an HTML comment or a label: a line that says what the lines below it are. */
const LEAD_IN = /^\s*(?:#{1,6}\s|<!--|[-*+]?\s*\*{0,2}[^\s:][^:]*[:：]\s*\*{0,2}\s*(?:-->)?\s*$)/u;
/** Words that name identifiers: what a store looks its entries up by (`Credential IDs`, `Key identifiers`). */
const NAMES_IDENTIFIERS = /(?<![\p{L}\p{N}])(?:IDs?|Ids|identifiers?)(?![\p{L}\p{N}])/u;

/**
 * Whether the value at `at` stands in a list whose lead-in names its entries identifiers (`<!-- Existing credential
 * IDs -->` over `Claude API credential: …`: the eighty-seventh sample's plans, which list the ids a workflow tool's
 * credential store gives its entries): a reference to a stored secret, not the secret. The lead-in is a heading, an
 * HTML comment or a label ending in a colon, at most `MAX_LEAD_LINES` lines above, with no other heading between.
 */
export function listedAsIdentifiers(text: string, at: number): boolean {
  let read = 0;
  for (const { line, start } of linesAbove(text, lineStart(text, at, MAX_LINE), MAX_LINE)) {
    if (read >= MAX_LEAD_LINES || at - start > MAX_LEAD) return false;
    if (line.trim() === '') continue;
    read++;
    if (LEAD_IN.test(line) && NAMES_IDENTIFIERS.test(line)) return true;
    if (/^\s*#{1,6}\s/u.test(line)) return false;
  }
  return false;
}

/** How many rows above a value are read for its table's header. */
const MAX_TABLE_ROWS = 64;
/** A table's delimiter row: `|---|:---:|`, `--- | ---`. */
const DELIMITER_ROW = /^\s*\|?\s*:?-+:?\s*(?:\|\s*:?-+:?\s*)*\|?\s*$/;
/**
 * A column header that names identifiers: the word itself at its end (`ID`, `Screen ID`, `screen_id`, `Key
 * identifier`), or glued to a lower-case word in camel case (`screenId`, `credentialIDs`).
 */
const IDENTIFIER_HEADER = /(?:^|[^\p{L}\p{N}])(?:ids?|identifiers?|uuids?|guids?)$/iu;
const CAMEL_IDENTIFIER_HEADER = /\p{Ll}I[Dd]s?$/u;

/** The cells of a table row, trimmed, with emphasis and code marks around a cell's text dropped. */
function cells(row: string): string[] {
  const inner = row.trim().replace(/^\|/, '').replace(/\|$/, '');
  return inner.split(/(?<!\\)\|/).map((cell) => cell.trim().replace(/^[*_`]+|[*_`]+$/g, ''));
}

/**
 * Whether the value at `at` stands in a table's column whose header names identifiers (`| Stitch Screen | screenId |`
 * over `| Login Screen | \`8fa8…\` |`: the hundred-and-fifth sample's plan, whose design screens' ids stand in rows
 * that name an `Auth` page): the header says what the column holds. The header is the row above the delimiter row, at
 * most `MAX_TABLE_ROWS` rows up.
 */
function inIdentifierColumn(text: string, at: number): boolean {
  const start = lineStart(text, at, MAX_LINE);
  if (start < 0) return false;
  const row = text.slice(start, at);
  if (!row.trimStart().startsWith('|')) return false;
  const column = cells(`${row}x`).length - 1;
  let read = 0;
  let above = false;
  for (const { line } of linesAbove(text, start, MAX_LINE)) {
    if (read++ >= MAX_TABLE_ROWS || !line.includes('|')) return false;
    if (DELIMITER_ROW.test(line)) {
      // The delimiter row is read before the header above it: the next row up is the header.
      above = true;
      continue;
    }
    if (above) {
      const header = cells(line)[column] ?? '';
      return IDENTIFIER_HEADER.test(header) || CAMEL_IDENTIFIER_HEADER.test(header);
    }
  }
  return false;
}

/**
 * A path segment that names what kind of document the next one identifies (`/sheets/…`, `/wiki/…`,
 * `/spreadsheets/d/…`, `/drive/folders/…`): the words of online documents' links.
 */
const DOCUMENT_SEGMENT =
  /^(?:sheets?|spreadsheets|docs?|docx|documents?|wiki|base|files?|folders?|presentation|forms|slides|mindnotes|d)$/i;
/** What may end a link's path segment. */
const SEGMENT_END = /^(?:$|[/?#)\]>"'`\s])/;

/**
 * Whether the value at `at` is a whole segment of a link's path after a segment naming a document
 * (`https://x.feishu.cn/sheets/…`, `https://docs.google.com/spreadsheets/d/…/edit`): the id of the document the link
 * opens, which is shared to be opened; who may read it follows the account, not the id (the hundred-and-fifty-second
 * sample's summary, where a spreadsheet's `Token` is the id in its link on the next line).
 */
function inDocumentLink(text: string, at: number, length: number): boolean {
  if (text[at - 1] !== '/' || !SEGMENT_END.test(text.slice(at + length, at + length + 1))) return false;
  const start = lineStart(text, at, MAX_LINE);
  if (start < 0) return false;
  const link = /https?:\/\/[^\s/]+((?:\/[^\s/?#]*)*)\/$/i.exec(text.slice(start, at));
  if (link === null) return false;
  const segments = link[1]!.split('/');
  return DOCUMENT_SEGMENT.test(segments[segments.length - 1]!);
}

/**
 * `hits` without a value that the text lists under a lead-in naming identifiers anywhere (`listedAsIdentifiers`), or
 * in a column so headed, or gives as the id in a document's link (`inDocumentLink`): one value, one reading. An id
 * listed under `<!-- Credential IDs -->` is the same id where a workflow's description names it again (`Model:
 * sonar-pro. Credential: …`, the eighty-seventh sample's plan).
 */
export function withIdentifiersKnown(text: string, hits: readonly Hit[]): Hit[] {
  // Most texts have no such hit, or name no identifiers at all: one search of the whole text settles them.
  if (
    !hits.some((hit) => hit.category === 'assigned-secret') ||
    !(NAMES_IDENTIFIERS.test(text) || text.includes('|') || text.includes('://'))
  )
    return [...hits];
  const known = new Map<string, boolean>();
  const listed = (value: string): boolean => {
    let answer = known.get(value);
    if (answer === undefined) {
      answer = false;
      // Each distinct value's places are read once, at most `MAX_PLACES` of them.
      let at = text.indexOf(value);
      for (let places = 0; at >= 0 && places < MAX_PLACES && !answer; places++) {
        answer =
          listedAsIdentifiers(text, at) || inIdentifierColumn(text, at) || inDocumentLink(text, at, value.length);
        at = text.indexOf(value, at + 1);
      }
      known.set(value, answer);
    }
    return answer;
  };
  return hits.filter((hit) => hit.category !== 'assigned-secret' || !listed(text.slice(hit.start, hit.end)));
}
