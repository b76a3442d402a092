import { mkdirSync, mkdtempSync, realpathSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { handoffInProcess } from '../helpers/in-process.js';

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

async function handoff(cwd: string, args: string[], input?: string): Promise<Run> {
  const result = await handoffInProcess(cwd, ['lint', ...args], input, { FORCE_COLOR: undefined });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

function project(files: Record<string, string | Uint8Array>): string {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), 'handoff-e2e-lint-')));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), content);
  }
  return dir;
}

function json(
  run: Run,
): Array<{ filePath: string; messages: Array<Record<string, unknown>>; errorCount: number; warningCount: number }> {
  return JSON.parse(run.stdout);
}

/** One line on stderr, no stack trace. */
function expectOneLine(run: Run, line: string | RegExp): void {
  expect(run.code).toBe(2);
  expect(run.stdout).toBe('');
  expect(run.stderr.endsWith('\n')).toBe(true);
  expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
  expect(run.stderr).not.toMatch(/\n\s+at /);
  if (typeof line === 'string') expect(run.stderr.trimEnd()).toBe(line);
  else expect(run.stderr.trimEnd()).toMatch(line);
}

// A plan without its section: `section-missing`, an error by default, at 1:1.
// `decisions_schema:` opts the file in to decision sections, so `section-missing` stands in a lone temporary project.
const BARE_PLAN = '---\ndecisions_schema: v1\n---\n# Phase 1\n\nSome text.\n';

describe('handoff lint: exit codes and formats', () => {
  it('exits 0 and says it linted nothing when no file has findings; json still lists every file', async () => {
    const dir = project({ 'README.md': '## Implementation Decisions\n', 'docs/notes.md': '# n\n' });
    const run = await handoff(dir, []);
    expect(run).toEqual({
      code: 0,
      stdout: 'Linted no files; passed over 2 files (2 of no hand-off kind)\n',
      stderr: '',
    });
    const listed = json(await handoff(dir, ['--format', 'json']));
    expect(listed).toEqual([
      expect.objectContaining({ filePath: join(dir, 'README.md'), messages: [], errorCount: 0, warningCount: 0 }),
      expect.objectContaining({ filePath: join(dir, 'docs/notes.md'), messages: [], errorCount: 0, warningCount: 0 }),
    ]);
  });

  it('exits 1 on errors, stylish by default', async () => {
    const dir = project({ 'phase/01-PLAN.md': BARE_PLAN });
    const run = await handoff(dir, ['.']);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe('');
    expect(run.stdout).toContain('phase/01-PLAN.md\n  1:1  error  ');
    expect(run.stdout).toMatch(/section-missing\n\n✖ 1 problem \(1 error, 0 warnings\)\n/);
  });

  it("json is ESLint's shape with absolute paths", async () => {
    const dir = project({ 'plan.md': BARE_PLAN });
    const run = await handoff(dir, ['-f', 'json', 'plan.md']);
    expect(run.code).toBe(1);
    const [result] = json(run);
    expect(result!.filePath).toBe(join(dir, 'plan.md'));
    expect(result!.errorCount).toBe(1);
    expect(result!.messages[0]).toMatchObject({
      ruleId: 'section-missing',
      severity: 2,
      line: 1,
      column: 1,
      endLine: 1,
      endColumn: 1,
    });
    expect(Object.keys(result!.messages[0]!)).toEqual(
      expect.arrayContaining(['ruleId', 'severity', 'message', 'line', 'column', 'endLine', 'endColumn']),
    );
  });

  it('sarif and github formats', async () => {
    const dir = project({ 'plan.md': BARE_PLAN });
    const sarif = await handoff(dir, ['--format', 'sarif']);
    expect(sarif.code).toBe(1);
    const log = JSON.parse(sarif.stdout) as { version: string; runs: Array<{ results: Array<{ ruleId: string }> }> };
    expect(log.version).toBe('2.1.0');
    expect(log.runs[0]!.results.map((r) => r.ruleId)).toEqual(['section-missing']);
    const github = await handoff(dir, ['--format', 'github']);
    expect(github.stdout).toMatch(
      /^::error file=plan\.md,line=1,col=1,endLine=1,endColumn=1,title=section-missing::.+\n$/,
    );
  });

  it('--max-warnings turns too many warnings into exit 1', async () => {
    const dir = project({ 'plan.md': BARE_PLAN });
    const warn = ['--rule', 'section-missing=warn'];
    expect((await handoff(dir, warn)).code).toBe(0);
    expect((await handoff(dir, [...warn, '--max-warnings', '1'])).code).toBe(0);
    const over = await handoff(dir, [...warn, '--max-warnings', '0']);
    expect(over.code).toBe(1);
    expect(over.stderr).toBe('handoff lint: 1 warning, more than --max-warnings 0\n');
    expect((await handoff(dir, [...warn, '--quiet'])).stdout).toBe('');
  });

  it('--no-warn-unknown-kind passes a named file of no kind over in silence, as a commit hook needs', async () => {
    const dir = project({ 'README.md': '# Readme\n', 'CHANGELOG.md': '# Changes\n', 'plan.md': BARE_PLAN });
    const named = await handoff(dir, ['--max-warnings', '0', 'README.md', 'CHANGELOG.md']);
    expect(named.code).toBe(1);
    expect(named.stdout).toContain('kind-unknown');
    const hook = await handoff(dir, ['--no-warn-unknown-kind', '--max-warnings', '0', 'README.md', 'CHANGELOG.md']);
    expect([hook.code, hook.stdout, hook.stderr]).toEqual([
      0,
      'Linted no files; passed over 2 files (2 of no hand-off kind)\n',
      '',
    ]);
    // A hand-off document among them is linted as ever.
    const plan = await handoff(dir, ['--no-warn-unknown-kind', '-f', 'json', 'README.md', 'plan.md']);
    expect(plan.code).toBe(1);
    const results = JSON.parse(plan.stdout) as Array<{ filePath: string; messages: Array<{ ruleId: string }> }>;
    expect(results.map((r) => [r.filePath.slice(dir.length + 1), r.messages.map((m) => m.ruleId)])).toEqual([
      ['README.md', []],
      ['plan.md', ['section-missing']],
    ]);
  });

  it('--help exits 0', async () => {
    const run = await handoff(tmpdir(), ['--help']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Usage: handoff lint /);
  });

  it.each([
    [['--bogus'], /^handoff lint: Unknown option '--bogus'/],
    [
      ['--format', 'xml'],
      'handoff lint: unknown format `xml`; use --format stylish|json|sarif|github; run `handoff lint --help`',
    ],
    [
      ['--max-warnings', 'many'],
      'handoff lint: --max-warnings many: expected a whole number of 0 or more; run `handoff lint --help`',
    ],
    [
      ['--rule', 'no-such-rule=error'],
      'handoff lint: --rule no-such-rule=error: unknown rule id `no-such-rule`; run `handoff lint --help`',
    ],
    [
      ['--rule', 'section-missing=loud'],
      'handoff lint: --rule section-missing=loud: expected "off", "warn" or "error" (or 0, 1, 2); ' +
        'run `handoff lint --help`',
    ],
    [
      ['--stdin-filename', 'plan.md'],
      'handoff lint: --stdin-filename names standard input; add `-` to the paths to read it; run `handoff lint --help`',
    ],
    [['nope.md'], 'handoff lint: no such file or folder: nope.md'],
    [['missing/dir'], 'handoff lint: no such file or folder: missing/dir'],
    [['**/*.nothing'], 'handoff lint: no files match the pattern: **/*.nothing'],
  ])('%j → exit 2 with one line', async (args, line) => {
    const dir = project({ 'plan.md': BARE_PLAN });
    expectOneLine(await handoff(dir, args), line);
  });
});

