import { execFileSync } from 'node:child_process';
import { closeSync, ftruncateSync, mkdirSync, mkdtempSync, openSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  lintFiles,
  lintText,
  loadConfig,
  rules,
  type HandoffConfig,
  type LintResult,
} from '@handoff/linter';
import { emptyConfig } from '../src/lib/config.js';
import { MAX_FILE_BYTES, readRegularFileSync, readTextSync } from '../src/lib/read-text.js';

// Files a hostile repository can commit where the linter reads: FIFOs (reading one waits
// for a writer forever), links to /dev/zero (endless), links out of the repository, folders
// where a file is expected. Every one must end as one line, never a read. A test that hangs
// here would hang at its first read: vitest's timeout is the guard.

// A plan and a summary whose content corroborates their names (docs/real-files.md, "Kinds").
const PLAN = '# Plan\n\n<objective>\nx\n</objective>\n\n<tasks>\n</tasks>\n';
const SUMMARY = '# Summary\n\n## Accomplishments\n\n- x\n\n## Files Created/Modified\n\n- a\n';

function mkfifo(path: string): void {
  execFileSync('mkfifo', [path]);
}

function repo(files: Record<string, string> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'handoff-hostile-'));
  mkdirSync(join(dir, '.git'));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), content);
  }
  return dir;
}

/** `relative path → messages` of every result with any. */
function byFile(dir: string, results: LintResult[]): Record<string, string[]> {
  return Object.fromEntries(
    results
      .filter((r) => r.messages.length > 0)
      .map((r) => [r.filePath.slice(dir.length + 1), r.messages.map((m) => `${m.ruleId ?? 'fatal'}: ${m.message}`)]),
  );
}

const config = (dir: string, extra: Partial<HandoffConfig> = {}): HandoffConfig => ({
  ...emptyConfig(dir),
  ruleOptions: { 'section-missing': { decisions: 'required' } },
  ...extra,
});

describe('readRegularFileSync', () => {
  it.each([
    ['a FIFO', (dir: string) => mkfifo(join(dir, 'f')), 'it is a FIFO (named pipe), not a regular file'],
    [
      'a link to /dev/zero',
      (dir: string) => symlinkSync('/dev/zero', join(dir, 'f')),
      'it is a device, not a regular file',
    ],
    ['a folder', (dir: string) => mkdirSync(join(dir, 'f')), 'it is a folder'],
    ['nothing', () => undefined, 'it does not exist'],
  ])('refuses %s without reading it', (_label, make, reason) => {
    const dir = repo();
    make(dir);
    expect(readRegularFileSync(join(dir, 'f'), 1024)).toMatchObject({ ok: false, reason });
  });

  it('refuses a file over the limit by its size, without reading it', () => {
    const dir = repo();
    const path = join(dir, 'huge-PLAN.md');
    const fd = openSync(path, 'w');
    ftruncateSync(fd, MAX_FILE_BYTES + 1); // sparse: nothing is written
    closeSync(fd);
    expect(readTextSync(path)).toEqual({
      ok: false,
      message: 'File is too large to lint (64 MiB; the limit is 64 MiB)',
      line: 1,
      column: 1,
    });
  });

  it('reads a regular file, through a link too', () => {
    const dir = repo({ 'a.md': '# a\n' });
    symlinkSync(join(dir, 'a.md'), join(dir, 'b.md'));
    expect(readTextSync(join(dir, 'b.md'))).toEqual({ ok: true, text: '# a\n' });
  });
});

