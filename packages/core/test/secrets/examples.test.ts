import { createECDH, createHmac, pbkdf2Sync } from 'node:crypto';
import { describeRows, type Row } from './table.js';

/**
 * Published examples and local-development placeholders (docs/secrets.md): every writer
 * refuses them (the default scan reports them), the linter lets them pass
 * (`allowPublishedExamples`). The same rows, with and without the option. The vendors'
 * sample values are split so that the repository holds none as one string.
 */
const AWS_ID = 'AKIA' + 'IOSFODNN7EXAMPLE';
const AWS_ID_2 = 'AKIAI44QH8DHB' + 'EXAMPLE';
const AWS_SECRET = 'wJalrXUtnFEMI/K7MDENG/bPxRfiCY' + 'EXAMPLEKEY';
const AWS_SECRET_2 = 'je7MtGbClwBF/2Zp9Utk/h3yCo8nvb' + 'EXAMPLEKEY';
const STRIPE_SAMPLE = 'sk_test_' + 'BQokikJOvBiI2HlWgH4olfQ2';
const STRIPE_SAMPLE_2 = 'sk_test_' + '4eC39HqLyjWDarjtT1zdp7dc';
const GITHUB_DOCS_SAMPLE = 'gho_' + '16C7e42F292c6912E7710c838347Ae178B4a';
const TELEGRAM_SAMPLE = '123456:ABC-' + 'DEF1234ghIkl-zyx57W2v1u123ew11';
/** Google Authenticator's documented example TOTP secret. */
const TOTP_SAMPLE = 'JBSWY3DP' + 'EHPK3PXP';
/** The Supabase CLI's fixed local keys: its secret key, and its `supabase-demo` service_role JWT. */
const SUPABASE_LOCAL_SECRET = 'sb_secret_' + 'N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz';
const SUPABASE_LOCAL_SERVICE_ROLE =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9' +
  '.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0' +
  '.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';
/** A made-up Google API key, split so that the repository holds none as one string. */
const BROWSER_KEY = 'AIza' + 'SyD4kq9Xz0L-mN3pQ7rT2vW8yB1cE5fG6hJ';
const JWT_IO =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9' +
  '.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ' +
  '.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c';

