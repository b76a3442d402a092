/**
 * Synthetic credentials, built from repeated filler so that no real key ever sits in the
 * repository (and so that scanners of this repository can tell them from real ones). Each
 * has the shape its vendor documents (prefix, alphabet, length), nothing more.
 */

/** `pattern` repeated and cut to exactly `length` characters. */
export const fill = (pattern: string, length: number): string =>
  pattern.repeat(Math.ceil(length / pattern.length)).slice(0, length);

const hex = (length: number): string => fill('0a1b2c3d4e5f6789', length);
const alnum = (length: number): string => fill('A1b2C3d4E5f6G7h8', length);
const upperAlnum = (length: number): string => fill('Q3ZT7XK2M9PLW4RB', length);
const uuid = '8f14e45f-ceea-4a7b-9c3d-0a1b2c3d4e5f';

export const fake = {
  github: 'ghp_' + 'A1b2'.repeat(9),
  githubOauth: 'gho_' + 'Z9y8'.repeat(9),
  githubPat: 'github_pat_' + 'A1b2C3d4E5'.repeat(2) + '_' + 'f6G7h8'.repeat(10),
  gitlab: 'glpat-' + 'Ab1-'.repeat(5),
  slack: 'xoxb-' + '1234567890-' + 'Ab1C'.repeat(6),
  slackApp: 'xapp-1-' + 'A0B1C2'.repeat(4),
  stripeLive: 'sk_live_' + 'a1B2'.repeat(6),
  stripeTest: 'sk_test_' + '9zY8'.repeat(6),
  stripeRestricted: 'rk_live_' + 'Q1w2'.repeat(6),
  stripeWebhook: 'whsec_' + 'M3n4'.repeat(8),
  npm: 'npm_' + 'a1B2'.repeat(9),
  openai: 'sk-' + 'T3bL'.repeat(12),
  openaiProject: 'sk-proj-' + 'Xy9_Za8-'.repeat(8),
  anthropic: 'sk-ant-api03-' + 'Qw3-Er4_'.repeat(11),
  google: 'AIza' + 'Sy1_b2C-d'.repeat(3) + 'E4f5G6h7',
  aws: 'AKIA' + 'ABCD2345WXYZ6789',
  awsSession: 'ASIA' + '7777QQQQ2222ZZZ3',
  jwt:
    'eyJ' +
    'hbGciOiJIUzI1NiJ9' +
    '.eyJ' +
    'zdWIiOiIxMjM0NTY3ODkwIn0' +
    '.' +
    'Sfl1KxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c',
  bearer: 'Ab3' + 'x9Y8z7W6'.repeat(3),
  basic: Buffer.from('deploy:Tr0ub4dor-3').toString('base64'),
  password: 'Tr0ub4dor.3&x',
} as const;

/**
 * One synthetic value per vendor family beyond the classic ones, with the category it must
 * be reported as. `context` marks families found only in a secret context (a dot-prefixed
 * token is looked for inside a value, not in every sentence).
 */
