import { describe, expect, it } from 'vitest';
import { jsonParseReason } from '@handoff/core/secrets';

/** What `JSON.parse` threw for `text`. */
function thrown(text: string): unknown {
  try {
    JSON.parse(text);
  } catch (error) {
    return error;
  }
  throw new Error('the text parsed');
}

describe('jsonParseReason', () => {
  it.each([
    [
      'a token where a value belongs',
      'ghp_abcdefghijklmnopqrstuvwxyz0123456789',
      "Unexpected token 'g' (not valid JSON)",
    ],
    [
      'a token after a long prefix',
      `{"a": 1, "b": ${'x'.repeat(40)}ghp_abcdef}`,
      "Unexpected token 'x' (not valid JSON)",
    ],
    [
      'a cut text',
      '{"a": "ghp_abcdefghijklmnopqrstuvwxyz',
      /^Unterminated string in JSON at position 37(?: \(line 1 column 38\))?$/,
    ],
    ['an empty text', '', 'Unexpected end of JSON input'],
  ])('%s: the reason, never the excerpt', (_name, text, reason) => {
    const said = jsonParseReason(thrown(text));
    if (typeof reason === 'string') expect(said).toBe(reason);
    else expect(said).toMatch(reason);
    expect(said).not.toContain('ghp_');
  });

  it('takes a value that is not an Error, and the first line of one', () => {
    expect(jsonParseReason('bad input')).toBe('bad input');
    expect(jsonParseReason(new Error('first\nsecond'))).toBe('first');
  });
});
