import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { secretFingerprint } from '@handoff/core/secrets';
import {
  buildConfigSchema,
  ConfigCascade,
  ConfigError,
  lintText,
  loadConfig,
  parseRuleOptions,
  rules,
} from '@handoff/linter';
import { defineRule, type Rule } from '../src/lib/rule.js';

const testRules = [
  defineRule({
    id: 'section-empty',
    meta: { description: 'Require x', defaultSeverity: 'error', scope: 'text', messages: { m: 'm' } },
    check() {},
  }),
  defineRule({
    id: 'bucket-unknown',
    meta: { description: 'Require y', defaultSeverity: 'warn', scope: 'text', messages: { m: 'm' } },
    check() {},
  }),
];

function tempDir(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'handoff-config-'));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), content);
  }
  return dir;
}

async function load(
  files: Record<string, string>,
  from = '',
  configFile?: string,
  ruleList: ReadonlyArray<Rule> = testRules,
) {
  const dir = tempDir(files);
  return loadConfig({ searchFrom: join(dir, from), cwd: dir, rules: ruleList, ...(configFile ? { configFile } : {}) });
}

async function failure(
  files: Record<string, string>,
  configFile?: string,
  ruleList: ReadonlyArray<Rule> = testRules,
): Promise<string> {
  try {
    await load(files, '', configFile, ruleList);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig: discovery', () => {
  it.each([
    ['.handoffrc', '{"rules": {"section-empty": "warn"}}'],
    ['.handoffrc', 'rules:\n  section-empty: warn\n'],
    ['.handoffrc.json', '{"rules": {"section-empty": "warn"}}'],
    ['.handoffrc.yaml', 'rules:\n  section-empty: warn\n'],
    ['.handoffrc.yml', 'rules: {section-empty: warn}\n'],
    ['handoff.config.json', '{"rules": {"section-empty": "warn"}}'],
    ['package.json', '{"name": "x", "handoff": {"rules": {"section-empty": "warn"}}}'],
  ])('finds %s', async (name, content) => {
    const config = await load({ [name]: content });
    expect(config.rules).toEqual({ 'section-empty': 'warn' });
    expect(config.filepath?.endsWith(name)).toBe(true);
  });

  it('searches upward from the linted folder and resolves patterns against the config folder', async () => {
    const dir = tempDir({
      '.handoffrc.json': '{"kinds": {"plan": ["docs/*.md"]}, "ignores": ["drafts/"]}',
      'a/b/x.md': '',
    });
    const config = await loadConfig({ searchFrom: join(dir, 'a', 'b'), cwd: dir, rules: testRules });
    expect(config.baseDir).toBe(dir);
    expect(config.kinds.plan).toEqual(['docs/*.md']);
    expect(config.ignores).toEqual(['drafts/']);
  });

  it('skips a package.json without a handoff key', async () => {
    const config = await load({ 'package.json': '{"name": "x"}' });
    expect(config.filepath).toBeNull();
    expect(config.rules).toEqual({});
  });

  it('passes over a package.json that does not parse and holds no handoff key; one that holds it is an error', async () => {
    // A template's package.json with a blank to fill in (the twenty-first whole-repository sample) configures nothing.
    const broken = await load({ 'package.json': '{"name": "x", "version": {{version}} }' });
    expect(broken.filepath).toBeNull();
    expect(await failure({ 'package.json': '{"name": "x", "handoff": {"rules": {}} ' })).toMatch(
      /^package\.json:1:\d+: invalid JSON: /,
    );
  });

  it('loads --config FILE instead of searching', async () => {
    const dir = tempDir({
      'cfg/lint.yaml': 'rules:\n  bucket-unknown: "off"\n',
      '.handoffrc.json': '{"rules": {"section-empty": "warn"}}',
    });
    const config = await loadConfig({ searchFrom: dir, cwd: dir, rules: testRules, configFile: 'cfg/lint.yaml' });
    expect(config.rules).toEqual({ 'bucket-unknown': 'off' });
  });
});

