import { MAX_PATTERN_BYTES } from './constants.js';

/** One learning candidate: a failed approach and why, as one line. */
export interface LearningCandidate {
  pattern: string;
  outcome: 'failed';
}

/** The learnings pattern of one failed approach: `<approach> — <why_failed>`, both trimmed. */
export function learningPattern(approach: string, whyFailed: string): string {
  return `${approach.trim()} — ${whyFailed.trim()}`;
}

/**
 * Each failed approach of a record as a learning candidate; none when the list is
 * explained-empty. The record is read as stored, never re-validated (a record written under
 * older rules still yields its learnings); a pattern is cut at a character boundary to the
 * 4,096-byte cap, which only a hand-edited record can exceed.
 */
export function learningCandidates(record: unknown): LearningCandidate[] {
  const list =
    typeof record === 'object' && record !== null
      ? (record as { failed_approaches?: unknown }).failed_approaches
      : undefined;
  if (!Array.isArray(list)) return [];
  const out: LearningCandidate[] = [];
  for (const entry of list) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { approach, why_failed: whyFailed } = entry as { approach?: unknown; why_failed?: unknown };
    if (typeof approach !== 'string' || typeof whyFailed !== 'string') continue;
    out.push({ pattern: capUtf8(learningPattern(approach, whyFailed), MAX_PATTERN_BYTES), outcome: 'failed' });
  }
  return out;
}

/** Format learning candidates as JSON Lines (one object per line, trailing newline). */
export function formatLearnings(candidates: ReadonlyArray<LearningCandidate>): string {
  return candidates
    .map((candidate) => `${JSON.stringify({ pattern: candidate.pattern, outcome: candidate.outcome })}\n`)
    .join('');
}

function capUtf8(text: string, maxBytes: number): string {
  if (Buffer.byteLength(text, 'utf8') <= maxBytes) return text;
  let bytes = 0;
  let out = '';
  for (const char of text) {
    const size = Buffer.byteLength(char, 'utf8');
    if (bytes + size > maxBytes) break;
    bytes += size;
    out += char;
  }
  return out;
}
