import { findFrontMatter } from './front-matter.js';
import { isBlankField, isBracketedBlank, openingPartLabel } from './label.js';

/** One heading of an outline: its depth (1–6), its text with inline formatting dropped, and its line (1-based). */
export interface OutlineHeading {
  depth: number;
  text: string;
  line: number;
}

/** A labelled line of an outline: the label a root paragraph or top-level list item opens with, and its line. */
interface OutlineLabel {
  text: string;
  line: number;
}

/** What a Markdown text's head says about its structure, read by one line scan (no parse). */
export interface Outline {
  /** Root-level ATX and setext headings, outside code, comments and block quotes. */
  headings: OutlineHeading[];
  /**
   * The labels that open a root paragraph or a top-level list item (`- **Next step:** …`, `Blockers: none`), outside
   * code, comments and block quotes, as `openingPartLabel` reads them (not a fact's: `Next migration: 00013`).
   */
  labels: OutlineLabel[];
  /** Names of the HTML tags that open a root-level line (`<objective>` → `objective`), lower case. */
  tags: ReadonlySet<string>;
  /**
   * The tags alone on a root-level line that open a block (`<current_state>`, `<next_action>`), as agents' prompt
   * formats and GSD's `.continue-here.md` head their parts: each tag as written, and its line.
   */
  sectionTags: OutlineLabel[];
  /** Task list items (`- [ ] …`, `- [x] …`) at any depth outside code. */
  taskItems: number;
  /**
   * List items outside code that open with a verb in the past tense (`- Replaced the placeholder …`, `- **Added** …`):
   * work reported done.
   */
  doneItems: number;
  /**
   * Placeholders standing in headings, as a template leaves them for the writer to fill in:
   * `[DATE]`, `[PROJECT_NAME]`, `{date}`, `{{name}}`, `YYYY-MM-DD` (`## Session: [DATE]`).
   */
  placeholders: string[];
  /**
   * Lines outside headings, comments and blank lines that hold something: a paragraph's, a list item's, a tag's, a
   * fence's. Neither a label with nothing after it (`- **Done**:`, `**Status:**`) nor a thematic break counts: a file
   * of headings over comments and empty labels is a form to fill in.
   */
  contentLines: number;
  /**
   * A form's prompts and blanks: HTML comments, labels with nothing after them (`<!-- What we did -->`,
   * `- **Now**:`) and lines that are only a blank in brackets (`1. [Task one]`).
   */
  formLines: number;
}

