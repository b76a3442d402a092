import { findSecretsInValue } from '../secrets/index.js';
import { secretMessage, type Defect } from './defects.js';

/** Fewest non-empty lines an acknowledgement may have. */
export const MIN_ACK_LINES = 2;
/** Most non-empty lines an acknowledgement may have (inclusive). */
export const MAX_ACK_LINES = 6;

/** The outcome of checking an acknowledgement: its cleaned lines, or every defect (never the text). */
export type AckCheck = { ok: true; lines: string[]; defects: [] } | { ok: false; defects: Defect[] };

/** Split a summary into its lines, trimmed, without blank ones. */
function ackLines(summary: string): string[] {
  return summary
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/**
 * Check a reader's summary against the read gate's rules (docs/session.md): 2–6 non-empty lines, no secret, and not a
 * restatement (more than half of its word trigrams appearing verbatim in `resumeText`).
 */
export function checkAck(summary: string, resumeText: string): AckCheck {
  const lines = ackLines(summary);
  const defects: Defect[] = [];
  const count = `${lines.length} non-empty line${lines.length === 1 ? '' : 's'}`;
  if (lines.length < MIN_ACK_LINES) {
    defects.push({
      path: 'summary',
      code: 'ack-too-short',
      message: `has ${count}; write ${MIN_ACK_LINES} to ${MAX_ACK_LINES} lines in your own words`,
    });
  } else if (lines.length > MAX_ACK_LINES) {
    defects.push({
      path: 'summary',
      code: 'ack-too-long',
      message:
        `has ${count}; write at most ${MAX_ACK_LINES} lines ` +
        `(${MIN_ACK_LINES} to ${MAX_ACK_LINES}) in your own words`,
    });
  }
  const overlap = restatement(lines, resumeText);
  if (overlap.copied * 2 > overlap.total) {
    defects.push({
      path: 'summary',
      code: 'ack-restates',
      message:
        `restates the handoff: ${overlap.copied} of its ${overlap.total} word trigrams appear verbatim in ` +
        `RESUME.md; summarise it in your own words`,
    });
  }
  const categories = new Set(findSecretsInValue(lines.join('\n')).map((finding) => finding.category));
  for (const category of categories) {
    defects.push({ path: 'summary', code: 'secret-value', message: secretMessage(category) });
  }
  return defects.length === 0 ? { ok: true, lines, defects: [] } : { ok: false, defects };
}

/**
 * How many of the summary's word trigrams (lowercased words, taken within each line) occur
 * verbatim in the handoff's word stream. Only the summary's trigrams are kept in memory; the
 * handoff is streamed once, so a record of any size the writer accepts can be acknowledged.
 */
function restatement(lines: ReadonlyArray<string>, resumeText: string): { copied: number; total: number } {
  const wanted = new Map<string, number>();
  const firstWords = new Set<string>();
  let total = 0;
  for (const line of lines) {
    const list = [...words(line)];
    for (let i = 0; i + 2 < list.length; i++) {
      const trigram = `${list[i]} ${list[i + 1]} ${list[i + 2]}`;
      wanted.set(trigram, (wanted.get(trigram) ?? 0) + 1);
      firstWords.add(list[i]!);
      total++;
    }
  }
  const found = new Set<string>();
  if (total > 0) {
    let a: string | undefined;
    let b: string | undefined;
    for (const c of words(resumeText)) {
      if (a !== undefined && firstWords.has(a)) {
        const trigram = `${a} ${b} ${c}`;
        if (wanted.has(trigram)) found.add(trigram);
      }
      a = b;
      b = c;
    }
  }
  let copied = 0;
  for (const trigram of found) copied += wanted.get(trigram)!;
  return { copied, total };
}

// Letters and digits in runs of at most 1,024: an unbounded `+` over a Unicode class makes
// V8's regex engine overflow the stack on one long non-ASCII token (a 4 MiB CJK word).
const WORD_PIECE = /[\p{L}\p{N}]{1,1024}/gu;

/**
 * The lowercased words of a text: runs of letters and digits, joined across a single `'`
 * or `’` (`don't` is one word), in order.
 */
function* words(text: string): Generator<string> {
  let word = '';
  let end = -1;
  const lower = text.toLowerCase();
  for (const match of lower.matchAll(WORD_PIECE)) {
    const start = match.index;
    const piece = match[0];
    if (word !== '' && start === end) word += piece;
    else if (word !== '' && start === end + 1 && (lower[end] === "'" || lower[end] === '’'))
      word += lower[end]! + piece;
    else {
      if (word !== '') yield word;
      word = piece;
    }
    end = start + piece.length;
  }
  if (word !== '') yield word;
}
