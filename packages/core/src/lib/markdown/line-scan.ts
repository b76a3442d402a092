import { mayHoldDefinition } from './definitions.js';
import { lineStartOffsets } from './lines.js';

/**
 * A line scan that finds where the full parse's block state is certainly "at the root with
 * nothing open" (cuts) and which lines could hold a node the decision reader looks at
 * (candidates). It never decides Markdown structure itself: remark does, on slices that
 * start and end at cuts, which a cut guarantees to parse exactly as in the whole file.
 */
export interface LineScan {
  /** Offset where each line starts; one extra entry holds the text's length. */
  starts: number[];
  /** Per line: true when the full parse starts a fresh root block here with nothing open. */
  cut: boolean[];
  /** Lines that may hold a decisions section heading (their slice must reach the section's end). */
  sectionLines: number[];
  /** Other lines that may hold a landmark or a link reference definition. */
  otherLines: number[];
  /**
   * Whether the text may hold a link reference definition (`mayHoldDefinition`): without one, brackets that form no
   * inline link are text.
   */
  mayDefine: boolean;
}

// Block states a root-level line can leave behind. Container-nested constructs are not
// tracked: each one closes by the next non-blank line at column 0, which a cut needs anyway.
type State = 'N' | 'H67' | `F${string}` | `C${string}` | `H15${string}`;

const MAX_STATES = 32;
const FENCE = /^( {0,3})(`{3,}|~{3,})(.*)$/;
const HTML15 = /^( {0,3})(?:<(script|pre|style|textarea)(?=[\s>]|$)|(<!--)|(<\?)|(<!\[CDATA\[)|(<![A-Za-z]))/i;
const HTML67 = /^ {0,3}<\/?[A-Za-z]/;
/** A column-0 line that opens an HTML block of type 6. */
export const HTML6 = new RegExp(
  String.raw`^<\/?(?:` +
    'address|article|aside|base|basefont|blockquote|body|caption|center|col|colgroup|dd|details|dialog|dir|div|dl|' +
    'dt|fieldset|figcaption|figure|footer|form|frame|frameset|h[1-6]|head|header|hr|html|iframe|legend|li|link|main|' +
    'menu|menuitem|nav|noframes|ol|optgroup|option|p|param|search|section|summary|table|tbody|td|tfoot|th|thead|' +
    'title|tr|track|ul' +
    String.raw`)(?:[ \t>]|\/>|$)`,
  'i',
);
/** An attribute of an HTML open tag: its name and an optional unquoted, single- or double-quoted value. */
const HTML_ATTRIBUTE = /[ \t]+[A-Za-z_:][A-Za-z0-9_.:-]*(?:[ \t]*=[ \t]*(?:[^ \t"'=<>`]+|'[^']*'|"[^"]*"))?/;
/** A column-0 line that is one complete tag (an HTML block of type 7 after a blank line). */
export const HTML7 = new RegExp(
  String.raw`^(?:<[A-Za-z][A-Za-z0-9-]*(?:${HTML_ATTRIBUTE.source})*[ \t]*\/?>|<\/[A-Za-z][A-Za-z0-9-]*[ \t]*>)[ \t]*$`,
);
const ATX_H2 = /^ {0,3}##(?:[ \t]|$)/;
const SETEXT_H2 = /^ {0,3}-+[ \t]*$/;
const LIST_MARKER = /^(?:[-+*]|\d{1,9}[.)])(?:[ \t]|$)/;

/**
 * What a scan looks for besides the cuts: the reader that scans says (the decision reader's own are in
 * decisions/fast-path.ts).
 */
export interface ScanTargets {
  /**
   * A level-2 heading whose text holds every one of these words (lower case), or an `&`, is a section line; null: none
   * is.
   */
  sectionWords: readonly string[] | null;
  /**
   * Other level-2 headings kept as candidates: ATX ones holding one of these words or an `&`, and every setext one;
   * null: none.
   */
  otherHeadingWords: readonly string[] | null;
  /** A tag that makes a line a candidate, looked for only on lines with a `<`; null: none. */
  landmark: RegExp | null;
}

