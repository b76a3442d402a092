import { describeCategory, secretFingerprint, type SecretCategory } from '@handoff/core/secrets';
import { secretsOf } from '../lib/file-secrets.js';
import { defineRule, type HeldBack, type RuleOption } from '../lib/rule.js';

/**
 * What the message suggests instead of the value: the conventional variable where it
 * differs from the category's own name (`pypi-token` → `$PYPI_TOKEN`).
 */
const REFERENCES: Readonly<Partial<Record<SecretCategory, string>>> = {
  'private-key': '$DEPLOY_KEY_PATH',
  'slack-token': '$SLACK_BOT_TOKEN',
  'stripe-key': '$STRIPE_SECRET_KEY',
  'openai-key': '$OPENAI_API_KEY',
  'anthropic-key': '$ANTHROPIC_API_KEY',
  'openrouter-key': '$OPENROUTER_API_KEY',
  'tavily-key': '$TAVILY_API_KEY',
  jwt: '$SESSION_TOKEN',
  'bearer-token': '$API_TOKEN',
  'url-password': '${DB_PASSWORD}',
  'login-password': '$ADMIN_PASSWORD',
  'assigned-secret': '$PASSWORD',
  'command-line-secret': '$PASSWORD',
  'huggingface-token': '$HF_TOKEN',
};

function referenceFor(category: SecretCategory): string {
  return REFERENCES[category] ?? `$${category.toUpperCase().replace(/-/g, '_')}`;
}

/** Fingerprints of accepted values, named in a config, never the values. */
const allow: RuleOption<readonly string[]> = {
  description:
    "Fingerprints of accepted values (false positives) the rule does not report: copy one from the finding's " +
    'message; never list the values themselves.',
  schema: {
    type: 'array',
    items: {
      type: 'string',
      pattern: '^scrypt:[0-9a-f]{32}$',
      description: 'a fingerprint, "scrypt:" and 32 hex digits, as the secret rule\'s message prints it',
    },
  },
  default: [],
};

/** Why a written value where a secret is named is held back on a project that has not adopted handoff. */
const WRITTEN_VALUE: HeldBack = {
  kind: 'adoption',
  until: 'handoff',
  justification:
    'a value written by hand (not generated) where a secret is named, in a project that has not adopted handoff',
};

/** Fingerprints the rule accepts, as a set, per `allow` list. */
const acceptedSets = new WeakMap<readonly string[], ReadonlySet<string>>();

/** No credential anywhere in a hand-off document; the report names the kind and a fingerprint, never the value. */
export default defineRule({
  id: 'secret',
  meta: {
    description: 'Disallow credentials in hand-off documents',
    defaultSeverity: 'error',
    scope: 'text',
    messages: {
      unexpectedSecret:
        'Unexpected {{category}} in a hand-off document, expected a reference such as `{{reference}}` ' +
        '(fingerprint {{fingerprint}})',
    },
    options: { allow },
  },
  check(context) {
    const { text } = context.file;
    const allowed = context.options.allow;
    let accepted = acceptedSets.get(allowed);
    if (!accepted) acceptedSets.set(allowed, (accepted = new Set(allowed)));
    for (const finding of secretsOf(text)) {
      // The fingerprint is a slow salted hash of the value: safe to print, and what an allowlist names.
      const fingerprint = secretFingerprint(text.slice(finding.offset, finding.offset + finding.length));
      if (accepted.has(fingerprint)) continue;
      context.report({
        messageId: 'unexpectedSecret',
        data: {
          category: describeCategory(finding.category),
          reference: referenceFor(finding.category),
          fingerprint,
        },
        span: {
          start: { line: finding.line, column: finding.column, offset: finding.offset },
          end: { line: finding.endLine, column: finding.endColumn, offset: finding.offset + finding.length },
        },
        // A value that only where it stands calls a credential, and that reads as written (`admin123`, `dev-token`), is
        // a guess: it waits for the project to adopt handoff (docs/secrets.md, "Written values wait for adoption").
        ...(finding.written ? { heldBack: WRITTEN_VALUE } : {}),
      });
    }
  },
});