describe('handoff lint: inputs', () => {
  it('reads standard input, its kind from --stdin-filename', async () => {
    const dir = project({});
    const run = await handoff(dir, ['-', '--stdin-filename', 'x/02-01-PLAN.md', '--format', 'json'], BARE_PLAN);
    expect(run.code).toBe(1);
    expect(json(run)).toEqual([expect.objectContaining({ filePath: join(dir, 'x/02-01-PLAN.md'), errorCount: 1 })]);
    // Without a name standard input has no kind: one warning says so (`kind-unknown`), exit 0.
    const nameless = await handoff(dir, ['-', '--format', 'json'], BARE_PLAN);
    expect(nameless.code).toBe(0);
    expect(json(nameless)).toEqual([
      expect.objectContaining({
        filePath: '<stdin>',
        errorCount: 0,
        warningCount: 1,
        messages: [expect.objectContaining({ ruleId: 'kind-unknown', line: 1, column: 1, severity: 1 })],
      }),
    ]);
  });

  it('respects .gitignore (root and nested) when searching a folder', async () => {
    const dir = project({
      '.gitignore': 'generated/\n',
      'docs/.gitignore': 'old-plan.md\n',
      'generated/plan.md': BARE_PLAN,
      'docs/old-plan.md': BARE_PLAN,
      'docs/new-plan.md': BARE_PLAN,
      'node_modules/x/plan.md': BARE_PLAN,
    });
    const run = await handoff(dir, ['--format', 'json']);
    expect(json(run).map((r) => r.filePath)).toEqual([join(dir, 'docs/new-plan.md')]);
    expect(json(await handoff(dir, ['--format', 'json', 'docs/old-plan.md'])).map((r) => r.filePath)).toEqual([
      join(dir, 'docs/old-plan.md'),
    ]);
  });

  it('expands globs', async () => {
    const dir = project({
      'a/1-plan.md': BARE_PLAN,
      'b/c/2-PLAN.md': BARE_PLAN,
      'b/c/2-summary.md': '# s\n',
      'README.md': '',
    });
    const run = await handoff(dir, ['--format', 'json', '**/*-{plan,PLAN}.md']);
    expect(json(run).map((r) => r.filePath)).toEqual([join(dir, 'a/1-plan.md'), join(dir, 'b/c/2-PLAN.md')]);
  });

  it('invalid front matter is one front-matter-invalid finding, never a stack trace', async () => {
    // A plan by its name and its decisions section (the project uses the buckets, so errors stand).
    const dir = project({
      'plan.md':
        '---\ntitle: [unclosed\n---\n# p\n\n## Plan Decisions\n\nNo decisions worth documenting — mechanical.\n',
    });
    const run = await handoff(dir, ['--format', 'json']);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe('');
    expect(json(run)[0]!.messages).toEqual([
      expect.objectContaining({
        ruleId: 'front-matter-invalid',
        severity: 2,
        line: 3,
        column: 1,
        message: expect.stringMatching(/^Unexpected YAML front matter that does not parse/),
      }),
    ]);
  });

  it.each([
    ['NUL bytes', Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00])],
    ['invalid UTF-8', Uint8Array.from([0x23, 0x20, 0xc0, 0xaf, 0x0a])],
  ])(
    'binary junk (%s) is one fatal diagnostic: an error where named or adopted, a warning met by a walk',
    async (_, bytes) => {
      const runs: Array<[files: Record<string, string | Uint8Array>, args: string[], code: number, severity: number]> =
        [
          [{ 'summary.md': bytes }, ['summary.md'], 1, 2],
          [{ 'summary.md': bytes, '.handoffrc.json': '{}' }, [], 1, 2],
          [{ 'summary.md': bytes }, [], 0, 1],
        ];
      for (const [files, args, code, severity] of runs) {
        const run = await handoff(project(files), ['--format', 'json', ...args]);
        expect(run.code).toBe(code);
        expect(run.stderr).toBe('');
        const [result] = json(run);
        expect(result!.messages).toHaveLength(1);
        expect(result!.messages[0]).toMatchObject({ ruleId: null, severity, fatal: true });
      }
    },
  );
});

