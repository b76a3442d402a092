import { afterLineBreak, isBlank, isLineBreak } from './chars.js';
import type { Hit } from './hit.js';
import { scanText } from './scan.js';
import { escapedCode, hexValue, percentMatters } from './escapes.js';
import { compatibilityOf, confusableOf, isInvisible, isNormalisable } from './unicode.js';

/**
 * The normalised view: a copy of the lines around what normalisation changes (an
 * invisible or compatibility character, a look-alike letter, a JSON `\uXXXX` or percent
 * escape, a token cut by a line end), scanned beside the raw text. Each code unit of the
 * copy remembers the raw range it came from, so a finding is reported at its raw place and
 * redaction removes the disguised value whole. Only findings that the changes uncover are
 * kept; one that overlaps a raw finding widens it.
 */

/** A normalised stretch of text and, per code unit, where it came from and whether normalisation changed it. */
interface View {
  text: string;
  from: Int32Array;
  to: Int32Array;
  /** `changes[i]`: how many of the first `i` units were changed (a prefix sum). */
  changes: Int32Array;
}

/** The longest stretch read around one change for the look-alike test (a word's reach). */
const WORD_REACH = 64;

/** A full-width letter or digit (`Ａ`–`Ｚ`, `ａ`–`ｚ`, `０`–`９`). */
function isFullWidthAlnum(c: number): boolean {
  return (c >= 0xff10 && c <= 0xff19) || (c >= 0xff21 && c <= 0xff3a) || (c >= 0xff41 && c <= 0xff5a);
}

/**
 * Add to `places` where `text` holds a token written wholly in full-width forms, which has
 * no ASCII anchor: a full-width `＿` or `－` between full-width letters or digits (the
 * separator of most token prefixes), a full-width `Ａ` before another (`ＡＫＩＡ…`), a
 * full-width `：／／` (a URL). Four `indexOf` of characters outside Latin-1, which cost
 * next to nothing on text that has none.
 */
export function fullWidthSites(text: string, places: number[]): void {
  for (let k = text.indexOf('\uff3f'); k !== -1; k = text.indexOf('\uff3f', k + 1))
    if (isFullWidthAlnum(text.charCodeAt(k + 1))) places.push(k);
  for (let k = text.indexOf('\uff0d'); k !== -1; k = text.indexOf('\uff0d', k + 1))
    if (isFullWidthAlnum(text.charCodeAt(k + 1))) places.push(k);
  for (let k = text.indexOf('\uff21'); k !== -1; k = text.indexOf('\uff21', k + 1))
    if (isFullWidthAlnum(text.charCodeAt(k + 1))) places.push(k);
  for (let k = text.indexOf('\uff1a'); k !== -1; k = text.indexOf('\uff1a', k + 1))
    if (text.startsWith('\uff0f\uff0f', k + 1)) places.push(k);
}

/** Every place in `text` that normalisation changes: the thorough look, run only when the raw scan suspected one. */
function allSites(text: string): number[] {
  const sites: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x80) {
      if (isNormalisable(c)) sites.push(i);
    } else if ((c === 0x5c && escapedCode(text, i) >= 0) || (c === 0x25 && percentMatters(text, i))) sites.push(i);
  }
  return sites;
}

/**
 * The findings of the normalised view of `text`, merged into the raw `hits` (in order, not
 * overlapping): `sites` are places a cheap look found, `joins` line ends the raw scan found
 * a token cut at, and `thorough` asks for every change in the text to be looked for.
 */
export function withNormalisedHits(
  text: string,
  hits: Hit[],
  sites: readonly number[],
  joins: readonly number[],
  thorough: boolean,
): Hit[] {
  const places = thorough ? [...allSites(text), ...sites] : [...sites];
  if (places.length === 0 && joins.length === 0) return hits;
  const joinSet = new Set(joins);
  const found: Hit[] = [];
  for (const [start, end] of windows(text, places, joins)) {
    const view = buildView(text, start, end, joinSet);
    if (view === null) continue;
    const viewHits: Hit[] = [];
    scanText(view.text, false, viewHits);
    for (const hit of viewHits) {
      // Kept when normalisation changed the value or its line before it (a name: `pass\u200bword=…`).
      if (view.changes[hit.end]! - view.changes[lineStartIn(view.text, hit.start)]! === 0) continue;
      found.push({ ...hit, start: view.from[hit.start]!, end: view.to[hit.end - 1]! });
    }
  }
  return found.length === 0 ? hits : merge(hits, found);
}

