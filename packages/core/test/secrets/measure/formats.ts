import {
  BASE32,
  BASE62,
  BASE64,
  BASE64URL,
  BECH32,
  between,
  checksummedBody,
  choose,
  DIGITS,
  draw,
  HEX,
  humanPassword,
  LOWER,
  randomPassword,
  UPPER,
  uuid,
  type Random,
} from './random.js';

/**
 * The credential formats of the measured set, written from the providers' documentation of
 * their token formats (prefix, alphabet, length, checksum) and the default rule set of
 * gitleaks. Values are generated from a case's seed, never committed.
 *
 * `token`: a value that is a credential by its shape alone (a vendor prefix, a webhook, a
 * key block), placed in any context. `secret`: a value that is a credential because of
 * where it stands (an AWS secret access key, a password, a hex API key), placed only in
 * the places that hold one, under the variable name people give it.
 */
export interface Format {
  id: string;
  /** The provider, as its documentation names it. */
  provider: string;
  kind: 'token' | 'secret';
  make: (random: Random) => string;
  /** The variable people keep it in (`secret` formats, and the name used in assignments). */
  name: string;
  /** A token for a source forge, used as the user part of a clone URL. */
  forge?: string;
}

const token = (id: string, provider: string, name: string, make: (random: Random) => string, forge?: string) =>
  forge === undefined
    ? { id, provider, kind: 'token' as const, name, make }
    : { id, provider, kind: 'token' as const, name, make, forge };
const secret = (id: string, provider: string, name: string, make: (random: Random) => string): Format => ({
  id,
  provider,
  kind: 'secret',
  name,
  make,
});

const ALNUM_UPPER = UPPER + DIGITS;
const B64URL_NOPAD = BASE64URL;