export const families: ReadonlyArray<{ name: string; category: string; value: string; context?: true }> = [
  { name: 'GitLab deploy token', category: 'gitlab-token', value: 'gldt-' + alnum(20) },
  { name: 'GitLab runner token', category: 'gitlab-token', value: 'glrt-' + alnum(20) },
  { name: 'GitLab routable PAT', category: 'gitlab-token', value: 'glpat-' + alnum(27) + '.01' + 'abc1234' },
  { name: 'GitLab pipeline trigger token', category: 'gitlab-token', value: 'glptt-' + hex(40) },
  { name: 'GitLab CI job token', category: 'gitlab-token', value: 'glcbt-' + '64' + '_' + alnum(20) },
  { name: 'GitLab incoming mail token', category: 'gitlab-token', value: 'glimt-' + alnum(25) },
  { name: 'GitLab agent token', category: 'gitlab-token', value: 'glagent-' + alnum(50) },
  { name: 'GitLab OAuth app secret', category: 'gitlab-token', value: 'gloas-' + alnum(64) },
  {
    name: 'Slack user token',
    category: 'slack-token',
    value: 'xoxp-' + '1234567890-1234567890-1234567890-' + alnum(32),
  },
  { name: 'Stripe production key', category: 'stripe-key', value: 'sk_prod_' + alnum(24) },
  { name: 'PyPI upload token', category: 'pypi-token', value: 'pypi-AgEIcHlwaS5vcmc' + alnum(64) },
  { name: 'TestPyPI upload token', category: 'pypi-token', value: 'pypi-AgENdGVzdC5weXBpLm9yZw' + alnum(64) },
  { name: 'Hugging Face token', category: 'huggingface-token', value: 'hf_' + fill('AbCdEfGhIjKlMnOp', 34) },
  { name: 'Hugging Face org token', category: 'huggingface-token', value: 'api_org_' + fill('QwErTyUiOpAsDfGh', 34) },
  { name: 'Docker Hub PAT', category: 'docker-hub-token', value: 'dckr_pat_' + alnum(27) },
  { name: 'Docker Hub org token', category: 'docker-hub-token', value: 'dckr_oat_' + alnum(32) },
  { name: 'RubyGems key', category: 'rubygems-token', value: 'rubygems_' + hex(48) },
  { name: 'Clojars token', category: 'clojars-token', value: 'CLOJARS_' + alnum(60) },
  { name: 'Artifactory API key', category: 'artifactory-token', value: 'AKCp' + alnum(69) },
  { name: 'Atlassian API token', category: 'atlassian-token', value: 'ATATT3' + fill('xFfGF0T1b2C3d4E5', 186) },
  { name: 'Bitbucket app password', category: 'atlassian-token', value: 'ATBB' + alnum(32) },
  { name: 'Airtable PAT', category: 'airtable-token', value: 'pat' + alnum(14) + '.' + hex(64), context: true },
  { name: 'Google OAuth client secret', category: 'google-oauth-secret', value: 'GOCSPX-' + alnum(28) },
  {
    name: 'Entra ID client secret',
    category: 'azure-client-secret',
    value: 'a1B' + '8Q~' + fill('Ab1Cd2Ef3Gh4Ij5Kl6', 34),
  },
  { name: 'DigitalOcean PAT', category: 'digitalocean-token', value: 'dop_v1_' + hex(64) },
  { name: 'Heroku API key', category: 'heroku-api-key', value: 'HRKU-AA' + alnum(58) },
  { name: 'Fly.io token', category: 'flyio-token', value: 'fo1_' + alnum(43) },
  { name: 'Vault service token', category: 'vault-token', value: 'hvs.' + alnum(95), context: true },
  {
    name: 'Terraform Cloud token',
    category: 'terraform-cloud-token',
    value: 'a1b2c3d4e5f6g7' + '.atlasv1.' + alnum(65),
    context: true,
  },
  { name: 'Pulumi token', category: 'pulumi-token', value: 'pul-' + hex(40) },
  { name: 'Doppler token', category: 'doppler-token', value: 'dp.pt.' + alnum(43), context: true },
  { name: 'Shopify access token', category: 'shopify-token', value: 'shpat_' + hex(32) },
  { name: 'SendGrid key', category: 'sendgrid-key', value: 'SG.' + alnum(22) + '.' + alnum(43) },
  { name: 'Mailgun key', category: 'mailgun-key', value: 'key-' + hex(32) },
  { name: 'Mailchimp key', category: 'mailchimp-key', value: hex(32) + '-us12' },
  { name: 'Brevo key', category: 'brevo-key', value: 'xkeysib-' + hex(64) + '-' + alnum(16) },
  { name: 'Brevo SMTP key', category: 'brevo-key', value: 'xsmtpsib-' + hex(64) + '-' + alnum(16) },
  { name: 'Netlify personal access token', category: 'netlify-token', value: 'nfp_' + alnum(36) },
  { name: 'Linear key', category: 'linear-key', value: 'lin_api_' + alnum(40) },
  { name: 'Notion token', category: 'notion-token', value: 'ntn_' + '12345678901' + alnum(35) },
  { name: 'Notion legacy token', category: 'notion-token', value: 'secret_' + alnum(43) },
  { name: 'Postman key', category: 'postman-key', value: 'PMAK-' + hex(24) + '-' + hex(34) },
  { name: 'Grafana Cloud token', category: 'grafana-token', value: 'glc_' + alnum(40) },
  { name: 'Grafana service account token', category: 'grafana-token', value: 'glsa_' + alnum(32) + '_' + hex(8) },
  { name: 'Sentry user token', category: 'sentry-token', value: 'sntryu_' + hex(64) },
  { name: 'New Relic user key', category: 'new-relic-key', value: 'NRAK-' + upperAlnum(27) },
  {
    name: 'Dynatrace token',
    category: 'dynatrace-token',
    value: 'dt0c01.' + upperAlnum(24) + '.' + alnum(64),
    context: true,
  },
  { name: 'Supabase PAT', category: 'supabase-key', value: 'sbp_' + hex(40) },
  { name: 'PlanetScale token', category: 'planetscale-token', value: 'pscale_tkn_' + alnum(40) },
  { name: 'Square access token', category: 'square-token', value: 'sq0atp-' + alnum(22) },
  {
    name: 'age secret key',
    category: 'age-secret-key',
    value: 'AGE-SECRET-KEY-1' + fill('QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L', 58),
  },
  { name: '1Password service account token', category: 'onepassword-token', value: 'ops_eyJ' + alnum(260) },
  {
    name: '1Password secret key',
    category: 'onepassword-token',
    value: 'A3-' + 'ABC123-DEF456GHI78-JK9LM-NP0QR-ST1UV',
  },
  { name: 'OpenShift token', category: 'openshift-token', value: 'sha256~' + alnum(43) },
  { name: 'Telegram bot token', category: 'telegram-bot-token', value: '123456789:AA' + alnum(33) },
  { name: 'Sourcegraph token', category: 'sourcegraph-token', value: 'sgp_' + hex(16) + '_' + hex(40) },
  { name: 'Contentful PAT', category: 'contentful-token', value: 'CFPAT-' + alnum(43) },
  { name: 'Perplexity key', category: 'perplexity-key', value: 'pplx-' + alnum(48) },
  { name: 'xAI key', category: 'xai-key', value: 'xai-' + alnum(80) },
  { name: 'OpenRouter key', category: 'openrouter-key', value: 'sk-or-v1-' + hex(64) },
  { name: 'Groq key', category: 'groq-key', value: 'gsk_' + alnum(52) },
  { name: 'Tavily key', category: 'tavily-key', value: 'tvly-dev-' + alnum(6) + '-' + alnum(36) },
  { name: 'Replicate token', category: 'replicate-token', value: 'r8_' + alnum(37) },
  { name: 'Prefect key', category: 'prefect-key', value: 'pnu_' + alnum(36) },
  { name: 'ReadMe key', category: 'readme-key', value: 'rdme_' + fill('a1b2c3d4e5f6g7h8', 70) },
  { name: 'Infracost key', category: 'infracost-key', value: 'ico-' + alnum(32) },
  { name: 'Frame.io token', category: 'frameio-token', value: 'fio-u-' + alnum(64) },
  { name: 'Scalingo token', category: 'scalingo-token', value: 'tk-us-' + alnum(48) },
  { name: 'Duffel token', category: 'duffel-token', value: 'duffel_test_' + alnum(43) },
  { name: 'Typeform token', category: 'typeform-token', value: 'tfp_' + alnum(59) },
  { name: 'Figma token', category: 'figma-token', value: 'figd_' + alnum(40) },
  { name: 'Shippo token', category: 'shippo-token', value: 'shippo_live_' + hex(40) },
  { name: 'Flutterwave secret key', category: 'flutterwave-key', value: 'FLWSECK_TEST-' + hex(32) + '-X' },
  { name: 'Adobe client secret', category: 'adobe-client-secret', value: 'p8e-' + alnum(32) },
  { name: 'Octopus Deploy key', category: 'octopus-deploy-key', value: 'API-' + upperAlnum(26) },
];

