import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { secretFingerprint } from '@handoff/core/secrets';
import { buildConfigSchema, ConfigError, lintText, loadConfig, parseRuleOptions, rules } from '@handoff/linter';
import { defineRule } from '../src/lib/rule.js';

const testRules = [
  defineRule({ id: 'section-empty', meta: { description: 'Require x', defaultSeverity: 'error', scope: 'text', messages: { m: 'm' } }, check() {} }),
  defineRule({ id: 'bucket-unknown', meta: { description: 'Require y', defaultSeverity: 'warn', scope: 'text', messages: { m: 'm' } }, check() {} }),
];

function tempDir(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'handoff-config-'));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), content);
  }
  return dir;
}

async function load(files: Record<string, string>, from = '', configFile?: string) {
  const dir = tempDir(files);
  return loadConfig({ searchFrom: join(dir, from), cwd: dir, rules: testRules, ...(configFile ? { configFile } : {}) });
}

async function failure(files: Record<string, string>, configFile?: string): Promise<string> {
  try {
    await load(files, '', configFile);
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
    const dir = tempDir({ '.handoffrc.json': '{"kinds": {"plan": ["docs/*.md"]}, "ignores": ["drafts/"]}', 'a/b/x.md': '' });
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

  it('loads --config FILE instead of searching', async () => {
    const dir = tempDir({ 'cfg/lint.yaml': 'rules:\n  bucket-unknown: "off"\n', '.handoffrc.json': '{"rules": {"section-empty": "warn"}}' });
    const config = await loadConfig({ searchFrom: dir, cwd: dir, rules: testRules, configFile: 'cfg/lint.yaml' });
    expect(config.rules).toEqual({ 'bucket-unknown': 'off' });
  });
});

describe('loadConfig: one line naming the file and the field', () => {
  it.each([
    [{ '.handoffrc.json': '{"rules": {"section-empty": "warning"}}' }, '.handoffrc.json: rules.section-empty: expected "off", "warn" or "error"'],
    [{ '.handoffrc.json': '{"rules": {"no-such-rule": "error"}}' }, '.handoffrc.json: rules.no-such-rule: unknown rule id'],
    [{ '.handoffrc.json': '{"rule": {}}' }, '.handoffrc.json: rule: unknown option; expected "rules", "kinds", "ignores", "decisions", "root" or "secrets"'],
    [{ '.handoffrc.json': '{"secrets": {"allowed": []}}' }, '.handoffrc.json: secrets.allowed: unknown option; expected "allow"'],
    [{ '.handoffrc.json': '{"secrets": {"allow": "scrypt:00"}}' }, '.handoffrc.json: secrets.allow: expected an array of fingerprints'],
    [
      { '.handoffrc.json': '{"secrets": {"allow": ["hunter22hunter22"]}}' },
      '.handoffrc.json: secrets.allow[0]: expected a fingerprint, "scrypt:" and 32 hex digits, as the secret rule\'s message prints it',
    ],
    [{ '.handoffrc.json': '{"kinds": {"plans": []}}' }, '.handoffrc.json: kinds.plans: unknown kind; expected "plan", "summary" or "handoff"'],
    [{ '.handoffrc.json': '{"ignores": "drafts"}' }, '.handoffrc.json: ignores: expected an array of patterns'],
    [{ '.handoffrc.json': '{"ignores": ["ok", ""]}' }, '.handoffrc.json: ignores[1]: expected a non-empty pattern'],
    [{ '.handoffrc.json': '[1, 2]' }, '.handoffrc.json: (root): expected an object'],
    [{ '.handoffrc.yaml': 'rules:\n  section-empty: 2\n' }, '.handoffrc.yaml: rules.section-empty: expected "off", "warn" or "error"'],
    [{ 'handoff.config.json': '{"rules": {"section-empty": "warn",}}' }, /^handoff\.config\.json: invalid JSON: /],
    [{ '.handoffrc.yml': 'rules: [unclosed\n' }, /^\.handoffrc\.yml: invalid YAML: /],
    [{ '.handoffrc': 'rules: {a: [}\n' }, /^\.handoffrc: invalid JSON or YAML: /],
  ])('%j', async (files, expected) => {
    const message = await failure(files);
    expect(message.split('\n')).toHaveLength(1);
    if (typeof expected === 'string') expect(message).toBe(expected);
    else expect(message).toMatch(expected);
  });

  it('names a --config file that cannot be read', async () => {
    expect(await failure({}, 'missing.json')).toBe('missing.json: cannot read config file (ENOENT)');
  });
});

describe('secrets.allow', () => {
  const value = 'hunter22hunter22';
  const plan = `# Plan\n\n\`\`\`env\nDB_PASSWORD=${value}\nAPI_TOKEN=abc123def456ghi789\n\`\`\`\n`;

  it('is read from the config (empty when absent)', async () => {
    expect((await load({ '.handoffrc.json': '{}' })).secrets).toEqual({ allow: [] });
    const fingerprint = secretFingerprint(value);
    expect((await load({ '.handoffrc.json': JSON.stringify({ secrets: { allow: [fingerprint] } }) })).secrets).toEqual({ allow: [fingerprint] });
  });

  it('silences the secret rule for the listed values only, in a real lint', async () => {
    const dir = tempDir({ '.handoffrc.json': JSON.stringify({ secrets: { allow: [secretFingerprint(value)] } }) });
    const config = await loadConfig({ searchFrom: dir, cwd: dir, rules });
    const result = await lintText(plan, { cwd: dir, config, filePath: join(dir, '01-PLAN.md') });
    const secrets = result.messages.filter((m) => m.ruleId === 'secret');
    expect(secrets.map((m) => m.line)).toEqual([5]);
    const unconfigured = await lintText(plan, { cwd: dir, filePath: join(dir, '01-PLAN.md') });
    expect(unconfigured.messages.filter((m) => m.ruleId === 'secret').map((m) => m.line)).toEqual([4, 5]);
  });
});

describe('parseRuleOptions', () => {
  it('reads repeated id=severity values, the last one winning', () => {
    expect(parseRuleOptions(['section-empty=warn', 'bucket-unknown=off', 'section-empty=error'], testRules)).toEqual({ 'section-empty': 'error', 'bucket-unknown': 'off' });
  });
  it.each([
    ['section-empty', '--rule section-empty: expected `<rule-id>=off|warn|error`'],
    ['nope=warn', '--rule nope=warn: unknown rule id `nope`'],
    ['section-empty=2', '--rule section-empty=2: expected "off", "warn" or "error"'],
  ])('%s is refused', (value, message) => {
    expect(() => parseRuleOptions([value], testRules)).toThrow(message);
  });
});

describe('schemas/config.schema.json', () => {
  const schemaPath = fileURLToPath(new URL('../schemas/config.schema.json', import.meta.url));
  const expected = JSON.stringify(buildConfigSchema(rules.map((rule) => rule.id)), null, 2) + '\n';
  // Regenerated by `npm run generate` (scripts/generate.mjs) after adding or renaming a rule.

  it('lists exactly the registered rule ids', () => {
    const published = JSON.parse(readFileSync(schemaPath, 'utf8')) as { properties: { rules: { properties: Record<string, unknown> } } };
    expect(Object.keys(published.properties.rules.properties)).toEqual(rules.map((rule) => rule.id).sort());
  });

  it('is exactly what buildConfigSchema emits', () => {
    expect(readFileSync(schemaPath, 'utf8')).toBe(expected);
  });
});
