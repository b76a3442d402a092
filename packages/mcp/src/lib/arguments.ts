import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import type { TSchema } from 'typebox';
import { ToolError } from './errors.js';

const ajv = new Ajv({ allErrors: false, strict: false });
const cache = new WeakMap<object, ValidateFunction>();

type ObjectSchema = { properties: Record<string, { anyOf?: Array<{ type?: unknown }> }>; required?: string[] };

/**
 * The schema arguments are checked against. It is the advertised one (every argument
 * listed, optional ones nullable, as strict clients need) with two reliefs: an optional
 * argument left out counts as `null`, and `checkedByHandler` arguments only need to be
 * objects (the handler's own checks word the rest as the CLI does).
 */
function validationSchema(input: TSchema, checkedByHandler: readonly string[]): object {
  const plain = JSON.parse(JSON.stringify(input)) as ObjectSchema;
  const nullable = (name: string) => plain.properties[name]?.anyOf?.some((branch) => branch.type === 'null') ?? false;
  plain.required = (plain.required ?? []).filter((name) => !nullable(name));
  for (const name of checkedByHandler) plain.properties[name] = { type: 'object' } as never;
  return plain;
}

/**
 * Check a tool's arguments; the first problem is one line naming the argument, in the
 * verb's voice (`handoff brief: argument \`role\` must be one of executor, verifier`). A
 * value is never echoed.
 */
export function checkArguments(
  verb: string,
  input: TSchema,
  checkedByHandler: readonly string[],
  args: unknown,
): Record<string, unknown> {
  let validate = cache.get(input);
  if (!validate) {
    validate = ajv.compile(validationSchema(input, checkedByHandler));
    cache.set(input, validate);
  }
  const value = args ?? {};
  if (!validate(value)) throw new ToolError(`${verb}: ${describe(validate.errors?.[0])}`);
  const out = { ...(value as Record<string, unknown>) };
  for (const name of Object.keys((input as unknown as ObjectSchema).properties))
    if (!Object.hasOwn(out, name)) out[name] = null;
  return out;
}

function describe(error: ErrorObject | undefined): string {
  if (!error) return 'invalid arguments';
  const path = error.instancePath
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((acc, part) => (/^\d+$/.test(part) ? `${acc}[${part}]` : acc ? `${acc}.${part}` : part), '');
  const name = (extra: string) => `\`${path ? `${path}.${extra}` : extra}\``;
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return `missing argument ${name(String(params.missingProperty))}`;
    case 'additionalProperties':
      return `unknown argument ${name(String(params.additionalProperty))}`;
    case 'enum':
      return `argument \`${path}\` must be one of ${(params.allowedValues as unknown[]).map(String).join(', ')}`;
    case 'type':
      return path === ''
        ? 'the arguments must be an object'
        : `argument \`${path}\` must be ${String(params.type).replace(',', ' or ')}`;
    case 'minItems':
      return `argument \`${path}\` must list at least ${String(params.limit)} item${params.limit === 1 ? '' : 's'}`;
    case 'minLength':
      return `argument \`${path}\` must not be empty`;
    default:
      return `argument \`${path}\` ${error.message ?? 'is invalid'}`;
  }
}
