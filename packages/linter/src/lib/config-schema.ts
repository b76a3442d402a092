import { MOVED_KEYS } from './moved-keys.js';
import { optionsSchema } from './rule-options.js';
import type { Rule } from './rule.js';

/** The handoff concepts a config may add headings for (`handoffs.headings`), in the layout's order. */
export const HANDOFF_CONCEPTS = ['goal', 'status', 'activeFiles', 'changes', 'failedApproaches', 'nextSteps'] as const;

/** Where the published config schema lives (the `$id` of `schemas/config.schema.json`). */
const CONFIG_SCHEMA_ID = 'https://github.com/handoff-dev/handoff/blob/main/packages/linter/schemas/config.schema.json';

/** Every way to write a severity: ESLint's words and numbers. */
export const SEVERITY_VALUES = ['off', 'warn', 'warning', 'error', 0, 1, 2] as const;

/**
 * The JSON Schema (draft-07) of a handoff lint configuration, for the given rules: each
 * rule's entry is a severity or `[severity, options]`, the options' schema coming from the
 * rule's `meta.options`. `schemas/config.schema.json` is this, built from the rule registry
 * (`npm run generate`); a test keeps the two equal.
 */
export function buildConfigSchema(rules: ReadonlyArray<Rule>): Record<string, unknown> {
  const globs = { type: 'array', items: { type: 'string', minLength: 1 } };
  const ids = rules.map((rule) => rule.id).sort();
  const byId = new Map(rules.map((rule) => [rule.id, rule]));
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: CONFIG_SCHEMA_ID,
    title: 'handoff lint configuration',
    type: 'object',
    additionalProperties: false,
    properties: {
      $schema: { type: 'string', description: 'The URL or path of this schema, for editors.' },
      rules: {
        type: 'object',
        description:
          'Per rule id: a severity (`off`, `warn` or `error`; `warning`, `0`, `1`, `2` also), ' +
          'or `[severity, { …options }]` for a rule with options. Rules not named keep their default.',
        additionalProperties: false,
        properties: Object.fromEntries(ids.map((id) => [id, ruleEntrySchema(byId.get(id)!)])),
      },
      kinds: {
        type: 'object',
        description:
          'Files to read as a plan, summary or handoff (.gitignore-style patterns, relative to the config file); ' +
          'they give a kind anywhere, even under folders excluded by default. A pattern starting with `!` removes ' +
          'that kind from files the defaults would give it.',
        additionalProperties: false,
        properties: {
          plan: { $ref: '#/definitions/globs' },
          summary: { $ref: '#/definitions/globs' },
          handoff: { $ref: '#/definitions/globs' },
        },
      },
      ignores: {
        $ref: '#/definitions/globs',
        description:
          'Files and folders never linted when a folder or glob is expanded (.gitignore-style patterns, ' +
          'relative to the config file).',
      },
      root: {
        type: 'boolean',
        description:
          'Stop here: config files in folders above this one are not merged in (files below still merge this one ' +
          'with theirs, nearer wins).',
      },
      handoffs: {
        type: 'object',
        description:
          'How session handoffs are read. `layout`: `auto` (default) holds a handoff to the rendered RESUME.md ' +
          'layout (six sections, their order, the status words) only when it is laid out so; ' +
          '`resume` holds every handoff of this config to it. `headings`: more headings per handoff concept, ' +
          'added to the synonym table a hand-written handoff is recognised and read by.',
        additionalProperties: false,
        properties: {
          layout: { enum: ['auto', 'resume'] },
          headings: {
            type: 'object',
            additionalProperties: false,
            properties: Object.fromEntries(
              HANDOFF_CONCEPTS.map((concept) => [concept, { type: 'array', items: { type: 'string', minLength: 1 } }]),
            ),
          },
        },
      },
      followSymlinks: {
        type: 'boolean',
        description:
          'Lint a symbolic link met while expanding a folder or glob whose target is outside the folder being linted ' +
          '(the working folder for a glob) but inside the project (the nearest folder with `.handoff` or `.git`). ' +
          '`false` (default): such a link is reported and its target never read. A link out of the project is ' +
          'followed only when the user passes `--follow-symlinks` on the command line, never by a config; ' +
          'links to folders are never followed; a file named on the command line is always read.',
      },
      ...movedKeySchemas(byId),
    },
    definitions: {
      severity: { enum: [...SEVERITY_VALUES] },
      globs: globs,
    },
  };
}

/** A rule's entry: its severity, or `[severity]` / `[severity, options]` (options only for a rule that has some). */
function ruleEntrySchema(rule: Rule): Record<string, unknown> {
  const options = optionsSchema(rule);
  const tuple = options
    ? { type: 'array', items: [{ $ref: '#/definitions/severity' }, options], minItems: 1, maxItems: 2 }
    : { type: 'array', items: [{ $ref: '#/definitions/severity' }], minItems: 1, maxItems: 1 };
  return { anyOf: [{ $ref: '#/definitions/severity' }, { ...tuple, additionalItems: false }] };
}

/** The deprecated top-level keys, each with the schema of the rule option it moved to. */
function movedKeySchemas(byId: ReadonlyMap<string, Rule>): Record<string, unknown> {
  const schemaOf = (rule: string, option: string, description: string) => {
    const moved = byId.get(rule)?.meta.options?.[option];
    return { ...moved?.schema, description: `Deprecated: the \`${option}\` option of \`${rule}\`. ${description}` };
  };
  const [secretsAllow, decisions, parseTimeBudgetMs] = MOVED_KEYS;
  return {
    secrets: {
      type: 'object',
      description: `Deprecated: use the \`${secretsAllow!.option}\` option of the \`${secretsAllow!.rule}\` rule.`,
      additionalProperties: false,
      properties: {
        allow: schemaOf(
          secretsAllow!.rule,
          secretsAllow!.option,
          'Fingerprints of accepted values; the lists of every merged config file apply.',
        ),
      },
    },
    decisions: schemaOf(
      decisions!.rule,
      decisions!.option,
      'When a plan or summary without a decisions section is reported.',
    ),
    parseTimeBudgetMs: schemaOf(
      parseTimeBudgetMs!.rule,
      parseTimeBudgetMs!.option,
      'How long linting one file may take, in milliseconds.',
    ),
  };
}
