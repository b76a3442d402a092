import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import { describe, expect, test } from 'vitest';
import { agentSchemaFileName, agentSchemas, type AgentSchemaName, type JsonSchema } from '@handoff/core/agent';
import { anthropicPatternProblem, anthropicStrictViolations, openAiStrictViolations } from './provider-subsets.js';

const SCHEMAS = join(import.meta.dirname, '../../schemas');
const NAMES = Object.keys(agentSchemas) as AgentSchemaName[];

/** Every `pattern` in a schema, with where it sits. */
function patterns(schema: unknown, at = ''): Array<{ at: string; pattern: string }> {
  if (schema === null || typeof schema !== 'object') return [];
  const out: Array<{ at: string; pattern: string }> = [];
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'pattern' && typeof value === 'string') out.push({ at, pattern: value });
    else out.push(...patterns(value, `${at}/${key}`));
  }
  return out;
}

/** Compile each pattern with Python's `re`, in one python3 process; the error text for each that fails. */
function pythonCompileErrors(list: string[]): Array<string | null> {
  const script =
    'import json, re, sys\nout = []\nfor p in json.load(sys.stdin):\n    try:\n        re.compile(p)\n        ' +
    'out.append(None)\n    except re.error as e:\n        out.append(str(e))\nprint(json.dumps(out))\n';
  const run = spawnSync('python3', ['-c', script], { input: JSON.stringify(list), encoding: 'utf8' });
  if (run.error)
    throw new Error(`python3 could not be started (${run.error.message}); it is needed to check the schemas' patterns`);
  expect(run.status, run.stderr).toBe(0);
  return JSON.parse(run.stdout) as Array<string | null>;
}

describe('the committed authoring schemas', () => {
  test('are exactly what `npm run generate` writes from the TypeBox models', () => {
    const files = readdirSync(join(SCHEMAS, 'agent'))
      .filter((name) => name.endsWith('.schema.json'))
      .sort();
    expect(files).toEqual(NAMES.map(agentSchemaFileName).sort());
    for (const name of NAMES) {
      expect(JSON.parse(readFileSync(join(SCHEMAS, 'agent', agentSchemaFileName(name)), 'utf8')), name).toEqual(
        agentSchemas[name],
      );
    }
  });

  test('there are five: the handoff record, both decision sections, a rejection, the packet', () => {
    expect(NAMES.sort()).toEqual([
      'continuationPacket',
      'handoffRecord',
      'implementationDecisions',
      'planDecisions',
      'rejection',
    ]);
  });

  test.each(NAMES)('%s is inside OpenAI strict mode and Anthropic strict tool use', (name) => {
    expect(openAiStrictViolations(agentSchemas[name])).toEqual([]);
    expect(anthropicStrictViolations(agentSchemas[name])).toEqual([]);
  });

  test.each(NAMES)('%s carries no parser-only or writer-stamped field', (name) => {
    const text = JSON.stringify(agentSchemas[name]);
    expect(text).not.toContain('"position"');
    expect(text).not.toContain('"written_at"');
  });

  test.each(NAMES)('%s compiles in ajv (strict)', (name) => {
    expect(() => new Ajv({ strict: true }).compile(agentSchemas[name] as JsonSchema)).not.toThrow();
  });

  test('every pattern compiles in JavaScript (with and without the u flag) and in Python re', () => {
    const all = NAMES.flatMap((name) => patterns(agentSchemas[name]).map((found) => ({ ...found, name })));
    expect(all.length).toBeGreaterThanOrEqual(10);
    for (const { pattern } of all) {
      expect(() => new RegExp(pattern)).not.toThrow();
      expect(() => new RegExp(pattern, 'u')).not.toThrow();
      expect(anthropicPatternProblem(pattern)).toBeNull();
    }
    expect(pythonCompileErrors(all.map((found) => found.pattern))).toEqual(all.map(() => null));
  });
});

