import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { findSecrets, redactSecrets, type SecretCategory } from '@handoff/core/secrets';
import { SEED } from './fixtures.js';

// Every property runs from one fixed seed, printed so that a failure can be replayed.
console.log(`secrets properties: fast-check seed ${SEED}`);
const settings = (numRuns: number): fc.Parameters<unknown> => ({ numRuns, seed: SEED });

/** Masks (`xxxxxx`, ten equal characters) are deliberately not reported; generated keys avoid them. */
const notMask = (s: string): boolean => !/x{6}|X{6}|(.)\1{9}/.test(s);
const mixed = (s: string): boolean => /[0-9]/.test(s) && /[a-z]/.test(s) && /[A-Z]/.test(s);

/** Token shapes as the vendors and gitleaks' default rules document them (written here, not taken from the scanner). */
const generators: Array<[SecretCategory, fc.Arbitrary<string>]> = [
  ['github-token', fc.stringMatching(/^gh[pousr]_[A-Za-z0-9]{36}$/).filter(notMask)],
  ['gitlab-token', fc.stringMatching(/^(glpat|gldt|glrt|glft|glsoat)-[A-Za-z0-9_]{20}$/).filter(notMask)],
  ['slack-token', fc.stringMatching(/^xox[abprs]-[0-9]{10}-[A-Za-z0-9]{12}$/).filter(notMask)],
  ['stripe-key', fc.stringMatching(/^[sr]k_(live|test|prod)_[A-Za-z0-9]{24}$/).filter(notMask)],
  ['npm-token', fc.stringMatching(/^npm_[A-Za-z0-9]{36}$/).filter(notMask)],
  ['openai-key', fc.stringMatching(/^sk-[A-Za-z0-9]{48}$/).filter((s) => notMask(s) && mixed(s.slice(3)))],
  [
    'anthropic-key',
    fc.stringMatching(/^sk-ant-api03-[A-Za-z0-9_-]{40}$/).filter((s) => notMask(s) && mixed(s.slice(13))),
  ],
  ['google-api-key', fc.stringMatching(/^AIza[A-Za-z0-9_-]{35}$/).filter(notMask)],
  ['aws-access-key-id', fc.stringMatching(/^(AKIA|ASIA|ABIA|ACCA)[A-Z2-7]{16}$/).filter(notMask)],
  [
    'jwt',
    fc.stringMatching(/^eyJ[A-Za-z0-9_-]{10,40}\.eyJ[A-Za-z0-9_-]{10,80}\.[A-Za-z0-9_-]{20,43}$/).filter(notMask),
  ],
  ['pypi-token', fc.stringMatching(/^pypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]{60,90}$/).filter(notMask)],
  [
    'huggingface-token',
    fc.stringMatching(/^hf_[A-Za-z]{34}$/).filter((s) => notMask(s) && /[a-z]/.test(s.slice(3)) && /[A-Z]/.test(s)),
  ],
  ['docker-hub-token', fc.stringMatching(/^dckr_pat_[A-Za-z0-9_-]{27}$/).filter(notMask)],
  ['digitalocean-token', fc.stringMatching(/^do[opr]_v1_[a-f0-9]{64}$/).filter(notMask)],
  ['shopify-token', fc.stringMatching(/^shp(at|ca|pa|ss)_[a-fA-F0-9]{32}$/).filter(notMask)],
  ['sendgrid-key', fc.stringMatching(/^SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/).filter(notMask)],
  ['linear-key', fc.stringMatching(/^lin_api_[A-Za-z0-9]{40}$/).filter(notMask)],
  ['postman-key', fc.stringMatching(/^PMAK-[a-f0-9]{24}-[a-f0-9]{34}$/).filter(notMask)],
  ['age-secret-key', fc.stringMatching(/^AGE-SECRET-KEY-1[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58}$/).filter(notMask)],
  ['groq-key', fc.stringMatching(/^gsk_[A-Za-z0-9]{52}$/).filter(notMask)],
  [
    'tavily-key',
    fc
      .stringMatching(/^tvly-[A-Za-z0-9]{32}$/)
      .filter((s) => notMask(s) && /[0-9]/.test(s) && /[a-z]/.test(s.slice(5)) && /[A-Z]/.test(s)),
  ],
];

/**
 * Prose around a secret: no `b` (so no accidental `bearer `), no `k`/`w` (no secret-ish word), no operators, no
 * prefixes.
 */
const prose = fc.stringMatching(/^[ac-jl-vx-z ,\n]{0,30}$/);