/** Scan `text` from line `firstLine` (after any front matter) for its cuts and the lines `targets` names. */
export function scanLines(text: string, targets: ScanTargets, firstLine: number): LineScan {
  const starts = lineStarts(text);
  const count = starts.length - 1;
  const cut = new Array<boolean>(count).fill(false);
  const sectionLines: number[] = [];
  const otherLines: number[] = [];
  const { sectionWords: words, otherHeadingWords: others, landmark } = targets;
  // Two small sets reused line after line: a new `Set` per line was most of the scan's garbage.
  let states = new States('N');
  let spare = new States();
  let poisoned = false;
  let previousBlank = true;
  let previousStart = 0;
  let previousEnd = 0;
  // Where the next `]:` and `<` are, so lines without them are never searched one by one.
  const mayDefine = mayHoldDefinition(text);
  let nextDefinition = mayDefine ? text.indexOf(']:') : -1;
  let nextAngle = landmark !== null ? text.indexOf('<') : -1;

  for (let index = 0; index < count; index++) {
    const start = starts[index]!;
    const end = lineEnd(text, start, starts[index + 1]!);
    // The first character that is not a space or tab (or `end` on a blank line).
    let lead = start;
    while (lead < end && (text.charCodeAt(lead) === 32 || text.charCodeAt(lead) === 9)) lead++;
    const blank = lead === end;
    const columnZero = !blank && lead === start;

    if (index === firstLine) cut[index] = true;
    else if (
      !poisoned &&
      previousBlank &&
      columnZero &&
      states.isNormal() &&
      !LIST_MARKER.test(text.slice(start, Math.min(end, start + 12)))
    )
      cut[index] = true;

    if (index >= firstLine) {
      const leadChar = text.charCodeAt(lead);
      if (leadChar === 35) {
        const line = text.slice(start, end);
        if (ATX_H2.test(line)) {
          const lower = line.toLowerCase();
          if (words !== null && mentions(lower, words)) sectionLines.push(index);
          else if (others !== null && (lower.includes('&') || others.some((word) => lower.includes(word))))
            otherLines.push(index);
        }
      } else if (leadChar === 45 && !previousBlank && SETEXT_H2.test(text.slice(start, end))) {
        if (words !== null && mentions(text.slice(previousStart, previousEnd).toLowerCase(), words))
          sectionLines.push(index);
        else if (others !== null) otherLines.push(index);
      }
      if (nextDefinition >= 0 && nextDefinition < start) nextDefinition = text.indexOf(']:', start);
      if (nextAngle >= 0 && nextAngle < start) nextAngle = text.indexOf('<', start);
      const definition = nextDefinition >= 0 && nextDefinition + 2 <= end;
      if (definition || (nextAngle >= 0 && nextAngle < end && landmark?.test(text.slice(start, end)) === true))
        otherLines.push(index);

      if (!poisoned && !(states.isNormal() && keepsNormal(text, start, end, blank))) {
        const line = text.slice(start, end);
        spare.clear();
        for (const state of states.items) step(state, line, blank, previousBlank || index === firstLine, spare);
        [states, spare] = [spare, states];
        if (states.size > MAX_STATES) poisoned = true;
      }
    }
    previousBlank = blank;
    previousStart = start;
    previousEnd = end;
  }
  return { starts, cut, sectionLines, otherLines, mayDefine };
}

/** Whether a line leaves the root in its normal state: blank, or not led (within three spaces) by a fence or `<`. */
function keepsNormal(text: string, start: number, end: number, blank: boolean): boolean {
  if (blank) return true;
  let at = start;
  while (at < start + 3 && at < end && text.charCodeAt(at) === 32) at++;
  const lead = text.charCodeAt(at);
  return lead !== 96 && lead !== 126 && lead !== 60;
}

function mentions(lower: string, words: readonly string[]): boolean {
  return lower.includes('&') || words.every((word) => lower.includes(word));
}

