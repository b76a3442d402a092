/**
 * The plain text (what `mdast-util-to-string` gives) of a paragraph's or heading's inline
 * content, read without micromark for the common shape: words, `code`, *emphasis*,
 * **strong**, backslash escapes, one-line HTML tags and (see `InlineOptions`) brackets that
 * cannot be links. Returns `null` for anything else (links, autolinks, comments, character
 * references, line breaks, code spans or tags over a line end), so the caller falls back to
 * remark. Emphasis follows micromark's own resolver (`attention.js`), whose rule of three
 * compares the runs' remaining sizes, not their original ones.
 */
export function inlinePlainText(content: string, options: InlineOptions = {}, shape?: InlineShape): string | null {
  // Words only (most headings): the text itself, without the pieces `readPieces` would make.
  if (allText(content)) {
    if (shape) shape.leadingStrong = false;
    return content;
  }
  const pieces = readPieces(content, false, options.noDefinitions === true);
  if (pieces === null) return null;
  if (shape) {
    // remark's first child is strong when the run opening the content is used up and its
    // outermost pairing (the last one made) took two characters.
    const lead = pieces[0];
    shape.leadingStrong =
      lead !== undefined && typeof lead !== 'string' && 'marker' in lead && lead.size === 0 && lead.lastUse === 2;
  }
  let out = '';
  for (const piece of pieces)
    out += typeof piece === 'string' ? piece : 'marker' in piece ? piece.marker.repeat(piece.size) : piece.value;
  return out;
}

/** What the plain-text reading also tells about the content's shape. */
export interface InlineShape {
  /** The first inline node remark would make is `strong` (`**DV-1:** …`). */
  leadingStrong: boolean;
}

/** What the inline readers know about the document around the content. */
export interface InlineOptions {
  /**
   * The document holds no link reference definition (no `]:` anywhere), so a bracket can
   * only start a link when `](` follows: brackets in content without `](` are text.
   */
  noDefinitions?: boolean;
}

/** An inline node as remark gives it, without position: what the node reading keeps. */
export type InlineNode =
  { type: 'text' | 'inlineCode' | 'html'; value: string } | { type: 'emphasis' | 'strong'; children: InlineNode[] };

/** A leaf inline node: text, inline code or an HTML tag. */
type LeafNode = { type: 'text' | 'inlineCode' | 'html'; value: string };

/**
 * The inline nodes of content as remark gives them (adjacent text merged): text, inline
 * code, HTML tags, and emphasis and strong nested as micromark's resolver pairs them.
 * `null` wherever `inlinePlainText` gives up.
 */
export function inlineNodes(content: string, options: InlineOptions = {}): InlineNode[] | null {
  // Most headings and many paragraphs are words only: one text node, made without the pieces, frames and copies below.
  // `Array.of`, not `[{…}]`: measured to allocate less for each of 40,000 headings (docs/robustness.md, finding 12).
  if (allText(content)) return content === '' ? [] : Array.of<InlineNode>({ type: 'text', value: content });
  const pieces = readPieces(content, true, options.noDefinitions === true);
  if (pieces === null) return null;
  // Each frame is an open emphasis or strong node (the outermost frame is the content).
  const frames: Array<{ type: 'emphasis' | 'strong' | 'root'; children: InlineNode[] }> = [
    { type: 'root', children: [] },
  ];
  const addText = (value: string) => {
    if (value === '') return;
    const children = frames[frames.length - 1]!.children;
    const last = children[children.length - 1];
    if (last && last.type === 'text') last.value += value;
    else children.push({ type: 'text', value });
  };
  for (const piece of pieces) {
    if (typeof piece === 'string') addText(piece);
    else if ('marker' in piece) {
      // A run's characters, left to right: those that closed nodes (innermost first), the
      // ones left over as text, then those that open nodes (outermost first).
      for (let i = 0; i < piece.closes.length; i++) {
        const frame = frames.pop()!;
        frames[frames.length - 1]!.children.push({
          type: frame.type as 'emphasis' | 'strong',
          children: frame.children.slice(),
        });
      }
      addText(piece.marker.repeat(piece.size));
      for (let i = piece.opens.length - 1; i >= 0; i--)
        frames.push({ type: piece.opens[i] === 2 ? 'strong' : 'emphasis', children: [] });
    } else frames[frames.length - 1]!.children.push(piece);
  }
  // Copies to their length: an array grown by push keeps the slots V8 gave it (17 after the
  // first push), and a node's children live as long as the tree.
  return frames[0]!.children.slice();
}

type Piece = string | Delimiter | LeafNode;

let gaveUpOn = '';

/** What the last inline reading that returned `null` gave up on (for the benchmark's fall-back report). */
export function inlineReaderGaveUpOn(): string {
  return gaveUpOn;
}

