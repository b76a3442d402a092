import { expect, test } from 'vitest';
import { goQuote } from '@handoff/core/rejections';

// Expected values follow Go's strconv.Quote (the `%q` verb): printable runes (categories
// L, M, N, P, S and the ASCII space) stay, the rest is escaped.
test.each([
  { name: 'plain ASCII', input: 'Increase timeout', expected: '"Increase timeout"' },
  { name: 'empty', input: '', expected: '""' },
  { name: 'double quote', input: 'say "hi"', expected: '"say \\"hi\\""' },
  { name: 'backslash', input: 'C:\\tmp \\| x', expected: '"C:\\\\tmp \\\\| x"' },
  { name: 'single quote and backtick stay', input: "it's `code`", expected: '"it\'s `code`"' },
  { name: 'short escapes', input: '\x07\b\f\n\r\t\v', expected: '"\\a\\b\\f\\n\\r\\t\\v"' },
  { name: 'NUL', input: 'a\x00b', expected: '"a\\x00b"' },
  { name: 'ANSI escape', input: '\x1b[31mred', expected: '"\\x1b[31mred"' },
  { name: 'DEL', input: '\x7f', expected: '"\\x7f"' },
  { name: 'unit separator', input: '\x1f', expected: '"\\x1f"' },
  { name: 'Latin-1 letter', input: 'café', expected: '"café"' },
  { name: 'CJK', input: '日本語', expected: '"日本語"' },
  { name: 'em dash (punctuation)', input: 'a — b', expected: '"a — b"' },
  { name: 'combining mark', input: 'e\u0301', expected: '"e\u0301"' },
  { name: 'emoji (4-byte symbol)', input: '😀', expected: '"😀"' },
  { name: 'emoji ZWJ sequence', input: '👩\u200d💻', expected: '"👩\\u200d💻"' },
  { name: 'C1 control NEL', input: '\u0085', expected: '"\\u0085"' },
  { name: 'no-break space', input: 'a\u00a0b', expected: '"a\\u00a0b"' },
  { name: 'zero-width space', input: '\u200b', expected: '"\\u200b"' },
  { name: 'bidi override', input: 'abc\u202edef', expected: '"abc\\u202edef"' },
  { name: 'line separator', input: '\u2028', expected: '"\\u2028"' },
  { name: 'byte order mark', input: '\ufeff', expected: '"\\ufeff"' },
  { name: 'unassigned BMP code point', input: '\u0378', expected: '"\\u0378"' },
  { name: 'private use, plane 15', input: '\u{f0000}', expected: '"\\U000f0000"' },
  { name: 'language tag (format, plane 14)', input: '\u{e0001}', expected: '"\\U000e0001"' },
  { name: 'replacement character is printable', input: '\ufffd', expected: '"\ufffd"' },
  { name: 'lone high surrogate as its WTF-8 bytes', input: 'a\ud800b', expected: '"a\\xed\\xa0\\x80b"' },
  { name: 'lone low surrogate as its WTF-8 bytes', input: '\udc00', expected: '"\\xed\\xb0\\x80"' },
])('$name', ({ input, expected }) => {
  expect(goQuote(input)).toBe(expected);
});
