/** A JSON Schema node as plain JSON. */
export type JsonSchema = { [keyword: string]: unknown };

/** What {@link toStrictSchema} drops or adds beyond its fixed rules. */
export interface StrictSchemaOptions {
  /** Property names left out wherever they occur (parser-only or writer-stamped fields). */
  omit?: readonly string[];
  /** The description of the root object. */
  description?: string;
}

// String formats both providers accept (OpenAI's list is the smaller one).
const PORTABLE_FORMATS = new Set([
  'date-time',
  'time',
  'date',
  'duration',
  'email',
  'hostname',
  'ipv4',
  'ipv6',
  'uuid',
]);

// Escapes every regular-expression dialect involved reads alike: Python's `re`, JavaScript
// with and without the `u` flag, and the providers' constrained decoders. `\p{…}`, `\u…`,
// `\b`, back-references and `(?…)` groups are not among them.
const PORTABLE_ESCAPE = /\\[dDwWsS.\-\\/[\]()|*+?^${}nrt]/g;

/** True when `pattern` uses only constructs every dialect above compiles the same way. */
function isPortablePattern(pattern: string): boolean {
  const rest = pattern.replace(PORTABLE_ESCAPE, '');
  return !rest.includes('\\') && !rest.includes('(?') && !/\{\d{3,}/.test(rest);
}

/**
 * Derive the authoring form of a schema, the subset that OpenAI strict structured outputs
 * and Anthropic strict tool use both accept: every object closed and every property
 * required (an optional one becomes nullable), `const` as a one-value `enum`, and no length,
 * range or count constraint beyond `minItems` 1. Patterns and formats are kept only when
 * portable. What is dropped stays enforced by the full schema the object is validated
 * against afterwards; the input is not changed.
 */
export function toStrictSchema(schema: JsonSchema, options: StrictSchemaOptions = {}): JsonSchema {
  const omit = new Set(options.omit ?? []);
  const root = convert(schema, omit);
  if (options.description !== undefined) root.description = options.description;
  return root;
}

function convert(node: JsonSchema, omit: ReadonlySet<string>): JsonSchema {
  const out: JsonSchema = {};
  if (Array.isArray(node.anyOf)) {
    out.anyOf = (node.anyOf as JsonSchema[]).map((branch) => convert(branch, omit));
    if (typeof node.description === 'string') out.description = node.description;
    return out;
  }
  if (node.const !== undefined) {
    out.type = typeof node.const === 'boolean' ? 'boolean' : typeof node.const === 'number' ? 'number' : 'string';
    out.enum = [node.const];
  } else if (Array.isArray(node.enum)) {
    const values = node.enum as unknown[];
    if (values.every((value) => typeof value === 'string')) out.type = 'string';
    out.enum = [...values];
  } else if (node.type !== undefined) {
    out.type = node.type;
  }
  if (typeof node.description === 'string') out.description = node.description;
  if (typeof node.pattern === 'string' && isPortablePattern(node.pattern)) out.pattern = node.pattern;
  if (typeof node.format === 'string' && PORTABLE_FORMATS.has(node.format)) out.format = node.format;
  if (node.type === 'array') {
    out.items = convert(node.items as JsonSchema, omit);
    if (node.minItems === 1) out.minItems = 1;
  }
  if (node.type === 'object') {
    const properties: Record<string, JsonSchema> = {};
    const required = new Set((node.required as string[] | undefined) ?? []);
    for (const [name, child] of Object.entries((node.properties as Record<string, JsonSchema> | undefined) ?? {})) {
      if (omit.has(name)) continue;
      const converted = convert(child, omit);
      properties[name] = required.has(name) ? converted : nullable(converted);
    }
    out.properties = properties;
    out.required = Object.keys(properties);
    out.additionalProperties = false;
  }
  return out;
}

/** `x` or `null`: how both providers spell an optional property. */
function nullable(schema: JsonSchema): JsonSchema {
  const { description, ...rest } = schema;
  return { anyOf: [rest, { type: 'null' }], ...(description === undefined ? {} : { description }) };
}