function giveUp(reason: string): null {
  gaveUpOn = reason;
  return null;
}

/**
 * Split inline content into text, delimiter runs (emphasis resolved) and, when `keepNodes`,
 * code spans and HTML tags as nodes of their own (else as their text).
 */
function readPieces(content: string, keepNodes: boolean, noDefinitions: boolean): Piece[] | null {
  // Without definitions only an inline link `[…](…)` makes brackets mean something.
  const literalBrackets = noDefinitions && !content.includes('](');
  const pieces: Piece[] = [];
  const delimiters: Delimiter[] = [];
  let text = '';
  const node = (type: 'inlineCode' | 'html', value: string) => {
    if (!keepNodes) {
      text += value;
      return;
    }
    if (text) pieces.push(text);
    text = '';
    pieces.push({ type, value });
  };
  let i = 0;
  const length = content.length;
  while (i < length) {
    const c = content.charCodeAt(i);
    if (c === BACKSLASH) {
      const next = content.charCodeAt(i + 1);
      if (next === NEWLINE || Number.isNaN(next)) return giveUp('a backslash at a line end');
      if (isAsciiPunctuation(next)) {
        text += content.charAt(i + 1);
        i += 2;
      } else {
        text += '\\';
        i++;
      }
    } else if (c === BACKTICK) {
      let run = i + 1;
      while (content.charCodeAt(run) === BACKTICK) run++;
      const size = run - i;
      const close = closingBackticks(content, run, size);
      if (close < 0) {
        text += content.slice(i, run);
        i = run;
        continue;
      }
      const code = content.slice(run, close);
      if (code.includes('\n')) return giveUp('a code span over a line end');
      node(
        'inlineCode',
        code.length > 1 &&
          code.charCodeAt(0) === SPACE &&
          code.charCodeAt(code.length - 1) === SPACE &&
          /[^ ]/.test(code)
          ? code.slice(1, -1)
          : code,
      );
      i = close + size;
    } else if (c === STAR || c === UNDERSCORE) {
      let run = i + 1;
      while (content.charCodeAt(run) === c) run++;
      if (text) pieces.push(text);
      text = '';
      const delimiter = delimiterRun(content, i, run, c);
      pieces.push(delimiter);
      delimiters.push(delimiter);
      i = run;
    } else if (c === LT) {
      // A tag is opaque inline HTML whose text is itself; an autolink, comment or a tag
      // that may run over a line end is left to remark.
      const rest = content.slice(i, i + 2000);
      const tag = INLINE_TAG.exec(rest);
      if (tag) {
        node('html', tag[0]);
        i += tag[0].length;
      } else if (AUTOLINK_START.test(rest) || MAYBE_TAG.test(rest))
        return giveUp('an autolink, comment or tag over a line end');
      else {
        text += '<';
        i++;
      }
    } else if (c === BRACKET_OPEN) {
      if (!literalBrackets) return giveUp('a bracket that may be a link');
      text += '[';
      i++;
    } else if (c === AMPERSAND && CHARACTER_REFERENCE.test(content.slice(i, i + 40))) {
      return giveUp('a character reference');
    } else if (c === NEWLINE && content.charCodeAt(i - 1) === SPACE) {
      return giveUp('a hard line break');
    } else if (c === 0) {
      return giveUp('a NUL character');
    } else {
      // Ordinary characters: take the whole run up to the next one that may mean something.
      let end = i + 1;
      while (end < length && !SPECIAL[content.charCodeAt(end)]) end++;
      text += content.slice(i, end);
      i = end;
    }
  }
  if (text) pieces.push(text);
  if (delimiters.length > 0) resolveEmphasis(delimiters);
  return pieces;
}

interface Delimiter {
  marker: string;
  /** Characters of the run not yet used by an emphasis or strong node. */
  size: number;
  initial: number;
  open: boolean;
  close: boolean;
  /** False once an emphasis around it closed: it stays literal text. */
  active: boolean;
  /** Characters the last pairing took from this run (its outermost node): 1 emphasis, 2 strong. */
  lastUse: 0 | 1 | 2;
  /**
   * Characters each pairing took from this run as its opener, and as its closer, in pairing order (innermost first).
   */
  opens: Array<1 | 2>;
  closes: Array<1 | 2>;
}

/** Character codes (below 128) that the loop above handles one by one. */
const SPECIAL = new Uint8Array(128);
for (const c of '\\`*_<[&\n\0') SPECIAL[c.charCodeAt(0)] = 1;

/**
 * Whether `content` holds none of the characters `readPieces` handles one by one, so it reads as one run of text
 * (the text itself, or nothing when empty) whatever the options.
 */
