import { describe, expect, it } from 'vitest';
import { findSecrets } from '@handoff/core/secrets';

/**
 * `written`: a value found by where it stands (a secret-named setting, a flag, a URL's password, a login) that reads as
 * written by a person, not generated — what the linter holds back until a project adopts handoff (docs/secrets.md,
 * "Written values wait for adoption"). Values by their shape (a provider's token, a key block) are never `written`.
 */
const rows: ReadonlyArray<[text: string, written: boolean]> = [
  // Written: words, a name, a word and digits.
  ['password=admin123', true],
  ['DB_PASSWORD=SummerRain2024', true],
  ['sshpass -p sandboxroot ssh root@localhost -p 2222', true],
  ['the admin password is "Summer Rain Holiday"', true],
  ['DATABASE_URL=postgres://app:summer2024@db.prod.internal:5432/app', true],
  ['login: ops@corp.io / Welcome2024', true],
  // Capitalized words closed by a number, under a label in Markdown's marks (session 37: the two-hundred-and-fifteenth
  // whole-repository sample's hand-over), as without them.
  ['- **Password:** `SummerBreeze26`', true],
  ['Password: `SummerBreeze26`', true],
  // HTTP Basic credentials in base64 are judged by the password they encode (the twentieth whole-repository sample's
  // session payload: a documented default login, encoded): `doctor:surgeon123`, then a generated password.
  [`{ "user": "doctor", "credentials": "${Buffer.from('doctor:surgeon123').toString('base64')}" }`, true],
  [`{ "user": "doctor", "credentials": "${Buffer.from('doctor:Zx81kq02LmQa7Tp').toString('base64')}" }`, false],
  // Generated, or written to look generated: short pieces.
  ['DATABASE_URL=postgres://app:Zx81kq02LmQa7Tp@db.prod.internal:5432/app', false],
  ['SECRET_KEY=9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08', false],
  ['the password is Tr0ub4dor.3x', false],
  ['password: aB3dE5gH7j', false],
  // A test's input, on the line of its assertion (the twenty-sixth whole-repository sample's schema tests).
  ["expect(resetSchema.safeParse({ password: 'Tr0ub4dor.3x', confirm: 'x' }).success).toBe(true);", true],
  ["assertEquals(login('ops', 'Zx81kq02LmQa7Tp'), 200) # password='Zx81kq02LmQa7Tp'", true],
  ["const password = 'Zx81kq02LmQa7Tp'; // expected by the server", false],
  // By shape: never written, whatever stands around it.
  [`GITHUB_TOKEN=ghp_${'A1b2C3d4E5'.repeat(4)}`, false],
];

describe('written values', () => {
  it.each(rows)('%s → written %s', (text, written) => {
    const findings = findSecrets(text);
    expect(findings).toHaveLength(1);
    expect(findings[0]!.written === true).toBe(written);
  });
});
