import { describe, expect, it } from 'vitest';
import { estimateMicromarkBytes, MAX_BYTES_PER_CHARACTER } from '../src/lib/parse-memory.js';

// docs/robustness.md, "A memory budget": bytes per line, block marker, inline marker and character.
const KIB = 1024;

describe('estimateMicromarkBytes', () => {
  it.each([
    ['', 5 * KIB],
    ['abc', 5 * KIB + 3 * 8],
    ['a\nb', 10 * KIB + 3 * 8],
    ['- a', 25 * KIB + 3 * 8],
    ['- - a', 45 * KIB + 5 * 8],
    ['1. a', 25 * KIB + 4 * 8],
    ['> # a', 45 * KIB + 5 * 8],
    ['-a', 5 * KIB + 2 * 8],
    ['2024 was', 5 * KIB + 8 * 8],
    ['`x`', 12 * KIB + 3 * 8],
    ['*a* _b_ ~c~', 29 * KIB + 11 * 8],
    ['[a](b)', 23 * KIB + 6 * 8],
    ['[a] (b)', 5 * KIB + 7 * 8],
    ['<a> &amp; \\*', 23.5 * KIB + 12 * 8],
    ['a\r\nb\rc', 15 * KIB + 6 * 8],
  ])('%j costs %i bytes', (text, bytes) => {
    expect(estimateMicromarkBytes(text)).toBe(bytes);
  });

  it('never costs more per character than MAX_BYTES_PER_CHARACTER, whatever the markers', () => {
    for (const text of ['>'.repeat(1000), '- '.repeat(500), '>\n'.repeat(500), '`*_~<&\\'.repeat(100)])
      expect(estimateMicromarkBytes(text)).toBeLessThanOrEqual((text.length + 1) * MAX_BYTES_PER_CHARACTER);
  });
});