const FENCE = /^ {0,3}(`{3,}|~{3,})(.*)$/;
const ATX = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?[ \t]*$/;
const SETEXT = /^ {0,3}(=+|-+)[ \t]*$/;
const TAG = /^ {0,3}<([A-Za-z][A-Za-z0-9_-]*)(?=[\s>/]|$)/;
/** A tag alone on its line, with no attribute: `<current_state>`, `<next-steps>`. */
const LONE_TAG = /^ {0,3}(<[A-Za-z][A-Za-z0-9_-]*>)[ \t]*$/;
const TASK_ITEM = /^[ \t]*(?:[-+*]|\d{1,9}[.)])[ \t]+\[[ xX]\][ \t]/;
/** A thematic break: three or more of one of `-`, `*`, `_`, blanks between. */
const THEMATIC_BREAK = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
/**
 * A list item that opens with an English verb in the past tense, bold or not: a capitalised word of five letters or
 * more ending in `ed` (`Replaced`, `Added`, `Established`), or a common irregular one (`Built`, `Wrote`, `Ran`).
 */
const DONE_ITEM =
  /^[ \t]*(?:[-+*]|\d{1,9}[.)])[ \t]+(?:\*\*|__)?(?:[A-Z][a-z]{2,}ed|Built|Made|Wrote|Rewrote|Ran|Kept|Split)\b/;
/**
 * A placeholder a template leaves in a heading: an upper-case name in brackets, a name in braces, a template
 * expression in double braces whatever it holds (`{{date:YYYY-MM-DD}}`, `{{ title }}`), a date pattern.
 */
const PLACEHOLDER = /\[[A-Z][A-Z_]*[A-Z]\](?![([])|\{\{[^{}\n]+\}\}|\{[a-z][a-z_]*\}|\bYYYY-MM-DD\b/g;
/** A code span: what it holds is code, so a name in braces there is a route's parameter or a format's field. */
const CODE_SPAN = /(`+)[^`]+?\1/g;
/** Words in double quotes: mentioned, not left blank (`a plain "YYYY-MM-DD" string` names a format). */
const QUOTED = /"[^"\n]*"|“[^”\n]*”/g;
/**
 * Words of state a heading tags itself with in brackets (`Task 2 — [BLOCKING] Apply Schema`, `[LOCKED]`), and of what
 * the part does to a file (`#### [MODIFY] [styles.css](…)`, `[DELETE]`: an agent's implementation plan, the
 * forty-second sample's): a tag says how the part stands or what it changes, where a placeholder names the value to
 * write in.
 */
const STATE_TAGS = new Set([
  'BLOCKING',
  'BLOCKED',
  'BLOCKER',
  'BREAKING',
  'LOCKED',
  'DONE',
  'COMPLETE',
  'COMPLETED',
  'RESOLVED',
  'FIXED',
  'PENDING',
  'SKIPPED',
  'DEPRECATED',
  'SUPERSEDED',
  'WIP',
  'TODO',
  'NEW',
  'DRAFT',
  'OPTIONAL',
  'REQUIRED',
  'CRITICAL',
  'URGENT',
  'CHECKPOINT',
  'MANUAL',
  'MODIFY',
  'MODIFIED',
  'CREATE',
  'ADD',
  'ADDED',
  'UPDATE',
  'UPDATED',
  'EDIT',
  'DELETE',
  'DELETED',
  'REMOVE',
  'REMOVED',
  'RENAME',
  'MOVE',
]);

/**
 * Whether a word in brackets tags how a part stands or what it changes (`STATE_TAGS`), or is a participle, as such tags
 * are (`[ASSUMED] values for screenshot gate`, `[VERIFIED]`: the hundred-and-ninety-sixth sample's GSD summaries, read
 * as templates): a placeholder names a value to write in, a noun (`[DATE]`, `[FEATURE_NAME]`).
 */
function isStateTag(word: string): boolean {
  return STATE_TAGS.has(word) || /^[A-Z]{3,}ED$/.test(word);
}

/**
 * The placeholders of a heading's text, outside its code spans (`POST /api/games/{session_id}/move` in backticks) and
 * its quotes (`a plain "YYYY-MM-DD" string`); a name in braces right after a `/` is a route's parameter, not a blank
 * (`### GET /api/sessions/{session_id}`), and a word of state in brackets is a tag (`[BLOCKING]`).
 */
function placeholdersOf(text: string): string[] {
  const plain = text.replace(CODE_SPAN, ' ').replace(QUOTED, ' ');
  const found: string[] = [];
  for (const match of plain.matchAll(PLACEHOLDER)) {
    const [blank] = match;
    if (blank.startsWith('{') && plain[match.index - 1] === '/') continue;
    if (blank.startsWith('[') && isStateTag(blank.slice(1, -1))) continue;
    found.push(blank);
  }
  return found;
}
/** A line that opens with a label in bold: `**Status:** Live`, `__Next step__: …`. */
const BOLD_LABEL = /^ {0,3}(\*\*|__)[^*_\n]{1,60}?(?::\1|\1:)[ \t]/;
/** A top-level list item's marker: at most one space before it (a nested item's stands further in). */
const TOP_LEVEL_ITEM = /^ ?(?:[-+*]|\d{1,9}[.)])[ \t]+/;
const PARAGRAPH_BREAKER =
  /^ {0,3}(?:[-+*][ \t]|\d{1,9}[.)][ \t]|>|#{1,6}(?:[ \t]|$)|`{3,}|~{3,}|<|\||[-*_](?:[ \t]*[-*_]){2,}[ \t]*$)/;

/**
 * The outline of a Markdown text: its root-level headings (ATX, and setext under a paragraph
 * line), the labels its root blocks open with, the HTML tags that open a line, its task list items and the
 * placeholders in its headings — what a file's kind
 * is corroborated by (docs/real-files.md, "Kinds"). One pass over the lines, linear in the
 * text, never throws. It is a reading of structure, not a parse: fenced code (backticks or
 * tildes), HTML comments and YAML front matter are skipped, block quotes and indented lines
 * hold no heading; the rest of CommonMark's edge cases (a heading inside a list item's
 * continuation, lazy lines) are read as the line looks.
 */
