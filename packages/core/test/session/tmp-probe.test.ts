import { it } from 'vitest';
import { findSecretsInValue } from '../../src/lib/secrets/index.js';
it('probe', () => {
  const S = [
  ['GitHub token', 'ghp_' + 'A1b2'.repeat(9)],
  ['AWS access key id', 'AKIA' + 'Q3ZT7XK2M9PLW4RB'],
  ['Slack token', 'xoxb-' + '2048123456-' + 'a1B2c3D4e5F6g7H8'],
  ['Stripe key', 'sk_live_' + 'a1B2c3D4e5F6g7H8i9J0k1L2'],
  ['OpenAI-style key', 'sk-' + 'proj-' + 'A1b2C3d4E5f6G7h8I9j0K1l2M3n4'],
  ['npm token', 'npm_' + 'a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8'],
  ['GitLab token', 'glpat-' + 'a1B2c3D4e5F6g7H8i9J0'],
  ['Google API key', 'AIza' + 'SyA1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6'],
  ['JWT', 'eyJ' + 'hbGciOiJIUzI1NiJ9.' + 'eyJzdWIiOiIxMjM0NTY3ODkwIn0.' + 'SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c'],
  ['private key', '-----BEGIN RSA ' + 'PRIVATE KEY-----\nMIIEowIBAAKCAQEA0Z3VS5JJcds3xfn\n-----END RSA ' + 'PRIVATE KEY-----'],
  ['URL password', 'postgres://app:' + 's3cr3tPassw0rd' + '@db.internal:5432/app'],
  ['assigned password', 'PASSWORD=' + 'Hunter2Hunter2x9'],
  ['assigned lowercase api key', 'api_key: "' + 'q8Zr4LmN2vX7pK1wT5' + '"'],
  ['bearer token', 'Authorization: Bearer ' + 'a1B2c3D4e5F6g7H8i9J0k1L2m3'],
  ];
  for (const [k, v] of S) console.log(k, JSON.stringify(findSecretsInValue(`the value ${v} leaked into the logs`)));
});
