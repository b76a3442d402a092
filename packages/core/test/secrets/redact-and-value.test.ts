import { describe, expect, it } from 'vitest';
import {
  describeCategory,
  findSecrets,
  findSecretsInValue,
  redactSecrets,
  SECRET_CATEGORIES,
  secretFingerprint,
} from '@handoff/core/secrets';
import { fake, pem } from './fixtures.js';

describe('redactSecrets', () => {
  const cases: Array<[string, string]> = [
    [`token ${fake.github} here`, 'token [REDACTED] here'],
    ['password=hunter22abc', 'password=[REDACTED]'],
    ['api_key: "q7Wm2Rx9Lk4T"', 'api_key: "[REDACTED]"'],
    [`export STRIPE_SECRET_KEY=${fake.stripeLive}`, 'export STRIPE_SECRET_KEY=[REDACTED]'],
    ['postgres://app:s3cr3t@db:5432/app', 'postgres://app:[REDACTED]@db:5432/app'],
    [`Authorization: Bearer ${fake.bearer}`, 'Authorization: Bearer [REDACTED]'],
    [`before\n${pem()}\nafter`, 'before\n[REDACTED]\nafter'],
    [`${fake.aws} ${fake.npm}`, '[REDACTED] [REDACTED]'],
    ['reads STRIPE_SECRET_KEY from the environment', 'reads STRIPE_SECRET_KEY from the environment'],
    // JSON evidence, plain and with its quotes escaped (through a shell, or inside a JSON string).
    ['{"password": "hunter22abc"}', '{"password": "[REDACTED]"}'],
    ['{\\"password\\": \\"hunter22abc\\"}', '{\\"password\\": \\"[REDACTED]\\"}'],
    ['{"cmd": "mysql password = \\"hunter22abc\\""}', '{"cmd": "mysql password = \\"[REDACTED]\\""}'],
    ['reject "curl -u ci:Tr0ub4dor3x https://ci | 401"', 'reject "curl -u ci:[REDACTED] https://ci | 401"'],
    ['mysql -u root -pS3cr3tPass shop', 'mysql -u root -p[REDACTED] shop'],
    ['the password is Tr0ub4dor.3x, then', 'the password is [REDACTED], then'],
    ['<password>Tr0ub4dor.3x</password>', '<password>[REDACTED]</password>'],
    ['db:\n  password:\n    Tr0ub4dor.3x\n', 'db:\n  password:\n    [REDACTED]\n'],
    [
      'https://hooks.slack.com/services/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',
      'https://hooks.slack.com/services/[REDACTED]',
    ],
    ['Authorization: Token 0a1b2c3d4e5f67890a1b2c3d4e5f6789', 'Authorization: Token [REDACTED]'],
  ];
  for (const [input, output] of cases) {
    it(`redacts ${JSON.stringify(input).slice(0, 50)}`, () => {
      const result = redactSecrets(input);
      expect(result.text).toBe(output);
      expect(result.findings).toEqual(findSecrets(input));
      expect(redactSecrets(result.text)).toEqual({ text: result.text, findings: [] });
    });
  }
});

describe('findSecretsInValue', () => {
  it('reports the path of each string holding a secret, in document order', () => {
    const record = {
      goal: 'Ship the importer.',
      changes: [{ what: 'Added CI', why: `uses ${fake.github}` }],
      failed_approaches: [
        { approach: 'a', why_failed: 'b' },
        { approach: 'c', why_failed: 'd' },
        { approach: 'e', why_failed: `password=hunter22abc and ${fake.aws}` },
      ],
      'odd key': 'postgres://u:pw1@db/app',
    };
    expect(findSecretsInValue(record)).toEqual([
      { path: 'changes[0].why', category: 'github-token' },
      { path: 'failed_approaches[2].why_failed', category: 'assigned-secret' },
      { path: 'failed_approaches[2].why_failed', category: 'aws-access-key-id' },
      { path: '["odd key"]', category: 'url-password' },
    ]);
  });

  it("uses '' for a root string and one finding per (path, category)", () => {
    expect(findSecretsInValue(`${fake.github} ${fake.githubOauth}`)).toEqual([{ path: '', category: 'github-token' }]);
  });

  it('does not scan keys', () => {
    expect(findSecretsInValue({ [fake.github]: 'fine' })).toEqual([]);
  });

  it('walks arrays at the root', () => {
    expect(findSecretsInValue(['x', [fake.npm]])).toEqual([{ path: '[1][0]', category: 'npm-token' }]);
  });

  it('survives nesting 100 000 deep and cycles', () => {
    let deep: unknown = fake.npm;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findSecretsInValue(deep)).toHaveLength(1);
    const cyclic: Record<string, unknown> = { token: `x ${fake.github}` };
    cyclic.self = cyclic;
    expect(findSecretsInValue(cyclic)).toEqual([{ path: 'token', category: 'github-token' }]);
  });

  it('ignores numbers, booleans, null, undefined, class instances', () => {
    expect(
      findSecretsInValue({ a: 1, b: true, c: null, d: undefined, e: new Date(0), f: new Map([['k', fake.github]]) }),
    ).toEqual([]);
  });
});

describe('secretFingerprint', () => {
  it('is scrypt: and 32 hex digits, the same for the same value, different for another, never the value', () => {
    const a = secretFingerprint('hunter22abc');
    expect(a).toMatch(/^scrypt:[0-9a-f]{32}$/);
    expect(secretFingerprint('hunter22abc')).toBe(a);
    expect(secretFingerprint('hunter22abd')).not.toBe(a);
    expect(a).not.toContain('hunter22abc');
  });

  it('is stable across versions and machines (fixed parameters and salt)', () => {
    expect(secretFingerprint('ghp_' + 'A1b2'.repeat(9))).toBe('scrypt:4ccd6b7bb73b9b7375dcaf2b2efc60b6');
  });
});