function allText(content: string): boolean {
  for (let i = 0; i < content.length; i++) {
    const c = content.charCodeAt(i);
    if (c < 128 && SPECIAL[c] === 1) return false;
  }
  return true;
}

const BACKSLASH = 92;
const BACKTICK = 96;
const NEWLINE = 10;
const SPACE = 32;
const STAR = 42;
const UNDERSCORE = 95;
const LT = 60;
const BRACKET_OPEN = 91;
const AMPERSAND = 38;
/** An attribute of an inline open tag: its name and an optional unquoted, single- or double-quoted value. */
const INLINE_TAG_ATTRIBUTE = / +[A-Za-z_:][A-Za-z0-9_.:-]*(?: *= *(?:[^ \n"'=<>`]+|'[^'\n]*'|"[^"\n]*"))?/;
const INLINE_TAG = new RegExp(
  String.raw`^(?:<[A-Za-z][A-Za-z0-9-]*(?:${INLINE_TAG_ATTRIBUTE.source})* *\/?>|<\/[A-Za-z][A-Za-z0-9-]* *>)`,
);
/** The start of a URI or email autolink. */
const AUTOLINK_START = /^<(?:[A-Za-z][A-Za-z0-9+.-]{1,31}:|[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@)/;
/** A start that a tag, comment or instruction running over a line end could have; `<a_b>` cannot be a tag. */
const MAYBE_TAG = /^<(?:[!?]|\/?[A-Za-z][A-Za-z0-9-]*(?:[ \n/>]|$))/;
const CHARACTER_REFERENCE = /^&(?:#[xX][0-9A-Fa-f]{1,6}|#[0-9]{1,7}|[A-Za-z][A-Za-z0-9]{0,31});/;
const UNICODE_PUNCTUATION = /\p{P}|\p{S}/u;
const UNICODE_WHITESPACE = /\s/;

/** Index of the backtick run of exactly `size` that closes a code span opened before `from`, or -1. */
function closingBackticks(content: string, from: number, size: number): number {
  let at = content.indexOf('`', from);
  while (at >= 0) {
    let run = at + 1;
    while (content.charCodeAt(run) === BACKTICK) run++;
    if (run - at === size) return at;
    at = content.indexOf('`', run);
  }
  return -1;
}

/** micromark's `classifyCharacter` on one UTF-16 unit: 1 whitespace (or none), 2 punctuation, 0 other. */
function classify(code: number): 0 | 1 | 2 {
  if (Number.isNaN(code) || code === SPACE || code === NEWLINE || code === 9 || code === 13) return 1;
  const char = String.fromCharCode(code);
  if (UNICODE_WHITESPACE.test(char)) return 1;
  return UNICODE_PUNCTUATION.test(char) ? 2 : 0;
}

function delimiterRun(content: string, start: number, end: number, markerCode: number): Delimiter {
  const before = classify(start === 0 ? Number.NaN : content.charCodeAt(start - 1));
  const after = classify(end >= content.length ? Number.NaN : content.charCodeAt(end));
  const open = !after || (after === 2 && before !== 0);
  const close = !before || (before === 2 && after !== 0);
  const star = markerCode === STAR;
  return {
    marker: String.fromCharCode(markerCode),
    size: end - start,
    initial: end - start,
    open: star ? open : open && (before !== 0 || !close),
    close: star ? close : close && (after !== 0 || !open),
    active: true,
    lastUse: 0,
    opens: [],
    closes: [],
  };
}

/** Pair delimiter runs into emphasis (1) and strong (2) as micromark's attention resolver does. */
function resolveEmphasis(delimiters: Delimiter[]): void {
  for (let c = 0; c < delimiters.length; c++) {
    const closer = delimiters[c]!;
    if (!closer.close || !closer.active) continue;
    while (closer.size > 0) {
      let o = c - 1;
      for (; o >= 0; o--) {
        const opener = delimiters[o]!;
        if (!opener.active || !opener.open || opener.size === 0 || opener.marker !== closer.marker) continue;
        if ((opener.close || closer.open) && closer.size % 3 !== 0 && (opener.size + closer.size) % 3 === 0) continue;
        break;
      }
      if (o < 0) break;
      const opener = delimiters[o]!;
      const use = opener.size > 1 && closer.size > 1 ? 2 : 1;
      opener.size -= use;
      closer.size -= use;
      opener.lastUse = use;
      closer.lastUse = use;
      opener.opens.push(use);
      closer.closes.push(use);
      for (let between = o + 1; between < c; between++) delimiters[between]!.active = false;
    }
  }
}

function isAsciiPunctuation(code: number): boolean {
  return (
    (code >= 33 && code <= 47) ||
    (code >= 58 && code <= 64) ||
    (code >= 91 && code <= 96) ||
    (code >= 123 && code <= 126)
  );
}
