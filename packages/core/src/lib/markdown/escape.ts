// Escaping of record values for RESUME.md. Every value is placed so that its text can be
// read back exactly from the Markdown tree (ROBUSTNESS R7): prose as paragraph text with
// hard line breaks, paths as code spans, commands as fenced blocks whose fence is longer
// than any backtick run inside.

// Characters that could open inline syntax anywhere: escapes, code, emphasis, links, HTML,
// table cells, strikethrough; `_` only where it could flank emphasis; `&` only before an
// entity-shaped run.
const INLINE = /[\\`*[\]<|~]|(?<![\p{L}\p{N}])_|_(?![\p{L}\p{N}])|&(?=#\d{1,7};|#[xX][0-9a-fA-F]{1,6};|[A-Za-z][A-Za-z0-9]{1,31};)/gu;
const LINE_START = new Set(['#', '>', '-', '+', '=']);

/** Normalise CRLF and lone CR to LF. */
export function normalizeNewlines(text: string): string {
  return text.replace(/\r\n?/g, '\n');
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
  let out = body.replace(INLINE, '\\$&');
  if (lead === '') {
    if (LINE_START.has(out[0] ?? '')) out = `\\${out}`;
    else out = out.replace(/^(\d{1,9})([.)])/, '$1\\$2');
  }
  return whitespaceRefs(lead) + out + whitespaceRefs(trail);
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
  const pad = text.startsWith('`') || text.endsWith('`') || (text.startsWith(' ') && text.endsWith(' ') && text.trim() !== '') ? ' ' : '';
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
  return whitespace.replace(/[ \t]/g, (c) => (c === ' ' ? '&#32;' : '&#9;'));
}
