import { describe, expect, it } from 'vitest';
import { findSecrets, redactSecrets, SECRET_CATEGORIES } from '@handoff/core/secrets';
import { alnum, families, fill, hex, webhooks } from './fixtures.js';
import { describeRows, type Row } from './table.js';

/**
 * Vendor token families, from the default rules of gitleaks and the vendors' token-format
 * pages. Every value is synthetic filler of the documented shape (fixtures.ts).
 */
const spans = (text: string) => findSecrets(text).map(({ category, offset, length }) => ({ category, offset, length }));

describe('vendor token families: every documented shape is found, at the token', () => {
  for (const { name, category, value, context } of families) {
    it(`${name} (${category})${context ? ', in a secret context' : ''}`, () => {
      expect(SECRET_CATEGORIES).toContain(category);
      const texts = [`API_TOKEN=${value}`, `"secret": "${value}"`, `--token ${value}`, `the token is ${value}`];
      if (!context) texts.push(`use ${value} here`, `\`${value}\``, `(${value}).`, `- ${value}`);
      for (const text of texts) {
        expect(spans(text), text).toEqual([{ category, offset: text.indexOf(value), length: value.length }]);
        expect(redactSecrets(text).text).not.toContain(value);
      }
    });
  }
});

describe('vendor token families: look-alikes pass', () => {
  for (const { name, value } of families) {
    it(`${name}: masked, glued to a word, or cut short`, () => {
      const masked =
        value.slice(0, Math.ceil(value.length * 0.4)) + 'x'.repeat(value.length - Math.ceil(value.length * 0.4));
      expect(spans(`use ${masked} here`)).toEqual([]);
      expect(spans(`use my${value} here`)).toEqual([]);
      expect(spans(`use ${value.slice(0, 12)} here`)).toEqual([]);
    });
  }
});

describe('webhook URLs: the path is the credential, the host stays', () => {
  for (const { name, url, secret } of webhooks) {
    it(name, () => {
      const text = `curl -X POST ${url}${secret} -d @payload.json`;
      expect(spans(text)).toEqual([{ category: 'webhook-url', offset: text.indexOf(secret), length: secret.length }]);
      expect(redactSecrets(text).text).toBe(`curl -X POST ${url}[REDACTED] -d @payload.json`);
    });
  }
  it('in any case of the scheme (HTTPS://, Http://), but not another scheme', () => {
    const { url, secret } = webhooks[0]!;
    for (const scheme of ['HTTPS://', 'Http://']) {
      const text = `${scheme}${url.replace(/^https?:\/\//, '')}${secret}`;
      expect(spans(text)).toEqual([{ category: 'webhook-url', offset: text.indexOf(secret), length: secret.length }]);
    }
    expect(spans(`httpx://${url.replace(/^https?:\/\//, '')}${secret}`)).toEqual([]);
  });
});

const rows: Row[] = [
  // Webhooks: the vendors' documented placeholders and other paths pass.
  { text: 'https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX', found: [] },
  { text: 'https://hooks.slack.com/services/<your-webhook-path>', found: [] },
  { text: 'SLACK_WEBHOOK_URL=https://hooks.slack.com/services/${SLACK_WEBHOOK_PATH}', found: [] },
  { text: 'see https://hooks.slack.com/ for the docs', found: [] },
  { text: 'https://discord.com/api/webhooks/{webhook.id}/{webhook.token}', found: [] },
  { text: 'https://discord.com/channels/1234567890123456789/1234567890123456789', found: [] },
  { text: 'https://api.slack.com/messaging/webhooks', found: [] },
  { text: 'https://example.com/hooks/short', found: [] },
  { text: `https://example.com/hooks/${'abcdefghijklmnopqrstuvwxyz'}`, found: [] },
  {
    text:
      `POST https://prod-12.westus.logic.azure.com:443/workflows/a1b2c3/triggers/manual/paths/invoke?` +
      `api-version=2016-06-01&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig=«${alnum(43)}»`,
    found: ['webhook-url'],
  },
  {
    text:
      'https://prod-12.westus.logic.azure.com:443/workflows/a1b2c3/triggers/manual/paths/invoke?' +
      'api-version=2016-06-01&sig=<signature>',
    found: [],
  },

  // Provider-specific look-alikes from the docs.
  { text: 'Hugging Face tokens start with hf_ and are shown once.', found: [] },
  { text: `hf_${'abcdefghijklmnopqrstuvwxyzabcdefgh'}`, found: [] }, // one case only: an identifier
  { text: 'the dataset lives at hf_hub_download(repo_id=...)', found: [] },
  { text: 'PyPI tokens look like pypi-AgEIcHlwaS5vcmc…', found: [] },
  { text: `pypi-${alnum(80)}`, found: [] }, // no macaroon header: not an upload token
  { text: 'docker login -u bot --password-stdin < token.txt', found: [] },
  { text: 'dckr_pat_<token>', found: [] },
  { text: 'key-value store, key-rotation policy, key-0123', found: [] },
  { text: `key-${hex(31)}`, found: [] },
  { text: 'API-FIRST-DESIGN-DOCUMENT-REVIEWS', found: [] },
  { text: `sk_prod_${'x'.repeat(24)}`, found: [] },
  { text: 'the AGE-SECRET-KEY-1 prefix marks an age identity', found: [] },
  { text: 'sha256~ is the OpenShift token prefix', found: [] },
  { text: `sha256:${hex(64)}`, found: [] },
  { text: 'bot 123456789:AAxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx', found: [] },
  { text: '12:30:45 and 123456789:ABC are not tokens', found: [] },
  { text: `${hex(32)}-usage`, found: [] },
  { text: `SG.${alnum(10)}`, found: [] },
  { text: 'see https://example.com/SG.html', found: [] },
  { text: `${fill('abc', 3)}8Q~short`, found: [] },
  // Dot-prefixed tokens bare in a sentence are not looked for (only in a value).
  { text: `hvs.${alnum(95)}`, found: [] },
  { text: `VAULT_TOKEN=«hvs.${alnum(95)}»`, found: ['vault-token'] },
  { text: `export DOPPLER_TOKEN="«dp.st.${alnum(43)}»"`, found: ['doppler-token'] },
];

describeRows('vendor look-alikes and placeholders', rows);
