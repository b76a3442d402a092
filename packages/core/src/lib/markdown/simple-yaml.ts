/** A top-level key read by `readSimpleYamlMapping`, with its offsets in the body. */
export interface SimpleYamlKey {
  key: string;
  start: number;
  end: number;
}

/**
 * Read the YAML that front matter is in practice, without the YAML parser: a block mapping
 * whose values are plain, single- or double-quoted scalars (one line, or a plain scalar
 * folded over more indented lines), flow sequences of scalars on one line, block sequences,
 * and nested block mappings (also as sequence items, `- path: x`), with comments and blank
 * lines anywhere. Scalars resolve as the `yaml` package's core schema does (null, booleans,
 * integers, floats, strings). Anything else — anchors, aliases, tags, block scalars (`|`,
 * `>`), flow mappings, multi-line quoted or flow values, quoted or non-string keys, tabs,
 * control characters, and every construct the YAML parser would report as an error — makes
 * it give up. Returns `null` whenever it gives up, and the caller then uses the `yaml`
 * package; a differential property test holds the two equal.
 */
export function readSimpleYamlMapping(body: string): { data: Record<string, unknown>; keys: SimpleYamlKey[] } | null {
  if (!ALLOWED_CHARACTERS.test(body)) return null;
  try {
    return new Reader(body).document();
  } catch (error) {
    if (error === GIVE_UP) return null;
    throw error;
  }
}

/** Lines of printable characters (no tab, control, byte-order mark, lone surrogate or Unicode line separator). */
const ALLOWED_CHARACTERS = /^[\n\r\x20-\x7e\u00a0-\u2027\u202a-\ud7ff\ue000-\ufefe\uff00-\ufffd]*$/;
/** Thrown (one shared instance, caught in `readSimpleYamlMapping`) when the reader gives up. */
class GiveUp extends Error {}
const GIVE_UP = new GiveUp('the simple YAML reader gives up');

interface Line {
  /** Leading spaces. */
  indent: number;
  /** The line without its indentation and trailing spaces. */
  text: string;
  /** Offset of the line's first character in the body. */
  start: number;
  kind: 'content' | 'blank' | 'comment';
}

/**
 * Characters that may not start a plain scalar (YAML's indicators), `-` `?` `:` only when a space or the end follows.
 */
