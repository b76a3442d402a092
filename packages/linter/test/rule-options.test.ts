import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildConfigSchema, ConfigError, lintFiles } from '@handoff/linter';
import { optionsBlock } from '../src/lib/rule-docs.js';
import { defineRule } from '../src/lib/rule.js';

// A rule option needs its rule and its doc, nothing else: this rule is defined here, in no
// list of the source, and its option is validated from a config file, reaches `check`
// (typed), takes its default when unset, and is described in the config schema and in the
// generated block of its doc page — with no change to the config loader, the schema or the engine.
const wordy = defineRule({
  id: 'wordy-probe',
  meta: {
    description: 'Disallow long lines',
    defaultSeverity: 'warn',
    scope: 'text',
    messages: { long: 'Unexpected line of {{words}} words, expected at most {{max}}' },
    options: {
      maxWords: {
        description: 'The most words a line may hold.',
        schema: { type: 'integer', minimum: 1 },
        default: 12,
      },
    },
  },
  check(ctx) {
    const max: number = ctx.options.maxWords;
    // @ts-expect-error -- `ctx.options` holds the options the rule declares, and only those
    void ctx.options.minWords;
    ctx.file.text.split('\n').forEach((line, index) => {
      const words = line.split(/\s+/).filter(Boolean).length;
      if (words > max)
        ctx.report({ messageId: 'long', data: { words, max }, at: { line: index + 1, column: 1, offset: 0 } });
    });
  },
});

// A plan whose content corroborates its name: `<objective>` and `<tasks>` (docs/real-files.md, "Kinds").
const PLAN = '# Plan\n\nOne two three four five.\n\n<objective>\n</objective>\n\n<tasks>\n</tasks>\n';

function project(config: unknown): string {
  const dir = mkdtempSync(join(tmpdir(), 'handoff-rule-options-'));
  writeFileSync(join(dir, 'plan.md'), PLAN);
  if (config !== undefined) writeFileSync(join(dir, '.handoffrc.json'), JSON.stringify(config));
  return dir;
}

const findings = async (dir: string) =>
  (await lintFiles(['plan.md'], { cwd: dir, rules: [wordy] }))[0]!.messages.map(
    (m) => `${m.line}:${m.column} ${m.severity} ${m.message}`,
  );

describe('a rule option, added by touching only its rule and its doc', () => {
  it('reaches check from `[severity, options]` in a config file', async () => {
    expect(await findings(project({ rules: { 'wordy-probe': ['error', { maxWords: 3 }] } }))).toEqual([
      '3:1 2 Unexpected line of 5 words, expected at most 3',
    ]);
  });

  it('takes its default when the config does not set it', async () => {
    expect(await findings(project({ rules: { 'wordy-probe': 'error' } }))).toEqual([]);
    expect(await findings(project(undefined))).toEqual([]);
  });

  it('is validated against its schema: one line naming the file, the rule and the option', async () => {
    const dir = project({ rules: { 'wordy-probe': ['warn', { maxWords: 0 }] } });
    await expect(findings(dir)).rejects.toThrow(ConfigError);
    await expect(findings(dir)).rejects.toThrow(
      /^\.handoffrc\.json:1:\d+: rules\.wordy-probe: option `maxWords`: must be >= 1$/,
    );
    const unknown = project({ rules: { 'wordy-probe': ['warn', { maxWord: 3 }] } });
    await expect(findings(unknown)).rejects.toThrow(
      'rules.wordy-probe: option `maxWord`: unknown option; expected `maxWords`',
    );
  });

  it('is in the config schema and in the generated block of its doc page', () => {
    const schema = buildConfigSchema([wordy]) as {
      properties: { rules: { properties: Record<string, { anyOf: Array<{ items?: unknown[] }> }> } };
    };
    const [, tuple] = schema.properties.rules.properties['wordy-probe']!.anyOf;
    expect(tuple!.items![1]).toEqual({
      type: 'object',
      additionalProperties: false,
      properties: {
        maxWords: { type: 'integer', minimum: 1, description: 'The most words a line may hold.', default: 12 },
      },
    });
    expect(optionsBlock(wordy)).toContain('| `maxWords` | integer | `12` | The most words a line may hold. |');
  });
});