describe('lintFiles on a hostile folder', () => {
  it('reports FIFOs, devices and links out of the folder in one line each, and lints the rest', async () => {
    const outside = repo({ 'elsewhere-PLAN.md': PLAN });
    const dir = repo({ 'ok-PLAN.md': PLAN, 'inside.md': '---\nkind: plan\n---\n# Plan\n' });
    mkfifo(join(dir, 'fifo-PLAN.md'));
    symlinkSync('/dev/zero', join(dir, 'zero-PLAN.md'));
    symlinkSync(join(outside, 'elsewhere-PLAN.md'), join(dir, 'out-PLAN.md'));
    symlinkSync(join(outside, 'elsewhere-PLAN.md'), join(dir, 'notes.md')); // no kind by its name: silent
    symlinkSync(join(dir, 'inside.md'), join(dir, 'linked-PLAN.md'));
    symlinkSync(outside, join(dir, 'linked-folder')); // folders are never followed
    const results = await lintFiles(['.'], { cwd: dir, config: config(dir) });
    const out = (path: string) =>
      `fatal: Not linted: it is a symbolic link to a file outside the linted folder (${path}); ` +
      `set \`"followSymlinks": true\` in the config to lint such links`;
    expect(byFile(dir, results)).toEqual({
      'fifo-PLAN.md': ['fatal: Cannot read file: it is a FIFO (named pipe), not a regular file'],
      'inside.md': [expect.stringMatching(/^section-missing: /)],
      'linked-PLAN.md': [expect.stringMatching(/^section-missing: /)],
      'ok-PLAN.md': [expect.stringMatching(/^section-missing: /)],
      'out-PLAN.md': [out(join(outside, 'elsewhere-PLAN.md'))],
      'zero-PLAN.md': [out('/dev/zero')],
    });
  });

  it('follows links out of the folder but not out of the project with followSymlinks', async () => {
    const outside = repo({ 'elsewhere-PLAN.md': PLAN });
    const dir = repo({ 'shared/other-PLAN.md': PLAN, 'docs/.keep': '' }); // repo() makes .git
    symlinkSync('/dev/zero', join(dir, 'docs', 'zero-PLAN.md'));
    symlinkSync(join(outside, 'elsewhere-PLAN.md'), join(dir, 'docs', 'out-PLAN.md'));
    symlinkSync(join(dir, 'shared', 'other-PLAN.md'), join(dir, 'docs', 'shared-PLAN.md'));
    const results = await lintFiles(['docs'], { cwd: dir, config: config(dir, { followSymlinks: true }) });
    const out = (path: string) =>
      `fatal: Not linted: it is a symbolic link to a file outside the project (${path}); pass \`--follow-symlinks\` ` +
      `on the command line to lint such links`;
    expect(byFile(dir, results)).toEqual({
      'docs/out-PLAN.md': [out(join(outside, 'elsewhere-PLAN.md'))],
      'docs/shared-PLAN.md': [expect.stringMatching(/^section-missing: /)],
      'docs/zero-PLAN.md': [out('/dev/zero')],
    });
  });

  it('follows links out of the project only when the user asks (followLinksOut), still refusing a device', async () => {
    const outside = repo({ 'elsewhere-PLAN.md': PLAN });
    const dir = repo();
    symlinkSync('/dev/zero', join(dir, 'zero-PLAN.md'));
    symlinkSync(join(outside, 'elsewhere-PLAN.md'), join(dir, 'out-PLAN.md'));
    const results = await lintFiles(['.'], { cwd: dir, config: config(dir), followLinksOut: true });
    expect(byFile(dir, results)).toEqual({
      'out-PLAN.md': [expect.stringMatching(/^section-missing: /)],
      'zero-PLAN.md': ['fatal: Cannot read file: it is a device, not a regular file'],
    });
  });

  it('never walks a glob through a linked folder (a link to / is not the machine)', async () => {
    const dir = repo({ 'docs/ok-PLAN.md': PLAN });
    symlinkSync('/', join(dir, 'docs', 'rootlink'));
    symlinkSync(join(dir, 'docs'), join(dir, 'docs-again'));
    const results = await lintFiles(['**/*-PLAN.md', '**/passwd'], { cwd: dir, config: config(dir) }).catch(
      (error: unknown) => error,
    );
    // `**/passwd` matches nothing: the walk never entered rootlink/etc.
    expect(String(results)).toBe('NoSuchPathError: no files match the pattern: **/passwd');
    const plans = await lintFiles(['**/*-PLAN.md'], { cwd: dir, config: config(dir) });
    expect(Object.keys(byFile(dir, plans))).toEqual(['docs/ok-PLAN.md']);
  });

  it('does not follow a link out of the working folder met by a glob', async () => {
    const outside = repo({ 'elsewhere-PLAN.md': PLAN });
    const dir = repo({ 'docs/ok-PLAN.md': PLAN });
    symlinkSync(join(outside, 'elsewhere-PLAN.md'), join(dir, 'docs', 'out-PLAN.md'));
    const results = await lintFiles(['docs/*.md'], { cwd: dir, config: config(dir) });
    expect(Object.keys(byFile(dir, results))).toEqual(['docs/ok-PLAN.md', 'docs/out-PLAN.md']);
    expect(byFile(dir, results)['docs/out-PLAN.md']).toEqual([
      expect.stringMatching(/^fatal: Not linted: it is a symbolic link to a file outside the linted folder/),
    ]);
  });

  it('reports a .gitignore that cannot be read and ignores nothing by it', async () => {
    const dir = repo({ 'a-PLAN.md': PLAN });
    symlinkSync('/dev/zero', join(dir, '.gitignore'));
    mkdirSync(join(dir, 'sub'));
    mkfifo(join(dir, 'sub', '.gitignore'));
    writeFileSync(join(dir, 'sub', 'b-PLAN.md'), PLAN);
    const results = await lintFiles(['.'], { cwd: dir, config: config(dir) });
    expect(byFile(dir, results)).toEqual({
      '.gitignore': [
        'fatal: Cannot read this .gitignore: it is a device, not a regular file; nothing it lists was ignored',
      ],
      'a-PLAN.md': [expect.stringMatching(/^section-missing: /)],
      'sub/.gitignore': [
        'fatal: Cannot read this .gitignore: it is a FIFO (named pipe), not a regular file; ' +
          'nothing it lists was ignored',
      ],
      'sub/b-PLAN.md': [expect.stringMatching(/^section-missing: /)],
    });
  });

  it('reports a FIFO or device named on the command line in one line (it is no missing path)', async () => {
    const dir = repo();
    mkfifo(join(dir, 'pipe.md'));
    const results = await lintFiles(['pipe.md', '/dev/zero'], { cwd: dir, config: config(dir) });
    expect(results.map((r) => r.messages.map((m) => m.message))).toEqual([
      ['Cannot read file: it is a FIFO (named pipe), not a regular file'],
      ['Cannot read file: it is a device, not a regular file'],
    ]);
  });
});