const INDICATOR = /^(?:[,[\]{}#&*!|>'"%@`]|[-?:](?: |$))/;
const NULL = /^(?:~|[Nn]ull|NULL)?$/;
const BOOL = /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/;
const INT_OCT = /^0o[0-7]+$/;
const INT = /^[-+]?[0-9]+$/;
const INT_HEX = /^0x[0-9a-fA-F]+$/;
const FLOAT_NAN = /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/;
const FLOAT_EXP = /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/;
const FLOAT = /^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/;
const DOCUMENT_MARKER = /^(?:---|\.\.\.)(?: |$)/;

/** A plain scalar's value under the core schema, tested in the `yaml` package's order. */
function resolvePlain(text: string): unknown {
  if (NULL.test(text)) return null;
  if (BOOL.test(text)) return text.charCodeAt(0) === 116 || text.charCodeAt(0) === 84;
  if (INT_OCT.test(text)) return Number.parseInt(text.substring(2), 8);
  if (INT.test(text)) return Number.parseInt(text, 10);
  if (INT_HEX.test(text)) return Number.parseInt(text.substring(2), 16);
  if (FLOAT_NAN.test(text))
    return text.slice(-3).toLowerCase() === 'nan'
      ? Number.NaN
      : text.charCodeAt(0) === 45
        ? Number.NEGATIVE_INFINITY
        : Number.POSITIVE_INFINITY;
  if (FLOAT_EXP.test(text) || FLOAT.test(text)) return Number.parseFloat(text);
  return text;
}

class Reader {
  private readonly lines: Line[] = [];

  constructor(body: string) {
    const pattern = /([^\r\n]*)(\r\n|\r|\n|$)/y;
    while (pattern.lastIndex < body.length) {
      const start = pattern.lastIndex;
      const match = pattern.exec(body)!;
      const raw = match[1]!;
      let indent = 0;
      while (raw.charCodeAt(indent) === 32) indent++;
      let end = raw.length;
      while (end > indent && raw.charCodeAt(end - 1) === 32) end--;
      const text = raw.slice(indent, end);
      this.lines.push({
        indent,
        text,
        start,
        kind: text === '' ? 'blank' : text.charCodeAt(0) === 35 ? 'comment' : 'content',
      });
      if (match[2] === '') break;
    }
  }

  document(): { data: Record<string, unknown>; keys: SimpleYamlKey[] } {
    const keys: SimpleYamlKey[] = [];
    const data: Record<string, unknown> = {};
    const first = this.nextContent(0);
    if (first === this.lines.length) return { data, keys };
    if (this.lines[first]!.indent !== 0) throw GIVE_UP;
    const end = this.mapping(first, 0, data, keys);
    if (this.nextContent(end) !== this.lines.length) throw GIVE_UP;
    return { data, keys };
  }

  /** Index of the first content line at or after `from`. */
  private nextContent(from: number): number {
    let index = from;
    while (index < this.lines.length && this.lines[index]!.kind !== 'content') index++;
    return index;
  }

  private isSequenceEntry(line: Line): boolean {
    return line.text === '-' || line.text.startsWith('- ');
  }

  /**
   * Read a block mapping whose keys sit at column `indent`, from line `from`; `firstText`
   * replaces the first line's text when the mapping opens a sequence entry (`- key: value`).
   * Returns the index of the line after it.
   */
  private mapping(
    from: number,
    indent: number,
    target: Record<string, unknown>,
    keys?: SimpleYamlKey[],
    firstText?: string,
  ): number {
    let index = from;
    let text = firstText ?? this.lines[index]!.text;
    for (;;) {
      const line = this.lines[index]!;
      if (DOCUMENT_MARKER.test(text)) throw GIVE_UP;
      const entry = splitKey(text);
      if (entry === null) throw GIVE_UP;
      const { key, rest } = entry;
      let value: unknown;
      let next: number;
      if (rest === '' || rest.charCodeAt(0) === 35) {
        const following = this.nextContent(index + 1);
        const nested = this.lines[following];
        if (nested && nested.indent > indent) [value, next] = this.blockNode(following, indent);
        else if (nested && nested.indent === indent && this.isSequenceEntry(nested))
          [value, next] = this.sequence(following, indent);
        else [value, next] = [null, index + 1];
      } else [value, next] = this.inlineValue(rest, index, indent);
      if (keys && !keys.some((known) => known.key === key)) {
        const start = line.start + line.indent;
        keys.push({ key, start, end: start + key.length });
      }
      target[key] = value;
      index = this.nextContent(next);
      const after = this.lines[index];
      if (!after || after.indent < indent || (after.indent === indent && this.isSequenceEntry(after))) return index;
      if (after.indent > indent) throw GIVE_UP;
      text = after.text;
    }
  }

  /** Read a block sequence whose `-` sit at column `indent`; returns it and the index of the line after it. */
  private sequence(from: number, indent: number): [unknown[], number] {
    const items: unknown[] = [];
    let index = from;
    for (;;) {
      const line = this.lines[index]!;
      const after = line.text.slice(1);
      let spaces = 0;
      while (after.charCodeAt(spaces) === 32) spaces++;
      const content = after.slice(spaces);
      const column = indent + 1 + spaces;
      let value: unknown;
      let next: number;
      if (content === '' || content.charCodeAt(0) === 35) {
        const following = this.nextContent(index + 1);
        const nested = this.lines[following];
        if (nested && nested.indent > indent) [value, next] = this.blockNode(following, indent);
        else [value, next] = [null, index + 1];
      } else if (content === '-' || content.startsWith('- ')) {
        throw GIVE_UP;
      } else if (splitKey(content) !== null) {
        const map: Record<string, unknown> = {};
        next = this.mapping(index, column, map, undefined, content);
        value = map;
      } else [value, next] = this.inlineValue(content, index, indent);
      items.push(value);
      index = this.nextContent(next);
      const following = this.lines[index];
      if (!following || following.indent < indent || (following.indent === indent && !this.isSequenceEntry(following)))
        return [items, index];
      if (following.indent > indent) throw GIVE_UP;
    }
  }

  /** A node that starts on its own line `from`, more indented than its parent at `parentIndent`. */
  private blockNode(from: number, parentIndent: number): [unknown, number] {
    const line = this.lines[from]!;
    if (this.isSequenceEntry(line)) return this.sequence(from, line.indent);
    if (splitKey(line.text) !== null) {
      const map: Record<string, unknown> = {};
      return [map, this.mapping(from, line.indent, map)];
    }
    return this.inlineValue(line.text, from, parentIndent);
  }

  /**
   * A scalar or flow sequence that starts with `text` on line `index`; a plain scalar may go
   * on over the next lines indented past `parentIndent`. Returns it and the next line's index.
   */
  private inlineValue(text: string, index: number, parentIndent: number): [unknown, number] {
    const first = text.charCodeAt(0);
    if (first === 34 || first === 39) {
      const [value, end] = first === 34 ? doubleQuoted(text) : singleQuoted(text);
      assertOnlyComment(text.slice(end));
      return [value, index + 1];
    }
    if (first === 91) {
      const [value, end] = flowSequence(text);
      assertOnlyComment(text.slice(end));
      return [value, index + 1];
    }
    if (text === '{}') return [{}, index + 1];
    if (INDICATOR.test(text)) throw GIVE_UP;
    const comment = text.indexOf(' #');
    let value = comment >= 0 ? text.slice(0, comment).trimEnd() : text;
    assertPlain(value);
    let next = index + 1;
    while (next < this.lines.length) {
      const line = this.lines[next]!;
      if (line.kind !== 'content' || line.indent <= parentIndent) break;
      // A comment ends a plain scalar; more of it after the comment is an error.
      if (comment >= 0 || INDICATOR.test(line.text) || line.text.includes(' #')) throw GIVE_UP;
      assertPlain(line.text);
      value += ` ${line.text}`;
      next++;
    }
    return [resolvePlain(value), next];
  }
}

/** A plain scalar's text in block context: no `: ` (a mapping) and no trailing `:`. */
function assertPlain(text: string): void {
  if (text.includes(': ') || text.endsWith(':')) throw GIVE_UP;
}

/** What may follow a complete value on its line: nothing, or a comment after a space. */
function assertOnlyComment(rest: string): void {
  if (rest === '') return;
  if (!/^ +#/.test(rest)) throw GIVE_UP;
}

/**
 * The key of a `key: value` or `key:` line and what follows the colon (trimmed), `null` when
 * the line is no mapping entry; gives up on a mapping entry whose key is not a plain string.
 */
function splitKey(text: string): { key: string; rest: string } | null {
  const firstCode = text.charCodeAt(0);
  if (firstCode === 34 || firstCode === 39) {
    // A quoted scalar; followed by a colon it is a quoted key, which is the YAML parser's to read.
    const [, end] = firstCode === 34 ? doubleQuoted(text) : singleQuoted(text);
    if (/^ *:(?: |$)/.test(text.slice(end))) throw GIVE_UP;
    return null;
  }
  let colon = text.indexOf(':');
  while (colon >= 0 && colon + 1 < text.length && text.charCodeAt(colon + 1) !== 32)
    colon = text.indexOf(':', colon + 1);
  if (colon < 0) return null;
  // A flow collection with a colon in it may be a key or hold a mapping.
  if (firstCode === 91 || firstCode === 123) throw GIVE_UP;
  const hash = text.indexOf(' #');
  if (hash >= 0 && hash < colon) return null;
  const key = text.slice(0, colon);
  if (
    key === '' ||
    key.endsWith(' ') ||
    INDICATOR.test(key) ||
    key === '<<' ||
    key === '__proto__' ||
    key.length > 1000
  )
    throw GIVE_UP;
  if (typeof resolvePlain(key) !== 'string') throw GIVE_UP;
  return { key, rest: text.slice(colon + 1).trimStart() };
}

/**
 * A one-line double-quoted scalar at the start of `text`: its value and where it ends. The
 * value is built from runs between escapes, not a character at a time: a string grown by
 * `+=` one character at a time is a chain of one cons cell per character (32 bytes each)
 * for as long as it lives, and front matter lives from classification to the lint.
 */
function doubleQuoted(text: string): [string, number] {
  let value = '';
  let run = 1;
  for (let i = 1; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 34) return [value + text.slice(run, i), i + 1];
    if (c !== 92) continue;
    value += text.slice(run, i);
    const next = text.charAt(++i);
    const simple = ESCAPES[next];
    if (simple !== undefined) value += simple;
    else if (next === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(i + 1, i + 5))) {
      const code = Number.parseInt(text.slice(i + 1, i + 5), 16);
      if (code >= 0xd800 && code <= 0xdfff) throw GIVE_UP;
      value += String.fromCharCode(code);
      i += 4;
    } else throw GIVE_UP;
    run = i + 1;
  }
  throw GIVE_UP;
}

const ESCAPES: Record<string, string> = { '\\': '\\', '"': '"', '/': '/', n: '\n', t: '\t', r: '\r', ' ': ' ' };

/**
 * A one-line single-quoted scalar at the start of `text` (`''` is a quote): its value and where it ends; built from
 * runs, as `doubleQuoted`.
 */
function singleQuoted(text: string): [string, number] {
  let value = '';
  let run = 1;
  for (let i = 1; i < text.length; i++) {
    if (text.charCodeAt(i) !== 39) continue;
    if (text.charCodeAt(i + 1) !== 39) return [value + text.slice(run, i), i + 1];
    value += text.slice(run, i + 1);
    i++;
    run = i + 1;
  }
  throw GIVE_UP;
}

/** A one-line flow sequence of scalars at the start of `text` (`[a, "b", 3]`): its items and where it ends. */
function flowSequence(text: string): [unknown[], number] {
  const items: unknown[] = [];
  let i = 1;
  const skipSpaces = () => {
    while (text.charCodeAt(i) === 32) i++;
  };
  skipSpaces();
  if (text.charCodeAt(i) === 93) return [items, i + 1];
  for (;;) {
    skipSpaces();
    const c = text.charCodeAt(i);
    if (c === 34 || c === 39) {
      const [value, end] = c === 34 ? doubleQuoted(text.slice(i)) : singleQuoted(text.slice(i));
      items.push(value);
      i += end;
    } else {
      let end = i;
      while (end < text.length && !FLOW_END[text.charCodeAt(end)]) end++;
      const plain = text.slice(i, end).trimEnd();
      if (plain === '' || INDICATOR.test(plain) || FLOW_FORBIDDEN.test(plain)) throw GIVE_UP;
      items.push(resolvePlain(plain));
      i = end;
    }
    skipSpaces();
    const separator = text.charCodeAt(i);
    if (separator === 93) return [items, i + 1];
    if (separator !== 44) throw GIVE_UP;
    i++;
    skipSpaces();
    // A trailing comma, or an empty entry, is left to the YAML parser.
    if (text.charCodeAt(i) === 93 || text.charCodeAt(i) === 44) throw GIVE_UP;
  }
}

/** Characters that end a plain scalar inside a flow sequence (or make it the YAML parser's). */
const FLOW_END = new Uint8Array(128);
for (const c of ',[]{}') FLOW_END[c.charCodeAt(0)] = 1;
/** Inside a flow collection, `:` and `#` may start a mapping or a comment: left to the YAML parser. */
const FLOW_FORBIDDEN = /[:#]/;
