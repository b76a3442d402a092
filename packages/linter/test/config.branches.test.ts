import { mkdirSync, mkdtempSync, realpathSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigCascade } from '../src/lib/config-cascade.js';
import { ConfigPositions } from '../src/lib/config-positions.js';
import { validatorFor } from '../src/lib/config-validate.js';
import {
  ConfigError,
  emptyConfig,
  loadConfigSync,
  parseRuleOptions,
  validateConfig,
  warned,
} from '../src/lib/config.js';
import { rules } from '../src/rules/index.js';

function tempDir(files: Record<string, string>): string {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), 'handoff-config-branches-')));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), content);
  }
  return dir;
}

/** The problems a load throws, or `null` when it loads. */
function problemsOf(load: () => unknown): readonly string[] | null {
  try {
    load();
    return null;
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return error.problems;
  }
}

describe('ConfigError', () => {
  it('with no problems, its message is the one given', () => {
    const error = new ConfigError('nothing in particular', []);
    expect([error.message, error.problems]).toEqual(['nothing in particular', []]);
  });
});

describe('loadConfigSync with an explicit config file', () => {
  it.each<[string, Record<string, string>, string, readonly string[] | null]>([
    [
      'a package.json without a handoff key is an empty config',
      { 'package.json': '{"name":"x"}' },
      'package.json',
      null,
    ],
    ['a package.json of `null` is an empty config', { 'package.json': 'null' }, 'package.json', null],
    [
      "a package.json's problems are placed inside its handoff key",
      { 'package.json': '{\n  "handoff": {\n    "root": 1\n  }\n}' },
      'package.json',
      ['package.json:3:13: root: expected `true` or `false`'],
    ],
    [
      'an empty JSON file: the error is placed at its end',
      { 'a/.handoffrc.json': '\n' },
      'a/.handoffrc.json',
      ['a/.handoffrc.json:2:1: invalid JSON: Unexpected end of JSON input'],
    ],
    [
      'problems are listed in the order they stand in the file',
      { 'c.json': '{\n  "parseTimeBudgetMs": "x",\n  "root": "y"\n}' },
      'c.json',
      ['c.json:2:24: parseTimeBudgetMs: expected an integer', 'c.json:3:11: root: expected `true` or `false`'],
    ],
    [
      'problems on one line are listed by column',
      { 'c.json': '{"root": "y", "parseTimeBudgetMs": "x"}' },
      'c.json',
      ['c.json:1:10: root: expected `true` or `false`', 'c.json:1:36: parseTimeBudgetMs: expected an integer'],
    ],
  ])('%s', (_name, files, configFile, expected) => {
    const dir = tempDir(files);
    expect(problemsOf(() => loadConfigSync({ searchFrom: dir, configFile, rules, cwd: dir }))).toEqual(expected);
  });

  it('a package.json handoff key is validated and loaded', () => {
    const dir = tempDir({ 'package.json': '{"handoff": {"rules": {"section-empty": "off"}}}' });
    const config = loadConfigSync({ searchFrom: dir, configFile: 'package.json', rules, cwd: dir });
    expect([config.filepath, config.rules]).toEqual([join(dir, 'package.json'), { 'section-empty': 'off' }]);
  });

  it('a file outside the working folder is named by its absolute path', () => {
    const dir = tempDir({ 'x/.handoffrc.json': '{"root": 1}' });
    const file = join(dir, 'x', '.handoffrc.json');
    expect(problemsOf(() => loadConfigSync({ searchFrom: dir, configFile: file, rules, cwd: join(dir, 'y') }))).toEqual(
      [`${file}:1:10: root: expected \`true\` or \`false\``],
    );
  });

  it('the working folder itself, named as the config file, is named by its absolute path', () => {
    const dir = tempDir({});
    expect(problemsOf(() => loadConfigSync({ searchFrom: dir, configFile: '.', rules, cwd: dir }))).toEqual([
      `${dir}: cannot read config file (it is a folder)`,
    ]);
  });
});

describe('loadConfigSync, searching', () => {
  it.each<[string, Record<string, string>]>([
    ['a JSON config of `null`', { '.handoffrc.json': 'null' }],
    ['a YAML config of `~`', { '.handoffrc.yaml': '~\n' }],
  ])('%s is an empty config of that file', (_name, files) => {
    const dir = tempDir(files);
    const name = Object.keys(files)[0]!;
    const config = loadConfigSync({ searchFrom: dir, rules, cwd: dir });
    expect([config.filepath, config.rules, config.layers.length]).toEqual([join(dir, name), {}, 1]);
  });

  it('the cascade reads a config of `null` the same way', () => {
    const dir = tempDir({ '.handoffrc.json': 'null' });
    const config = new ConfigCascade({ rules, cwd: dir }).forFolder(dir);
    expect([config.filepath, config.rules]).toEqual([join(dir, '.handoffrc.json'), {}]);
  });
});

describe('ConfigCascade with an explicit config file', () => {
  it('loads it once for every folder', () => {
    const dir = tempDir({ 'conf.json': '{"rules": {"section-empty": "warn"}}', '.handoffrc.json': '{"root": true}' });
    const cascade = new ConfigCascade({ rules, cwd: dir, configFile: 'conf.json' });
    const first = cascade.forFolder(join(dir, 'a'));
    expect([first.filepath, first.rules]).toEqual([join(dir, 'conf.json'), { 'section-empty': 'warn' }]);
    expect(cascade.forFolder(join(dir, 'b', 'c'))).toBe(first);
  });

  it('throws its error for every folder', () => {
    const dir = tempDir({ 'conf.json': '{"root": 2}' });
    const cascade = new ConfigCascade({ rules, cwd: dir, configFile: 'conf.json' });
    expect(problemsOf(() => cascade.forFolder(dir))).toEqual(['conf.json:1:10: root: expected `true` or `false`']);
    expect(problemsOf(() => cascade.forFolder(join(dir, 'x')))).toEqual([
      'conf.json:1:10: root: expected `true` or `false`',
    ]);
  });
});

