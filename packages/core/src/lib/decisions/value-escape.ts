import { BUCKET_FIELDS } from './vocabulary.js';

// Rendered values must read back exactly and must not change how the item parses. Markdown
// syntax is neutralised with backslash escapes and character references; what survives
// mdast-util-to-string (label words, ids, a value's own trailing period) is broken up with
// U+2060 WORD JOINER, which the typed parser removes again (a joiner in the value is doubled).
const JOINER = '\u2060';
const ALL_LABELS = [
  ...new Map(
    Object.values(BUCKET_FIELDS).flatMap((fields) => fields.map((f) => [f.label, f.colon] as const)),
  ).entries(),
];
// Label words as the reader matches them; a joiner before their last letter breaks the match.
const LABEL_ALTERNATIVES = ALL_LABELS.map(
  ([label, colon]) => label.split(' ').join('\\s+') + (colon ? '(?=:)' : '(?![\\p{L}\\p{N}_])'),
);
const LABEL = new RegExp(`(?<![\\p{L}\\p{N}_])(?:${LABEL_ALTERNATIVES.join('|')})`, 'giu');
const ID_LIKE = /(?<![\p{L}\p{N}_])(DT|DV|D|O|R|Q)-(?=\d)/gu;
// Values never start a line (an item line starts with its id, the "no decisions" line with
// `No`), so only inline syntax needs escaping: code, emphasis, links, HTML, references, breaks.
const INLINE_SYNTAX = /[\\`*_[\]<>&~]/g;

/** Whether the renderer closes a value with `.`: not after its own `?` or `!`. */
export function needsPeriod(value: string): boolean {
  return !/[?!]$/u.test(value);
}

/**
 * Encode a value for an item line so that it reads back as itself and adds no label, id or
 * Markdown structure: joiners doubled, label words and ids broken by a joiner, leading and
 * trailing whitespace guarded by a joiner (the reader trims), Markdown syntax escaped.
 */
export function encodeValue(value: string, breakLabels = true): string {
  let out = value.replaceAll(JOINER, JOINER + JOINER);
  if (breakLabels) {
    out = out.replace(LABEL, (label) => label.slice(0, -1) + JOINER + label.slice(-1));
    out = out.replace(ID_LIKE, `$1-${JOINER}`);
  }
  if (/^\s/u.test(out)) out = JOINER + out;
  if (/\s$/u.test(out)) out += JOINER;
  return escapeMarkdown(out);
}

function escapeMarkdown(text: string): string {
  return text.replace(INLINE_SYNTAX, (c) => '\\' + c).replace(/[\r\n\t]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Undo the joiners of `encodeValue` on text read back through mdast-util-to-string. */
function decodeValue(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c !== JOINER) out += c;
    else if (text[i + 1] === JOINER) {
      out += JOINER;
      i++;
    }
  }
  return out;
}

/** Read a value back: trim, drop one trailing `terminator` (the renderer's), undo the joiners. */
export function readValue(raw: string, terminator: string): string {
  let text = raw.trim();
  if (terminator && text.endsWith(terminator)) text = text.slice(0, -terminator.length);
  return decodeValue(text);
}