const rows: Row[] = [
  { text: `aws configure set aws_access_key_id «${AWS_ID}»`, found: ['aws-access-key-id'] },
  { text: `The access key id in the AWS docs is «${AWS_ID_2}».`, found: ['aws-access-key-id'] },
  { text: `aws_secret_access_key = «${AWS_SECRET}»`, found: ['assigned-secret'] },
  { text: `AWS_SECRET_ACCESS_KEY="«${AWS_SECRET_2}»"`, found: ['assigned-secret'] },
  { text: `curl https://api.stripe.com/v1/charges -u «${STRIPE_SAMPLE}»:`, found: ['stripe-key'] },
  { text: `Stripe.api_key = '«${STRIPE_SAMPLE_2}»'`, found: ['stripe-key'] },
  {
    text: `curl -H "Authorization: token «${GITHUB_DOCS_SAMPLE}»" https://api.github.com/user`,
    found: ['bearer-token'],
  },
  { text: `Authorization: Bearer «${JWT_IO}»`, found: ['bearer-token'] },
  // The Telegram Bot API's documentation, and the .env files that copy it (the fifteenth whole-repository sample).
  { text: `BOT_TOKEN=«${TELEGRAM_SAMPLE}»`, found: ['assigned-secret'] },
  { text: `the sample token «${JWT_IO}» from jwt.io`, found: ['jwt'] },
  // Google Authenticator's example TOTP secret, in a plan's sample response (session 36).
  { text: `  "secret": "«${TOTP_SAMPLE}»",`, found: ['assigned-secret'] },
  // The Supabase CLI's local keys, the same on every machine (the hundred-and-eighty-eighth sample, session 36).
  { text: `- Secret key: «${SUPABASE_LOCAL_SECRET}»`, found: ['supabase-key'] },
  { text: `SUPABASE_SERVICE_ROLE_KEY=«${SUPABASE_LOCAL_SERVICE_ROLE}»`, found: ['jwt'] },
  { text: 'BROKER_URL=amqp://guest:«guest»@localhost:5672//', found: ['url-password'] },
  { text: 'DATABASE_URL=postgres://postgres:«postgres»@127.0.0.1:5432/app_test', found: ['url-password'] },
  { text: 'mysql://root:«root»@localhost:3306/app_dev', found: ['url-password'] },
  { text: 'mongodb://admin:«admin»@localhost:27017/?authSource=admin', found: ['url-password'] },
  { text: 'S3_ENDPOINT=http://minioadmin:«minioadmin»@127.0.0.1:9000', found: ['url-password'] },
  { text: 'redis://app:«app»@host.docker.internal:6379', found: ['url-password'] },
  // Defaults run together, or with a separator, are defaults too.
  {
    text: 'TEST_DATABASE_URL="postgresql+asyncpg://app:«testpassword»@127.0.0.1:5432/app_test"',
    found: ['url-password'],
  },
  { text: 'redis://app:«dev_secret»@localhost:6379', found: ['url-password'] },
  // A host of one label resolves only on the machine's own network: a compose file's service (the thirty-ninth
  // whole-repository sample's plan).
  { text: 'DATABASE_URL=postgresql+asyncpg://nomadbase:«nomadbase_dev»@db:5432/nomadbase', found: ['url-password'] },
  { text: 'REDIS_URL=redis://default:«redis»@cache:6379/0', found: ['url-password'] },
  // A database client given no host connects to the local server, as one run in a container does (the
  // hundred-and-fiftieth sample's summary).
  { text: "docker exec -i mysql8 mysql -uroot -p'«Admin123»' shop << 'SQL'", found: ['command-line-secret'] },
  { text: 'mysql -h 127.0.0.1 -u root -p«root2024» shop < dump.sql', found: ['command-line-secret'] },
  // The parts of the user's name (the hundred-and-forty-fourth sample's plan).
  { text: 'DATABASE_URL=postgresql://shop_user:«shop_password»@db:5432/shop_db', found: ['url-password'] },
  // The user's name in any case, with a year and a policy's symbol; percent-encoded or left unescaped before the host;
  // and the same value where the text gives it again (the forty-fifth sample's local database, in every plan).
  { text: 'DATABASE_URL=postgresql+asyncpg://wnbd:«WnBd2026%40»@localhost:15432/app_test', found: ['url-password'] },
  { text: 'DATABASE_URL=postgresql+asyncpg://wnbd:«WnBd2026@»@localhost:5432/app', found: ['url-password'] },
  {
    text: '      POSTGRES_PASSWORD: «WnBd2026@»\n\nDATABASE_URL=postgresql://wnbd:«WnBd2026@»@localhost:5432/app',
    found: ['assigned-secret', 'url-password'],
  },
  // A token shown cut short by an ellipsis: the note quotes the start of a key to say which one it means.
  {
    text: 'Claude Code uses refresh token `«sk-ant-ort01-LHCOaZCEQDvg6SYK-»...`, proxy uses another',
    found: ['anthropic-key'],
  },
  {
    text: 'curl -H "Authorization: Bearer «eyJhbGciOiJIUzI1NiIsInR5cCI6»..." https://api.x.io',
    found: ['bearer-token'],
  },
  { text: 'OPENAI_API_KEY=«sk-proj-Xy9_Za8-Xy9_Za8-Xy9_Za8-Xy9_Za8»…', found: ['openai-key'] },
  // A token's shape typed to test a redaction: its runs count up (the twenty-fourth whole-repository sample).
  { text: 'A log call with a Slack bot token (`«xoxb-1234-5678-abcdef»`) is redacted', found: ['slack-token'] },
  { text: 'A log call with a Slack app token (`«xapp-1-A123-1234-abcdef»`) is redacted', found: ['slack-token'] },
  // The alphabet typed after a provider's prefix, a scanner test's fixture (the seventy-seventh sample's plan).
  { text: '        ["aws-access-key",   "«AKIAABCDEFGHIJKLMNOP»"],', found: ['aws-access-key-id'] },
  { text: 'const m = scanForSecrets("«AKIAABCDEFGHIJKLMNOP»")[0];', found: ['aws-access-key-id'] },
  // The alphabet in capitals, then in small letters, then digits: a redactor's test case (the ninety-first sample).
  {
    text: `- GitHub PAT classic: "token: «ghp_${'ABCDEFGHIJKLMNOPQRSTUVWXYZ'}abcdefghij1234»" -> "[REDACTED]"`,
    found: ['github-token'],
  },
  {
    text: '- GitHub fine-grained: "«github_pat_11ABCDEF0abcdefghijklmnopqrstuvwxyz1234567890»"',
    found: ['github-token'],
  },
  // A URL's password on a host at a domain reserved for examples (the fifty-sixth sample's redaction tests).
  { text: 'expect(redactUrl("http://user:«hunter2x»@site.example.com/p"))', found: ['url-password'] },
  { text: 'postgres://app:«Zx81kq02LmQa»@db.test/app', found: ['url-password'] },
  // A password given with an account at a domain reserved for examples, in one block (the sixty-sixth sample's plan).
  {
    text: '{\n  "email": "user@example.com",\n  "password": "«SecureP@ssw0rd»",\n  "firstName": "John"\n}',
    found: ['assigned-secret'],
  },
  { text: '- Email: admin@test.example\n- Password: `«Xk29fLq84TzwQ7»`', found: ['assigned-secret'] },
  // A token whose body is a placeholder's word (the forty-ninth sample's test plan for a secrets scanner).
  { text: `writes \`«sk-ant-api03-${'FAKE'.repeat(8)}»\` to a temp file`, found: ['anthropic-key'] },
  // A Google API key the text names one for browsers: Firebase's web key, public by design (the hundred-and-forty-sixth
  // sample's plans and summaries, in a `.env`, a config's fallback, a hosting file, under a Firebase heading, a grep).
  { text: `NEXT_PUBLIC_FIREBASE_API_KEY=«${BROWSER_KEY}»`, found: ['google-api-key'] },
  { text: `  apiKey: process.env.NEXT_PUBLIC_FIREBASE_API_KEY || "«${BROWSER_KEY}»",`, found: ['google-api-key'] },
  { text: `const firebaseConfig = {\n  apiKey: "«${BROWSER_KEY}»",`, found: ['google-api-key'] },
  { text: `  - variable: NEXT_PUBLIC_FIREBASE_API_KEY\n    value: «${BROWSER_KEY}»`, found: ['google-api-key'] },
  { text: `Found the whole Firebase config:\n- API Key: \`«${BROWSER_KEY}»\``, found: ['google-api-key'] },
  {
    text: `VITE_FIREBASE_API_KEY=«${BROWSER_KEY}»\n\nThe bundle should hold «${BROWSER_KEY}».`,
    found: ['google-api-key', 'google-api-key'],
  },
  // The local development chains' funded accounts (Anvil, Hardhat): derived here from the public test mnemonic.
  ...developmentChainKeys().flatMap((key, account): Row[] =>
    account % 5 === 0
      ? [
          { text: `PRIVATE_KEY=«${key}»  # Anvil test key`, found: ['assigned-secret'] },
          { text: `DEPLOYER_PRIVATE_KEY="«0x${key}»"`, found: ['assigned-secret'] },
        ]
      : [],
  ),
];

