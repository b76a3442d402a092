import { describe, expect, it } from 'vitest';
import { secretFingerprint } from '@handoff/core/secrets';
import { lintFile } from '../../src/lib/lint-file.js';
import rule from '../../src/rules/secret.js';
import { testRule } from '../rule-tester.js';

const fingerprint = secretFingerprint;
const KEY_BLOCK =
  '-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQ\n-----END OPENSSH PRIVATE KEY-----';

// Every credential below is synthetic (repeated filler), never a real key.
testRule(rule, {
  valid: [
    'reads STRIPE_SECRET_KEY from the environment',
    '- D-1: Read `$GITHUB_TOKEN` at start-up. Why: no secret in the repo. Source: REQ-2.',
    'SMTP_PASSWORD=\n',
    '```sh\nexport GITHUB_TOKEN=${GITHUB_TOKEN}\ncurl -H "Authorization: Bearer $TOKEN" https://api.example.com\n```\n',
    'password: required for the admin page',
    'the token is passed in the header; tokens: 1200',
    'We evaluated sk-learn and rejected it.',
    'postgres://app:${DB_PASSWORD}@db:5432/app',
    'Look for -----BEGIN RSA PRIVATE KEY----- in the deploy log.',
    '<assemblyIdentity name="System.Web" publicKeyToken="b03f5f7f11d50a3a" />',
    'Clone with https://user:password@host/repo.git (a placeholder).',
    {
      name: 'handoff documents too',
      kind: 'handoff',
      code: '## Goal\n\nKeep `api_key: <your key>` out of the record.\n',
    },
    // Issue 20's false alarms: prose after a secret-ish word, fields that merely contain one.
    'the token `expiresIn` is 1h',
    'password (see vault)',
    'api_key rotation every 90 days',
    'token_budget: 4000',
    '- **Token:** `refresh_token_rotation_v2`',
    'secret_arn: arn:aws:secretsmanager:eu-west-1:123456789012:secret:prod/db-AbCdEf',
    // Published examples and local-development placeholders pass in the linter (writers refuse them).
    { name: "AWS's documented key id", code: 'aws configure set aws_access_key_id ' + 'AKIA' + 'IOSFODNN7EXAMPLE\n' },
    {
      name: "AWS's documented secret key",
      code: 'aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCY' + 'EXAMPLEKEY\n',
    },
    { name: 'RabbitMQ defaults on localhost', code: 'BROKER_URL=amqp://guest:guest@localhost:5672//\n' },
    { name: 'Postgres image defaults on 127.0.0.1', code: 'postgres://postgres:postgres@127.0.0.1:5432/app_test\n' },
  ],
  invalid: [
    {
      name: 'GitHub token in prose',
      code: 'Use ghp_A1b2A1b2A1b2A1b2A1b2A1b2A1b2A1b2A1b2 to push.',
      errors: [
        {
          messageId: 'unexpectedSecret',
          data: {
            category: 'GitHub token',
            reference: '$GITHUB_TOKEN',
            fingerprint: fingerprint('ghp_A1b2A1b2A1b2A1b2A1b2A1b2A1b2A1b2A1b2'),
          },
          line: 1,
          column: 5,
          endLine: 1,
          endColumn: 45,
        },
      ],
    },
    {
      name: 'assignment in a code block, at the value',
      code: '## Plan Decisions\n\n```env\nDB_PASSWORD=s3cr3tP@ss-42\n```\n',
      errors: [
        {
          messageId: 'unexpectedSecret',
          data: {
            category: 'literal value assigned to a secret-named variable',
            reference: '$PASSWORD',
            fingerprint: fingerprint('s3cr3tP@ss-42'),
          },
          line: 4,
          column: 13,
          endLine: 4,
          endColumn: 26,
        },
      ],
    },
    {
      name: 'in front matter',
      code: '---\nkind: plan\napi_key: "q7Wm2Rx9Lk4T"\n---\n# Plan\n',
      errors: [
        {
          messageId: 'unexpectedSecret',
          data: {
            category: 'literal value assigned to a secret-named variable',
            reference: '$PASSWORD',
            fingerprint: fingerprint('q7Wm2Rx9Lk4T'),
          },
          line: 3,
          column: 11,
          endLine: 3,
          endColumn: 23,
        },
      ],
    },
    {
      name: 'URL password',
      code: 'Run against postgres://app:hunter22@localhost/app first.',
      errors: [
        {
          messageId: 'unexpectedSecret',
          data: { category: 'password in a URL', reference: '${DB_PASSWORD}', fingerprint: fingerprint('hunter22') },
          line: 1,
          column: 28,
          endLine: 1,
          endColumn: 36,
          heldBack: 'adoption',
        },
      ],
    },
    {
      name: 'private key block',
      code: `Key:\n\n${KEY_BLOCK}\n`,
      errors: [
        {
          messageId: 'unexpectedSecret',
          data: { category: 'private key block', reference: '$DEPLOY_KEY_PATH', fingerprint: fingerprint(KEY_BLOCK) },
          line: 3,
          column: 1,
          endLine: 5,
          endColumn: 34,
        },
      ],
    },
    {
      name: 'bearer token in a handoff next step',
      kind: 'handoff',
      code:
        '## Next steps\n\n1. ' +
        '`curl -H "Authorization: Bearer Ab3x9Y8z7W6x9Y8z7W6x9Y8z7W6" https://api.example.com`\n',
      errors: [
        {
          messageId: 'unexpectedSecret',
          data: {
            category: 'bearer token',
            reference: '$API_TOKEN',
            fingerprint: fingerprint('Ab3x9Y8z7W6x9Y8z7W6x9Y8z7W6'),
          },
          line: 3,
          column: 36,
          endLine: 3,
          endColumn: 63,
        },
      ],
    },
    {
      name: 'Stripe key',
      code: 'sk_live_a1B2a1B2a1B2a1B2a1B2a1B2',
      errors: [
        {
          messageId: 'unexpectedSecret',
          data: {
            category: 'Stripe secret key',
            reference: '$STRIPE_SECRET_KEY',
            fingerprint: fingerprint('sk_live_a1B2a1B2a1B2a1B2a1B2a1B2'),
          },
          line: 1,
          column: 1,
          endLine: 1,
          endColumn: 33,
        },
      ],
    },
    {
      name: 'AWS access key id',
      code: '- DV-1: Plan said use the role; I did use AKIAQX7K2LP9ZR4TW8NC. Reason: x. Verification: y.',
      errors: [
        {
          messageId: 'unexpectedSecret',
          data: {
            category: 'AWS access key id',
            reference: '$AWS_ACCESS_KEY_ID',
            fingerprint: fingerprint('AKIAQX7K2LP9ZR4TW8NC'),
          },
          line: 1,
          column: 43,
          endLine: 1,
          endColumn: 63,
        },
      ],
    },
    {
      name: 'a password on a command line, in a fence',
      code: '```sh\nmysql -u root -pS3cr3tPass42 shop\n```\n',
      errors: [
        {
          messageId: 'unexpectedSecret',
          data: {
            category: 'password or token on a command line',
            reference: '$PASSWORD',
            fingerprint: fingerprint('S3cr3tPass42'),
          },
          line: 2,
          column: 17,
          endLine: 2,
          endColumn: 29,
        },
      ],
    },
    {
      name: 'a webhook URL: the reference is named after the category',
      code: 'Alerts go to https://hooks.slack.com/services/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 on failure.',
      errors: [
        {
          messageId: 'unexpectedSecret',
          data: {
            category: 'webhook URL (the URL itself is the credential)',
            reference: '$WEBHOOK_URL',
            fingerprint: fingerprint('T0A1B2C3D/B0A1B2C3D/a1B2c3D4a1B2c3D4a1B2c3D4'),
          },
          line: 1,
          column: 47,
          endLine: 1,
          endColumn: 91,
        },
      ],
    },
    {
      name: 'a GitHub token as the user part of a clone URL (issue 20)',
      code: 'git push https://ghp_A1b2A1b2A1b2A1b2A1b2A1b2A1b2A1b2A1b2@github.com/o/r.git',
      errors: [
        {
          messageId: 'unexpectedSecret',
          data: {
            category: 'GitHub token',
            reference: '$GITHUB_TOKEN',
            fingerprint: fingerprint('ghp_A1b2A1b2A1b2A1b2A1b2A1b2A1b2A1b2A1b2'),
          },
          line: 1,
          column: 18,
          endLine: 1,
          endColumn: 58,
        },
      ],
    },
    {
      name: 'a header value in a curl command (issue 20)',
      code: 'curl -H "X-API-Key: 9f8e7d6c5b4a39281706f5e4d3c2b1a0" https://api.example.com',
      errors: [
        {
          messageId: 'unexpectedSecret',
          data: {
            category: 'literal value assigned to a secret-named variable',
            reference: '$PASSWORD',
            fingerprint: fingerprint('9f8e7d6c5b4a39281706f5e4d3c2b1a0'),
          },
          line: 1,
          column: 21,
          endLine: 1,
          endColumn: 53,
        },
      ],
    },
    {
      name: 'a token with a zero-width space inside (issue 20), at its raw place',
      code: 'Use ghp_A1b2A1b2A1b2A1b2\u200bA1b2A1b2A1b2A1b2 to push.',
      errors: [
        {
          messageId: 'unexpectedSecret',
          data: {
            category: 'GitHub token',
            reference: '$GITHUB_TOKEN',
            fingerprint: fingerprint('ghp_A1b2A1b2A1b2A1b2\u200bA1b2A1b2A1b2A1b2'),
          },
          line: 1,
          column: 5,
          endLine: 1,
          endColumn: 42,
        },
      ],
    },
    {
      name: 'a default password on a host that is not local',
      code: 'BROKER_URL=amqp://guest:guest@broker.prod.internal:5672//\n',
      errors: [
        {
          messageId: 'unexpectedSecret',
          data: { category: 'password in a URL', reference: '${DB_PASSWORD}', fingerprint: fingerprint('guest') },
          line: 1,
          column: 25,
          endLine: 1,
          endColumn: 30,
          heldBack: 'adoption',
        },
      ],
    },
    // A value that only where it stands calls a credential, written by hand rather than generated, waits for the
    // project to adopt handoff (docs/secrets.md, "Written values wait for adoption").
    {
      name: 'a written password on a command line: held back until adopted',
      code: '```sh\nsshpass -p sandboxroot ssh root@localhost -p 2222\n```\n',
      errors: [
        {
          messageId: 'unexpectedSecret',
          data: {
            category: 'password or token on a command line',
            reference: '$PASSWORD',
            fingerprint: fingerprint('sandboxroot'),
          },
          line: 2,
          column: 12,
          endLine: 2,
          endColumn: 23,
          heldBack: 'adoption',
        },
      ],
    },
    {
      name: 'one report per finding',
      code: 'npm_a1B2a1B2a1B2a1B2a1B2a1B2a1B2a1B2a1B2\nsk_live_a1B2a1B2a1B2a1B2a1B2a1B2\n',
      errors: [
        {
          messageId: 'unexpectedSecret',
          data: {
            category: 'npm token',
            reference: '$NPM_TOKEN',
            fingerprint: fingerprint('npm_a1B2a1B2a1B2a1B2a1B2a1B2a1B2a1B2a1B2'),
          },
          line: 1,
          column: 1,
          endLine: 1,
          endColumn: 41,
        },
        {
          messageId: 'unexpectedSecret',
          data: {
            category: 'Stripe secret key',
            reference: '$STRIPE_SECRET_KEY',
            fingerprint: fingerprint('sk_live_a1B2a1B2a1B2a1B2a1B2a1B2'),
          },
          line: 2,
          column: 1,
          endLine: 2,
          endColumn: 33,
        },
      ],
    },
  ],
});

