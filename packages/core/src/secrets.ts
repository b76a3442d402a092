export {
  clipRedacted,
  describeCategory,
  findSecrets,
  findSecretsInValue,
  type FindSecretsOptions,
  redactPath,
  redactSecrets,
  REDACTED,
  SECRET_CATEGORIES,
  secretFingerprint,
  type SecretCategory,
  type SecretFinding,
  type ValueSecretFinding,
} from './lib/secrets/index.js';
export { jsonParseReason } from './lib/secrets/json-parse-reason.js';
export { quoteValue } from './lib/secrets/quote.js';