/** Webhook URLs whose path is the credential: the URL and where its secret part starts. */
export const webhooks: ReadonlyArray<{ name: string; url: string; secret: string }> = [
  {
    name: 'Slack incoming webhook',
    url: 'https://hooks.slack.com/services/',
    secret: 'T0A1B2C3D/B0A1B2C3D/' + alnum(24),
  },
  {
    name: 'Slack workflow webhook',
    url: 'https://hooks.slack.com/triggers/',
    secret: 'T0A1B2C3D/1234567890123/' + hex(32),
  },
  {
    name: 'Discord webhook',
    url: 'https://discord.com/api/webhooks/',
    secret: '1234567890123456789/' + fill('Ab1_Cd2-Ef3', 68),
  },
  {
    name: 'Discord webhook (old host)',
    url: 'https://discordapp.com/api/webhooks/',
    secret: '1234567890123456789/' + fill('Zy9-Xw8_Vu7', 68),
  },
  {
    name: 'Teams incoming webhook',
    url: 'https://contoso.webhook.office.com/webhookb2/',
    secret: `${uuid}@${uuid}/IncomingWebhook/${hex(32)}/${uuid}`,
  },
  { name: 'Zapier catch hook', url: 'https://hooks.zapier.com/hooks/catch/', secret: '1234567/a1b2c3d' },
  {
    name: 'IFTTT maker key',
    url: 'https://maker.ifttt.com/trigger/deploy/with/key/',
    secret: fill('dA1bC2eF3gH4', 22),
  },
  { name: 'Mattermost webhook', url: 'https://chat.example.com/hooks/', secret: 'a1b2c3d4e5f6g7h8i9j0k1l2m3' },
];

export { hex, alnum, uuid };

/** A synthetic PEM block: header, two base64 lines, footer. */
export const pem = (label = 'RSA PRIVATE KEY'): string =>
  `-----BEGIN ${label}-----\n${'MIIEowIBAAKCAQEA'.repeat(4)}\n${'q1W2e3R4t5Y6u7I8'.repeat(3)}==\n-----END ` +
  `${label}-----`;

/** The fixed seed of every fast-check property in these tests, printed once per file so a failure can be replayed. */
export const SEED = 20261201;
