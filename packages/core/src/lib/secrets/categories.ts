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
  | 'openrouter-key'
  | 'google-api-key'
  | 'jwt'
  | 'bearer-token'
  | 'basic-auth'
  | 'url-password'
  | 'login-password'
  | 'assigned-secret'
  | 'webhook-url'
  | 'command-line-secret'
  | 'pypi-token'
  | 'huggingface-token'
  | 'docker-hub-token'
  | 'rubygems-token'
  | 'clojars-token'
  | 'artifactory-token'
  | 'atlassian-token'
  | 'airtable-token'
  | 'google-oauth-secret'
  | 'azure-client-secret'
  | 'digitalocean-token'
  | 'heroku-api-key'
  | 'flyio-token'
  | 'vault-token'
  | 'terraform-cloud-token'
  | 'pulumi-token'
  | 'doppler-token'
  | 'shopify-token'
  | 'sendgrid-key'
  | 'mailgun-key'
  | 'mailchimp-key'
  | 'brevo-key'
  | 'netlify-token'
  | 'linear-key'
  | 'notion-token'
  | 'postman-key'
  | 'grafana-token'
  | 'sentry-token'
  | 'new-relic-key'
  | 'dynatrace-token'
  | 'supabase-key'
  | 'planetscale-token'
  | 'square-token'
  | 'age-secret-key'
  | 'onepassword-token'
  | 'openshift-token'
  | 'telegram-bot-token'
  | 'sourcegraph-token'
  | 'contentful-token'
  | 'perplexity-key'
  | 'xai-key'
  | 'groq-key'
  | 'tavily-key'
  | 'replicate-token'
  | 'prefect-key'
  | 'readme-key'
  | 'infracost-key'
  | 'frameio-token'
  | 'scalingo-token'
  | 'duffel-token'
  | 'typeform-token'
  | 'figma-token'
  | 'shippo-token'
  | 'flutterwave-key'
  | 'adobe-client-secret'
  | 'octopus-deploy-key'
  | 'alibaba-access-key-id'
  | 'easypost-key'
  | 'twilio-key'
  | 'databricks-token';

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
  'openrouter-key': 'OpenRouter API key',
  'google-api-key': 'Google API key',
  jwt: 'JSON Web Token',
  'bearer-token': 'bearer token',
  'basic-auth': 'HTTP Basic credential',
  'url-password': 'password in a URL',
  'login-password': "login's password beside its user name or e-mail address",
  'assigned-secret': 'literal value assigned to a secret-named variable',
  'webhook-url': 'webhook URL (the URL itself is the credential)',
  'command-line-secret': 'password or token on a command line',
  'pypi-token': 'PyPI upload token',
  'huggingface-token': 'Hugging Face token',
  'docker-hub-token': 'Docker Hub access token',
  'rubygems-token': 'RubyGems API key',
  'clojars-token': 'Clojars deploy token',
  'artifactory-token': 'JFrog Artifactory API key',
  'atlassian-token': 'Atlassian or Bitbucket API token',
  'airtable-token': 'Airtable personal access token',
  'google-oauth-secret': 'Google OAuth client secret',
  'azure-client-secret': 'Microsoft Entra ID (Azure AD) client secret',
  'digitalocean-token': 'DigitalOcean token',
  'heroku-api-key': 'Heroku API key',
  'flyio-token': 'Fly.io token',
  'vault-token': 'HashiCorp Vault token',
  'terraform-cloud-token': 'Terraform Cloud API token',
  'pulumi-token': 'Pulumi access token',
  'doppler-token': 'Doppler token',
  'shopify-token': 'Shopify access token or shared secret',
  'sendgrid-key': 'SendGrid API key',
  'mailgun-key': 'Mailgun API key',
  'mailchimp-key': 'Mailchimp API key',
  'brevo-key': 'Brevo (Sendinblue) API or SMTP key',
  'netlify-token': 'Netlify personal access token',
  'linear-key': 'Linear API key',
  'notion-token': 'Notion integration token',
  'postman-key': 'Postman API key',
  'grafana-token': 'Grafana token',
  'sentry-token': 'Sentry token',
  'new-relic-key': 'New Relic API key',
  'dynatrace-token': 'Dynatrace API token',
  'supabase-key': 'Supabase access token or secret key',
  'planetscale-token': 'PlanetScale token or password',
  'square-token': 'Square access token or secret',
  'age-secret-key': 'age secret key',
  'onepassword-token': '1Password service account token or secret key',
  'openshift-token': 'OpenShift user token',
  'telegram-bot-token': 'Telegram bot token',
  'sourcegraph-token': 'Sourcegraph access token',
  'contentful-token': 'Contentful personal access token',
  'perplexity-key': 'Perplexity API key',
  'xai-key': 'xAI API key',
  'groq-key': 'Groq API key',
  'tavily-key': 'Tavily API key',
  'replicate-token': 'Replicate API token',
  'prefect-key': 'Prefect API key',
  'readme-key': 'ReadMe API key',
  'infracost-key': 'Infracost API key',
  'frameio-token': 'Frame.io developer token',
  'scalingo-token': 'Scalingo API token',
  'duffel-token': 'Duffel access token',
  'typeform-token': 'Typeform personal access token',
  'figma-token': 'Figma personal access token',
  'shippo-token': 'Shippo API token',
  'flutterwave-key': 'Flutterwave secret key',
  'adobe-client-secret': 'Adobe client secret',
  'octopus-deploy-key': 'Octopus Deploy API key',
  'alibaba-access-key-id': 'Alibaba Cloud AccessKey id',
  'easypost-key': 'EasyPost API key',
  'twilio-key': 'Twilio API key',
  'databricks-token': 'Databricks personal access token',
};

/** Every category, in a stable order (the order of the type). */
export const SECRET_CATEGORIES: readonly SecretCategory[] = Object.keys(DESCRIPTIONS) as SecretCategory[];

/** Human words for a category, e.g. "GitHub token"; never the value. */
export function describeCategory(category: SecretCategory): string {
  return DESCRIPTIONS[category];
}
