/**
 * A linear pre-scan that predicts what reading a Markdown text would cost micromark (remark's
 * tokenizer) and handoff's own inline reader, which resolves emphasis the same way. Both are
 * quadratic on some shapes — long runs of emphasis markers, brackets, backtick runs, `<`,
 * link definitions, deep container nesting — and none of that can be interrupted once
 * started, so the linter asks first. The model is an upper bound per construct, in
 * nanoseconds, with constants measured on remark-parse 11 / micromark 4 (docs/robustness.md);
 * it never needs to be exact, only to stay far above benign text and to catch every shape
 * that is quadratic.
 *
 * Inline constructs are resolved per paragraph (or heading), so the work is summed per
 * paragraph-like block: the lines between blank lines, split where a line starts a block
 * that ends a paragraph (a heading, a list item, a deeper block quote, a fence, a thematic
 * break or setext underline). Fenced code has no inline content. Where it is unsure whether
 * micromark splits, the scan does not: it may only over-estimate.
 */

/** Predicted parse cost of a text: the total, and the block that costs most. */
export interface ParseCost {
  /** Predicted nanoseconds of superlinear work for the whole text. */
  nanos: number;
  /** Lines of the text (LF, CRLF and CR each end one). */
  lines: number;
  /** The block contributing most, with its 1-based line, the offset of that line, and what makes it costly. */
  worst: { line: number; offset: number; construct: string; nanos: number } | null;
}

// Nanoseconds per unit of each quadratic term, the slowest shape of each measured (see docs/robustness.md).
const NS_EMPHASIS = 60; // per (emphasis marker)² in one block: `*a **a …`, `a_ a_ …`, `***…a***…`
const NS_CODE = 4; // per backtick run × block length: every code span splices the block's events
const NS_CODE_OPEN = 40; // per unmatched backtick run × block length: its opener scans to the block's end
const NS_BRACKET = 4; // per (bracket)² in one block
const NS_RESOURCE = 30; // per `](` × block length: an unclosed link destination scans ahead
const NS_ANGLE = 20; // per `<` × block length: HTML and autolink starts scan ahead (`<!--<!--…`)
const NS_DEFINITION = 20; // per definition × `]`: each label end looks the label up in a list
const NS_NESTING = 340; // per (container depth beyond 32)² on a line: `- - - …`, 1,000 nested lists
const NS_SETEXT = 200; // per setext underline × line of the file: each one rebuilds the file's event list
/** Container depth that costs nothing extra (the handoff reader flattens beyond it too). */
const FREE_DEPTH = 32;

