import { describe, expect, it } from 'vitest';
import { clipRedacted, findSecrets, quoteValue, redactPath, redactSecrets } from '@handoff/core/secrets';
import { fake, fill, hex, webhooks } from './fixtures.js';
import { describeRows, type Row } from './table.js';

/**
 * Issue 20 at the scanner: the contexts it added (URL userinfo, paths and queries, header
 * values), the normalised view (invisible, full-width and look-alike characters, escapes, a
 * token cut by a line end; findings at the raw place), and the false alarms of real plans
 * (prose after a secret-ish word, fields that merely contain one, code). Every value is
 * synthetic.
 */
const pw = 'Zx81kq02LmQa77Rt';
const gh = fake.github;
const glpat = 'glpat-' + fill('aB3dE5fG7h', 20);

const contexts: Row[] = [
  // URL userinfo: a provider token in either part is reported as itself.
  { text: `git push https://«${gh}»@github.com/o/r.git`, found: ['github-token'] },
  { text: `git clone https://«${glpat}»@gitlab.com/o/r.git`, found: ['gitlab-token'] },
  { text: `https://x-access-token:«${gh}»@github.com/o/r.git`, found: ['github-token'] },
  { text: `https://«${gh}»:x-oauth-basic@github.com/o/r.git`, found: ['github-token'] },
  { text: `https://oauth2:«${glpat}»@gitlab.example.com/g/p.git`, found: ['gitlab-token'] },
  { text: `open https://«${gh}» by mistake`, found: ['github-token'] },
  // A generated token as the whole userinfo (no password), and its look-alikes.
  { text: `git clone https://«${fill('q3zt7xk2m9plw4rb', 52)}»@dev.azure.com/org/p/_git/r`, found: ['url-password'] },
  { text: 'git clone https://dana@github.com/o/r.git', found: [] },
  { text: `SENTRY_DSN=https://${hex(32)}@o123456.ingest.sentry.io/4504123456789`, found: [] },
  // URL paths and queries.
  {
    text: `curl https://api.telegram.org/bot«123456789:AA${fill('aB3dE5fG7h', 33)}»/getMe`,
    found: ['telegram-bot-token'],
  },
  { text: `GET https://maps.example.com/api/geocode?address=x&key=«${hex(40)}»`, found: ['assigned-secret'] },
  {
    text: '[![cov](https://codecov.io/gh/o/r/graph/badge.svg?token=Q3ZT7XK2M9)](https://codecov.io/gh/o/r)',
    found: [],
  },
  // Header values in commands and on their own lines.
  { text: `curl -H "X-API-Key: «${hex(32)}»" https://api.example.com`, found: ['assigned-secret'] },
  {
    text: `curl --header 'PRIVATE-TOKEN: «${pw}»' https://gitlab.example.com/api/v4/projects`,
    found: ['assigned-secret'],
  },
  { text: `curl --header "PRIVATE-TOKEN: «${glpat}»" https://gitlab.example.com`, found: ['gitlab-token'] },
  { text: `X-Auth-Token: «${pw}»`, found: ['assigned-secret'] },
  { text: `Authorization: Bearer «${fake.bearer}»`, found: ['bearer-token'] },
  { text: 'curl -H "X-API-Key: $API_KEY" https://api.example.com', found: [] },
];

const normalised: Row[] = [
  { text: `use «${gh.slice(0, 12)}\u200b${gh.slice(12)}» to push`, found: ['github-token'] },
  { text: `use «${gh.slice(0, 12)}\u200c${gh.slice(12)}» to push`, found: ['github-token'] },
  { text: `use «${gh.slice(0, 12)}\u200d${gh.slice(12)}» to push`, found: ['github-token'] },
  { text: `use «${gh.slice(0, 12)}\u2060${gh.slice(12)}» to push`, found: ['github-token'] },
  { text: `use «${gh.slice(0, 12)}\u00ad${gh.slice(12)}» to push`, found: ['github-token'] },
  { text: `use «${gh.slice(0, 12)}\ufeff${gh.slice(12)}» to push`, found: ['github-token'] },
  { text: `use «g\u200bhp_${gh.slice(4)}» to push`, found: ['github-token'] },
  {
    text: `use «${[...gh].map((c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0)).join('')}» to push`,
    found: ['github-token'],
  },
  { text: `use «gh\u0440_${gh.slice(4)}» to push`, found: ['github-token'] },
  { text: `{"note": "«\\u0067${gh.slice(1)}»"}`, found: ['github-token'] },
  {
    text:
      `https://l.example.com/r?to=https%3A%2F%2Fhooks.slack.com%2Fservices%2F«T0A1B2C3D%2FB0A1B2C3D%2F` +
      `${fill('a1B2c3D4', 24)}»`,
    found: ['webhook-url'],
  },
  { text: `first «${gh.slice(0, 18)}\n${gh.slice(18)}» then`, found: ['github-token'] },
  { text: `pass\u200bword=«${pw}»`, found: ['assigned-secret'] },
  { text: `"admin_pass\u200bword": "«${pw}»"`, found: ['assigned-secret'] },
  // What normalisation changes but that is no credential.
  { text: 'Use the\u200bstaging\u200bcluster for token tests.', found: [] },
  { text: 'Приложение хранит токен в защищённом хранилище.', found: [] },
  { text: 'ＡＰＩ　ｋｅｙ：see the vault', found: [] },
  { text: 'The token-\nbased flow replaced sessions.', found: [] },
  { text: `${gh}\nThen we pushed.`.replace(gh, `«${gh}»`), found: ['github-token'] },
  { text: 'set DB_PASSWORD=%DB_PASSWORD%', found: [] },
  { text: 'GET /files/Quarterly%20Report%202026.pdf', found: [] },
];

