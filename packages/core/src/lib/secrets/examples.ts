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
]);

/**
 * Documentation values by convention: AWS prints key ids that end in `EXAMPLE`
 * (`AKIAIOSFODNN7EXAMPLE`) and secret keys that end in `EXAMPLEKEY`; vendors who follow it put
 * `EXAMPLE` in capitals inside an otherwise well-formed token.
 */
const EXAMPLE_MARK = /EXAMPLE/;
const AWS_EXAMPLE_SECRET = /^[A-Za-z0-9/+]{30}EXAMPLEKEY$/;

/** Whether `value` (a provider token, a bearer credential or an assigned value) is a vendor's published example. */
export function isPublishedExample(value: string): boolean {
  if (value.length < 16 || value.length > 512) return false;
  if (EXAMPLE_MARK.test(value)) return true;
  return DOCUMENTED_TOKENS.has(createHash('sha256').update(value).digest('hex'));
}

/** Whether an assigned value is one of AWS's documented example secret access keys. */
export function isPublishedExampleSecret(value: string): boolean {
  return AWS_EXAMPLE_SECRET.test(value);
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
 * own machine and the password is a well-known default or repeats the user name
 * (`guest:guest@localhost`, `postgres:postgres@127.0.0.1`).
 */
export function isLocalPlaceholder(user: string, password: string, host: string): boolean {
  if (!LOCAL_HOST.test(host)) return false;
  const lower = password.toLowerCase();
  return LOCAL_DEFAULTS.has(lower) || (user.length > 0 && lower === user.toLowerCase());
}
