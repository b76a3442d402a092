import { findSecretsInValue } from '../secrets/index.js';
import { secretMessage, type Defect } from './defects.js';

/** Fewest non-empty lines an acknowledgement may have. */
export const MIN_ACK_LINES = 2;
/** Most non-empty lines an acknowledgement may have (inclusive). */
export const MAX_ACK_LINES = 6;

/** The outcome of checking an acknowledgement: its cleaned lines, or every defect (never the text). */
export type AckCheck = { ok: true; lines: string[]; defects: [] } | { ok: false; defects: Defect[] };

/** Split a summary into its lines, trimmed, without blank ones. */
export function ackLines(summary: string): string[] {
  return summary
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/**
 * Check a reader's summary against SPEC §3.4: 2–6 non-empty lines, no secret, and not a
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
      message: `has ${count}; write at most ${MAX_ACK_LINES} lines (${MIN_ACK_LINES} to ${MAX_ACK_LINES}) in your own words`,
    });
  }
  const overlap = restatement(lines, resumeText);
  if (overlap.copied * 2 > overlap.total) {
    defects.push({
      path: 'summary',
      code: 'ack-restates',
      message: `restates the handoff: ${overlap.copied} of its ${overlap.total} word trigrams appear verbatim in RESUME.md; summarise it in your own words`,
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
 * verbatim in the handoff's word stream.
 */
export function restatement(lines: ReadonlyArray<string>, resumeText: string): { copied: number; total: number } {
  const known = new Set(trigrams(words(resumeText)));
  let copied = 0;
  let total = 0;
  for (const line of lines) {
    for (const trigram of trigrams(words(line))) {
      total++;
      if (known.has(trigram)) copied++;
    }
  }
  return { copied, total };
}

function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu) ?? [];
}

function trigrams(list: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i + 2 < list.length; i++) out.push(`${list[i]} ${list[i + 1]} ${list[i + 2]}`);
  return out;
}