describe('generated secrets', () => {
  for (const [category, secret] of generators) {
    it(`are always found and fully redacted: ${category}`, () => {
      fc.assert(
        fc.property(prose, secret, prose, (before, value, after) => {
          const text = `${before} ${value} ${after}`;
          const findings = findSecrets(text);
          expect(findings.map((f) => f.category)).toEqual([category]);
          expect(findings[0]!.offset).toBe(before.length + 1);
          expect(findings[0]!.length).toBe(value.length);
          const redacted = redactSecrets(text).text;
          expect(redacted.includes(value)).toBe(false);
          expect(findSecrets(redacted)).toEqual([]);
        }),
        settings(200),
      );
    });
  }

  it('assigned literals are found and redacted, keeping name and operator', () => {
    const name = fc.constantFrom(
      'password',
      'PASSWORD',
      'db_pass',
      'apiKey',
      'CLIENT_SECRET',
      'x-api-key',
      'auth_token',
      '"password"',
      '\\"password\\"',
    );
    const op = fc.constantFrom('=', ': ', ' = ', ':=');
    // `password==x` compares; a trailing `.` ends a sentence
    const value = fc
      .stringMatching(/^[A-Za-z0-9!%+=.^~-]{8,40}$/)
      .filter((v) => /[0-9]/.test(v) && /[A-Za-z]/.test(v) && notMask(v) && !/\.\.\.|\.$|[=:]$|^[=>]/.test(v));
    fc.assert(
      fc.property(name, op, value, (n, o, v) => {
        const text = `${n}${o}${v}`;
        expect(findSecrets(text).map((f) => f.category)).toEqual(['assigned-secret']);
        const redacted = redactSecrets(text).text;
        expect(redacted).toBe(`${n}${o}[REDACTED]`);
      }),
      settings(300),
    );
  });

  it('secrets on command lines and in prose are found and redacted', () => {
    const value = fc
      .stringMatching(/^[A-Za-z0-9!%+^~-]{10,30}$/)
      .filter((v) => /[0-9]/.test(v) && /[A-Za-z]/.test(v) && notMask(v) && !/^-/.test(v));
    const template = fc.constantFrom(
      'mysql -u root -p{} shop',
      'sshpass -p {} ssh host',
      'tool --api-token {} --verbose',
      'the password is {}',
      'API key {} was rotated',
      'curl -u ci:{} https://x',
    );
    fc.assert(
      fc.property(template, value, (t, v) => {
        const text = t.replace('{}', v);
        const findings = findSecrets(text);
        expect(findings.map((f) => [f.offset, f.length])).toEqual([[t.indexOf('{}'), v.length]]);
        expect(redactSecrets(text).text).toBe(t.replace('{}', '[REDACTED]'));
      }),
      settings(300),
    );
  });
});

/** Text built from the pieces secrets are made of, to hunt for redaction edge cases. */
const pieces = fc.constantFrom(
  'password',
  'token',
  'API_KEY',
  '=',
  ': ',
  ':',
  ' ',
  '"',
  "'",
  '`',
  '\n',
  '\r\n',
  'ghp_',
  'A1b2'.repeat(9),
  'sk-',
  'sk_live_',
  'a1B2'.repeat(6),
  '-----BEGIN RSA PRIVATE KEY-----',
  '-----END RSA PRIVATE KEY-----',
  'MIIEowIBAAKCAQEA'.repeat(2),
  'https://',
  'u:',
  'p4ss@',
  'host/',
  'Bearer ',
  'Basic ',
  'ZGVwbG95OnB3',
  'eyJ',
  'hbGciOiJIUzI1',
  '.',
  '$',
  '{',
  '}',
  '<',
  '>',
  '[REDACTED]',
  'xxxxxxxx',
  'hunter22abc',
  'AKIA',
  'ABCD2345WXYZ6789',
  'npm_',
  '#',
  ',',
  '-',
  '_',
  // The newer anchors: flags, prose, elements, escaped quotes, webhooks, next-line values.
  ' -p',
  ' --token ',
  'mysql ',
  'sshpass ',
  'curl -u ',
  ' is ',
  'the ',
  'key',
  ' API key ',
  '<password>',
  '</password>',
  '\\"',
  '\\n',
  'value="',
  'key="',
  'name: ',
  'variable "db_password" {',
  'default = ',
  '|',
  '  ',
  'hooks.slack.com/services/',
  'T0A1B2C3D/',
  'Authorization: ',
  'Token ',
  'dckr_pat_',
  'hf_',
  'AbCdEfGhIjKlMnOpQr',
  'sha256:',
  '8Q~',
  'Ab1Cd2Ef3Gh4Ij5Kl6Mn7Op8Qr9St0U',
  '*',
  '**',
);
const grammar = fc.array(pieces, { maxLength: 40 }).map((parts) => parts.join(''));

describe('redaction on arbitrary text', () => {
  it('leaves no finding, and is idempotent (piece grammar)', () => {
    fc.assert(
      fc.property(grammar, (text) => {
        const once = redactSecrets(text).text;
        expect(findSecrets(once)).toEqual([]);
        expect(redactSecrets(once).text).toBe(once);
      }),
      settings(3000),
    );
  });

  it('never throws and keeps findings in order, in bounds, not overlapping (any string)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary' }), grammar), (text) => {
        let end = 0;
        for (const f of findSecrets(text)) {
          expect(f.offset).toBeGreaterThanOrEqual(end);
          expect(f.length).toBeGreaterThan(0);
          end = f.offset + f.length;
          expect(end).toBeLessThanOrEqual(text.length);
        }
        const once = redactSecrets(text).text;
        expect(redactSecrets(once).text).toBe(once);
      }),
      { ...settings(2000), examples: [['https://-----BEGIN RSA PRIVATE KEY-----u:p4ss@']] },
    );
  });
});