/**
 * The private keys of the 20 accounts that Anvil and Hardhat Network fund from the public mnemonic `test test … junk`
 * (BIP-39 seed, BIP-32 path m/44'/60'/0'/0/i), so the repository holds none of them as a string.
 */
function developmentChainKeys(): string[] {
  const order = BigInt('0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364141');
  const seed = pbkdf2Sync(`${'test '.repeat(11)}junk`, 'mnemonic', 2048, 64, 'sha512');
  const index = (i: number) => Buffer.from([i >>> 24, (i >>> 16) & 255, (i >>> 8) & 255, i & 255]);
  const publicKey = (key: Buffer) => {
    const ecdh = createECDH('secp256k1');
    ecdh.setPrivateKey(key);
    return ecdh.getPublicKey(null, 'compressed');
  };
  const child = ([key, chain]: [Buffer, Buffer], i: number): [Buffer, Buffer] => {
    const data =
      i >= 0x80000000 ? Buffer.concat([Buffer.alloc(1), key, index(i)]) : Buffer.concat([publicKey(key), index(i)]);
    const digest = createHmac('sha512', chain).update(data).digest();
    const sum = (BigInt(`0x${digest.subarray(0, 32).toString('hex')}`) + BigInt(`0x${key.toString('hex')}`)) % order;
    return [Buffer.from(sum.toString(16).padStart(64, '0'), 'hex'), digest.subarray(32)];
  };
  const master = createHmac('sha512', 'Bitcoin seed').update(seed).digest();
  const parent = [0x8000002c, 0x8000003c, 0x80000000, 0].reduce(child, [master.subarray(0, 32), master.subarray(32)]);
  return Array.from({ length: 20 }, (_, account) => child(parent, account)[0].toString('hex'));
}

describeRows('published examples and local placeholders: refused by default (every writer)', rows);

describeRows(
  'published examples and local placeholders: passed with allowPublishedExamples (the linter)',
  rows.map((row) => ({ text: row.text.replace(/[«»]/g, ''), found: [] })),
  { allowPublishedExamples: true },
);

/**
 * Not examples: a real-looking value stays a finding in the linter too, and a default password on another host is a
 * leak.
 */