describe('handoff lint: config', () => {
  it('finds .handoffrc.json from the linted folder upward', async () => {
    const dir = project({ '.handoffrc.json': '{"rules": {"section-missing": "off"}}', 'sub/plan.md': BARE_PLAN });
    expect((await handoff(dir, ['sub'])).code).toBe(0);
    expect((await handoff(join(dir, 'sub'), [])).code).toBe(0);
  });

  it('--rule overrides the config', async () => {
    const dir = project({ '.handoffrc.yaml': 'rules:\n  section-missing: "off"\n', 'plan.md': BARE_PLAN });
    expect((await handoff(dir, ['--rule', 'section-missing=error'])).code).toBe(1);
  });

  it('configured kinds and ignores apply', async () => {
    const dir = project({
      'handoff.config.json': '{"kinds": {"plan": ["specs/*.md"]}, "ignores": ["archive/"]}',
      'specs/auth.md': BARE_PLAN,
      'archive/plan.md': BARE_PLAN,
    });
    expect(json(await handoff(dir, ['--format', 'json'])).map((r) => [r.filePath, r.errorCount])).toEqual([
      [join(dir, 'specs/auth.md'), 1],
    ]);
  });

  it.each([
    [
      '.handoffrc.json',
      '{"rules": {"section-empty": "loud"}}',
      '.handoffrc.json:1:29: rules.section-empty: expected a severity ("off", "warn", "warning", "error", 0, 1, ' +
        '2) or [severity, options]',
    ],
    [
      '.handoffrc.json',
      '{"rules": {"no-such-rule": "error"}}',
      '.handoffrc.json:1:12: rules.no-such-rule: unknown rule id',
    ],
    ['.handoffrc.json', '{"rules": ', '.handoffrc.json:1:11: invalid JSON: Unexpected end of JSON input'],
    ['.handoffrc.yml', 'rules: [\n', /^\.handoffrc\.yml:2:1: invalid YAML: /],
    ['package.json', '{"handoff": {"ignores": [1]}}', 'package.json:1:26: ignores[0]: expected a string'],
  ])('a malformed %s is one line and exit 2', async (name, content, line) => {
    const dir = project({ [name]: content, 'plan.md': BARE_PLAN });
    expectOneLine(await handoff(dir, []), line);
  });

  it('--config names a file; a missing one is exit 2', async () => {
    const dir = project({ 'cfg.json': '{"rules": {"section-missing": "off"}}', 'plan.md': BARE_PLAN });
    expect((await handoff(dir, ['--config', 'cfg.json'])).code).toBe(0);
    expectOneLine(await handoff(dir, ['-c', 'nope.json']), 'nope.json: cannot read config file (ENOENT)');
  });
});