describe('describeCategory', () => {
  it('gives human words for every category', () => {
    for (const category of SECRET_CATEGORIES) expect(describeCategory(category)).toMatch(/^[A-Za-z0-9]/);
    expect(new Set(SECRET_CATEGORIES.map(describeCategory)).size).toBe(SECRET_CATEGORIES.length);
    expect(describeCategory('github-token')).toBe('GitHub token');
  });
});

describe('hostile input stays linear (no timing assertion; a catastrophic pattern would time out)', () => {
  const cases: Array<[string, string, number]> = [
    ["'a'.repeat(1e6)", 'a'.repeat(1e6), 0],
    ["'password='.repeat(1e5)", 'password='.repeat(1e5), 0],
    ["'password: '.repeat(1e5)", 'password: '.repeat(1e5), 0],
    ["'-----BEGIN '.repeat(1e5)", '-----BEGIN '.repeat(1e5), 0],
    ['many PEM headers, no END (no key material either)', '-----BEGIN RSA PRIVATE KEY-----\n'.repeat(30_000), 0],
    [
      'many PEM headers, one END',
      '-----BEGIN RSA PRIVATE KEY-----\n'.repeat(30_000) + '-----END RSA PRIVATE KEY-----',
      0,
    ],
    [
      'many PEM headers with a body line each, no END',
      ('-----BEGIN RSA PRIVATE KEY-----\n' + 'MIIEowIBAAKCAQEA'.repeat(2) + '\n').repeat(20_000),
      20_000,
    ],
    ["'password '.repeat(1e5)", 'password '.repeat(1e5), 0],
    ["'the token is '.repeat(1e5)", 'the token is '.repeat(1e5), 0],
    ["'--token '.repeat(1e5)", '--token '.repeat(1e5), 0],
    ["'mysql -p '.repeat(1e5)", 'mysql -p '.repeat(1e5), 0],
    // `-pmysql` counts while `mysql` starts a word within 256 characters
    ["'mysql -p'.repeat(1e5)", 'mysql -p'.repeat(1e5), 32],
    ['a mysql command line, 30 000 times', 'mysql -u root -pS3cr3tPass db\n'.repeat(30_000), 30_000],
    ["'sshpass -p '.repeat(1e5): each is the next one's password", 'sshpass -p '.repeat(1e5), 99_999],
    ["'<password>'.repeat(1e5)", '<password>'.repeat(1e5), 0],
    ['\'<entry key="password">\'.repeat(5e4)', '<entry key="password">'.repeat(50_000), 0],
    ["'value=\"'.repeat(1.4e5)", 'value="'.repeat(140_000), 0],
    ['Terraform defaults, one variable', 'variable "db_password" {\n' + 'default = \n'.repeat(100_000), 0],
    ["'password:\\n'.repeat(1e5)", 'password:\n'.repeat(100_000), 0],
    ["'password:\\n  '.repeat(1e5)", 'password:\n  '.repeat(100_000), 0],
    ["'key-'.repeat(2.5e5)", 'key-'.repeat(250_000), 0],
    ['escaped quotes \'\\"password\\": \\"\'.repeat(5e4)', '\\"password\\": \\"'.repeat(50_000), 0],
    ["'https://hooks.slack.com/services/'.repeat(3e4)", 'https://hooks.slack.com/services/'.repeat(30_000), 0],
    ["'https://x.logic.azure.com/?sig='.repeat(3e4)", 'https://x.logic.azure.com/?sig='.repeat(30_000), 0],
    ["'Authorization: Basic '.repeat(5e4)", 'Authorization: Basic '.repeat(50_000), 0],
    ["'-'.repeat(1e6)", '-'.repeat(1e6), 0],
    ["'a1B8Q~'.repeat(1.5e5)", 'a1B8Q~'.repeat(150_000), 0],
    ["'1234567890:AA'.repeat(7e4)", '1234567890:AA'.repeat(70_000), 0],
    ["'-eyJ'.repeat(2.5e5)", '-eyJ'.repeat(250_000), 0],
    ["'sk-'.repeat(3e5)", 'sk-'.repeat(300_000), 0],
    ["'ghp_'.repeat(2.5e5)", 'ghp_'.repeat(250_000), 0],
    ["'a://b:c'.repeat(1.4e5)", 'a://b:c'.repeat(140_000), 0],
    ["'pg://h?u=a&p='.repeat(1e5)", 'pg://h?u=a&p='.repeat(100_000), 0],
    ["'x://?'.repeat(2e5)", 'x://?'.repeat(200_000), 0],
    ["'| API_KEY '.repeat(1e5)", '| API_KEY '.repeat(100_000), 0],
    ["'|api_key|'.repeat(1e5)", '|api_key|'.repeat(100_000), 0],
    ['a table row of secrets, 30 000 times', '| API_KEY | `Xk29fLq84TzwPq7` |\n'.repeat(30_000), 30_000],
    ['a login in a query, 50 000 times', 'pg://db?u=app&p=d3f8Gh2k\n'.repeat(50_000), 50_000],
    ["'Bearer '.repeat(1.4e5)", 'Bearer '.repeat(140_000), 0],
    ["'token=\"'.repeat(1.4e5)", 'token="'.repeat(140_000), 0],
    ['unterminated quoted value', 'password="' + 'a'.repeat(1e6), 0],
    ["'x_token: a1'.repeat(1e5)", 'x_token: a1'.repeat(100_000), 0],
    ['blanks after a name', 'key' + ' '.repeat(1e6) + '=', 0],
  ];
  for (const [name, text, count] of cases) {
    it(name, () => {
      expect(findSecrets(text)).toHaveLength(count);
    });
  }
});
