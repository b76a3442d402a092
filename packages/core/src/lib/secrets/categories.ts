/** What kind of credential a finding is; stable ids, safe to print. */
export type SecretCategory =
  | 'private-key'
  | 'aws-access-key-id'
  | 'github-token'
  | 'gitlab-token'
  | 'slack-token'
  | 'stripe-key'
  | 'npm-token'
  | 'openai-key'
  | 'anthropic-key'
  | 'google-api-key'
  | 'jwt'
  | 'bearer-token'
  | 'basic-auth'
  | 'url-password'
  | 'assigned-secret';

const DESCRIPTIONS: Readonly<Record<SecretCategory, string>> = {
  'private-key': 'private key block',
  'aws-access-key-id': 'AWS access key id',
  'github-token': 'GitHub token',
  'gitlab-token': 'GitLab token',
  'slack-token': 'Slack token',
  'stripe-key': 'Stripe secret key',
  'npm-token': 'npm token',
  'openai-key': 'OpenAI-style API key',
  'anthropic-key': 'Anthropic API key',
  'google-api-key': 'Google API key',
  jwt: 'JSON Web Token',
  'bearer-token': 'bearer token',
  'basic-auth': 'HTTP Basic credential',
  'url-password': 'password in a URL',
  'assigned-secret': 'literal value assigned to a secret-named variable',
};

/** Every category, in a stable order (the order of the type). */
export const SECRET_CATEGORIES: readonly SecretCategory[] = Object.keys(DESCRIPTIONS) as SecretCategory[];

/** Human words for a category, e.g. "GitHub token"; never the value. */
export function describeCategory(category: SecretCategory): string {
  return DESCRIPTIONS[category];
}