/** The start of the line holding `at` in a view. */
function lineStartIn(text: string, at: number): number {
  let i = at;
  while (i > 0 && !isLineBreak(text.charCodeAt(i - 1))) i--;
  return i;
}

/**
 * The stretches to normalise: for each place, its line (and the one before when it is
 * indented: a YAML value may sit under its name); for each rejoined line end, its line and
 * the next. Overlapping stretches merge; each is given as `[start, end)`.
 */
function windows(text: string, places: readonly number[], joins: readonly number[]): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  for (const at of places) {
    const start = startOfLine(text, at);
    // An indented line may hold the value of a name on the line before (YAML).
    const indented = start < text.length && isBlank(text.charCodeAt(start)) && start > 0;
    spans.push([indented ? startOfLine(text, start - 1) : start, endOfLine(text, at)]);
  }
  for (const at of joins) spans.push([startOfLine(text, at), endOfLine(text, afterLineBreak(text, at))]);
  if (spans.length > 1) spans.sort((a, b) => a[0] - b[0]);
  const merged: Array<[number, number]> = [];
  for (const span of spans) {
    const last = merged[merged.length - 1];
    if (last && span[0] <= last[1] + 1) last[1] = Math.max(last[1], span[1]);
    else merged.push(span);
  }
  return merged;
}

/** The start of the line holding `at`. */
function startOfLine(text: string, at: number): number {
  let i = at;
  while (i > 0 && !isLineBreak(text.charCodeAt(i - 1))) i--;
  return i;
}

/** The end of the line holding `at` (its line break, or the text's end). */
function endOfLine(text: string, at: number): number {
  let i = at;
  while (i < text.length && !isLineBreak(text.charCodeAt(i))) i++;
  return i;
}

/** The most code units one character becomes in a view (NFKC of `㎒` is `MHz`); longer results are left as they are. */
const MAX_EXPANSION = 4;

/**
 * A view being built: code units, their raw ranges, and a running count of changed units.
 * One builder is reused by every scan (a typed array is costly to allocate, and no view is
 * built while another is still read: the scan of a view builds none).
 */
class ViewBuilder {
  units = new Uint16Array(1024);
  from = new Int32Array(1024);
  to = new Int32Array(1024);
  changes = new Int32Array(1025);
  n = 0;
  changed = 0;
  /** The next unit follows a removed character or a rejoined line end: it counts as changed. */
  pending = false;

  reset(capacity: number): void {
    this.n = 0;
    this.changed = 0;
    this.pending = false;
    while (this.units.length < capacity + 1) this.grow();
  }

  emit(code: number, rawFrom: number, rawTo: number, change: boolean): void {
    if (this.n + 1 >= this.units.length) this.grow();
    this.units[this.n] = code;
    this.from[this.n] = rawFrom;
    this.to[this.n] = rawTo;
    if (change || this.pending) this.changed++;
    this.pending = false;
    this.changes[++this.n] = this.changed;
  }

  private grow(): void {
    const size = this.units.length * 2;
    const units = new Uint16Array(size);
    units.set(this.units);
    const from = new Int32Array(size);
    from.set(this.from);
    const to = new Int32Array(size);
    to.set(this.to);
    const changes = new Int32Array(size + 1);
    changes.set(this.changes);
    Object.assign(this, { units, from, to, changes });
  }
}

const builder = new ViewBuilder();

/**
 * The normalised copy of `text` from `start` to `end`, or null when normalisation changes
 * nothing there. Its arrays are the shared builder's: read them before building another.
 */
function buildView(text: string, start: number, end: number, joins: ReadonlySet<number>): View | null {
  const view = builder;
  view.reset(end - start);
  // One character (raw or decoded) through the character rules: removed, replaced, folded or kept.
  const put = (code: number, rawFrom: number, rawTo: number, decoded: boolean): void => {
    if (code < 0x80) {
      view.emit(code, rawFrom, rawTo, decoded);
      return;
    }
    if (isInvisible(code)) {
      view.pending = true;
      return;
    }
    const latin = confusableOf(code);
    if (latin >= 0 && inMixedWord(text, rawFrom, start, end)) {
      view.emit(latin, rawFrom, rawTo, true);
      return;
    }
    const compatible = compatibilityOf(code);
    if (compatible !== '' && compatible.length <= MAX_EXPANSION) {
      for (let k = 0; k < compatible.length; k++) view.emit(compatible.charCodeAt(k), rawFrom, rawTo, true);
      return;
    }
    view.emit(code, rawFrom, rawTo, decoded);
  };
  let i = start;
  while (i < end) {
    const c = text.charCodeAt(i);
    if (c === 0x5c) {
      const code = escapedCode(text, i);
      if (code >= 0 && i + 6 <= end) {
        put(code, i, i + 6, true);
        i += 6;
        continue;
      }
    } else if (c === 0x25 && percentMatters(text, i)) {
      i = putPercentRun(text, i, end, put);
      continue;
    } else if (isLineBreak(c) && joins.has(i)) {
      i = afterLineBreak(text, i);
      while (i < end && isBlank(text.charCodeAt(i))) i++;
      view.pending = true;
      continue;
    } else if (c >= 0x80) {
      put(c, i, i + 1, false);
      i++;
      continue;
    }
    view.emit(c, i, i + 1, false);
    i++;
  }
  if (view.changed === 0) return null;
  return { text: fromCodes(view.units.subarray(0, view.n)), from: view.from, to: view.to, changes: view.changes };
}

