import { createRequire } from 'node:module';
import type { ErrorObject, ValidateFunction } from 'ajv';
import type { Rule } from './rule.js';

/** Options per rule id, as config files set them (not defaulted); a rule that is not named has none set. */
export type RuleOptions = Readonly<Record<string, Readonly<Record<string, unknown>>>>;

/**
 * The JSON Schema (draft-07) of a rule's options object, from `meta.options`: each option's
 * schema with its description and default; no option required, none unknown. `null` for a
 * rule without options.
 */
export function optionsSchema(rule: Rule): Record<string, unknown> | null {
  const options = rule.meta.options;
  if (!options || Object.keys(options).length === 0) return null;
  return {
    type: 'object',
    additionalProperties: false,
    properties: Object.fromEntries(
      Object.entries(options).map(([name, option]) => [
        name,
        { ...option.schema, description: option.description, default: option.default },
      ]),
    ),
  };
}

const resolved = new WeakMap<Rule, WeakMap<object, Readonly<Record<string, unknown>>>>();
const NOTHING_SET: Readonly<Record<string, unknown>> = Object.freeze({});

/** A rule's options under a config: each option the config sets, the default of every other. */
export function optionsFor(
  rule: Rule,
  set: Readonly<Record<string, unknown>> | undefined,
): Readonly<Record<string, unknown>> {
  const given = set ?? NOTHING_SET;
  let byGiven = resolved.get(rule);
  if (!byGiven) resolved.set(rule, (byGiven = new WeakMap()));
  let options = byGiven.get(given);
  if (!options) {
    const defaults = Object.fromEntries(Object.entries(rule.meta.options ?? {}).map(([k, o]) => [k, o.default]));
    options = Object.freeze({ ...defaults, ...given });
    byGiven.set(given, options);
  }
  return options;
}

const validators = new WeakMap<Rule, ValidateFunction>();

/**
 * Check the options a config gives a rule: `null` when they are valid, else one line naming
 * the option and what was expected (`option \`allow[0]\`: expected …`).
 */
export function optionsProblem(rule: Rule, value: unknown): string | null {
  const schema = optionsSchema(rule);
  if (schema === null) return 'the rule has no options; give its severity alone';
  let validate = validators.get(rule);
  if (!validate) {
    // Loaded on the first options to check: a run whose configs set none never pays for ajv.
    const { Ajv } = createRequire(import.meta.url)('ajv') as typeof import('ajv');
    validate = new Ajv({ allErrors: false, strict: true, verbose: true }).compile(schema);
    validators.set(rule, validate);
  }
  if (validate(value)) return null;
  // Invalid: ajv (stopping at the first error) has set exactly one.
  return describe(validate.errors![0]!, Object.keys(rule.meta.options ?? {}));
}

function describe(error: ErrorObject, names: readonly string[]): string {
  const path = optionPath(error.instancePath);
  const at = path === '' ? 'options' : `option \`${path}\``;
  const described = (error.parentSchema as { description?: unknown } | undefined)?.description;
  switch (error.keyword) {
    case 'additionalProperties': {
      const extra = (error.params as { additionalProperty: string }).additionalProperty;
      const name = path === '' ? extra : `${path}.${extra}`;
      return `option \`${name}\`: unknown option; expected ${names.map((n) => `\`${n}\``).join(', ')}`;
    }
    case 'type': {
      const type = (error.params as { type: string }).type;
      const article = type === 'object' || type === 'array' || type === 'integer' ? 'an' : 'a';
      return `${at}: expected ${article} ${type}`;
    }
    case 'enum':
      return (
        `${at}: expected ` +
        (error.params as { allowedValues: unknown[] }).allowedValues.map((v) => JSON.stringify(v)).join(', ')
      );
    case 'pattern':
      return (
        `${at}: expected ` +
        (typeof described === 'string'
          ? described
          : `a string matching /${(error.params as { pattern: string }).pattern}/`)
      );
    default:
      return `${at}: ${error.message ?? 'invalid value'}`;
  }
}

/** `/allow/0` → `allow[0]`. */
function optionPath(instancePath: string): string {
  let out = '';
  for (const raw of instancePath.split('/').slice(1)) {
    const part = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    out += /^\d+$/.test(part) ? `[${part}]` : out === '' ? part : `.${part}`;
  }
  return out;
}
