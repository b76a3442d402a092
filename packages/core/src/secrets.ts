export {
  describeCategory,
  findSecrets,
  findSecretsInValue,
  redactSecrets,
  REDACTED,
  SECRET_CATEGORIES,
  secretFingerprint,
  type SecretCategory,
  type SecretFinding,
  type ValueSecretFinding,
} from './lib/secrets/index.js';
