import { createHash } from 'node:crypto';
import { ADDRESS_LOCAL, domainAfterAt } from './addresses.js';
import { inSet } from './chars.js';
import { isRunOfWords } from './values.js';

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
  // The TOTP secret of Google Authenticator's key-URI documentation (`JBSWY3DP…`, base32 of `Hello!` and four bytes),
  // which TOTP libraries' and tutorials' examples copy (the hundred-and-ninety-fourth sample's plan of a 2FA endpoint's
  // sample response).
  '8be5d113c0871ce1a122d68a7dff940ab7b09ad8dfcfd9a85aa5c1acc026279e', // Google Authenticator's example TOTP secret
  // The Supabase CLI's fixed local-development keys, the same on every machine `supabase start` runs on (against
  // `127.0.0.1:54321`): its secret and publishable keys, and the `supabase-demo` anon and service_role JWTs signed with
  // its default JWT secret (the hundred-and-eighty-eighth sample's summary of a local setup quoted the secret key).
  'c85debb55f2f204d868cc1552c42faa143b4c675f61363ab040dd50b5b5304cd', // Supabase CLI local sb_secret_ key
  '9705102db0d5f99ee08daa19a73e510d9877a2a9add9369da247cbbe6c2a0140', // Supabase CLI local sb_publishable_ key
  'bf1725a8f98bea37e88618702e725ba84bd8acdb2647c5e0ed638bfd685791cf', // Supabase CLI local anon JWT
  '70541e07fd4f900b66e289f5be55c85f9bef1def4924a5b0c518c45ea1688c12', // Supabase CLI local service_role JWT
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

/**
 * SHA-256 (hex, of the 64 hex digits without `0x`) of the private keys of the 20 accounts that Ethereum's local
 * development chains fund at start (Foundry's Anvil, Hardhat Network: the public test mnemonic `test test … junk`,
 * path m/44'/60'/0'/0/i). Both tools print them at every start and their documentation lists them: no one's funds.
 */
const DEVELOPMENT_CHAIN_KEYS = new Set([
  'bc1a50966c9e6486bc4ebf880b51611a2a97fcb8e7a6976e9b81a9e3e8ca0e3c', // account 0
  '8335c55334821eefd4334369ff9c04a8594f161013cf9d87f58802d87297837e',
  'b26ab6529d20ebebb4192256f202984754f785481c64b1a1aed58cac93b3617e',
  '64034b44c579b335ab5e85debbfe72789e970138cc8d296799c3833a2a8525fb',
  '4d3e46eec8244d1d106f866ee48994f6176705298aee1b8426b2ad2529eb454b',
  '0aedba9d586f34f95cf1f0d54926f62e8a078ce2ca593be73ab27a87d3ff9c5d',
  '28e543d3753fc9d14c658ebef20b76a3b5f8e7d78667baf27832ceb3bea01bdf',
  'f070994a8599478580678f2b9482c5f02bb3de0647281e8efae183669425808a',
  '38e69fdd19aefeb4adf56312f10e62c30274997835173c7006308323ad7db506',
  '967f21586cdf1248a862f2cfb330099701c942c2c7a7537c54f7ec48f8556505',
  '0b33e0132123e78d42dd12a0fbbbacd19827d35ca88e0ad4ba83a47a65ba0487',
  '84bc109b3d59b0173a76fc3d831360a6e5063b3d4c82793a97de992947a0e3a8',
  '85bde548053aab4b5a6c78473d5eb2addaa5824299ad009bf06775e3ce923010',
  'f1513114f60e5e95732b840669fe83956d8a944d23e6c76f953e7edcf2491901',
  '5330d388af894c9e1a181a06a3ce44d61fd8602165d979942be4641f4002762f',
  'a2e06155cb1a424f972c3abfaddc9cea4820c4aec722d2378903fe28dd8fc40c',
  '4a67d7a0d8a16d6d954cef19eb5afdbdd82cc0e907a571f376ef0a0981a2a9d4',
  'b08bdfde9930d9202809530dcbe193c53fd0dc6928f2010d2ffca74df95ead36',
  'cf1fc66f853151a4c6666909c8f1f80e1d855ecffefbcb65a709aae544de5588',
  '100546a8b020a55aa09b2d34b50de9a3fc45a70b261aec6a989bb2d9321af583',
]);