describe('loadConfig: one line naming the file and the field', () => {
  it.each([
    [
      { '.handoffrc.json': '{"rules": {"section-empty": "loud"}}' },
      '.handoffrc.json:1:29: rules.section-empty: expected a severity ("off", "warn", "warning", "error", 0, 1, ' +
        '2) or [severity, options]',
    ],
    [
      { '.handoffrc.json': '{"rules": {"section-empty": ["loud"]}}' },
      '.handoffrc.json:1:30: rules.section-empty: [0]: expected a severity ("off", "warn", ' +
        '"warning", "error", 0, 1, 2)',
    ],
    [
      { '.handoffrc.json': '{"rules": {"section-empty": []}}' },
      '.handoffrc.json:1:29: rules.section-empty: expected [severity] or [severity, options]',
    ],
    [
      { '.handoffrc.json': '{"rules": {"section-empty": ["warn", {"max": 1}]}}' },
      '.handoffrc.json:1:38: rules.section-empty: the rule has no options; give its severity alone',
    ],
    [
      { '.handoffrc.json': '{"rules": {"no-such-rule": "error"}}' },
      '.handoffrc.json:1:12: rules.no-such-rule: unknown rule id',
    ],
    [{ '.handoffrc.json': '{"rule": {}}' }, '.handoffrc.json:1:2: rule: unknown option; did you mean "rules"?'],
    [
      { '.handoffrc.json': '{"colour": true}' },
      '.handoffrc.json:1:2: colour: unknown option; expected "rules", "kinds", "ignores", "root", ' +
        '"handoffs" or "followSymlinks"',
    ],
    [
      { '.handoffrc.json': '{"rules": {"section-emtpy": "error"}}' },
      '.handoffrc.json:1:12: rules.section-emtpy: unknown rule id; did you mean "section-empty"?',
    ],
    [
      {
        '.handoffrc.yaml': Array.from(
          { length: 7 },
          (_, i) =>
            `${'abcdefg'[i]}: &${'abcdefg'[i]} [${i === 0 ? '"lol"' : `*${'abcdefg'[i - 1]}`}` +
            `${`, ${i === 0 ? '"lol"' : `*${'abcdefg'[i - 1]}`}`.repeat(8)}]`,
        ).join('\n'),
      },
      '.handoffrc.yaml: invalid YAML: Excessive alias count indicates a resource exhaustion attack',
    ],
    [
      { '.handoffrc.json': '{"kinds": {"plans": []}}' },
      '.handoffrc.json:1:12: kinds.plans: unknown kind; expected "plan", "summary" or "handoff"',
    ],
    [{ '.handoffrc.json': '{"ignores": "drafts"}' }, '.handoffrc.json:1:13: ignores: expected an array of patterns'],
    [
      { '.handoffrc.json': '{"ignores": ["ok", ""]}' },
      '.handoffrc.json:1:20: ignores[1]: expected a non-empty pattern',
    ],
    [{ '.handoffrc.json': '[1, 2]' }, '.handoffrc.json:1:1: (root): expected an object'],
    [
      { '.handoffrc.yaml': 'rules:\n  section-empty: 3\n' },
      '.handoffrc.yaml:2:18: rules.section-empty: expected a severity ("off", "warn", "warning", "error", 0, 1, ' +
        '2) or [severity, options]',
    ],
    [
      { 'handoff.config.json': '{"rules": {"section-empty": "warn",}}' },
      /^handoff\.config\.json:1:36: invalid JSON: (Expected double-quoted property name|Unexpected token)/,
    ],
    [{ '.handoffrc.yml': 'rules: [unclosed\n' }, /^\.handoffrc\.yml:2:1: invalid YAML: Flow sequence /],
  ])('%j', async (files, expected) => {
    const message = await failure(files);
    expect(message.split('\n')).toHaveLength(1);
    if (typeof expected === 'string') expect(message).toBe(expected);
    else expect(message).toMatch(expected);
  });

  it('lists every problem, one line each, in file order: schema problems and parse errors alike', async () => {
    expect(
      (
        await failure({
          '.handoffrc.json':
            '{\n  "rule": {},\n  "rules": {\n    "section-emtpy": "error",\n    "section-empty": ' +
            '"loud"\n  },\n  "ignores": "drafts"\n}\n',
        })
      ).split('\n'),
    ).toEqual([
      '.handoffrc.json:2:3: rule: unknown option; did you mean "rules"?',
      '.handoffrc.json:4:5: rules.section-emtpy: unknown rule id; did you mean "section-empty"?',
      '.handoffrc.json:5:22: rules.section-empty: expected a severity ("off", "warn", "warning", "error", 0, 1, ' +
        '2) or [severity, options]',
      '.handoffrc.json:7:14: ignores: expected an array of patterns',
    ]);
    expect((await failure({ '.handoffrc': 'rules: {a: [}\n' })).split('\n')).toEqual([
      '.handoffrc:1:13: invalid JSON or YAML: Flow sequence in block collection must be sufficiently ' +
        'indented and end with a ]',
      '.handoffrc:1:14: invalid JSON or YAML: Flow map in block collection must be sufficiently ' +
        'indented and end with a }',
    ]);
    // The `handoff` key of a package.json: positions in the package.json.
    expect(await failure({ 'package.json': '{"name": "x",\n "handoff": {"rulez": {}}}' })).toBe(
      'package.json:2:14: rulez: unknown option; did you mean "rules"?',
    );
  });

  it.each([
    [
      { '.handoffrc.json': '{"secrets": {"allowed": []}}' },
      '.handoffrc.json:1:14: secrets.allowed: unknown option; expected "allow"',
    ],
    [
      { '.handoffrc.json': '{"secrets": {"allow": "scrypt:00"}}' },
      '.handoffrc.json:1:23: secrets.allow: expected an array of fingerprints',
    ],
    [
      { '.handoffrc.json': '{"secrets": {"allow": ["hunter22hunter22"]}}' },
      '.handoffrc.json:1:24: secrets.allow[0]: expected a fingerprint, "scrypt:" and 32 hex digits, ' +
        "as the secret rule's message prints it",
    ],
    [
      { '.handoffrc.json': '{"rules": {"secret": ["error", {"allow": ["hunter22hunter22"]}]}}' },
      '.handoffrc.json:1:32: rules.secret: option `allow[0]`: expected a fingerprint, "scrypt:" and 32 hex digits, ' +
        "as the secret rule's message prints it",
    ],
    [
      { '.handoffrc.json': '{"rules": {"secret": ["error", {"alow": []}]}}' },
      '.handoffrc.json:1:32: rules.secret: option `alow`: unknown option; expected `allow`',
    ],
    [
      { '.handoffrc.json': '{"rules": {"section-missing": [2, {"decisions": "sometimes"}]}}' },
      '.handoffrc.json:1:35: rules.section-missing: option `decisions`: expected "auto", "required", "off"',
    ],
    [
      { '.handoffrc.json': '{"rules": {"parse-budget-exceeded": ["error", {"timeBudgetMs": 0}]}}' },
      '.handoffrc.json:1:47: rules.parse-budget-exceeded: option `timeBudgetMs`: must be >= 1',
    ],
    [
      { '.handoffrc.json': '{"rules": {"parse-budget-exceeded": ["error", []]}}' },
      '.handoffrc.json:1:47: rules.parse-budget-exceeded: options: expected an object',
    ],
    [
      { '.handoffrc.json': '{"decisions": "always"}' },
      '.handoffrc.json:1:15: decisions: expected "auto", "required", "off"',
    ],
  ])('a rule option, or a key that moved to one: %j', async (files, expected) => {
    expect(await failure(files, undefined, rules)).toBe(expected);
  });

  it('names a --config file that cannot be read', async () => {
    expect(await failure({}, 'missing.json')).toBe('missing.json: cannot read config file (ENOENT)');
  });
});

