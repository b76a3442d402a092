import rule from '../../src/rules/secret.js';
import { testRule } from '../rule-tester.js';

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
    { name: 'handoff documents too', kind: 'handoff', code: '## Goal\n\nKeep `api_key: <your key>` out of the record.\n' },
  ],
  invalid: [
    {
      name: 'GitHub token in prose',
      code: 'Use ghp_A1b2A1b2A1b2A1b2A1b2A1b2A1b2A1b2A1b2 to push.',
      errors: [{ messageId: 'unexpectedSecret', data: { category: 'GitHub token', reference: '$GITHUB_TOKEN' }, line: 1, column: 5 }],
    },
    {
      name: 'assignment in a code block, at the value',
      code: '## Plan Decisions\n\n```env\nDB_PASSWORD=s3cr3tP@ss-42\n```\n',
      errors: [
        {
          messageId: 'unexpectedSecret',
          data: { category: 'literal value assigned to a secret-named variable', reference: '$PASSWORD' },
          line: 4,
          column: 13,
        },
      ],
    },
    {
      name: 'in front matter',
      code: '---\nkind: plan\napi_key: "abc123def456"\n---\n# Plan\n',
      errors: [{ messageId: 'unexpectedSecret', line: 3, column: 11 }],
    },
    {
      name: 'URL password',
      code: 'Run against postgres://app:hunter22@localhost/app first.',
      errors: [{ messageId: 'unexpectedSecret', data: { category: 'password in a URL', reference: '${DB_PASSWORD}' }, line: 1, column: 28 }],
    },
    {
      name: 'private key block',
      code: 'Key:\n\n-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQ\n-----END OPENSSH PRIVATE KEY-----\n',
      errors: [{ messageId: 'unexpectedSecret', data: { category: 'private key block', reference: '$DEPLOY_KEY_PATH' }, line: 3, column: 1 }],
    },
    {
      name: 'bearer token in a handoff next step',
      kind: 'handoff',
      code: '## Next steps\n\n1. `curl -H "Authorization: Bearer Ab3x9Y8z7W6x9Y8z7W6x9Y8z7W6" https://api.example.com`\n',
      errors: [{ messageId: 'unexpectedSecret', data: { category: 'bearer token', reference: '$API_TOKEN' }, line: 3, column: 36 }],
    },
    {
      name: 'Stripe key',
      code: 'sk_live_a1B2a1B2a1B2a1B2a1B2a1B2',
      errors: [{ messageId: 'unexpectedSecret', data: { category: 'Stripe secret key', reference: '$STRIPE_SECRET_KEY' }, line: 1, column: 1 }],
    },
    {
      name: 'AWS access key id',
      code: '- DV-1: Plan said use the role; I did use AKIAABCD2345WXYZ6789. Reason: x. Verification: y.',
      errors: [{ messageId: 'unexpectedSecret', data: { category: 'AWS access key id', reference: '$AWS_ACCESS_KEY_ID' }, line: 1, column: 43 }],
    },
    {
      name: 'one report per finding',
      code: 'npm_a1B2a1B2a1B2a1B2a1B2a1B2a1B2a1B2a1B2\nsk_live_a1B2a1B2a1B2a1B2a1B2a1B2\n',
      errors: [
        { messageId: 'unexpectedSecret', line: 1, column: 1 },
        { messageId: 'unexpectedSecret', line: 2, column: 1 },
      ],
    },
  ],
});