/** Whether `value` is one of the exact sample credentials of vendors' documentation (`DOCUMENTED_TOKENS`). */
function isDocumentedSample(value: string): boolean {
  if (value.length < 16 || value.length > 512) return false;
  const digest = createHash('sha256').update(value).digest('hex');
  if (DOCUMENTED_TOKENS.has(digest)) return true;
  const key = /^(?:0x)?([0-9a-fA-F]{64})$/.exec(value);
  return key !== null && DEVELOPMENT_CHAIN_KEYS.has(createHash('sha256').update(key[1]!.toLowerCase()).digest('hex'));
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

/**
 * Hosts that name the developer's own machine, its containers' gateway, or a machine on its own network: a name of one
 * label (`db`, `postgres`, `redis`), which resolves only there — a compose file's service, a hosts file's entry (since
 * session 26: the thirty-ninth sample's `nomadbase:nomadbase_dev@db`, in a plan's `.env.example`).
 */
const LOCAL_HOST = new RegExp(
  String.raw`^(?:localhost|127(?:\.\d{1,3}){3}|0\.0\.0\.0|\[::1?\]|host\.docker\.internal|[a-z0-9.-]+\.localhost|` +
    String.raw`[a-z][a-z0-9_-]*)$`,
  'i',
);

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
 * A domain reserved for examples (RFC 2606, RFC 6761): `example.com`, `.org`, `.net`, `*.example`, `*.test`,
 * `*.invalid`. (`localhost` is reserved too, but names the developer's machine: a password there is judged by
 * `isLocalPlaceholder`.)
 */
const EXAMPLE_DOMAIN = /(?:^|\.)(?:example\.(?:com|org|net)|example|test|invalid)$/i;

/** Whether a domain is one reserved for examples (`EXAMPLE_DOMAIN`): what it names is documentation's. */
export function isExampleDomain(domain: string): boolean {
  return EXAMPLE_DOMAIN.test(domain);
}

/** How far on each side of a value its block is read, at most: a request body's or a list's few lines. */
const MAX_BLOCK_REACH = 400;
/** A blank line, which ends a block. */
const BLANK_LINE = /\n[ \t]*\r?\n/g;

/**
 * Whether a value stands in one block of lines (between blank lines, at most `MAX_BLOCK_REACH` characters on each
 * side) with an e-mail address at a domain reserved for examples: the account is documentation's, and so is the
 * password given with it (`{"email": "user@example.com", "password": "SecureP@ssw0rd"}`, an example request in a
 * plan, the sixty-sixth sample's). Each `@` is looked at once: linear in the block.
 */
export function besideExampleAddress(text: string, start: number, end: number): boolean {
  const floor = Math.max(0, start - MAX_BLOCK_REACH);
  const ceiling = Math.min(text.length, end + MAX_BLOCK_REACH);
  let from = floor;
  for (const blank of text.slice(floor, start).matchAll(BLANK_LINE)) from = floor + blank.index + blank[0].length;
  const after = text.slice(end, ceiling).search(BLANK_LINE);
  const to = after < 0 ? ceiling : end + after;
  for (let at = text.indexOf('@', from); at >= 0 && at < to; at = text.indexOf('@', at + 1)) {
    if (at === from || !inSet(ADDRESS_LOCAL, text.charCodeAt(at - 1))) continue;
    if (isExampleDomain(domainAfterAt(text, at, to))) return true;
  }
  return false;
}

/**
 * Whether a URL's password is a local-development placeholder: the host is the developer's own machine and the
 * password is made of well-known defaults or of the user name or its parts, alone or run together
 * (`guest:guest@localhost`, `postgres:postgres@127.0.0.1`, `app:testpassword@127.0.0.1`, `app:dev_secret@localhost`,
 * `v3_user:v3_password@db`), in any case, and with at most a number of four digits and a policy's symbols after.
 */
export function isLocalPlaceholder(user: string, password: string, host: string): boolean {
  if (!LOCAL_HOST.test(host) || password.length > MAX_PLACEHOLDER) return false;
  // The user's name, and its parts (`v3_user`: `v3`, as in `v3_password`, the hundred-and-forty-fourth sample's plan).
  const own = user.length > 0 ? [user.toLowerCase(), ...user.toLowerCase().split(/[-_.]/u)] : [];
  const words = [...LOCAL_DEFAULTS, ...own.filter((word) => word.length > 0)];
  // A year or a small number, then the symbols a password policy asks for, may end it (`WnBd2026@` for the user
  // `wnbd`, `postgres123`: the forty-fifth sample's local database, in every file of its project).
  return password
    .toLowerCase()
    .replace(/\d{1,4}[!@#$%^&*?]{0,2}$/u, '')
    .split(/[-_.]/u)
    .every((part) => isRunOfWords(part, words));
}

/** The longest password read as a run of default words; a longer one is no placeholder a person typed. */
const MAX_PLACEHOLDER = 64;