describe('validateConfig', () => {
  it('without the source text, problems have no position and keep the order the schema found them', () => {
    expect(
      problemsOf(() => validateConfig({ root: 'y', parseTimeBudgetMs: 'x' }, '/p/c.json', { rules, cwd: '/p' })),
    ).toEqual(['c.json: root: expected `true` or `false`', 'c.json: parseTimeBudgetMs: expected an integer']);
  });

  it('keeps followSymlinks as the file sets it', () => {
    const config = validateConfig({ followSymlinks: true }, '/p/c.json', { rules, cwd: '/p' });
    expect([config.followSymlinks, config.layers[0]!.followSymlinks]).toEqual([true, true]);
  });

  it('keeps handoffs: the layout and every headings list', () => {
    const config = validateConfig(
      { handoffs: { layout: 'resume', headings: { status: ['Where we are'], nextSteps: ['Then'] } } },
      '/p/c.json',
      { rules, cwd: '/p' },
    );
    expect(config.handoffs).toEqual({ layout: 'resume', headings: { status: ['Where we are'], nextSteps: ['Then'] } });
  });
});

describe('warned', () => {
  it('a config with no file warns of nothing', () => {
    const messages: string[] = [];
    const config = emptyConfig('/p');
    expect(warned(config, { cwd: '/p', warn: (message) => messages.push(message) })).toBe(config);
    expect(messages).toEqual([]);
  });
});

describe('parseRuleOptions', () => {
  it('an unknown rule id near no known one suggests nothing', () => {
    expect(() => parseRuleOptions(['zzzzzzzzzzzz=error'], rules)).toThrow(
      new ConfigError('--rule zzzzzzzzzzzz=error: unknown rule id `zzzzzzzzzzzz`'),
    );
  });
});

describe('validatorFor: problem messages', () => {
  const validate = validatorFor(rules);
  it.each<[string, unknown, Array<{ path: Array<string | number>; key: boolean; message: string }>]>([
    [
      'an unknown handoffs option',
      { handoffs: { foo: 1 } },
      [
        {
          path: ['handoffs', 'foo'],
          key: true,
          message: 'handoffs.foo: unknown option; expected "layout" or "headings"',
        },
      ],
    ],
    [
      'an unknown kind, near a known one, is not guessed at',
      { kinds: { plann: [] } },
      [
        {
          path: ['kinds', 'plann'],
          key: true,
          message: 'kinds.plann: unknown kind; expected "plan", "summary" or "handoff"',
        },
      ],
    ],
    [
      'an unknown handoff concept',
      { handoffs: { headings: { state: [] } } },
      [
        {
          path: ['handoffs', 'headings', 'state'],
          key: true,
          message:
            'handoffs.headings.state: unknown concept; expected one of ' +
            'goal, status, activeFiles, changes, failedApproaches, nextSteps',
        },
      ],
    ],
    [
      'headings that are not a list',
      { handoffs: { headings: { status: 'x' } } },
      [
        {
          path: ['handoffs', 'headings', 'status'],
          key: false,
          message: 'handoffs.headings.status: expected an array of headings',
        },
      ],
    ],
    [
      'an empty heading',
      { handoffs: { headings: { status: [''] } } },
      [
        {
          path: ['handoffs', 'headings', 'status', 0],
          key: false,
          message: 'handoffs.headings.status[0]: expected a non-empty heading',
        },
      ],
    ],
    [
      'followSymlinks not a boolean',
      { followSymlinks: 'yes' },
      [{ path: ['followSymlinks'], key: false, message: 'followSymlinks: expected `true` or `false`' }],
    ],
    [
      'a pattern not a string',
      { ignores: [5] },
      [{ path: ['ignores', 0], key: false, message: 'ignores[0]: expected a string' }],
    ],
    [
      'a number below its minimum',
      { parseTimeBudgetMs: 0 },
      [{ path: ['parseTimeBudgetMs'], key: false, message: 'parseTimeBudgetMs: must be >= 1' }],
    ],
    [
      'a value of the wrong type and not in its enum is one problem',
      { decisions: 5 },
      [{ path: ['decisions'], key: false, message: 'decisions: expected "auto", "required", "off"' }],
    ],
    [
      'a number neither an integer nor at its minimum is one problem',
      { parseTimeBudgetMs: 0.5 },
      [{ path: ['parseTimeBudgetMs'], key: false, message: 'parseTimeBudgetMs: expected an integer' }],
    ],
  ])('%s', (_name, value, expected) => {
    expect(validate(value)).toEqual(expected);
  });
});

describe('ConfigPositions', () => {
  it.each<[string, string, Array<string | number>, boolean, { line: number; column: number }]>([
    ['an empty text: its start', '', ['rules'], true, { line: 1, column: 1 }],
    ['a path past a scalar: the scalar', 'a: 1\n', ['a', 'b'], false, { line: 1, column: 4 }],
    ['an index past a list: the list', 'a:\n  - 1\n', ['a', 3], false, { line: 2, column: 3 }],
    ['a key of a list: the list', 'a: [1]\n', ['a', 'b'], false, { line: 1, column: 4 }],
    ['an unknown key', '{\n  "a": {"b": 1}\n}', ['a', 'b'], true, { line: 2, column: 9 }],
  ])('%s', (_name, text, path, key, expected) => {
    expect(new ConfigPositions(text).of(path, key)).toEqual(expected);
  });
});