describe('rule options', () => {
  it('reads `"rule": severity` and `"rule": [severity, options]`, severities as words or numbers', async () => {
    const config = await load(
      {
        '.handoffrc.json': JSON.stringify({
          rules: {
            secret: ['warning', { allow: [] }],
            'section-missing': [0],
            'bucket-order': 2,
            'bucket-unknown': 'warn',
          },
        }),
      },
      '',
      undefined,
      rules,
    );
    expect(config.rules).toEqual({
      secret: 'warn',
      'section-missing': 'off',
      'bucket-order': 'error',
      'bucket-unknown': 'warn',
    });
    expect(config.ruleOptions).toEqual({ secret: { allow: [] } });
  });

  it('merges options option by option, the nearest config file that sets one winning', async () => {
    const dir = tempDir({
      '.handoffrc.json': JSON.stringify({
        rules: {
          'parse-budget-exceeded': ['error', { timeBudgetMs: 5000 }],
          'section-missing': ['warn', { decisions: 'off' }],
        },
      }),
      'team/.handoffrc.json': JSON.stringify({ rules: { 'section-missing': ['error', { decisions: 'required' }] } }),
    });
    const configs = new ConfigCascade({ rules, cwd: dir });
    const team = configs.forFolder(join(dir, 'team'));
    expect(team.rules).toEqual({ 'parse-budget-exceeded': 'error', 'section-missing': 'error' });
    expect(team.ruleOptions).toEqual({
      'parse-budget-exceeded': { timeBudgetMs: 5000 },
      'section-missing': { decisions: 'required' },
    });
  });
});

