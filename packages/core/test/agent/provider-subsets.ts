// The JSON Schema subsets two providers document for constrained decoding, written out as
// checkers. Each rule is what the provider's page says, no more:
// * OpenAI, Structured Outputs → "Supported schemas" (platform.openai.com/docs/guides/structured-outputs):
//   types string, number, boolean, integer, object, array, enum, anyOf (null through a union);
//   string `pattern` and `format` (date-time, time, date, duration, email, hostname, ipv4,
//   ipv6, uuid); number `multipleOf`, `maximum`, `exclusiveMaximum`, `minimum`,
//   `exclusiveMinimum`; array `minItems`, `maxItems`; `$defs` / `$ref`; a root that is an
//   object and not `anyOf`; every property in `required`; `additionalProperties: false` on
//   every object; at most 10 levels of nesting, 5,000 properties, 1,000 enum values and
//   120,000 characters of names and enum values. `allOf`, `not`, `if` / `then` / `else`,
//   `dependentRequired`, `dependentSchemas` are named unsupported. Keywords the page never
//   shows (`const`, `default`, `title`, `minLength`, …) are treated as unsupported here.
// * Anthropic, Structured outputs → "JSON Schema limitations" (platform.claude.com/docs/en/
//   build-with-claude/structured-outputs), shared by strict tool use: basic types, `enum` of
//   primitives, `const`, `anyOf`, `allOf` (not with `$ref`), local `$ref` / `$defs` /
//   `definitions`, `default`, `required`, `additionalProperties` only `false`, formats
//   date-time, time, date, duration, email, hostname, uri, ipv4, ipv6, uuid, and `minItems`
//   of 0 or 1 only. No recursion, numeric or string-length constraints, other array
//   constraints. Patterns: anchors, `*` `+` `?` and small `{n,m}`, classes `[]` `.` `\d` `\w`
//   `\s`, groups; no back-references, look-around or `\b` / `\B`. Per request at most 24
//   optional parameters and 16 parameters with a union type (`anyOf` or a type array).

/** A node of a JSON Schema. */
type Node = { [keyword: string]: unknown };

/** One place a schema leaves a provider's subset. */
export interface SubsetViolation {
  /** JSON Pointer of the offending node (`''` for the root). */
  at: string;
  problem: string;
}

const ANNOTATIONS = new Set(['description']);

const OPENAI = {
  keywords: new Set([
    ...ANNOTATIONS,
    'type',
    'properties',
    'required',
    'additionalProperties',
    'items',
    'enum',
    'anyOf',
    '$defs',
    '$ref',
    'pattern',
    'format',
    'multipleOf',
    'maximum',
    'exclusiveMaximum',
    'minimum',
    'exclusiveMinimum',
    'minItems',
    'maxItems',
  ]),
  formats: new Set(['date-time', 'time', 'date', 'duration', 'email', 'hostname', 'ipv4', 'ipv6', 'uuid']),
  types: new Set(['string', 'number', 'boolean', 'integer', 'object', 'array', 'null']),
};

const ANTHROPIC = {
  keywords: new Set([
    ...ANNOTATIONS,
    'type',
    'properties',
    'required',
    'additionalProperties',
    'items',
    'enum',
    'const',
    'anyOf',
    'allOf',
    '$ref',
    '$defs',
    'definitions',
    'default',
    'pattern',
    'format',
    'minItems',
  ]),
  formats: new Set(['date-time', 'time', 'date', 'duration', 'email', 'hostname', 'uri', 'ipv4', 'ipv6', 'uuid']),
  types: new Set(['string', 'number', 'boolean', 'integer', 'object', 'array', 'null']),
  maxOptional: 24,
  maxUnions: 16,
};

interface Visit {
  node: Node;
  at: string;
  depth: number;
}

function walk(root: Node): Visit[] {
  const out: Visit[] = [];
  const stack: Visit[] = [{ node: root, at: '', depth: 0 }];
  while (stack.length > 0) {
    const visit = stack.pop()!;
    out.push(visit);
    const { node, at, depth } = visit;
    const push = (child: unknown, path: string, deeper: number) => {
      if (child !== null && typeof child === 'object' && !Array.isArray(child))
        stack.push({ node: child as Node, at: path, depth: deeper });
    };
    for (const [name, child] of Object.entries((node.properties as Record<string, unknown> | undefined) ?? {}))
      push(child, `${at}/properties/${name}`, depth + 1);
    push(node.items, `${at}/items`, depth + 1);
    for (const key of ['anyOf', 'allOf'] as const)
      (Array.isArray(node[key]) ? (node[key] as unknown[]) : []).forEach((child, i) =>
        push(child, `${at}/${key}/${i}`, depth),
      );
    for (const key of ['$defs', 'definitions'] as const)
      for (const [name, child] of Object.entries((node[key] as Record<string, unknown> | undefined) ?? {}))
        push(child, `${at}/${key}/${name}`, depth);
  }
  return out;
}

function types(node: Node): string[] {
  return node.type === undefined ? [] : Array.isArray(node.type) ? (node.type as string[]) : [node.type as string];
}

function commonObjectRules(node: Node, at: string, out: SubsetViolation[]): void {
  if (!types(node).includes('object')) return;
  if (node.additionalProperties !== false) out.push({ at, problem: 'an object must set additionalProperties: false' });
}