/** The characters the quadratic constructs start at: emphasis markers, backticks, brackets, `<`. */
const TRIGGER = /[*_`[\]<]/g;

/** Where the next trigger character is at or after `from`, or the text's length. */
function triggerFrom(text: string, from: number): number {
  TRIGGER.lastIndex = from;
  const found = TRIGGER.exec(text);
  return found === null ? text.length : found.index;
}

interface Block {
  line: number;
  offset: number;
  length: number;
  emphasis: number;
  codeRuns: number;
  /** Backtick runs with no later run of their length to close them (escaped runs count as open). */
  openCodeRuns: number;
  /** How many runs of each length are waiting for a closer. */
  runLengths: Map<number, number> | null;
  brackets: number;
  resources: number;
  angles: number;
}

/** Predict the superlinear parse work of `text` (see the module comment). Linear time, no allocation per line. */
export function estimateParseCost(text: string): ParseCost {
  let nanos = 0;
  let definitions = 0;
  let closers = 0;
  let underlines = 0;
  // One block object, reset for each paragraph (`open` says whether one is open): a note of tens of thousands of
  // headings opens as many blocks, and an object for each is garbage that grows V8's young generation.
  const block: Block = {
    line: 0,
    offset: 0,
    length: 0,
    emphasis: 0,
    codeRuns: 0,
    openCodeRuns: 0,
    runLengths: null,
    brackets: 0,
    resources: 0,
    angles: 0,
  };
  let open = false;
  let blockQuotes = 0;
  let blockIsList = false;
  // An open fence: its marker, length, and the container it is in (`>` count, content indent).
  let fence: { marker: number; length: number; quotes: number; indent: number } | null = null;

  // The costliest block so far; its description is built once, at the end (most blocks cost nothing).
  let worstAt: { line: number; offset: number; nanos: number; describe: () => string } | null = null;
  const note = (describe: () => string, cost: number, line: number, offset: number) => {
    nanos += cost;
    if (cost > 0 && (worstAt === null || cost > worstAt.nanos)) worstAt = { line, offset, nanos: cost, describe };
  };
  const close = () => {
    if (!open) return;
    open = false;
    const b = block;
    const emphasis = NS_EMPHASIS * b.emphasis * b.emphasis;
    const code =
      NS_CODE * b.codeRuns * b.length +
      (b.openCodeRuns > 0 || b.runLengths ? NS_CODE_OPEN * (b.openCodeRuns + unpaired(b.runLengths)) * b.length : 0);
    const brackets = NS_BRACKET * b.brackets * b.brackets;
    const resources = NS_RESOURCE * b.resources * b.length;
    const angles = NS_ANGLE * b.angles * b.length;
    const cost = emphasis + code + brackets + resources + angles;
    if (cost === 0) return;
    // The description is built at the end, from this block's counts (the object is reused).
    const counts: Block = { ...b };
    note(
      () => {
        const most = Math.max(emphasis, code, brackets, resources, angles);
        const construct =
          most === emphasis
            ? 'emphasis markers'
            : most === code
              ? 'backtick runs'
              : most === brackets
                ? 'brackets'
                : most === resources
                  ? 'unclosed link destinations'
                  : '`<` starts';
        return `a paragraph of ${counts.length} characters with ${describe(construct, counts)}`;
      },
      cost,
      counts.line,
      counts.offset,
    );
  };

  let lineNumber = 0;
  let start = 0;
  let nextTrigger = -1;
  const length = text.length;
  // Where the next LF and CR are, kept across lines (`indexOf`, not a regular expression: no match array per line).
  let nextLf = -1;
  let nextCr = text.includes('\r') ? -1 : length;
  while (start <= length) {
    lineNumber++;
    // The native searches below keep the scan near memory speed: most characters are none of these.
    if (nextLf < start) nextLf = indexOrLength(text, '\n', start);
    if (nextCr < start) nextCr = indexOrLength(text, '\r', start);
    const end = Math.min(nextLf, nextCr);
    const next =
      end >= length ? length + 1 : text.charCodeAt(end) === 13 && text.charCodeAt(end + 1) === 10 ? end + 2 : end + 1;

    // The container prefix: block quote markers, list markers and indentation.
    let i = start;
    let quotes = 0;
    let markers = 0;
    let width = 0;
    let listMarker = false;
    let orderedOne = true;
    let indent = 0;
    // Where the line ends in one repeated marker (and spaces): a list marker there is a thematic break.
    let tail: UniformTail | null = null;
    let tailMarkers = 0;
    for (;;) {
      const c = text.charCodeAt(i);
      if (i >= end) break;
      if (c === 32) {
        width++;
        indent++;
        i++;
      } else if (c === 9) {
        width += 4;
        indent += 4;
        i++;
      } else if (c === 62 /* > */) {
        quotes++;
        markers++;
        indent = 0;
        i++;
      } else if ((c === 45 || c === 42 || c === 43) /* - * + */ && isBlankOrEnd(text, i + 1, end)) {
        tail ??= uniformTail(text, start, end);
        if (i >= tail.from && c === tail.marker && (c === 45 || tail.count - tailMarkers >= 3)) break;
        if (i >= tail.from) tailMarkers++;
        markers++;
        listMarker = true;
        indent += 2;
        i++;
      } else if (c >= 48 && c <= 57) {
        let j = i;
        while (j - i < 9 && j < end && isDigit(text.charCodeAt(j))) j++;
        const d = text.charCodeAt(j);
        if ((d !== 46 && d !== 41) /* . ) */ || !isBlankOrEnd(text, j + 1, end)) break;
        orderedOne = j - i === 1 && c === 49;
        markers++;
        listMarker = true;
        indent += j - i + 2;
        i = j + 1;
      } else break;
    }
    const depth = markers + (width >> 1);
    if (depth > FREE_DEPTH)
      note(
        () => `container nesting of depth ${depth}`,
        NS_NESTING * (depth - FREE_DEPTH) * (depth - FREE_DEPTH),
        lineNumber,
        start,
      );
    const blank = i >= end;

    if (fence) {
      // Fenced code ends at its closing fence, or where its container ends.
      const left = quotes < fence.quotes || (!blank && fence.indent > 0 && indent < fence.indent && !listMarker);
      if (!left) {
        if (closesFence(text, i, end, fence.marker, fence.length)) fence = null;
        start = next;
        continue;
      }
      fence = null;
    }
    if (blank) {
      close();
      start = next;
      continue;
    }
    const c = text.charCodeAt(i);
    const opening = c === 96 || c === 126 ? fenceOpening(text, i, end) : 0;
    if (opening > 0) {
      close();
      fence = { marker: c, length: opening, quotes, indent };
      start = next;
      continue;
    }
    if (isBreakOrUnderline(text, i, end)) {
      if (open && isSetextUnderline(text, i, end)) underlines++;
      close();
      start = next;
      continue;
    }
    const heading = isAtxHeading(text, i, end);
    // A line that starts a block ends the open paragraph. An ordered item that does not
    // start at 1 cannot interrupt a paragraph (it is one inside a list already).
    const interrupts = heading || quotes > blockQuotes || (listMarker && (orderedOne || blockIsList));
    if (open && interrupts) close();
    if (!open) {
      open = true;
      block.line = lineNumber;
      block.offset = start;
      block.length = 0;
      block.emphasis = 0;
      block.codeRuns = 0;
      block.openCodeRuns = 0;
      block.runLengths = null;
      block.brackets = 0;
      block.resources = 0;
      block.angles = 0;
      blockQuotes = quotes;
      blockIsList = listMarker;
    }
    const b: Block = block;
    b.length += end - i + 1;
    if (isDefinitionStart(text, i, end)) definitions++;
    // The next trigger at or after `i`, kept across lines: a search that found none on this
    // line found where the next one is, so lines without any cost no search at all.
    if (nextTrigger < i) nextTrigger = triggerFrom(text, i);
    while (nextTrigger < end) {
      let k = nextTrigger;
      const ch = text.charCodeAt(k);
      if (ch === 42 || ch === 95) b.emphasis++;
      else if (ch === 96) {
        const from = k;
        while (k + 1 < end && text.charCodeAt(k + 1) === 96) k++;
        b.codeRuns++;
        // After a backslash the run may be one shorter (an escape) or not (inside a code span): count it as open.
        if (from > i && text.charCodeAt(from - 1) === 92) b.openCodeRuns++;
        else {
          const runs = (b.runLengths ??= new Map<number, number>());
          const size = k - from + 1;
          runs.set(size, (runs.get(size) ?? 0) + 1);
        }
      } else if (ch === 91) b.brackets++;
      else if (ch === 93) {
        b.brackets++;
        closers++;
        if (text.charCodeAt(k + 1) === 40) b.resources++;
      } else b.angles++;
      nextTrigger = triggerFrom(text, k + 1);
    }
    if (heading) close();
    start = next;
  }
  close();
  note(() => `${definitions} link definitions and ${closers} \`]\``, NS_DEFINITION * definitions * closers, 1, 0);
  note(
    () => `${underlines} setext heading underlines in ${lineNumber} lines`,
    NS_SETEXT * underlines * lineNumber,
    1,
    0,
  );
  const at = worstAt as { line: number; offset: number; nanos: number; describe: () => string } | null;
  return {
    nanos,
    lines: lineNumber,
    worst: at === null ? null : { line: at.line, offset: at.offset, nanos: at.nanos, construct: at.describe() },
  };
}

