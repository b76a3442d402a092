import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { buildConfigSchema } from './config-schema.js';

let cached: { key: string; check: (value: unknown) => string | null } | undefined;

/**
 * A checker for configs naming only `ruleIds`: returns `null` for a valid config, else
 * one line `<field>: <what was expected>` for the first problem.
 */
export function validatorFor(ruleIds: readonly string[]): (value: unknown) => string | null {
  const key = [...ruleIds].sort().join('\n');
  if (cached?.key === key) return cached.check;
  const ajv = new Ajv({ allErrors: false, strict: true });
  const validate: ValidateFunction = ajv.compile(buildConfigSchema(ruleIds));
  const check = (value: unknown): string | null => (validate(value) ? null : describe(validate.errors?.[0]));
  cached = { key, check };
  return check;
}

function describe(error: ErrorObject | undefined): string {
  if (!error) return 'invalid config';
  const field = fieldOf(error.instancePath);
  switch (error.keyword) {
    case 'additionalProperties': {
      const extra = (error.params as { additionalProperty: string }).additionalProperty;
      const at = field === '' ? extra : `${field}.${extra}`;
      if (field === 'rules') return `${at}: unknown rule id`;
      if (field === 'kinds') return `${at}: unknown kind; expected "plan", "summary" or "handoff"`;
      if (field === 'secrets') return `${at}: unknown option; expected "allow"`;
      return `${at}: unknown option; expected "rules", "kinds", "ignores", "decisions", "root" or "secrets"`;
    }
    case 'enum':
      return field === 'decisions' ? 'decisions: expected "auto", "required" or "off"' : `${field}: expected "off", "warn" or "error"`;
    case 'type': {
      const type = (error.params as { type: string }).type;
      const items = field.startsWith('secrets.allow') ? 'fingerprints' : 'patterns';
      const wanted = type === 'array' ? `an array of ${items}` : type === 'object' ? 'an object' : type === 'boolean' ? '`true` or `false`' : `a ${type}`;
      return `${field || '(root)'}: expected ${wanted}`;
    }
    case 'pattern':
      return `${field}: expected a fingerprint, "scrypt:" and 32 hex digits, as the secret rule's message prints it`;
    case 'minLength':
      return `${field}: expected a non-empty pattern`;
    default:
      return `${field || '(root)'}: ${error.message ?? 'invalid value'}`;
  }
}

/** `/rules/section-empty` → `rules.section-empty`, `/ignores/0` → `ignores[0]`. */
function fieldOf(instancePath: string): string {
  let out = '';
  for (const raw of instancePath.split('/').slice(1)) {
    const part = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    out += /^\d+$/.test(part) ? `[${part}]` : out === '' ? part : `.${part}`;
  }
  return out;
}