const lint = (code: string, allow: string[] = []) =>
  lintFile({ path: '/virtual/plan.md', text: code, kind: 'plan' }, { rules: [rule], options: { secret: { allow } } })
    .messages;

describe('secret: messages and allowlist', () => {
  const values = ['ghp_A1b2A1b2A1b2A1b2A1b2A1b2A1b2A1b2A1b2', 'h4Xn2Tq9Lm8Rz5Kw', 'sk_live_a1B2a1B2a1B2a1B2a1B2a1B2'];
  const code = `Push with ${values[0]}.\n\n\`\`\`env\nDB_PASSWORD=${values[1]}\nSTRIPE_KEY=${values[2]}\n\`\`\`\n`;

  it('prints a fingerprint of each value, never the value', () => {
    const messages = lint(code).map((d) => d.message);
    expect(messages).toHaveLength(3);
    messages.forEach((message, i) => {
      expect(message).toContain(`(fingerprint ${fingerprint(values[i]!)})`);
      for (const value of values) expect(message).not.toContain(value);
    });
    expect(fingerprint(values[0]!)).toMatch(/^scrypt:[0-9a-f]{32}$/);
  });

  it('skips exactly the values whose fingerprints are allowed', () => {
    const left = lint(code, [fingerprint(values[1]!)]);
    expect(left.map((d) => d.line)).toEqual([1, 5]);
    expect(lint(code, values.map(fingerprint))).toEqual([]);
  });

  it('a fingerprint of another value allows nothing', () => {
    expect(lint(code, [fingerprint('something else')])).toHaveLength(3);
  });
});