const utf16 = new TextDecoder('utf-16le', { ignoreBOM: true });

/** The string of UTF-16 code units `units` (decoded at once by the runtime, without a call per unit). */
function fromCodes(units: Uint16Array): string {
  return utf16.decode(units);
}

/**
 * A run of percent escapes from `at`: decoded as UTF-8 (a malformed sequence decodes byte by byte); returns where the
 * run ends.
 */
function putPercentRun(
  text: string,
  at: number,
  end: number,
  put: (code: number, rawFrom: number, rawTo: number, decoded: boolean) => void,
): number {
  let i = at;
  while (i + 3 <= end && text.charCodeAt(i) === 0x25) {
    const hi = hexValue(text.charCodeAt(i + 1));
    const lo = hexValue(text.charCodeAt(i + 2));
    if (hi < 0 || lo < 0) break;
    const byte = hi * 16 + lo;
    const length = byte < 0x80 ? 1 : byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc2 ? 2 : 1;
    const bytes = [byte];
    let j = i + 3;
    for (let k = 1; k < length; k++) {
      const h = hexValue(text.charCodeAt(j + 1));
      const l = hexValue(text.charCodeAt(j + 2));
      if (text.charCodeAt(j) !== 0x25 || h < 0 || l < 0 || j + 3 > end) break;
      bytes.push(h * 16 + l);
      j += 3;
    }
    const decoded =
      bytes.length === length ? new TextDecoder('utf-8', { fatal: false }).decode(Uint8Array.from(bytes)) : '';
    if (decoded.length > 0 && !decoded.includes('\ufffd')) {
      for (let k = 0; k < decoded.length; k++) put(decoded.charCodeAt(k), i, j, true);
      i = j;
    } else {
      put(byte, i, i + 3, true);
      i += 3;
    }
  }
  return i;
}

/**
 * Whether the word around `at` (letters, digits, `_`, `-`, look-alikes, invisible and full-width characters) holds an
 * ASCII letter or digit.
 */
function inMixedWord(text: string, at: number, start: number, end: number): boolean {
  const member = (c: number): boolean =>
    (c >= 0x30 && c <= 0x39) ||
    (c >= 0x41 && c <= 0x5a) ||
    (c >= 0x61 && c <= 0x7a) ||
    c === 0x5f ||
    c === 0x2d ||
    (c >= 0x80 && isNormalisable(c));
  const ascii = (c: number): boolean =>
    (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || (c >= 0xff10 && c <= 0xff5a);
  for (let i = at - 1; i >= Math.max(start, at - WORD_REACH); i--) {
    const c = text.charCodeAt(i);
    if (!member(c)) break;
    if (ascii(c)) return true;
  }
  for (let i = at + 1; i < Math.min(end, at + WORD_REACH); i++) {
    const c = text.charCodeAt(i);
    if (!member(c)) break;
    if (ascii(c)) return true;
  }
  return false;
}

/** Raw hits and the view's hits in one ordered list: a view hit that overlaps raw hits widens them into one. */
function merge(raw: readonly Hit[], found: readonly Hit[]): Hit[] {
  const all = [...raw.map((hit) => ({ hit, raw: true })), ...found.map((hit) => ({ hit, raw: false }))].sort(
    (a, b) => a.hit.start - b.hit.start || (a.raw === b.raw ? 0 : a.raw ? -1 : 1),
  );
  const out: Hit[] = [];
  for (const { hit } of all) {
    const last = out[out.length - 1];
    if (last && hit.start < last.end) {
      if (hit.end > last.end) out[out.length - 1] = { ...last, end: hit.end };
      continue;
    }
    out.push({ ...hit });
  }
  return out;
}