export function readOutline(text: string): Outline {
  const headings: OutlineHeading[] = [];
  const labels: OutlineLabel[] = [];
  const tags = new Set<string>();
  const sectionTags: OutlineLabel[] = [];
  const placeholders: string[] = [];
  let taskItems = 0;
  let doneItems = 0;
  let contentLines = 0;
  let formLines = 0;
  const front = findFrontMatter(text);
  let at = front ? front.end : text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let line = front ? countLines(text, 0, front.end) + 1 : 1;
  if (front) {
    // The rest of the closing fence's line.
    at = nextLine(text, at);
    line++;
  }
  let fence: { char: string; length: number } | null = null;
  let comment = false;
  // A paragraph's text, first line, and how many of its lines counted as content (a setext underline takes them back).
  let paragraph: { text: string; line: number; counted: number } | null = null;
  const elements = new OpenElements(text);
  // Whether the line before was a paragraph's or a list item's, which a line with no blank before it continues.
  let inBlock = false;
  while (at < text.length) {
    const end = lineEnd(text, at);
    const raw = text.slice(at, end);
    const thisLine = line;
    const lineStartOf = at;
    at = nextLine(text, end);
    line++;
    if (fence) {
      const close = FENCE.exec(raw);
      if (close && close[1]![0] === fence.char && close[1]!.length >= fence.length && close[2]!.trim() === '')
        fence = null;
      continue;
    }
    if (comment) {
      if (raw.includes('-->')) comment = false;
      continue;
    }
    if (raw.trim() === '') {
      paragraph = null;
      inBlock = false;
      continue;
    }
    const open = FENCE.exec(raw);
    if (open && !(open[1]![0] === '`' && open[2]!.includes('`'))) {
      fence = { char: open[1]![0]!, length: open[1]!.length };
      contentLines++;
      paragraph = null;
      inBlock = false;
      continue;
    }
    if (/^ {0,3}<!--/.test(raw)) {
      formLines++;
      if (!raw.slice(raw.indexOf('<!--') + 4).includes('-->')) comment = true;
      paragraph = null;
      inBlock = false;
      continue;
    }
    const task = TASK_ITEM.test(raw);
    if (task) taskItems++;
    else if (DONE_ITEM.test(raw)) doneItems++;
    const atx = ATX.exec(raw);
    if (atx) {
      const content = atxContent(atx);
      headings.push({ depth: atx[1]!.length, text: inlineText(content), line: thisLine });
      if (!elements.covers(lineStartOf)) placeholders.push(...placeholdersOf(content));
      paragraph = null;
      inBlock = false;
      continue;
    }
    const setext = SETEXT.exec(raw);
    if (setext && paragraph) {
      // The paragraph's lines were a heading's.
      contentLines -= paragraph.counted;
      headings.push({ depth: setext[1]![0] === '=' ? 1 : 2, text: inlineText(paragraph.text), line: paragraph.line });
      // Inside a planner's element it is the element's content, as an ATX line there is: the front matter of the
      // summary a plan's `<output>` asks for, its `completed: YYYY-MM-DD` over the closing `---` (the eighty-second
      // sample's three GSD plans, read as templates).
      if (!elements.covers(lineStartOf)) placeholders.push(...placeholdersOf(paragraph.text));
      paragraph = null;
      inBlock = false;
      continue;
    }
    const tag = TAG.exec(raw);
    if (tag) elements.open(tag[1]!, at);
    if (tag && !paragraph) {
      tags.add(tag[1]!.toLowerCase());
      const lone = LONE_TAG.exec(raw);
      if (lone && !inBlock) sectionTags.push({ text: lone[1]!, line: thisLine });
    }
    // A label opens a block: a top-level list item, or a paragraph's first line (not a lazy continuation), or a line of
    // a paragraph that opens with a label in bold, as a block of fields is written without blank lines between them
    // (`**Paused:** …` then `**Status:** Live`, the forty-third sample's `RESUME-HERE.md`).
    // A task item's text is a task, not a label (`- [ ] Deploy: staging`).
    const item = task ? null : TOP_LEVEL_ITEM.exec(raw);
    const breaks = PARAGRAPH_BREAKER.test(raw);
    const starts: boolean = !breaks && (!inBlock ? /^ ?\S/.test(raw) : paragraph !== null && BOLD_LABEL.test(raw));
    const opening: string | null = item ? raw.slice(item[0].length) : starts ? raw : null;
    const plain: string | null = opening !== null && colonOpensOutsideCode(opening) ? inlineText(opening) : null;
    const label = plain !== null ? openingPartLabel(plain) : null;
    if (label !== null) labels.push({ text: label, line: thisLine });
    // A form's field left blank holds nothing (`- **Done**:`, `Status: ...`), nor does a thematic break.
    const blank: boolean = (plain !== null && isBlankField(plain)) || (!task && isBracketedBlank(raw));
    if (blank) formLines++;
    const counted: boolean = !blank && !THEMATIC_BREAK.test(raw);
    if (counted) contentLines++;
    // A line that opens another block is no paragraph a setext underline could close; an
    // indented line continues a paragraph but opens none (it is code).
    if (breaks) paragraph = null;
    else if (paragraph) {
      paragraph.text += ` ${raw.trim()}`;
      if (counted) paragraph.counted++;
    } else if (!/^(?: {4}|\t)/.test(raw)) paragraph = { text: raw.trim(), line: thisLine, counted: counted ? 1 : 0 };
    inBlock = true;
  }
  return { headings, labels, tags, sectionTags, taskItems, doneItems, placeholders, contentLines, formLines };
}

