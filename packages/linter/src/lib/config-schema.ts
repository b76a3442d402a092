/** What a fingerprint in `secrets.allow` looks like (`secretFingerprint` of `@handoff/core/secrets`). */
const SECRET_FINGERPRINT_PATTERN = '^scrypt:[0-9a-f]{32}$';

/** Where the published config schema lives (the `$id` of `schemas/config.schema.json`). */
const CONFIG_SCHEMA_ID = 'https://github.com/handoff-dev/handoff/blob/main/packages/linter/schemas/config.schema.json';

/**
 * The JSON Schema (draft-07) of a handoff lint configuration, for the given rule ids.
 * `schemas/config.schema.json` is this, built from the rule registry; a test keeps the
 * two equal so the published enum of rule ids cannot drift from the code.
 */
export function buildConfigSchema(ruleIds: readonly string[]): Record<string, unknown> {
  const globs = { type: 'array', items: { type: 'string', minLength: 1 } };
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
        description: 'Severity per rule id: `off`, `warn` or `error`. Rules not named keep their default.',
        additionalProperties: false,
        properties: Object.fromEntries([...ruleIds].sort().map((id) => [id, { $ref: '#/definitions/severity' }])),
      },
      kinds: {
        type: 'object',
        description:
          'Files to read as a plan, summary or handoff (.gitignore-style patterns, relative to the config file); they give a kind anywhere, even under folders excluded by default. A pattern starting with `!` removes that kind from files the defaults would give it.',
        additionalProperties: false,
        properties: { plan: { $ref: '#/definitions/globs' }, summary: { $ref: '#/definitions/globs' }, handoff: { $ref: '#/definitions/globs' } },
      },
      ignores: { $ref: '#/definitions/globs', description: 'Files and folders never linted when a folder or glob is expanded (.gitignore-style patterns, relative to the config file).' },
      secrets: {
        type: 'object',
        description: 'Options of the `secret` rule.',
        additionalProperties: false,
        properties: {
          allow: {
            type: 'array',
            description: "Fingerprints of accepted values (false positives) that the `secret` rule does not report. The rule prints each finding's fingerprint; never list the values themselves.",
            items: { type: 'string', pattern: SECRET_FINGERPRINT_PATTERN },
          },
        },
      },
      root: {
        type: 'boolean',
        description: 'Stop here: config files in folders above this one are not merged into it (files below still merge this one with theirs, nearer wins).',
      },
      decisions: {
        enum: ['auto', 'required', 'off'],
        description:
          'When a plan or summary without a decisions section gets `section-missing`: `auto` (default) once its project has adopted decision sections (one of its plans or summaries has one, or the file declares `kind:` or `decisions_schema:`), `required` always, `off` never.',
      },
      followSymlinks: {
        type: 'boolean',
        description:
          'Lint a symbolic link met while expanding a folder or glob whose target is outside the folder being linted (the working folder for a glob). `false` (default): such a link is reported and its target never read. Links to folders are never followed; a file named on the command line is always read.',
      },
      parseTimeBudgetMs: {
        type: 'integer',
        minimum: 1,
        maximum: 3600000,
        description:
          'How long linting one file may take, in milliseconds, before it is stopped and reported by `parse-budget-exceeded` (default 2000); a file gets 250 ms more per MiB of text. The backstop for Markdown the pre-scan does not foresee as costly.',
      },
    },
    definitions: {
      severity: { enum: ['off', 'warn', 'error'] },
      globs: globs,
    },
  };
}