describe('the checkers bite', () => {
  // The schemas published before the authoring ones are what the checkers must refuse: they
  // are valid JSON Schema, and no provider's strict mode takes them.
  const published = (file: string) => JSON.parse(readFileSync(join(SCHEMAS, file), 'utf8')) as JsonSchema;

  test('the full plan-decisions schema is outside both subsets, for the documented reasons', () => {
    const openai = openAiStrictViolations(published('plan-decisions.schema.json')).map((v) => v.problem);
    expect(openai).toContain('keyword `minLength` is not supported');
    expect(openai).toContain('every property must be listed in required');
    expect(openai).toContain('keyword `$id` is not supported');
    const anthropic = anthropicStrictViolations(published('plan-decisions.schema.json')).map((v) => v.problem);
    expect(anthropic).toContain('keyword `minLength` is not supported');
    expect(anthropic).toContain('pattern: escape `\\u` is not among the supported classes (\\d, \\w, \\s)');
  });

  test('the full handoff-record schema fails on minLength and its optional fields', () => {
    const record = published('handoff-record.schema.json');
    expect(openAiStrictViolations(record)).toContainEqual({
      at: '/properties/status_note',
      problem: 'every property must be listed in required',
    });
    expect(anthropicStrictViolations(record)).toContainEqual({
      at: '/properties/goal',
      problem: 'keyword `minLength` is not supported',
    });
  });

  test.each([
    [
      { type: 'object', properties: { a: { type: 'string' } }, required: ['a'] },
      'an object must set additionalProperties: false',
    ],
    [
      { anyOf: [{ type: 'object', properties: {}, required: [], additionalProperties: false }] },
      'the root must be an object, not anyOf',
    ],
    [
      {
        type: 'object',
        properties: { a: { type: 'array', items: { type: 'string' }, minItems: 2 } },
        required: ['a'],
        additionalProperties: false,
      },
      null,
    ],
  ])('openai: %j', (schema, problem) => {
    const problems = openAiStrictViolations(schema).map((v) => v.problem);
    if (problem === null) expect(problems).toEqual([]);
    else expect(problems).toContain(problem);
  });

  test.each([
    [
      {
        type: 'object',
        properties: { a: { type: 'array', items: { type: 'string' }, minItems: 2 } },
        required: ['a'],
        additionalProperties: false,
      },
      'minItems 2: only 0 and 1 are supported',
    ],
    [
      {
        type: 'object',
        properties: { n: { type: 'integer', minimum: 1 } },
        required: ['n'],
        additionalProperties: false,
      },
      'keyword `minimum` is not supported',
    ],
    [
      {
        type: 'object',
        properties: { a: { type: 'string', format: 'uri' } },
        required: ['a'],
        additionalProperties: false,
      },
      null,
    ],
  ])('anthropic: %j', (schema, problem) => {
    const problems = anthropicStrictViolations(schema).map((v) => v.problem);
    if (problem === null) expect(problems).toEqual([]);
    else expect(problems).toContain(problem);
  });

  test('anthropic counts union-typed parameters across the schema', () => {
    const properties = Object.fromEntries(
      Array.from({ length: 17 }, (_, i) => [`p${i}`, { anyOf: [{ type: 'string' }, { type: 'null' }] }]),
    );
    const schema = { type: 'object', properties, required: Object.keys(properties), additionalProperties: false };
    expect(anthropicStrictViolations(schema).map((v) => v.problem)).toEqual([
      '17 parameters with a union type, more than 16',
    ]);
  });

  test.each([
    ['^D-[0-9]+$', null],
    ['(a)\\1', 'back-references are not supported'],
    ['^(?!x)', 'look-around assertions are not supported'],
    ['\\bword', 'word boundaries are not supported'],
    ['[\\p{L}]', 'escape `\\p` is not among the supported classes (\\d, \\w, \\s)'],
    ['a{1,500}', 'quantifier {1,500} is a large range'],
  ])('anthropic pattern %s', (pattern, problem) => expect(anthropicPatternProblem(pattern)).toBe(problem));

  test('Python re refuses the \\p{L} class the full schemas use, so the check can fail', () => {
    const [error] = pythonCompileErrors(['^[^\\u0000]*[\\p{L}\\p{N}][^\\u0000]*$']);
    expect(error).toMatch(/bad escape \\p/);
  });
});