const prose: Row[] = [
  { text: 'the token `expiresIn` is 1h', found: [] },
  { text: 'password (see vault)', found: [] },
  { text: 'DATABASE_URL=postgresql://用户名:密码@主机:5432/数据库名', found: [] },
  { text: 'DATABASE_URL=postgresql://usuario:contraseña@servidor:5432/base', found: [] },
  { text: 'DATABASE_URL=postgresql://app:«密码9Xq2vLp»@db:5432/app', found: ['url-password'] },
  {
    text: 'Rotate secrets shared during debugging: DB password (`«Marketing2026!»`) and the seed users.',
    found: ['assigned-secret'],
  },
  { text: 'the API token (`«t0k3n9XqPz7Lw»`)', found: ['assigned-secret'] },
  { text: 'DB password (`DB_PASSWORD`) comes from the environment', found: [] },
  { text: 'the token (`expiresIn`) is 1h', found: [] },
  { text: 'password (`see the vault`)', found: [] },
  { text: 'password (`Marketing2026!` was rotated)', found: [] },
  { text: 'api_key rotation every 90 days', found: [] },
  { text: 'token_budget: 4000', found: [] },
  { text: '- **Token:** `refresh_token_rotation_v2`', found: [] },
  { text: 'A long-lived `SERVER_PRIVATE_KEY` (secp256k1, hex) signs the tokens.', found: [] },
  { text: 'Existing `build_payload_for_token` (`src/push/fcm.rs:165-215`) was sized for rare events.', found: [] },
  { text: 'TELEGRAM_TOKEN=ВАШ_ТОКЕН', found: [] },
  { text: 'STRIPE_SECRET_KEY=sk_live_...', found: [] },
  { text: 'Environment: `SERVICE_API_KEY=env_token_123`', found: [] },
  { text: 'let device_token = "fcm_test_token_abc123";', found: [] },
  { text: "  password: 'password123',", found: [] },
  { text: 'export SECRET_KEY="test_secret_key_for_local_full_pytest_0123456789"', found: [] },
  { text: 'export SECRET_KEY="«prod_key_9384756102»"', found: ['assigned-secret'] },
  { text: 'export SECRET_KEY="«test_key_0123456798»"', found: ['assigned-secret'] },
  { text: '  password: initial?.password || "",', found: [] },
  { text: 'const hasApiKey = !!process.env.ANTHROPIC_API_KEY', found: [] },
  { text: '    auth: nfs::AuthInfo,', found: [] },
  { text: 'CryptoError::InvalidSecretKey => write!(f, "invalid secret key"),', found: [] },
  { text: 'secret_arn: arn:aws:secretsmanager:eu-west-1:123456789012:secret:prod/db-AbCdEf', found: [] },
  { text: 'api_key: ssm:/prod/payments/api-key', found: [] },
  // Still credentials.
  { text: `SERVER_PRIVATE_KEY="«${hex(64)}»"`, found: ['assigned-secret'] },
  { text: `- **Password:** «Tr0ub4dor!3x»`, found: ['assigned-secret'] },
  { text: 'the password is `«hunter2hunter2»`', found: ['assigned-secret'] },
  { text: `DB_PASSWORD=«Welcome2024»`, found: ['assigned-secret'] },
  { text: `password = «Welcome2024»`, found: ['assigned-secret'] },
  { text: `token = «${pw}»`, found: ['assigned-secret'] },
];

describeRows('issue 20: URL and header contexts', contexts);
describeRows('issue 20: the normalised view, reported at the raw place', normalised);
describeRows('issue 20: prose, fields and code are no values; credentials still are', prose);

describe('issue 20: redaction removes a disguised value whole', () => {
  it.each([
    [`use ${gh.slice(0, 12)}\u200b${gh.slice(12)} to push`, 'use [REDACTED] to push'],
    [`first ${gh.slice(0, 18)}\n${gh.slice(18)} then`, 'first [REDACTED] then'],
    [`{"note": "\\u0067${gh.slice(1)}"}`, '{"note": "[REDACTED]"}'],
  ])('%j', (text, redacted) => {
    expect(redactSecrets(text).text).toBe(redacted);
    expect(findSecrets(redactSecrets(text).text)).toEqual([]);
  });

  const { url, secret } = webhooks[0]!;
  it('a percent-encoded webhook keeps its encoded host', () => {
    const text = `to=${encodeURIComponent(url + secret)}`;
    expect(redactSecrets(text).text).toBe(`to=${encodeURIComponent(url)}[REDACTED]`);
  });
});