export const FORMATS: readonly Format[] = [
  // Source forges.
  token('github-classic', 'GitHub', 'GITHUB_TOKEN', (r) => 'ghp_' + checksummedBody(r), 'github.com'),
  token('github-oauth', 'GitHub', 'GH_OAUTH_TOKEN', (r) => 'gho_' + checksummedBody(r), 'github.com'),
  token('github-app', 'GitHub', 'GH_APP_TOKEN', (r) => 'ghs_' + checksummedBody(r), 'github.com'),
  token(
    'github-fine-grained',
    'GitHub',
    'GH_TOKEN',
    (r) => 'github_pat_11' + draw(r, ALNUM_UPPER, 20) + '_' + draw(r, BASE62, 59),
    'github.com',
  ),
  token('gitlab-pat', 'GitLab', 'GITLAB_TOKEN', (r) => 'glpat-' + draw(r, BASE62 + '-_', 20), 'gitlab.com'),
  token(
    'gitlab-pat-routable',
    'GitLab',
    'CI_PUSH_TOKEN',
    // The routable format: payload, then `.`, a two-character version and a seven-character CRC in base 36.
    (r) => 'glpat-' + draw(r, B64URL_NOPAD, 38) + '.01' + draw(r, LOWER + DIGITS, 7),
    'gitlab.com',
  ),
  token('gitlab-deploy', 'GitLab', 'DEPLOY_TOKEN', (r) => 'gldt-' + draw(r, BASE62, 20), 'gitlab.example.com'),
  token('gitlab-runner', 'GitLab', 'RUNNER_TOKEN', (r) => 'glrt-' + draw(r, BASE62 + '_', 20)),
  token('bitbucket-app-password', 'Bitbucket', 'BITBUCKET_APP_PASSWORD', (r) => 'ATBB' + draw(r, BASE62, 32)),
  // Chat and notifications.
  token(
    'slack-bot',
    'Slack',
    'SLACK_BOT_TOKEN',
    (r) => `xoxb-${draw(r, DIGITS, 11)}-${draw(r, DIGITS, 13)}-${draw(r, BASE62, 24)}`,
  ),
  token(
    'slack-user',
    'Slack',
    'SLACK_USER_TOKEN',
    (r) => `xoxp-${draw(r, DIGITS, 11)}-${draw(r, DIGITS, 11)}-${draw(r, DIGITS, 13)}-${draw(r, HEX, 32)}`,
  ),
  token(
    'slack-app',
    'Slack',
    'SLACK_APP_TOKEN',
    (r) => `xapp-1-A${draw(r, ALNUM_UPPER, 10)}-${draw(r, DIGITS, 13)}-${draw(r, HEX, 64)}`,
  ),
  token(
    'slack-webhook',
    'Slack',
    'SLACK_WEBHOOK_URL',
    (r) =>
      `https://hooks.slack.com/services/T${draw(r, ALNUM_UPPER, 10)}/B` +
      `${draw(r, ALNUM_UPPER, 10)}/${draw(r, BASE62, 24)}`,
  ),
  token(
    'discord-webhook',
    'Discord',
    'DISCORD_WEBHOOK',
    (r) => `https://discord.com/api/webhooks/${draw(r, DIGITS, 19)}/${draw(r, B64URL_NOPAD, 68)}`,
  ),
  token('telegram-bot', 'Telegram', 'TELEGRAM_BOT_TOKEN', (r) => `${between(r, 1e9, 8e9)}:AA${draw(r, BASE64URL, 33)}`),
  // Payments and commerce.
  token('stripe-live', 'Stripe', 'STRIPE_SECRET_KEY', (r) => 'sk_live_' + draw(r, BASE62, 24)),
  token('stripe-live-long', 'Stripe', 'STRIPE_API_KEY', (r) => 'sk_live_51' + draw(r, BASE62, 97)),
  token('stripe-restricted', 'Stripe', 'STRIPE_RESTRICTED_KEY', (r) => 'rk_live_' + draw(r, BASE62, 24)),
  token('stripe-webhook', 'Stripe', 'STRIPE_WEBHOOK_SECRET', (r) => 'whsec_' + draw(r, BASE62, 32)),
  token('shopify-admin', 'Shopify', 'SHOPIFY_ACCESS_TOKEN', (r) => 'shpat_' + draw(r, HEX, 32)),
  token('square-access', 'Square', 'SQUARE_ACCESS_TOKEN', (r) => 'EAAA' + draw(r, BASE64URL, 60)),
  token('square-legacy', 'Square', 'SQUARE_TOKEN', (r) => 'sq0atp-' + draw(r, BASE64URL, 22)),
  // Clouds.
  token('aws-key-id', 'AWS', 'AWS_ACCESS_KEY_ID', (r) => choose(r, ['AKIA', 'ASIA']) + draw(r, BASE32, 16)),
  secret('aws-secret', 'AWS', 'AWS_SECRET_ACCESS_KEY', (r) => draw(r, BASE64, 40)),
  token('google-api', 'Google Cloud', 'GOOGLE_API_KEY', (r) => 'AIza' + draw(r, BASE64URL, 35)),
  token('google-oauth-secret', 'Google Cloud', 'GOOGLE_CLIENT_SECRET', (r) => 'GOCSPX-' + draw(r, BASE64URL, 28)),
  token(
    'azure-entra-secret',
    'Microsoft Entra ID',
    'AZURE_CLIENT_SECRET',
    (r) => draw(r, BASE62, 3) + draw(r, DIGITS, 1) + 'Q~' + draw(r, BASE62 + '_~.-', 34),
  ),
  secret('azure-storage-key', 'Azure Storage', 'AZURE_STORAGE_KEY', (r) => draw(r, BASE64, 86) + '=='),
  token('digitalocean', 'DigitalOcean', 'DIGITALOCEAN_TOKEN', (r) => 'dop_v1_' + draw(r, HEX, 64)),
  token('heroku', 'Heroku', 'HEROKU_API_KEY', (r) => 'HRKU-AA' + draw(r, BASE64URL, 58)),
  secret('cloudflare-api-token', 'Cloudflare', 'CLOUDFLARE_API_TOKEN', (r) => draw(r, BASE64URL, 40)),
  token('databricks', 'Databricks', 'DATABRICKS_TOKEN', (r) => 'dapi' + draw(r, HEX, 32)),
  token('alibaba-key-id', 'Alibaba Cloud', 'ALIBABA_ACCESS_KEY_ID', (r) => 'LTAI' + draw(r, BASE62, 20)),
  token('flyio', 'Fly.io', 'FLY_API_TOKEN', (r) => 'fo1_' + draw(r, BASE64URL, 43)),
  // Infrastructure, secrets managers, CI.
  token('vault-service', 'HashiCorp Vault', 'VAULT_TOKEN', (r) => 'hvs.CAESI' + draw(r, BASE64URL, 86)),
  token(
    'terraform-cloud',
    'HashiCorp Terraform Cloud',
    'TFE_TOKEN',
    (r) => draw(r, LOWER + DIGITS, 14) + '.atlasv1.' + draw(r, BASE62, 67),
  ),
  token('doppler', 'Doppler', 'DOPPLER_TOKEN', (r) => 'dp.st.prd.' + draw(r, BASE62, 43)),
  token('pulumi', 'Pulumi', 'PULUMI_ACCESS_TOKEN', (r) => 'pul-' + draw(r, HEX, 40)),
  token('onepassword-service', '1Password', 'OP_SERVICE_ACCOUNT_TOKEN', (r) => 'ops_eyJ' + draw(r, BASE64, 300)),
  token('age-key', 'age', 'SOPS_AGE_KEY', (r) => 'AGE-SECRET-KEY-1' + draw(r, BECH32, 58)),
  // Package registries.
  token('npm', 'npm', 'NPM_TOKEN', (r) => 'npm_' + checksummedBody(r)),
  token('pypi', 'PyPI', 'PYPI_TOKEN', (r) => 'pypi-AgEIcHlwaS5vcmcCJ' + draw(r, BASE64URL, 150)),
  token('rubygems', 'RubyGems', 'GEM_HOST_API_KEY', (r) => 'rubygems_' + draw(r, HEX, 48)),
  token('dockerhub', 'Docker Hub', 'DOCKERHUB_TOKEN', (r) => 'dckr_pat_' + draw(r, BASE64URL, 27)),
  // AI APIs.
  token(
    'openai-project',
    'OpenAI',
    'OPENAI_API_KEY',
    (r) => 'sk-proj-' + draw(r, BASE64URL, 74) + 'T3BlbkFJ' + draw(r, BASE64URL, 74),
  ),
  token('openai-legacy', 'OpenAI', 'OPENAI_KEY', (r) => 'sk-' + draw(r, BASE62, 20) + 'T3BlbkFJ' + draw(r, BASE62, 20)),
  token('anthropic', 'Anthropic', 'ANTHROPIC_API_KEY', (r) => 'sk-ant-api03-' + draw(r, BASE64URL, 93) + 'AA'),
  token('huggingface', 'Hugging Face', 'HF_TOKEN', (r) => 'hf_' + draw(r, UPPER + LOWER, 34)),
  token('groq', 'Groq', 'GROQ_API_KEY', (r) => 'gsk_' + draw(r, BASE62, 52)),
  token('replicate', 'Replicate', 'REPLICATE_API_TOKEN', (r) => 'r8_' + draw(r, BASE62, 37)),
  // Email, observability, productivity.
  token(
    'sendgrid',
    'SendGrid',
    'SENDGRID_API_KEY',
    (r) => 'SG.' + draw(r, BASE64URL, 22) + '.' + draw(r, BASE64URL, 43),
  ),
  token('twilio-api-key', 'Twilio', 'TWILIO_API_KEY', (r) => 'SK' + draw(r, HEX, 32)),
  secret('twilio-auth-token', 'Twilio', 'TWILIO_AUTH_TOKEN', (r) => draw(r, HEX, 32)),
  token('mailgun', 'Mailgun', 'MAILGUN_API_KEY', (r) => 'key-' + draw(r, HEX, 32)),
  token('mailchimp', 'Mailchimp', 'MAILCHIMP_API_KEY', (r) => draw(r, HEX, 32) + '-us' + between(r, 1, 21)),
  token('linear', 'Linear', 'LINEAR_API_KEY', (r) => 'lin_api_' + draw(r, BASE62, 40)),
  token('notion', 'Notion', 'NOTION_TOKEN', (r) => 'ntn_' + draw(r, DIGITS, 11) + draw(r, BASE62, 35)),
  token('postman', 'Postman', 'POSTMAN_API_KEY', (r) => 'PMAK-' + draw(r, HEX, 24) + '-' + draw(r, HEX, 34)),
  token(
    'grafana-service-account',
    'Grafana',
    'GRAFANA_TOKEN',
    (r) => 'glsa_' + draw(r, BASE62, 32) + '_' + draw(r, HEX, 8),
  ),
  token('sentry-user', 'Sentry', 'SENTRY_AUTH_TOKEN', (r) => 'sntryu_' + draw(r, HEX, 64)),
  token('new-relic', 'New Relic', 'NEW_RELIC_API_KEY', (r) => 'NRAK-' + draw(r, ALNUM_UPPER, 27)),
  token(
    'atlassian',
    'Atlassian',
    'JIRA_API_TOKEN',
    (r) => 'ATATT3xFfGF0' + draw(r, BASE64URL, 170) + '=' + draw(r, HEX.toUpperCase(), 8),
  ),
  token('figma', 'Figma', 'FIGMA_TOKEN', (r) => 'figd_' + draw(r, BASE64URL, 40)),
  token('supabase', 'Supabase', 'SUPABASE_ACCESS_TOKEN', (r) => 'sbp_' + draw(r, HEX, 40)),
  token('planetscale', 'PlanetScale', 'PLANETSCALE_TOKEN', (r) => 'pscale_tkn_' + draw(r, BASE64URL, 43)),
  token('easypost', 'EasyPost', 'EASYPOST_API_KEY', (r) => 'EZAK' + draw(r, BASE62, 54)),
  // Signed tokens and keys.
  token(
    'jwt',
    'JSON Web Token (RFC 7519)',
    'SESSION_TOKEN',
    (r) =>
      'eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9.' +
      'eyJ' +
      draw(r, BASE64URL, between(r, 60, 140)) +
      '.' +
      draw(r, BASE64URL, 86),
  ),
  token(
    'private-key',
    'PEM private key (RFC 7468)',
    'DEPLOY_KEY',
    (r) =>
      '-----BEGIN OPENSSH PRIVATE KEY-----\n' +
      Array.from({ length: 5 }, () => draw(r, BASE64, 70)).join('\n') +
      '\n-----END OPENSSH PRIVATE KEY-----',
  ),
  // Values that are credentials by where they stand.
  secret('password-human', 'any service', 'DB_PASSWORD', humanPassword),
  secret('password-random', 'any service', 'ADMIN_PASSWORD', randomPassword),
  secret('hex-api-key', 'any service', 'API_KEY', (r) => draw(r, HEX, 40)),
  secret('uuid-api-key', 'any service', 'X_API_KEY', uuid),
  secret('bearer-opaque', 'OAuth 2.0 (RFC 6750)', 'ACCESS_TOKEN', (r) => draw(r, BASE64URL, 43)),
];

/** A format by id (a typo in a case list fails loudly). */
export function format(id: string): Format {
  const found = FORMATS.find((f) => f.id === id);
  if (!found) throw new Error(`unknown format ${id}`);
  return found;
}