/** A closing tag, `</verify>`, anywhere in a text. */
const CLOSING_TAG = /<\/([A-Za-z][A-Za-z0-9_-]*)\s*>/g;

/**
 * The elements of a planner's markup open at a line (`<interfaces>` … `</interfaces>`, `<verify>` … `</verify>`: GSD's
 * plans), as the outline's lines pass: an element counts from the line its tag opens to its closing tag, where the
 * text closes it later. A `#` line inside one is the element's content — a listing's or a command's comment (`#
 * Check watched before {tmdb_id} catch-all`, the sixty-sixth sample's plan) — so its braces are code's, no template's
 * blanks. The closing tags are found in one pass, and each name's are walked once: linear in the text.
 */
class OpenElements {
  private readonly closings = new Map<string, { at: number[]; next: number }>();
  /** Where the last of the open elements closes; -1 when none is open. */
  private until = -1;

  constructor(text: string) {
    for (const close of text.matchAll(CLOSING_TAG)) {
      const name = close[1]!.toLowerCase();
      const known = this.closings.get(name);
      if (known) known.at.push(close.index);
      else this.closings.set(name, { at: [close.index], next: 0 });
    }
  }

  /** An element named `name` opens on the line that ends before `after`: open until its next closing tag, if any. */
  open(name: string, after: number): void {
    const closings = this.closings.get(name.toLowerCase());
    if (closings === undefined) return;
    while (closings.next < closings.at.length && closings.at[closings.next]! < after) closings.next++;
    if (closings.next < closings.at.length) this.until = Math.max(this.until, closings.at[closings.next]!);
  }

  /** Whether the line that starts at `at` stands inside an element (before its closing tag, or on its line). */
  covers(at: number): boolean {
    return this.until >= at;
  }
}

/** An ATX heading's content, without its closing sequence of `#`. */
function atxContent(atx: RegExpExecArray): string {
  return (atx[2] ?? '').replace(/[ \t]+#+$/, '').replace(/^#+$/, '');
}

/**
 * A document's title: the text of a level-one heading (ATX, or setext with `=`) on its first
 * non-blank line after the front matter, without inline formatting; `null` when the document
 * opens with anything else. Reads a few lines at most, so it may be asked of every file.
 */
export function leadingTitle(text: string): string | null {
  const front = findFrontMatter(text);
  let at = front ? nextLine(text, front.end) : text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let end = lineEnd(text, at);
  while (at < text.length && text.slice(at, end).trim() === '') {
    at = nextLine(text, end);
    end = lineEnd(text, at);
  }
  const first = text.slice(at, end);
  const atx = ATX.exec(first);
  if (atx) return atx[1]!.length === 1 ? inlineText(atxContent(atx)) : null;
  if (PARAGRAPH_BREAKER.test(first) || /^(?: {4}|\t)/.test(first)) return null;
  const underline = text.slice(nextLine(text, end), lineEnd(text, nextLine(text, end)));
  return /^ {0,3}=+[ \t]*$/.test(underline) ? inlineText(first) : null;
}

/**
 * Whether a line's first colon stands outside its code spans: a colon in code is the code's, no label's end
 * (`` - `discard/SKILL.md` — `disable-model-invocation: true`; explicit discard. ``, the hundred-and-sixty-second
 * sample's list of a plugin's skills, read by `discard` as a label of failed approaches). A run of backticks opens a
 * span that a run of the same length closes, as CommonMark reads them; one that nothing closes is a backtick.
 */
function colonOpensOutsideCode(line: string): boolean {
  const colon = line.search(/[:：]/u);
  if (colon < 0) return false;
  let open = 0;
  for (const run of line.slice(0, colon).matchAll(/`+/g)) {
    if (open === 0) open = run[0].length;
    else if (run[0].length === open) open = 0;
  }
  return open === 0 || !new RegExp(`(?<!\`)\`{${open}}(?!\`)`).test(line.slice(colon));
}

/**
 * A heading's or paragraph's text without its inline formatting: emphasis, code marks, links (their text kept), tags.
 */
function inlineText(text: string): string {
  return text
    .replace(/<[^>]*>/g, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`~]+/g, '')
    .replace(/\\(.)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

function lineEnd(text: string, from: number): number {
  for (let i = from; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || c === 13) return i;
  }
  return text.length;
}

function nextLine(text: string, end: number): number {
  if (text.charCodeAt(end) === 13 && text.charCodeAt(end + 1) === 10) return end + 2;
  return end < text.length ? end + 1 : end;
}

function countLines(text: string, from: number, to: number): number {
  let lines = 0;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) lines++;
  }
  return lines;
}
