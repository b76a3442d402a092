import { createRequire } from 'node:module';
import type { Node as YamlNode } from 'yaml';
import type { Point, Span } from '../position.js';
import { stripBom } from './bom.js';
import { lineStartOffsets } from './lines.js';
import { readSimpleYamlMapping } from './simple-yaml.js';

/** YAML front matter read from the head of a Markdown file. */
export interface FrontMatter {
  /** The parsed mapping, or `null` when the YAML is not a mapping or is invalid. */
  data: Record<string, unknown> | null;
  /** Where the whole block (both `---` fences included) sits. */
  span: Span;
  /** Where each top-level key sits, for diagnostics that point at a key. */
  keys: Record<string, Span>;
  /** Set when the YAML does not parse or is not a mapping: one line naming the defect. */
  error?: { message: string; line: number; column: number };
}

// The block's offsets are those of the text without a leading byte-order mark, as every reader counts them.
const OPEN = /---[ \t]*(?:\r\n|\r|\n)/y;
const LINE = /([^\r\n]*)(\r\n|\r|\n|$)/y;
const CLOSE = /^---[ \t]*$/;

/** Where a front matter block sits in a text: offsets of the text without a leading byte-order mark. */
export interface FrontMatterBlock {
  /** Just past the opening `---` line (the first character of the YAML). */
  bodyStart: number;
  /** Where the closing `---` line starts (just past the YAML). */
  closeAt: number;
  /** Just past the closing `---` and its trailing blanks, before its line ending. */
  end: number;
}

/**
 * Find YAML front matter the way remark-frontmatter does: a `---` line that opens the file
 * (after a byte-order mark, if any) and the next `---` line that closes it. `null` when the
 * file has none. Only finds the block; `readFrontMatter` reads it.
 */
export function findFrontMatter(text: string): FrontMatterBlock | null {
  return blockOf(stripBom(text));
}

/** `findFrontMatter` in a text whose mark, if any, is already dropped (a second mark is text). */
function blockOf(text: string): FrontMatterBlock | null {
  OPEN.lastIndex = 0;
  const open = OPEN.exec(text);
  if (!open) return null;
  const bodyStart = OPEN.lastIndex;
  LINE.lastIndex = bodyStart;
  while (LINE.lastIndex < text.length) {
    const at = LINE.lastIndex;
    const m = LINE.exec(text)!;
    if (CLOSE.test(m[1]!)) return { bodyStart, closeAt: at, end: at + m[1]!.length };
    if (m[2] === '') break;
  }
  return null;
}

/**
 * Read YAML front matter the way remark-frontmatter finds it: a `---` line that opens the
 * file and the next `---` line that closes it. Returns `null` when the file has none.
 */
export function readFrontMatter(raw: string): FrontMatter | null {
  const text = stripBom(raw);
  const block = blockOf(text);
  if (!block) return null;
  const { bodyStart, closeAt, end } = block;
  const body = text.slice(bodyStart, closeAt);
  // Only the block's own lines are ever located; indexing the whole file would cost a pass.
  const locate = makeLocator(text.slice(0, end + 1));
  const span: Span = { start: locate(0), end: locate(end) };
  const result: FrontMatter = { data: null, span, keys: {} };
  const simple = readSimpleYamlMapping(body);
  if (simple) {
    result.data = simple.data;
    for (const { key, start, end: keyEnd } of simple.keys)
      keysSpan(result.keys, key, locate(bodyStart + start), locate(bodyStart + keyEnd));
    return result;
  }
  const { parseDocument, isMap, isScalar } = yamlPackage();
  // The yaml package breaks lines on LF only; a lone CR (old Mac line ends) becomes LF so
  // the YAML reads the same. Same length, so every offset into `body` stays valid.
  const doc = parseDocument(body.replace(/\r(?!\n)/g, '\n'), { prettyErrors: false, uniqueKeys: false });
  if (doc.errors.length > 0) {
    const first = doc.errors[0]!;
    /* eslint-disable-next-line @typescript-eslint/no-unnecessary-condition --
       a third-party error object; a missing pos must not crash the read */
    const at = locate(bodyStart + (first.pos?.[0] ?? 0));
    result.error = {
      message: `Invalid YAML front matter: ${firstLine(first.message)}`,
      line: at.line,
      column: at.column,
    };
    return result;
  }
  const contents = doc.contents as YamlNode | null;
  if (contents === null) {
    result.data = {};
    return result;
  }
  if (!isMap(contents)) {
    const at = locate(bodyStart);
    result.error = {
      message: 'Invalid YAML front matter: expected a mapping of keys to values',
      line: at.line,
      column: at.column,
    };
    return result;
  }
  const data: Record<string, unknown> = {};
  for (const pair of contents.items) {
    const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
    const value = pair.value as YamlNode | null;
    data[key] =
      value === null
        ? null
        : typeof (value as { toJSON?: unknown }).toJSON === 'function'
          ? (value as { toJSON(): unknown }).toJSON()
          : value;
    const range = isScalar(pair.key) ? pair.key.range : undefined;
    if (range) keysSpan(result.keys, key, locate(bodyStart + range[0]), locate(bodyStart + range[1]));
  }
  result.data = data;
  return result;
}

let yaml: typeof import('yaml') | undefined;

/** The `yaml` package, loaded on first use: most front matter never needs it (see `readSimpleYamlMapping`). */
function yamlPackage(): typeof import('yaml') {
  yaml ??= createRequire(import.meta.url)('yaml') as typeof import('yaml');
  return yaml;
}

function keysSpan(keys: Record<string, Span>, key: string, start: Point, end: Point): void {
  if (!(key in keys)) keys[key] = { start, end };
}

function firstLine(message: string): string {
  return message.split(/\r?\n/, 1)[0]!.trim();
}

/** Make a function that turns offsets of `text` into points; each call is O(log lines). */
function makeLocator(text: string): (offset: number) => Point {
  const starts = lineStartOffsets(text);
  return (offset: number): Point => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - starts[lo]! + 1, offset };
  };
}