describe('redactPath: a secret in any segment of a path or a line of names', () => {
  it.each([
    [`/repo/password=${pw}/notes-PLAN.md`, '/repo/password=[REDACTED]/notes-PLAN.md'],
    [`/repo/${gh}-PLAN.md`, '/repo/[REDACTED]-PLAN.md'],
    [`C:\\repo\\token=${pw}\\a-PLAN.md`, 'C:\\repo\\token=[REDACTED]\\a-PLAN.md'],
    [`handoff: unknown command \`${gh}\``, 'handoff: unknown command `[REDACTED]`'],
    ['docs/plans/2026-05-PLAN.md', 'docs/plans/2026-05-PLAN.md'],
  ])('%j', (path, shown) => {
    expect(redactPath(path)).toBe(shown);
  });
});

describe('redactPath: a token glued to the word before it in a segment, when it has its whole shape', () => {
  it.each([
    [`/work/d${fake.github}/notes.md`, '/work/d[REDACTED]/notes.md'],
    [`/work/x${fake.github}`, '/work/x[REDACTED]'],
    [`my_${fake.github}-PLAN.md`, 'my_[REDACTED]-PLAN.md'],
    [`2${fake.github}`, '2[REDACTED]'],
    [`build${fake.gitlab}/a.md`, 'build[REDACTED]/a.md'],
    [`build-${fake.gitlab}/a.md`, 'build-[REDACTED]/a.md'],
    [`my${fake.stripeLive}.md`, 'my[REDACTED].md'],
    [`x${fake.aws}`, 'x[REDACTED]'],
    [`a/d${fake.github}/b/x${fake.gitlab}`, 'a/d[REDACTED]/b/x[REDACTED]'],
    // Ordinary names: a family's prefix inside a word, without the family's shape after it.
    ['taskghp_notes/PLAN.md', 'taskghp_notes/PLAN.md'],
    ['desk-lamp_notes/sk_live_test.md', 'desk-lamp_notes/sk_live_test.md'],
    ['mask_layer_12/TASKS.md', 'mask_layer_12/TASKS.md'],
    ['unglpat-notes-2026/PLAN.md', 'unglpat-notes-2026/PLAN.md'],
    [`xghp_${'A1b2'.repeat(4)}/a.md`, `xghp_${'A1b2'.repeat(4)}/a.md`],
    ['rapidapi-client/README.md', 'rapidapi-client/README.md'],
    ['DISKAKIA-notes/PLAN.md', 'DISKAKIA-notes/PLAN.md'],
  ])('%j', (path, shown) => {
    expect(redactPath(path)).toBe(shown);
  });

  it('in text, a prefix inside a word is still no token (names only)', () => {
    expect(findSecrets(`see d${fake.github} here`)).toEqual([]);
  });
});

describe('quoteValue and clipRedacted: a user value in a message is never cut before redaction', () => {
  const pat = 'github_pat_11' + 'A1b2C3d4E5'.repeat(2) + '_' + 'f6G7h8J9k0'.repeat(5) + 'abcdefghi';

  it.each([
    ['third', 40, 'value', '`third`'],
    [fake.github, 40, 'value', `\`${fake.github}\``],
    [pat, 40, 'value', '(a value of 93 characters)'],
    [`note ${pat}`, 60, 'key', '(a key of 98 characters)'],
  ])('quoteValue(%j, %d): whole or its length', (value, max, noun, quoted) => {
    expect(quoteValue(value, max, noun)).toBe(quoted);
  });

  it.each([
    ['a short value, whole', 'npm test', 20, 'npm test'],
    ['a long value, cut', 'x'.repeat(30), 10, `${'x'.repeat(10)}…`],
    ['a token, redacted whole before the cut', `${'y'.repeat(30)} ${pat} z`, 45, `${'y'.repeat(30)} [REDACTED] z`],
    ['a cut in a [REDACTED] moves before it', `${'y'.repeat(30)} ${pat} ${'z'.repeat(30)}`, 36, `${'y'.repeat(30)} …`],
    ['a glued token', `run d${fake.github} now`, 100, 'run d[REDACTED] now'],
    ['a surrogate pair is not split', `${'y'.repeat(9)}😀z`, 10, `${'y'.repeat(9)}…`],
  ])('clipRedacted: %s', (_name, value, max, shown) => {
    expect(clipRedacted(value, max)).toBe(shown);
    expect(clipRedacted(value, max)).not.toContain(pat.slice(11, 20));
  });
});