/** Where `schema` leaves OpenAI's strict Structured Outputs subset (empty: it is inside). */
export function openAiStrictViolations(schema: Node): SubsetViolation[] {
  const out: SubsetViolation[] = [];
  if (!types(schema).includes('object') || schema.anyOf !== undefined)
    out.push({ at: '', problem: 'the root must be an object, not anyOf' });
  let properties = 0;
  let enumValues = 0;
  let characters = 0;
  for (const { node, at, depth } of walk(schema)) {
    for (const keyword of Object.keys(node))
      if (!OPENAI.keywords.has(keyword)) out.push({ at, problem: `keyword \`${keyword}\` is not supported` });
    for (const type of types(node))
      if (!OPENAI.types.has(type)) out.push({ at, problem: `type \`${type}\` is not supported` });
    if (typeof node.format === 'string' && !OPENAI.formats.has(node.format))
      out.push({ at, problem: `format \`${node.format}\` is not supported` });
    if (depth > 10) out.push({ at, problem: 'more than 10 levels of nesting' });
    commonObjectRules(node, at, out);
    const names = Object.keys((node.properties as Record<string, unknown> | undefined) ?? {});
    properties += names.length;
    characters += names.join('').length;
    const required = new Set((node.required as string[] | undefined) ?? []);
    for (const name of names)
      if (!required.has(name))
        out.push({ at: `${at}/properties/${name}`, problem: 'every property must be listed in required' });
    if (Array.isArray(node.enum)) {
      enumValues += node.enum.length;
      characters += node.enum.map(String).join('').length;
    }
  }
  if (properties > 5000) out.push({ at: '', problem: `${properties} properties, more than 5,000` });
  if (enumValues > 1000) out.push({ at: '', problem: `${enumValues} enum values, more than 1,000` });
  if (characters > 120_000)
    out.push({ at: '', problem: `${characters} characters of names and enum values, more than 120,000` });
  return out;
}

/** Why an Anthropic structured-output pattern would be refused, or null when it is inside the subset. */
export function anthropicPatternProblem(pattern: string): string | null {
  if (/\\[1-9]/.test(pattern)) return 'back-references are not supported';
  if (/\(\?<?[=!]/.test(pattern)) return 'look-around assertions are not supported';
  if (/\\[bB]/.test(pattern)) return 'word boundaries are not supported';
  const escapes = pattern.match(/\\./g) ?? [];
  const unknown = escapes.find((escape) => /\\[a-zA-Z0-9]/.test(escape) && !['\\d', '\\w', '\\s'].includes(escape));
  if (unknown !== undefined) return `escape \`${unknown}\` is not among the supported classes (\\d, \\w, \\s)`;
  for (const [, low, high] of pattern.matchAll(/\{(\d+)(?:,(\d*))?\}/g)) {
    if (Number(high || low) > 100) return `quantifier {${low}${high === undefined ? '' : `,${high}`}} is a large range`;
  }
  return null;
}

/** Where `schema` leaves Anthropic's strict tool use / JSON outputs subset (empty: it is inside). */
export function anthropicStrictViolations(schema: Node): SubsetViolation[] {
  const out: SubsetViolation[] = [];
  let optional = 0;
  let unions = 0;
  for (const { node, at } of walk(schema)) {
    for (const keyword of Object.keys(node))
      if (!ANTHROPIC.keywords.has(keyword)) out.push({ at, problem: `keyword \`${keyword}\` is not supported` });
    for (const type of types(node))
      if (!ANTHROPIC.types.has(type)) out.push({ at, problem: `type \`${type}\` is not supported` });
    if (typeof node.format === 'string' && !ANTHROPIC.formats.has(node.format))
      out.push({ at, problem: `format \`${node.format}\` is not supported` });
    if (node.minItems !== undefined && node.minItems !== 0 && node.minItems !== 1)
      out.push({ at, problem: `minItems ${String(node.minItems)}: only 0 and 1 are supported` });
    if (Array.isArray(node.enum) && node.enum.some((value) => value !== null && typeof value === 'object'))
      out.push({ at, problem: 'enum values must be primitives' });
    if (typeof node.$ref === 'string' && !node.$ref.startsWith('#'))
      out.push({ at, problem: 'external $ref is not supported' });
    if (typeof node.$ref === 'string' && (node.$ref === '#' || at.startsWith(node.$ref.slice(1))))
      out.push({ at, problem: 'recursive schemas are not supported' });
    if (Array.isArray(node.allOf) && (node.allOf as Node[]).some((branch) => branch.$ref !== undefined))
      out.push({ at, problem: 'allOf with $ref is not supported' });
    if (typeof node.pattern === 'string') {
      const problem = anthropicPatternProblem(node.pattern);
      if (problem) out.push({ at, problem: `pattern: ${problem}` });
    }
    commonObjectRules(node, at, out);
    const properties = (node.properties as Record<string, unknown> | undefined) ?? {};
    const required = new Set((node.required as string[] | undefined) ?? []);
    for (const name of Object.keys(properties)) if (!required.has(name)) optional++;
    if (node.anyOf !== undefined || Array.isArray(node.type)) unions++;
  }
  if (optional > ANTHROPIC.maxOptional)
    out.push({ at: '', problem: `${optional} optional parameters, more than ${ANTHROPIC.maxOptional}` });
  if (unions > ANTHROPIC.maxUnions)
    out.push({ at: '', problem: `${unions} parameters with a union type, more than ${ANTHROPIC.maxUnions}` });
  return out;
}