describe('keys that moved to rule options', () => {
  const value = 'h4Xn2Tq9Lm8Rz5Kw';
  const plan =
    `# Plan\n\n\`\`\`env\nDB_PASSWORD=` +
    `${value}\nAPI_TOKEN=aB3dE5gH7jK9mN1p\n\`\`\`\n\n<objective>\n</objective>\n\n<tasks>\n</tasks>\n`;

  it('are read into the rule options, and warned about once per config file', async () => {
    const fingerprint = secretFingerprint(value);
    const dir = tempDir({
      '.handoffrc.json': JSON.stringify({
        secrets: { allow: [fingerprint] },
        decisions: 'off',
        parseTimeBudgetMs: 900,
      }),
      'team/.handoffrc.json': JSON.stringify({ secrets: { allow: [secretFingerprint('other value')] } }),
    });
    const warnings: string[] = [];
    const configs = new ConfigCascade({ rules, cwd: dir, warn: (message) => warnings.push(message) });
    expect(configs.forFolder(dir).ruleOptions).toEqual({
      secret: { allow: [fingerprint] },
      'section-missing': { decisions: 'off' },
      'parse-budget-exceeded': { timeBudgetMs: 900 },
    });
    // `secrets.allow` of every file applies, as it did; the rest, nearer wins.
    expect(configs.forFolder(join(dir, 'team')).ruleOptions['secret']).toEqual({
      allow: [secretFingerprint('other value'), fingerprint],
    });
    configs.forFolder(join(dir, 'team', 'sub'));
    expect(warnings).toEqual([
      '.handoffrc.json: `secrets.allow` is deprecated; set the `allow` option of the `secret` rule instead ("rules": ' +
        '{ "secret": ["error", { "allow": … }] })',
      '.handoffrc.json: `decisions` is deprecated; set the `decisions` option of the `section-missing` rule instead ' +
        '("rules": { "section-missing": ["error", { "decisions": … }] })',
      '.handoffrc.json: `parseTimeBudgetMs` is deprecated; set the `timeBudgetMs` option of the ' +
        '`parse-budget-exceeded` rule instead ("rules": { "parse-budget-exceeded": ["error", ' +
        '{ "timeBudgetMs": … }] })',
      'team/.handoffrc.json: `secrets.allow` is deprecated; set the `allow` option of the `secret` rule instead ' +
        '("rules": { "secret": ["error", { "allow": … }] })',
    ]);
  });

  it('a rule option the same file sets wins over the key it moved from', async () => {
    const config = await load(
      {
        '.handoffrc.json': JSON.stringify({
          decisions: 'off',
          rules: { 'section-missing': ['error', { decisions: 'required' }] },
        }),
      },
      '',
      undefined,
      rules,
    );
    expect(config.ruleOptions).toEqual({ 'section-missing': { decisions: 'required' } });
  });

  it('`secrets.allow` silences the secret rule for the listed values only, in a real lint', async () => {
    const dir = tempDir({ '.handoffrc.json': JSON.stringify({ secrets: { allow: [secretFingerprint(value)] } }) });
    const config = await loadConfig({ searchFrom: dir, cwd: dir, rules });
    const result = await lintText(plan, { cwd: dir, config, filePath: join(dir, '01-PLAN.md') });
    const secrets = result.messages.filter((m) => m.ruleId === 'secret');
    expect(secrets.map((m) => m.line)).toEqual([5]);
    // With no config option, the file's config is found as `handoff lint` finds it.
    const found = await lintText(plan, { cwd: dir, filePath: join(dir, '01-PLAN.md') });
    expect(found.messages.filter((m) => m.ruleId === 'secret').map((m) => m.line)).toEqual([5]);
    const unconfigured = await lintText(plan, { cwd: dir, configFile: false, filePath: join(dir, '01-PLAN.md') });
    expect(unconfigured.messages.filter((m) => m.ruleId === 'secret').map((m) => m.line)).toEqual([4, 5]);
  });
});