describe("a summary's plan", () => {
  it('that exists but cannot be read is a finding on the summary, not a silent unpairing', async () => {
    const dir = repo({ 'fifo-SUMMARY.md': SUMMARY, 'zero-summary.md': `---\nplan: ./zero.md\n---\n${SUMMARY}` });
    mkfifo(join(dir, 'fifo-PLAN.md'));
    symlinkSync('/dev/zero', join(dir, 'zero.md'));
    const results = await lintFiles(['fifo-SUMMARY.md', 'zero-summary.md'], {
      cwd: dir,
      config: config(dir, { followSymlinks: true }),
    });
    expect(byFile(dir, results)).toEqual({
      'fifo-SUMMARY.md': [
        'fatal: Cannot check this summary against its plan `fifo-PLAN.md` (cannot read file: it is a FIFO ' +
          '(named pipe), not a regular file); the plan and summary rules did not run',
        expect.stringMatching(/^section-missing: /),
      ],
      'zero-summary.md': [
        `fatal: Not paired with its plan \`zero.md\`: a symbolic link leads it outside the project (${dir}), ` +
          `which is not read; the plan and summary rules did not run`,
        expect.stringMatching(/^section-missing: /),
      ],
    });
  });

  it('that does not exist leaves the summary unpaired, and says so at its `plan:`', async () => {
    const dir = repo({ 'summary.md': `---\nplan: gone.md\n---\n${SUMMARY}` });
    const [result] = await lintFiles(['summary.md'], { cwd: dir, config: config(dir) });
    expect(result!.messages.map((m) => [m.ruleId, m.line])).toEqual([
      ['section-missing', 1],
      ['summary-unpaired', 2],
    ]);
  });

  it('read for a buffer (the language server, standard input) is judged the same way', async () => {
    const dir = repo();
    mkfifo(join(dir, 'x-PLAN.md'));
    const result = await lintText(SUMMARY, {
      cwd: dir,
      filePath: join(dir, 'x-SUMMARY.md'),
      config: config(dir),
    });
    expect(result.messages[0]!.message).toMatch(
      /^Cannot check this summary against its plan `x-PLAN.md` \(cannot read file: it is a FIFO/,
    );
  });
});

describe('config files', () => {
  const load = (dir: string, configFile?: string) =>
    loadConfig({ searchFrom: dir, rules, cwd: dir, ...(configFile === undefined ? {} : { configFile }) });

  it.each([
    ['.handoffrc', (path: string) => mkfifo(path), 'it is a FIFO (named pipe), not a regular file'],
    ['.handoffrc.json', (path: string) => symlinkSync('/dev/zero', path), 'it is a device, not a regular file'],
    ['package.json', (path: string) => symlinkSync('/dev/zero', path), 'it is a device, not a regular file'],
    ['handoff.config.json', (path: string) => mkdirSync(path), 'it is a folder'],
  ])('a %s that is not a regular file stops the search with one line, unread', async (name, make, reason) => {
    const dir = repo();
    make(join(dir, name));
    await expect(load(dir)).rejects.toThrow(new ConfigError(`${name}: cannot read config file (${reason})`));
  });

  it('--config naming a FIFO is one line too', async () => {
    const dir = repo();
    mkfifo(join(dir, 'pipe.json'));
    await expect(load(dir, 'pipe.json')).rejects.toThrow(
      new ConfigError('pipe.json: cannot read config file (it is a FIFO (named pipe), not a regular file)'),
    );
  });

  it('still passes over an empty config file and a package.json without a handoff key, as lilconfig did', async () => {
    const dir = repo({
      '.handoffrc.json': '{ "rules": { "secret": "warn" } }',
      'sub/.handoffrc': '  \n',
      'sub/package.json': '{ "name": "x" }',
    });
    expect(await load(join(dir, 'sub'))).toMatchObject({
      filepath: join(dir, '.handoffrc.json'),
      rules: { secret: 'warn' },
    });
  });

  it('reads followSymlinks, and parseTimeBudgetMs into the option of parse-budget-exceeded', async () => {
    const dir = repo({ '.handoffrc.json': '{ "followSymlinks": true, "parseTimeBudgetMs": 500 }' });
    expect(await load(dir)).toMatchObject({
      followSymlinks: true,
      ruleOptions: { 'parse-budget-exceeded': { timeBudgetMs: 500 } },
    });
    writeFileSync(join(dir, '.handoffrc.json'), '{ "parseTimeBudgetMs": 0 }');
    await expect(load(dir)).rejects.toThrow(/^\.handoffrc\.json:1:\d+: parseTimeBudgetMs/);
  });
});
