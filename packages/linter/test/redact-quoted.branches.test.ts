import { describe, expect, it } from 'vitest';
import { REDACTED } from '@handoff/core/secrets';
import { redactQuotedSecrets } from '../src/lib/redact-quoted.js';
import type { ReportDescriptor } from '../src/lib/rule.js';

const TOKEN = `ghp_${'A1b2'.repeat(9)}`;
const OTHER = `ghp_${'Z9y8'.repeat(9)}`;
const TEXT = `# Plan\n\nkey ${TOKEN} here\n`;

describe('redactQuotedSecrets', () => {
  it.each<[string, Record<string, string | number>, Record<string, string | number>]>([
    ['a secret of the file, quoted whole', { heading: `see ${TOKEN} now` }, { heading: `see ${REDACTED} now` }],
    ['a stretch of one, quoted in part', { heading: `see ${TOKEN.slice(6, 16)}` }, { heading: REDACTED }],
    ['a secret the file does not hold', { heading: `see ${OTHER}` }, { heading: `see ${REDACTED}` }],
    [
      'other values are left as they are',
      { count: 3, empty: '', heading: 'Locked', short: TOKEN.slice(6, 13) },
      { count: 3, empty: '', heading: 'Locked', short: TOKEN.slice(6, 13) },
    ],
  ])('%s', (_name, data, expected) => {
    expect(redactQuotedSecrets({ messageId: 'm', data }, TEXT).data).toEqual(expected);
  });

  it('gives back the same descriptor when nothing needs redacting', () => {
    const descriptor: ReportDescriptor<'m'> = { messageId: 'm', data: { heading: 'Locked' } };
    expect(redactQuotedSecrets(descriptor, TEXT)).toBe(descriptor);
  });

  it('a descriptor without data is given back as it is', () => {
    const descriptor: ReportDescriptor<'m'> = { messageId: 'm' };
    expect(redactQuotedSecrets(descriptor, TEXT)).toBe(descriptor);
  });

  it('keeps the rest of the descriptor and leaves the original data alone', () => {
    const data = { heading: TOKEN, other: 'x' };
    const out = redactQuotedSecrets({ messageId: 'm', data, fix: { range: [0, 1], text: 'x' } }, TEXT);
    expect([out, data]).toEqual([
      { messageId: 'm', data: { heading: REDACTED, other: 'x' }, fix: { range: [0, 1], text: 'x' } },
      { heading: TOKEN, other: 'x' },
    ]);
  });
});