/** Where `char` next occurs in `text` at or after `from`, or the text's length. */
function indexOrLength(text: string, char: string, from: number): number {
  const at = text.indexOf(char, from);
  return at < 0 ? text.length : at;
}

/** Runs left without a closer: one per length seen an odd number of times. */
function unpaired(runs: Map<number, number> | null): number {
  let open = 0;
  if (runs) for (const count of runs.values()) open += count & 1;
  return open;
}

/** A setext underline: only `=` or only `-`, without spaces between them. */
function isSetextUnderline(text: string, i: number, end: number): boolean {
  const marker = text.charCodeAt(i);
  if (marker !== 61 && marker !== 45) return false;
  let j = i;
  while (j < end && text.charCodeAt(j) === marker) j++;
  for (; j < end; j++) {
    const c = text.charCodeAt(j);
    if (c !== 32 && c !== 9) return false;
  }
  return true;
}

function describe(construct: string, b: Block): string {
  switch (construct) {
    case 'emphasis markers':
      return `${b.emphasis} emphasis markers (\`*\`, \`_\`)`;
    case 'backtick runs':
      return `${b.codeRuns} backtick runs`;
    case 'brackets':
      return `${b.brackets} brackets`;
    case 'unclosed link destinations':
      return `${b.resources} link destinations (\`](\`)`;
    default:
      return `${b.angles} \`<\` characters`;
  }
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

function isBlankOrEnd(text: string, i: number, end: number): boolean {
  if (i >= end) return true;
  const c = text.charCodeAt(i);
  return c === 32 || c === 9;
}

/**
 * Length of the fence that opens at `i` (three or more backticks or tildes; a backtick fence's info has no backtick),
 * or 0.
 */
function fenceOpening(text: string, i: number, end: number): number {
  const marker = text.charCodeAt(i);
  let j = i;
  while (j < end && text.charCodeAt(j) === marker) j++;
  const size = j - i;
  if (size < 3) return 0;
  if (marker === 96) for (let k = j; k < end; k++) if (text.charCodeAt(k) === 96) return 0;
  return size;
}

function closesFence(text: string, i: number, end: number, marker: number, size: number): boolean {
  let j = i;
  while (j < end && text.charCodeAt(j) === marker) j++;
  if (j - i < size) return false;
  for (; j < end; j++) {
    const c = text.charCodeAt(j);
    if (c !== 32 && c !== 9) return false;
  }
  return true;
}

/** The longest end of a line made of one marker character and blanks: where it starts, the marker, how many. */
interface UniformTail {
  from: number;
  marker: number;
  count: number;
}

function uniformTail(text: string, start: number, end: number): UniformTail {
  let marker = -1;
  let count = 0;
  let from = end;
  for (let j = end - 1; j >= start; j--) {
    const c = text.charCodeAt(j);
    if (c === 32 || c === 9) {
      from = j;
      continue;
    }
    if (marker === -1) marker = c;
    if (c !== marker) break;
    count++;
    from = j;
  }
  return { from, marker, count };
}

/** A thematic break or a setext underline: one character of `-*_=` repeated (with spaces), nothing else. */
function isBreakOrUnderline(text: string, i: number, end: number): boolean {
  const marker = text.charCodeAt(i);
  if (marker !== 45 && marker !== 42 && marker !== 95 && marker !== 61) return false;
  let count = 0;
  for (let j = i; j < end; j++) {
    const c = text.charCodeAt(j);
    if (c === marker) count++;
    else if (c !== 32 && c !== 9) return false;
  }
  return marker === 61 || marker === 45 ? count >= 1 : count >= 3;
}

function isAtxHeading(text: string, i: number, end: number): boolean {
  let j = i;
  while (j < end && j - i < 7 && text.charCodeAt(j) === 35) j++;
  const level = j - i;
  return level >= 1 && level <= 6 && isBlankOrEnd(text, j, end);
}

/** `[label]:` at the start of a line: a link reference definition (micromark keeps them in a list). */
function isDefinitionStart(text: string, i: number, end: number): boolean {
  if (text.charCodeAt(i) !== 91) return false;
  for (let j = i + 1; j < end - 1; j++) {
    const c = text.charCodeAt(j);
    if (c === 93) return text.charCodeAt(j + 1) === 58;
    if (c === 91) return false;
  }
  return false;
}

// A line nested more than 32 levels deep starts with at least 17 container characters (a tab
// counts two levels, every other character at most one, a space half of one).
const DEEP_LINE = /^(?:[ \t>*+-]|\d{1,9}[.)]){17}/m;
const DEEP_PREFIX = /(?:[ \t>*+-]|\d{1,9}[.)]){17}/y;
const UNDERLINE = /^[ \t]*(?:=+|-+)[ \t]*$/gm;

