/**
 * Where people paste credentials in a hand-off: a context is a template whose `{v}` is the
 * value and `{NAME}` / `{name}` / `{Name}` the variable it is kept in (upper snake case,
 * lower snake case, Title-Case header style); `{forge}` is a source forge's host. `token`
 * contexts suit any value that is a credential by its shape; `secret` contexts are the
 * places that make a plain value one (an assignment, a flag, a header, a URL's password).
 */
export interface Context {
  id: string;
  template: string;
  /** Which values the context can hold; a single-line value that is no URL when absent. */
  holds?: 'url' | 'block' | 'forge' | 'url-safe';
}

export const TOKEN_CONTEXTS: readonly Context[] = [
  { id: 'export', template: 'export {NAME}={v}' },
  { id: 'dotenv', template: '{NAME}="{v}"' },
  { id: 'json', template: '{"{name}": "{v}", "region": "eu-west-1"}' },
  { id: 'yaml', template: 'env:\n  {NAME}: {v}\n  LOG_LEVEL: debug' },
  { id: 'bearer-curl', template: 'curl -sS -H "Authorization: Bearer {v}" https://api.example.com/v1/me' },
  { id: 'prose', template: 'I used {v} for the smoke test against staging and it worked.' },
  { id: 'inline-code', template: '- The deploy failed until I passed `{v}` to the CLI.' },
  { id: 'fenced', template: '```sh\nmytool deploy --env prod {v}\n```' },
  { id: 'python', template: 'client = Client(api_key="{v}", timeout=30)' },
  { id: 'js', template: "const client = createClient('{v}');" },
  { id: 'log', template: '2026-11-30T01:02:03.511Z DEBUG outgoing request headers={"authorization":"Bearer {v}"}' },
  { id: 'bullet', template: '- Credentials for the staging run: {v} (expires Friday)' },
  { id: 'terraform', template: 'provider "acme" {\n  token = "{v}"\n}' },
  { id: 'query', template: 'GET https://api.example.com/v2/report?format=csv&key={v}&page=2', holds: 'url-safe' },
  { id: 'path', template: 'POST https://api.example.com/v1/{v}/notify returned 202', holds: 'url-safe' },
  { id: 'table', template: '| environment | credential |\n|---|---|\n| staging | {v} |' },
  { id: 'quote', template: '> token used by the nightly job: {v}' },
  { id: 'header-line', template: 'X-Auth-Token: {v}' },
  { id: 'xml', template: '<add key="ServiceToken" value="{v}" />' },
  { id: 'userinfo', template: 'git clone https://{v}@{forge}/acme/payments.git', holds: 'forge' },
  {
    id: 'userinfo-push',
    template: 'git push https://x-access-token:{v}@{forge}/acme/app.git HEAD:main',
    holds: 'forge',
  },
  {
    id: 'userinfo-remote',
    template: 'git remote set-url origin https://oauth2:{v}@{forge}/acme/app.git',
    holds: 'forge',
  },
  // Webhook URLs: the URL is the credential.
  { id: 'url-export', template: 'export {NAME}={v}', holds: 'url' },
  { id: 'url-json', template: '{"{name}": "{v}"}', holds: 'url' },
  {
    id: 'url-curl',
    template: `curl -X POST -H 'Content-type: application/json' --data '{"text":"deployed"}' {v}`,
    holds: 'url',
  },
  { id: 'url-prose', template: 'The alerts go to {v} now (the old channel was archived).', holds: 'url' },
  { id: 'url-yaml', template: 'notify:\n  webhook: {v}', holds: 'url' },
  // Key blocks.
  { id: 'block-plain', template: 'The deploy key I generated:\n\n{v}\n\nIt is also on the bastion.', holds: 'block' },
  { id: 'block-fenced', template: '```\n{v}\n```', holds: 'block' },
  { id: 'block-json', template: '{"type": "service_account", "private_key": "{v}"}', holds: 'block' },
];

export const SECRET_CONTEXTS: readonly Context[] = [
  { id: 'export', template: 'export {NAME}={v}' },
  { id: 'dotenv', template: '{NAME}={v}' },
  { id: 'dotenv-quoted', template: "{NAME}='{v}'" },
  { id: 'json', template: '{\n  "{name}": "{v}",\n  "retries": 3\n}' },
  { id: 'yaml', template: 'services:\n  api:\n    {name}: "{v}"' },
  { id: 'yaml-next-line', template: '{name}:\n  {v}' },
  { id: 'k8s-env', template: '- name: {NAME}\n  value: "{v}"' },
  { id: 'header-curl', template: 'curl -H "{Name}: {v}" https://api.example.com/v1/items' },
  { id: 'header-long', template: 'curl --header "{Name}: {v}" --fail https://api.example.com/v1/items' },
  { id: 'header-line', template: '{Name}: {v}' },
  { id: 'bearer-header', template: 'Authorization: Bearer {v}', holds: 'url-safe' },
  { id: 'flag', template: 'mytool login --password {v} --user deploy' },
  { id: 'flag-eq', template: 'mytool sync --api-key={v} --dry-run' },
  { id: 'python-kwarg', template: 'conn = connect(host="db", password="{v}")' },
  { id: 'js-object', template: "const config = { {name}: '{v}', region: 'eu' };" },
  { id: 'toml', template: '[service]\n{name} = "{v}"' },
  { id: 'prose', template: 'The {name} for the staging database is {v} until we rotate it.' },
  { id: 'url-password', template: 'DATABASE_URL=postgres://app:{v}@db.internal:5432/app', holds: 'url-safe' },
  { id: 'url-password-redis', template: 'redis://default:{v}@cache.prod.internal:6379/0', holds: 'url-safe' },
  { id: 'query', template: 'https://api.example.com/v1/export?access_token={v}&format=json', holds: 'url-safe' },
  { id: 'bold-field', template: '- **{Name}:** {v}' },
];

/** Whether a context can hold `value` (a webhook URL, a key block, a forge token, a URL-safe value). */
export function holds(context: Context, value: string, forge: boolean): boolean {
  const url = value.startsWith('https://');
  const block = value.includes('\n');
  switch (context.holds) {
    case 'url':
      return url;
    case 'block':
      return block;
    case 'forge':
      return forge;
    case 'url-safe':
      return !url && !block && /^[A-Za-z0-9._~!$'()*+,;=:-]+$/.test(value);
    default:
      return !url && !block;
  }
}

/** A context's template with its variable name and forge host filled in; `{v}` is left for the value. */
export function frame(template: string, name: string, forge = 'github.com'): string {
  const lower = name.toLowerCase();
  const title = lower.replace(/(^|_)([a-z])/g, (_m, sep: string, c: string) => (sep ? '-' : '') + c.toUpperCase());
  const slots: Record<string, string> = { NAME: name, name: lower, Name: title, forge };
  return template.replace(/\{(NAME|name|Name|forge)\}/g, (_m, slot: string) => slots[slot]!);
}