describe('parseRuleOptions', () => {
  it('reads repeated id=severity values, the last one winning', () => {
    expect(parseRuleOptions(['section-empty=warn', 'bucket-unknown=off', 'section-empty=error'], testRules)).toEqual({
      'section-empty': 'error',
      'bucket-unknown': 'off',
    });
  });
  it('takes the severities a config takes: warning, 0, 1, 2', () => {
    expect(parseRuleOptions(['section-empty=warning', 'bucket-unknown=0'], testRules)).toEqual({
      'section-empty': 'warn',
      'bucket-unknown': 'off',
    });
    expect(parseRuleOptions(['section-empty=1', 'bucket-unknown=2'], testRules)).toEqual({
      'section-empty': 'warn',
      'bucket-unknown': 'error',
    });
  });
  it.each([
    ['section-empty', '--rule section-empty: expected `<rule-id>=off|warn|error`'],
    ['nope=warn', '--rule nope=warn: unknown rule id `nope`'],
    ['section-empty=loud', '--rule section-empty=loud: expected "off", "warn" or "error" (or 0, 1, 2)'],
  ])('%s is refused', (value, message) => {
    expect(() => parseRuleOptions([value], testRules)).toThrow(message);
  });
});

describe('schemas/config.schema.json', () => {
  const schemaPath = fileURLToPath(new URL('../schemas/config.schema.json', import.meta.url));
  const expected = JSON.stringify(buildConfigSchema(rules), null, 2) + '\n';
  // Regenerated by `npm run generate` (scripts/generate.mjs) after adding or renaming a rule.

  it('lists exactly the registered rule ids', () => {
    const published = JSON.parse(readFileSync(schemaPath, 'utf8')) as {
      properties: { rules: { properties: Record<string, unknown> } };
    };
    expect(Object.keys(published.properties.rules.properties)).toEqual(rules.map((rule) => rule.id).sort());
  });

  it('is exactly what buildConfigSchema emits', () => {
    expect(readFileSync(schemaPath, 'utf8')).toBe(expected);
  });
});