/** A set of a few states, in an array. */
class States {
  readonly items: State[] = [];
  constructor(first?: State) {
    if (first) this.items.push(first);
  }
  get size(): number {
    return this.items.length;
  }
  add(state: State): void {
    if (!this.items.includes(state)) this.items.push(state);
  }
  isNormal(): boolean {
    return this.items.length === 1 && this.items[0] === 'N';
  }
  clear(): void {
    this.items.length = 0;
  }
}

/** Every state the root can be in after `line`, given it was in `state` before. */
function step(state: State, line: string, blank: boolean, afterBlank: boolean, out: States): void {
  if (state === 'N') {
    stepNormal(line, blank, afterBlank, out);
    return;
  }
  if (state === 'H67') {
    out.add(blank ? 'N' : 'H67');
    return;
  }
  if (state.startsWith('C')) {
    // A fence that may sit in a list item: it closes at its closing fence or with the item,
    // at the next non-blank line at column 0 (which is then read as a root line).
    const fence = state.slice(1);
    const first = line.charCodeAt(0);
    if (!blank && first !== 32 && first !== 9) {
      stepNormal(line, blank, afterBlank, out);
      return;
    }
    const close = /^[ \t]*(`{3,}|~{3,})[ \t]*$/.exec(line);
    out.add(close && close[1]!.charAt(0) === fence.charAt(0) && close[1]!.length >= fence.length ? 'N' : state);
    return;
  }
  if (state.startsWith('F')) {
    const fence = state.slice(1);
    const close = /^ {0,3}(`{3,}|~{3,})[ \t]*$/.exec(line);
    out.add(close && close[1]!.charAt(0) === fence.charAt(0) && close[1]!.length >= fence.length ? 'N' : state);
    return;
  }
  const end = state.slice(3);
  out.add(containsEnd(line, end) ? 'N' : state);
}

function stepNormal(line: string, blank: boolean, afterBlank: boolean, out: States): void {
  if (blank) {
    out.add('N');
    return;
  }
  // Only a line whose first non-space character (within three spaces) is a fence or `<` changes state.
  let at = 0;
  while (at < 3 && line.charCodeAt(at) === 32) at++;
  const lead = line.charCodeAt(at);
  if (lead !== 96 && lead !== 126 && lead !== 60) {
    out.add('N');
    return;
  }
  const fence = FENCE.exec(line);
  if (fence && !(fence[2]!.charAt(0) === '`' && fence[3]!.includes('`'))) {
    out.add(`F${fence[2]}`);
    // Indented by 1–3: a root fence, or a fence inside a list item that closes with it.
    if (fence[1]!.length > 0) out.add(`C${fence[2]}`);
    return;
  }
  const html = HTML15.exec(line);
  if (html) {
    const end = html[2] ? 'tag' : html[3] ? '-->' : html[4] ? '?>' : html[5] ? ']]>' : '>';
    const indent = html[1]!.length;
    if (containsEnd(line.slice(html[0].length), end)) out.add('N');
    else {
      out.add(`H15${end}`);
      // An end that overlaps the opener (`<!-->`), or an indented opener that may sit in a list item.
      if (indent > 0 || containsEnd(line.slice(indent + 1), end)) out.add('N');
    }
    return;
  }
  if (HTML67.test(line)) {
    out.add('H67');
    // At column 0 a type 6 block is certain; so is a lone complete tag (type 7) after a blank line.
    if (HTML6.test(line) || (afterBlank && HTML7.test(line))) return;
  }
  out.add('N');
}

function containsEnd(line: string, end: string): boolean {
  if (end === 'tag') return /<\/(?:script|pre|style|textarea)>/i.test(line);
  return line.includes(end);
}

/** Where each line starts (CRLF, CR and LF end a line, as in remark), plus the text's length. */
function lineStarts(text: string): number[] {
  const starts = lineStartOffsets(text);
  if (starts[starts.length - 1] !== text.length || text.length === 0) starts.push(text.length);
  return starts;
}

function lineEnd(text: string, start: number, next: number): number {
  let end = next;
  if (end > start && text.charCodeAt(end - 1) === 10) end--;
  if (end > start && text.charCodeAt(end - 1) === 13) end--;
  return end;
}
