import type { RejectedApproach } from '@handoff/core/rejections';

// Words that say nothing about which command an approach was.
const STOPWORDS = new Set([
  'a',
  'an',
  'and',
  'as',
  'at',
  'be',
  'by',
  'do',
  'for',
  'from',
  'in',
  'instead',
  'into',
  'is',
  'it',
  'its',
  'of',
  'on',
  'or',
  'the',
  'then',
  'to',
  'try',
  'tried',
  'trying',
  'use',
  'used',
  'using',
  'via',
  'with',
  'without',
]);

const tokens = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((token) => token !== '' && !STOPWORDS.has(token));
const squeeze = (text: string): string => text.toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * Whether a shell command repeats a rejected approach. An approach that quotes commands in
 * backticks matches when the command holds one of them (three characters or more);
 * otherwise its words are compared: every word for a one- or two-word approach, three in
 * five for a longer one (stopwords left out). A reminder heuristic, tuned to miss rather
 * than nag: `Pin vite to 7` matches `npm i -D vite@7`, not `npm test`.
 */
export function matchesRejection(command: string, approach: string): boolean {
  const quoted = [...approach.matchAll(/`([^`]+)`/g)].map((match) => squeeze(match[1]!)).filter((code) => code.length >= 3);
  const line = squeeze(command);
  if (quoted.length > 0) return quoted.some((code) => line.includes(code));
  const wanted = [...new Set(tokens(approach))];
  if (wanted.length === 0) return false;
  const have = new Set(tokens(command));
  const found = wanted.filter((token) => have.has(token)).length;
  return wanted.length <= 2 ? found === wanted.length && wanted.some((token) => token.length >= 3) : found / wanted.length >= 0.6;
}

/** The rejected approaches (with their 1-based numbers) a command repeats. */
export function matchingRejections(command: string, entries: readonly RejectedApproach[]): Array<{ n: number; entry: RejectedApproach }> {
  return entries.flatMap((entry, index) => (matchesRejection(command, entry.approach) ? [{ n: index + 1, entry }] : []));
}