/** Occurrences of one character: `indexOf` is several times faster than any loop or regex here. */
function count(text: string, char: string): number {
  let n = 0;
  for (let k = text.indexOf(char); k >= 0; k = text.indexOf(char, k + 1)) n++;
  return n;
}

/**
 * A quick upper bound of `estimateParseCost(text).nanos`, from counts over the whole text (a
 * paragraph's counts are at most the file's, its length at most the file's length): native
 * searches only, several times faster than the scan. `null` when the bound passes `limit` or
 * the text nests deeper than the free depth somewhere: then only the scan can tell.
 */
export function parseCostBound(text: string, limit: number): { nanos: number; lines: number } | null {
  const length = text.length;
  const emphasis = count(text, '*') + count(text, '_');
  const backticks = count(text, '`');
  const angles = count(text, '<');
  let closers = 0;
  let resources = 0;
  for (let k = text.indexOf(']'); k >= 0; k = text.indexOf(']', k + 1)) {
    closers++;
    if (text.charCodeAt(k + 1) === 40) resources++;
  }
  const brackets = closers + count(text, '[');
  const inline =
    NS_EMPHASIS * emphasis * emphasis +
    (NS_CODE + NS_CODE_OPEN) * backticks * length +
    NS_BRACKET * brackets * brackets +
    NS_RESOURCE * resources * length +
    NS_ANGLE * angles * length +
    NS_DEFINITION * closers * closers;
  if (inline > limit) return null;
  let lines = 1;
  let underlines = 0;
  if (text.includes('\r')) {
    // Rare: the line-wise regular expressions, which know every line ending.
    if (DEEP_LINE.test(text)) return null;
    lines += count(text, '\n');
    for (let k = text.indexOf('\r'); k >= 0; k = text.indexOf('\r', k + 1)) if (text.charCodeAt(k + 1) !== 10) lines++;
    UNDERLINE.lastIndex = 0;
    while (UNDERLINE.exec(text) !== null) underlines++;
  } else {
    // Line by line, looking only at how each starts: a line that may be a setext underline
    // (`=`, `-` or blank first) counts as one; one whose start could nest 33 levels deep needs the scan.
    for (let start = 0; ; lines++) {
      const c = text.charCodeAt(start);
      if (c === 61 || c === 45 || c === 32 || c === 9) underlines++;
      if (c === 32 || c === 9 || c === 62 || c === 45 || c === 42 || c === 43 || (c >= 48 && c <= 57)) {
        DEEP_PREFIX.lastIndex = start;
        if (DEEP_PREFIX.test(text)) return null;
      }
      const end = text.indexOf('\n', start);
      if (end < 0) break;
      start = end + 1;
    }
  }
  const nanos = inline + NS_SETEXT * underlines * lines;
  return nanos > limit ? null : { nanos, lines };
}
