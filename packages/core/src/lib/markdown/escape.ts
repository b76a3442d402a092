import { replaceInPieces } from '../replace-in-pieces.js';

// Escaping of record values for RESUME.md. Every value is placed so that its text can be
// read back exactly from the Markdown tree (R7 in docs/robustness.md): prose as paragraph text with
// hard line breaks, paths as code spans, commands as fenced blocks whose fence is longer
// than any backtick run inside.

// Characters that could open inline syntax anywhere (exported for the tests): escapes, code, emphasis, links, HTML,
// table cells, strikethrough; `_` only where it could flank emphasis; `&` only before an
// entity-shaped run.
const INLINE_MARKS = /[\\`*[\]<|~]|(?<![\p{L}\p{N}])_|_(?![\p{L}\p{N}])/u;
export const INLINE = new RegExp(
  String.raw`${INLINE_MARKS.source}|&(?=#\d{1,7};|#[xX][0-9a-fA-F]{1,6};|[A-Za-z][A-Za-z0-9]{1,31};)`,
  'gu',
);
const LINE_START = new Set(['#', '>', '-', '+', '=']);

/** Normalise CRLF and lone CR to LF. */
export function normalizeNewlines(text: string): string {
  return replaceInPieces(text, /\r\n?/g, () => '\n');
}

/**
 * Escape one line of prose so it parses back as literal text wherever it is placed, also at
 * the start of a line: no heading, list, quote, fence, HTML, table, emphasis or hard break
 * can come out of it. Leading and trailing spaces and tabs survive as character references.
 */
export function escapeLine(line: string): string {
  const lead = /^[ \t]*/.exec(line)![0];
  const rest = line.slice(lead.length);
  let end = rest.length;
  while (end > 0 && (rest[end - 1] === ' ' || rest[end - 1] === '\t')) end--;
  const trail = rest.slice(end);
  const body = rest.slice(0, end);
  let out = escapeInline(body);
  if (lead === '') {
    if (LINE_START.has(out[0] ?? '')) out = `\\${out}`;
    else out = out.replace(/^(\d{1,9})([.)])/, '$1\\$2');
  }
  return whitespaceRefs(lead) + out + whitespaceRefs(trail);
}

/** Lines longer than this are escaped run by run (see `escapeInline`). */
const LONG_LINE = 1 << 16;
/** Runs of one always-escaped character at least this long are escaped with one `repeat`. */
const LONG_RUN = 64;
// The characters `INLINE` escapes wherever they are (a regex with a back-reference would
// overflow its backtracking stack on a 50 MB run, so runs are found by a loop).
const ALWAYS_ESCAPED = new Uint8Array(128);
for (const c of '\\`*[]<|~') ALWAYS_ESCAPED[c.charCodeAt(0)] = 1;
const escapeChar = (c: string) => `\\${c}`;

/**
 * Backslash-escape `INLINE`'s matches. A huge line takes one `repeat` per long run of one
 * always-escaped character instead of one match per character (a 50 MB run of backticks would
 * take seconds), and bounded pieces for the rest. Cutting at a run is exact: the run's
 * characters are neither letters, digits, `_` nor `&`, so no look-around of `INLINE` changes.
 */
function escapeInline(body: string): string {
  if (body.length <= LONG_LINE) return body.replace(INLINE, '\\$&');
  const out: string[] = [];
  let last = 0;
  for (let i = 0; i < body.length;) {
    const code = body.charCodeAt(i);
    let end = i + 1;
    if (code < 128 && ALWAYS_ESCAPED[code] === 1) {
      while (end < body.length && body.charCodeAt(end) === code) end++;
      if (end - i >= LONG_RUN) {
        out.push(replaceInPieces(body.slice(last, i), INLINE, escapeChar), `\\${body[i]!}`.repeat(end - i));
        last = end;
      }
    }
    i = end;
  }
  out.push(replaceInPieces(body.slice(last), INLINE, escapeChar));
  return out.join('');
}

/**
 * Render a prose value (trimmed, possibly several lines) as paragraph content: lines joined
 * with backslash hard breaks, continuation lines indented by `indent`.
 */
export function proseText(value: string, indent = ''): string {
  const lines = normalizeNewlines(value.trim()).split('\n');
  return lines.map((line, i) => (i === 0 ? '' : indent) + escapeLine(line)).join('\\\n');
}

/** A code span holding `text` literally (one line): the fence outruns any backtick run inside. */
export function codeSpan(text: string): string {
  const fence = '`'.repeat(longestRun(text, '`') + 1);
  const pad =
    text.startsWith('`') || text.endsWith('`') || (text.startsWith(' ') && text.endsWith(' ') && text.trim() !== '')
      ? ' '
      : '';
  return `${fence}${pad}${text}${pad}${fence}`;
}

/** The lines of a fenced code block holding `text` literally, each prefixed with `indent`. */
export function fencedBlock(text: string, info: string, indent: string): string[] {
  const fence = '`'.repeat(Math.max(3, longestRun(text, '`') + 1));
  const body = text.split('\n').map((line) => (line === '' ? '' : indent + line));
  return [`${indent}${fence}${info}`, ...body, `${indent}${fence}`];
}

function longestRun(text: string, char: string): number {
  let longest = 0;
  let run = 0;
  for (const c of text) {
    run = c === char ? run + 1 : 0;
    if (run > longest) longest = run;
  }
  return longest;
}

function whitespaceRefs(whitespace: string): string {
  return replaceInPieces(whitespace, /[ \t]/g, (c) => (c === ' ' ? '&#32;' : '&#9;'));
}