describeRows(
  'look-alikes of examples are still findings with allowPublishedExamples',
  [
    { text: 'BROKER_URL=amqp://guest:«guest»@broker.prod.internal:5672//', found: ['url-password'] },
    { text: 'DATABASE_URL=postgres://app:«Zx81kq02LmQa»@localhost:5432/app', found: ['url-password'] },
    { text: 'DATABASE_URL=postgres://app:«testpassword»@db.prod.internal:5432/app', found: ['url-password'] },
    { text: 'DATABASE_URL=postgres://app:«Zx81kq02LmQa»@db:5432/app', found: ['url-password'] },
    { text: 'DATABASE_URL=postgres://app:«app2026@»@db.prod.internal:5432/app', found: ['url-password'] },
    {
      text: 'POSTGRES_PASSWORD: «Zx81kq02LmQa»\nDATABASE_URL=postgres://app:«Zx81kq02LmQa»@localhost:5432/app',
      found: ['assigned-secret', 'url-password'],
    },
    { text: 'DATABASE_URL=postgres://app:«testpassword9x»@localhost:5432/app', found: ['url-password'] },
    { text: 'DATABASE_URL=postgresql://shop_user:«shop_Zx81kq02»@db:5432/shop_db', found: ['url-password'] },
    { text: "mysql -h db.prod.internal -uroot -p'«Admin123»' shop", found: ['command-line-secret'] },
    { text: "docker exec -i mysql8 mysql -uroot -p'«Zx81kq02LmQa»' shop", found: ['command-line-secret'] },
    { text: 'aws configure set aws_access_key_id «AKIAQ3ZT7XK2M9PLW4RB»', found: ['aws-access-key-id'] },
    { text: 'AWS_ACCESS_KEY_ID=«AKIAABCDEFGHIJKLMNOQ»', found: ['aws-access-key-id'] },
    { text: 'aws_secret_access_key = «wJalrXUtnFEMI/K7MDENG/bPxRfiCYQ3ZT7XK2M9»', found: ['assigned-secret'] },
    // One dot after a token ends the sentence; it cuts nothing short.
    { text: 'the key is «sk-proj-Xy9_Za8-Xy9_Za8-Xy9_Za8-Xy9_Za8».', found: ['openai-key'] },
    // A generated token whose body holds a run that counts up by chance stays one; so does another 64-hex key.
    { text: 'SLACK_BOT_TOKEN=«xoxb-2847561930-9928374650-Kq8RzT3vLm0PwXy7NbHd»', found: ['slack-token'] },
    { text: 'bot «xoxb-12345678901-1234567890123-aB3dE5fG7hJ9kL1mN3pQ5rS7» posts', found: ['slack-token'] },
    { text: 'bot «xoxb-12345678901-1234567890123» posts', found: ['slack-token'] },
    { text: `PRIVATE_KEY=«${'4f3c9a1e7b2d8c06'.repeat(4)}»`, found: ['assigned-secret'] },
    // An example address in another block, or a real domain, leaves the password a finding.
    {
      text: 'Contact: user@example.com\n\n{\n  "email": "ops@corp.io",\n  "password": "«SecureP@ssw0rd»"\n}',
      found: ['assigned-secret'],
    },
    // A host that only names an example is no example domain.
    { text: 'postgres://app:«Zx81kq02LmQa»@examples.io/app', found: ['url-password'] },
    // A Google API key named for another service, or set by a Firebase command under another name, is that service's;
    // `public` in prose names no setting.
    { text: `# Firebase project settings\nGEMINI_API_KEY=«${BROWSER_KEY}»`, found: ['google-api-key'] },
    { text: `firebase functions:config:set gemini.key="«${BROWSER_KEY}»"`, found: ['google-api-key'] },
    { text: `GOOGLE_MAPS_API_KEY=«${BROWSER_KEY}»`, found: ['google-api-key'] },
    { text: `Never make this key public:\nAPI Key: «${BROWSER_KEY}»`, found: ['google-api-key'] },
    // A placeholder's word beside a generated run is no stand-in.
    { text: `writes \`«sk-ant-api03-${'FAKE'.repeat(4)}-Qw3Er4Ty5Ui6Op7»\``, found: ['anthropic-key'] },
  ],
  { allowPublishedExamples: true },
);

/** Names of the thing are no credential in any mode. */
describeRows('names of the thing pass in every mode', [
  { text: 'postgresql://user:password@localhost/dev', found: [] },
  { text: 'amqp://user:pass@broker:5672/', found: [] },
]);
