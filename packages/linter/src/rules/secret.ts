import { describeCategory, type SecretCategory } from '@handoff/core/secrets';
import { secretsOf } from '../lib/file-secrets.js';
import { defineRule } from '../lib/rule.js';

/** What the message suggests instead of the value: the conventional variable for each kind. */
const REFERENCES: Readonly<Record<SecretCategory, string>> = {
  'private-key': '$DEPLOY_KEY_PATH',
  'aws-access-key-id': '$AWS_ACCESS_KEY_ID',
  'github-token': '$GITHUB_TOKEN',
  'gitlab-token': '$GITLAB_TOKEN',
  'slack-token': '$SLACK_BOT_TOKEN',
  'stripe-key': '$STRIPE_SECRET_KEY',
  'npm-token': '$NPM_TOKEN',
  'openai-key': '$OPENAI_API_KEY',
  'anthropic-key': '$ANTHROPIC_API_KEY',
  'google-api-key': '$GOOGLE_API_KEY',
  jwt: '$SESSION_TOKEN',
  'bearer-token': '$API_TOKEN',
  'basic-auth': '$BASIC_AUTH',
  'url-password': '${DB_PASSWORD}',
  'assigned-secret': '$PASSWORD',
};

/** SPEC §2.4 / §5: no credential anywhere in a hand-off document; the report names the kind, never the value. */
export default defineRule({
  id: 'secret',
  meta: {
    description: 'Disallow credentials in hand-off documents',
    defaultSeverity: 'error',
    scope: 'text',
    messages: {
      unexpectedSecret: 'Unexpected {{category}} in a hand-off document, expected a reference such as `{{reference}}`',
    },
  },
  check(context) {
    for (const finding of secretsOf(context.file.text)) {
      context.report({
        messageId: 'unexpectedSecret',
        data: { category: describeCategory(finding.category), reference: REFERENCES[finding.category] },
        span: {
          start: { line: finding.line, column: finding.column, offset: finding.offset },
          end: { line: finding.endLine, column: finding.endColumn, offset: finding.offset + finding.length },
        },
      });
    }
  },
});
