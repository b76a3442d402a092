import { createHash } from 'node:crypto';

/**
 * Published examples and local-development placeholders: values that look like credentials
 * and are printed in vendors' own documentation, or are the well-known defaults of a
 * database or broker on the developer's machine. The scanner reports them marked as such;
 * the linter (`allowPublishedExamples`) lets them pass, every writer refuses them. The list
 * and the reasons are in docs/secrets.md ("Published examples and local placeholders").
 */

/**
 * SHA-256 (hex) of exact sample credentials from vendors' documentation, stored as digests
 * so that the repository holds no credential-shaped string.
 */
const DOCUMENTED_TOKENS = new Set([
  'f2d6ca16515033e5dce14eba840b979d27b5cbae24bb3e5bf484339667f86397', // Stripe API reference, older sample sk_test_ key
  '2cafc0970149a84f3b9e62eaf169f36f59907a3b3e31f7b82e68c69cd27f7326', // Stripe API reference, sample sk_test_ key
  '7f75367e7881255134e1375e723d1dea8ad5f6a4fdb79d938df1f1754a830606', // jwt.io's sample HS256 token
  'bc3ae723f57c6b9e3fd80b699fcc420f6074b0b1718039669d22631d508ac0a7', // GitHub REST docs' sample gho_ token
  '731fa294d036e54f19df879bfcd4fe72d967dc6327800c5f74a48414a3f258c9', // Telegram Bot API docs' sample bot token
]);

/**
 * Documentation values by convention: AWS prints key ids that end in `EXAMPLE`
 * (`AKIAIOSFODNN7EXAMPLE`) and secret keys that end in `EXAMPLEKEY`; vendors who follow it put
 * `EXAMPLE` in capitals inside an otherwise well-formed token.
 */
const EXAMPLE_MARK = /EXAMPLE/;
const AWS_EXAMPLE_SECRET = /^[A-Za-z0-9/+]{30}EXAMPLEKEY$/;

/**
 * Whether the token that ends at `end` is shown cut short: an ellipsis follows it (`sk-ant-ort01-LHCO…`,
 * `Bearer eyJhbGci...`), as a note quotes the start of a key to say which one it means. What is printed is a part of
 * the key, not the key; the linter lets it pass as it does a published example, and every writer still refuses it.
 */
export function isShownCutShort(text: string, end: number): boolean {
  return text.startsWith('...', end) || text.charCodeAt(end) === 0x2026;
}

/** Whether `value` is one of the exact sample credentials of vendors' documentation (`DOCUMENTED_TOKENS`). */
function isDocumentedSample(value: string): boolean {
  return (
    value.length >= 16 && value.length <= 512 && DOCUMENTED_TOKENS.has(createHash('sha256').update(value).digest('hex'))
  );
}

/** Whether `value` (a provider token, a bearer credential or an assigned value) is a vendor's published example. */
export function isPublishedExample(value: string): boolean {
  if (value.length < 16 || value.length > 512) return false;
  return EXAMPLE_MARK.test(value) || isDocumentedSample(value);
}

/**
 * Whether an assigned value is one of AWS's documented example secret access keys, or a vendor's exact sample
 * (`BOT_TOKEN=` and the Telegram Bot API's sample token, as a `.env` block copies it).
 */
export function isPublishedExampleSecret(value: string): boolean {
  return AWS_EXAMPLE_SECRET.test(value) || isDocumentedSample(value);
}

/** Hosts that name the developer's own machine or its containers' gateway. */
const LOCAL_HOST =
  /^(?:localhost|127(?:\.\d{1,3}){3}|0\.0\.0\.0|\[::1?\]|host\.docker\.internal|[a-z0-9.-]+\.localhost)$/i;

/**
 * Default passwords of databases, brokers and object stores as their images and quick-starts
 * ship them (RabbitMQ's `guest`, the Postgres image's `postgres`, MinIO's `minioadmin`, …).
 */
const LOCAL_DEFAULTS = new Set([
  'guest',
  'postgres',
  'root',
  'admin',
  'mysql',
  'redis',
  'mongo',
  'test',
  'dev',
  'development',
  'local',
  'secret',
  'pass',
  'password',
  'minioadmin',
  'rabbitmq',
  'keycloak',
  'docker',
  'toor',
]);

/**
 * Whether a URL's password is a local-development placeholder: the host is the developer's
 * own machine and the password is made of well-known defaults or of the user name, alone or
 * run together (`guest:guest@localhost`, `postgres:postgres@127.0.0.1`, `app:testpassword@127.0.0.1`,
 * `app:dev_secret@localhost`).
 */
export function isLocalPlaceholder(user: string, password: string, host: string): boolean {
  if (!LOCAL_HOST.test(host) || password.length > MAX_PLACEHOLDER) return false;
  const words = user.length > 0 ? [...LOCAL_DEFAULTS, user.toLowerCase()] : [...LOCAL_DEFAULTS];
  return password
    .toLowerCase()
    .split(/[-_.]/u)
    .every((part) => madeOf(part, words));
}

/** The longest password read as a run of default words; a longer one is no placeholder a person typed. */
const MAX_PLACEHOLDER = 64;

/** Whether `text` is one or more of `words` run together (`testpassword` of `test` and `password`). */
function madeOf(text: string, words: readonly string[]): boolean {
  // ends[i]: whether text[0, i) is such a run; each step tries every word at each reachable end, so the work is
  // bounded by the text's length times the words'.
  const ends = [true, ...Array<boolean>(text.length).fill(false)];
  for (let i = 0; i < text.length; i++)
    if (ends[i]) for (const word of words) if (word !== '' && text.startsWith(word, i)) ends[i + word.length] = true;
  return text.length > 0 && ends[text.length]!;
}
