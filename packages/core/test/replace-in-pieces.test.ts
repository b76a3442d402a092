import { describe, expect, it } from 'vitest';
import { escapeLine, INLINE, normalizeNewlines } from '../src/lib/markdown/escape.js';
import { replaceInPieces } from '../src/lib/replace-in-pieces.js';

// Patterns of the shapes the escapers use: look-arounds on letters and digits, `_` flanking,
// what follows `&`, CR LF pairs and surrogates.
const PATTERNS: Record<string, RegExp> = {
  inline: INLINE,
  newlines: /\r\n?/g,
  surrogates: /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
};
const TOKENS = [
  'a',
  'Z',
  '9',
  ' ',
  '_',
  '__',
  'a_b',
  '&amp;',
  '&#32;',
  '&',
  '`',
  '*',
  '\r\n',
  '\r',
  '\n',
  'é',
  '😀',
  '\uD800',
  '\0',
  'word ',
];

/** A deterministic text of about `length` characters (seeded LCG), mixing every token. */
function mixedText(length: number, seed: number): string {
  const parts: string[] = [];
  let state = seed;
  for (let size = 0; size < length;) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    const token = TOKENS[state % TOKENS.length]!;
    parts.push(token);
    size += token.length;
  }
  return parts.join('');
}

describe('replaceInPieces', () => {
  const mark = (match: string) => `<${match.length}>`;

  it.each(Object.entries(PATTERNS))('gives what one replace gives, on a 3 MiB mixed text (%s)', (_name, pattern) => {
    for (const seed of [1]) {
      const text = mixedText(3 * 2 ** 20, seed);
      expect(replaceInPieces(text, pattern, mark) === text.replace(pattern, mark)).toBe(true);
    }
  });

  it('gives the same where no cut is safe (3 MiB of `&` and `_`), replacing match by match', () => {
    for (const text of ['&'.repeat(3 * 2 ** 20), '_a'.repeat(3 * 2 ** 19)]) {
      expect(replaceInPieces(text, PATTERNS.inline!, mark) === text.replace(PATTERNS.inline!, mark)).toBe(true);
    }
  });

  it('leaves a small text to one replace', () => {
    expect(replaceInPieces('a_ b*', PATTERNS.inline!, (c) => `\\${c}`)).toBe('a\\_ b\\*');
  });
});

describe('the escapers on huge values', () => {
  // One replace over 50 M backticks aborts the process (V8's "invalid size error"); this
  // test would take the test worker down with it.
  it('escape a 50 MB run of backticks in one line', () => {
    const escaped = escapeLine('`'.repeat(50_000_000));
    expect(escaped.length).toBe(100_000_000);
    expect(escaped.startsWith('\\`\\`') && escaped.endsWith('\\`')).toBe(true);
  });

  it('escape a huge line with long runs exactly as one replace would', () => {
    const runs = ['`'.repeat(64), '*'.repeat(100), '_'.repeat(80), '~'.repeat(63), '['.repeat(200)];
    const text = `a${mixedText(2 ** 20, 3).replace(/[\r\n]/g, ' ')}${runs.join('a_')}&amp;${'`'.repeat(65)}_b`.replace(
      /^[ \t]+|[ \t]+$/g,
      '',
    );
    expect(text.length).toBeGreaterThan(2 ** 16);
    expect(escapeLine(text) === text.replace(INLINE, '\\$&')).toBe(true);
  });

  it('normalise 3 M CRs (more than one piece)', () => {
    expect(normalizeNewlines(`${'\r'.repeat(3_000_000)}\r\n`)).toBe('\n'.repeat(3_000_001));
  });
});
