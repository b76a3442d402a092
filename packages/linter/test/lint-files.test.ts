import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, relative } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { lintFiles, lintText, NoSuchPathError, type HandoffConfig } from '@handoff/linter';
import * as pipeline from '../src/lib/lint-file.js';
import { defineRule } from '../src/lib/rule.js';

// Record what the run hands the per-file pipeline (kind, plan pairing) while still running
// the real pipeline.
const calls: Array<{ path: string; kind: string; plan: string | null }> = [];
vi.mock('../src/lib/lint-file.js', async (importOriginal) => {
  const actual = await importOriginal<typeof pipeline>();
  return {
    ...actual,
    lintFile: (file: Parameters<typeof pipeline.lintFile>[0], options: Parameters<typeof pipeline.lintFile>[1]) => {
      calls.push({ path: file.path, kind: file.kind ?? '-', plan: options.plan?.path ?? null });
      return actual.lintFile(file, options);
    },
  };
});

/** Reports the kind of every file it sees, so a test can tell which files got a kind. */
const kindProbe = defineRule({
  id: 'kind-probe',
  meta: { description: 'Require a probe', defaultSeverity: 'error', scope: 'text', messages: { kind: '{{kind}}' } },
  check(context) {
    context.report({ messageId: 'kind', data: { kind: context.file.kind ?? '-' } });
  },
});
/** A warning on every file whose text holds `WARN`. */
const warnProbe = defineRule({
  id: 'warn-probe',
  meta: { description: 'Require no WARN', defaultSeverity: 'warn', scope: 'text', messages: { warn: 'WARN found' } },
  check(context) {
    if (context.file.text.includes('WARN'))
      context.report({ messageId: 'warn', at: { line: 1, column: 1, offset: 0 } });
  },
});
const rules = [kindProbe, warnProbe];

/** The least content that corroborates a plan's or a summary's name (docs/real-files.md, "Kinds"). */
const PLAN = '## Plan Decisions\n';
const SUMMARY = '## Implementation Decisions\n';

function tempDir(files: Record<string, string | Uint8Array>): string {
  const dir = mkdtempSync(join(tmpdir(), 'handoff-lint-'));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), content);
  }
  return dir;
}

/** `relative path → kind` for every result, `-` for a file with no diagnostics. */
async function kinds(dir: string, operands: string[], config?: Partial<HandoffConfig>) {
  const full = config
    ? ({
        filepath: null,
        baseDir: dir,
        rules: {},
        kinds: { plan: [], summary: [], handoff: [] },
        ignores: [],
        decisions: 'auto',
        layers: [],
        root: false,
        secrets: { allow: [] },
        ...config,
      } as HandoffConfig)
    : undefined;
  const results = await lintFiles(operands, { cwd: dir, rules, ...(full ? { config: full } : {}) });
  return Object.fromEntries(
    results.map((r) => [
      r.filePath.slice(dir.length + 1),
      r.messages.find((m) => m.ruleId === 'kind-probe')?.message ?? (r.messages[0]?.fatal ? 'fatal' : '-'),
    ]),
  );
}

beforeEach(() => {
  calls.length = 0;
});

describe('kinds', () => {
  it('come from names corroborated by the content, front matter kind and plan, never from content alone', async () => {
    const dir = tempDir({
      'plan.md': '# p\n\n## Tasks\n\n## Verification\n',
      'summary.md': '# s\n\n## Accomplishments\n\n## Deviations from Plan\n',
      '01-02-PLAN.md': '## Plan Decisions\n',
      '01-02-summary.md': '## Implementation Decisions\n',
      'auth.plan.md': '<objective>\nx\n</objective>\n\n<tasks>\n</tasks>\n',
      // A name whose content is no artefact gives no kind: a table of contents, an empty file.
      'SUMMARY.md': '# Summary\n\n- [Intro](intro.md)\n',
      'empty-plan.md': '',
      'RESUME.md': '## Goal\n## Status\n',
      'docs/HANDOFF.md': '## 1. Goal\n## Next steps\n',
      'review/handoff.md': '## PR overview\n## Changes applied\n',
      'README.md': '## Implementation Decisions\n',
      '01-context.md': '## Plan Decisions\n',
      'design.md': '---\nkind: plan\n---\n',
      'notes.md': '---\nkind: Summary\n---\n',
      'x-plan.md': '---\nkind: handoff\n---\n',
      'counter.md': '---\nplan: 01\n---\n',
      'weird.md': '---\nkind: blueprint\n---\n',
    });
    expect(await kinds(dir, ['.'])).toEqual({
      '01-02-PLAN.md': 'plan',
      '01-02-summary.md': 'summary',
      '01-context.md': '-',
      'README.md': '-',
      'RESUME.md': 'handoff',
      'SUMMARY.md': '-',
      'auth.plan.md': 'plan',
      'counter.md': '-',
      'design.md': 'plan',
      'docs/HANDOFF.md': 'handoff',
      'empty-plan.md': '-',
      'notes.md': 'summary',
      'plan.md': 'plan',
      // A handoff by name needs two handoff concepts; a review report has one.
      'review/handoff.md': '-',
      'summary.md': 'summary',
      'weird.md': '-',
      'x-plan.md': 'handoff',
    });
  });

  it('a string front matter plan: makes a summary, and the file it names a plan', async () => {
    const dir = tempDir({
      'phase/report.md': '---\nplan: ../design/intent.md\n---\n',
      'design/intent.md': '# i\n',
      'design/other.md': '',
    });
    expect(await kinds(dir, ['.'])).toEqual({
      'design/intent.md': 'plan',
      'design/other.md': '-',
      'phase/report.md': 'summary',
    });
    expect(calls.find((c) => c.path.endsWith('report.md'))?.plan).toBe(join(dir, 'design/intent.md'));
  });

  it('a plan: naming a file that comes later, or one linted already as a summary, makes it a plan', async () => {
    // Every file is classified before any is linted: the long plan between them changes nothing.
    const long = `# plan\n\n## Tasks\n\n## Verification\n\n${'Words of a long plan.\n'.repeat(20_000)}`;
    const dir = tempDir({
      'a/report.md': '---\nplan: ../z/intent.md\n---\n',
      'b/x-summary.md': '',
      'b/y-plan.md': long,
      'c/notes.md': '---\nplan: ../b/x-summary.md\n---\n',
      'z/intent.md': '# i\n',
    });
    expect(await kinds(dir, ['.'])).toEqual({
      'a/report.md': 'summary',
      'b/x-summary.md': 'plan',
      'b/y-plan.md': 'plan',
      'c/notes.md': 'summary',
      'z/intent.md': 'plan',
    });
    expect(calls.find((c) => c.path.endsWith('a/report.md'))?.plan).toBe(join(dir, 'z/intent.md'));
    expect(calls.find((c) => c.path.endsWith('c/notes.md'))?.plan).toBe(join(dir, 'b/x-summary.md'));
    // Linted once, as the plan it is: never first as the summary its name says.
    expect(calls.filter((c) => c.path.endsWith('x-summary.md')).map((c) => c.kind)).toEqual(['plan']);
  });

  it('front matter kind of the named file still wins over the reference', async () => {
    const dir = tempDir({ 'report.md': '---\nplan: intent.md\n---\n', 'intent.md': '---\nkind: handoff\n---\n' });
    expect(await kinds(dir, ['.'])).toEqual({ 'intent.md': 'handoff', 'report.md': 'summary' });
  });

  it('configured globs give kinds, below front matter and above the file name', async () => {
    const dir = tempDir({
      'specs/a.md': '',
      'specs/plan.md': PLAN,
      'out/b.md': '',
      'specs/c.md': '---\nkind: handoff\n---\n',
    });
    expect(await kinds(dir, ['.'], { kinds: { plan: [], summary: ['specs/*.md'], handoff: ['out/'] } })).toEqual({
      'out/b.md': 'handoff',
      'specs/a.md': 'summary',
      'specs/c.md': 'handoff',
      'specs/plan.md': 'summary',
    });
  });
});

describe('discovery', () => {
  it('searches folders for Markdown, skipping node_modules, .git and .gitignore (root and nested)', async () => {
    const dir = tempDir({
      '.git/HEAD': 'ref: x\n',
      '.gitignore': 'build/\n*.draft.md\n',
      'a/.gitignore': 'secret-plan.md\n!keep.draft.md\n',
      'plan.md': PLAN,
      'plan.markdown': '',
      'x.draft.md': '',
      'build/plan.md': PLAN,
      'node_modules/pkg/plan.md': PLAN,
      'a/secret-plan.md': PLAN,
      'a/keep.draft.md': '',
      'a/b/secret-plan.md': PLAN,
      'a/c-plan.md': PLAN,
      '.planning/1-plan.md': PLAN,
      'plan.txt': '',
    });
    expect(Object.keys(await kinds(dir, ['.'])).sort()).toEqual([
      '.planning/1-plan.md',
      'a/c-plan.md',
      'a/keep.draft.md',
      'plan.markdown',
      'plan.md',
    ]);
  });

  // An AppleDouble file (`._name`) is the file system's metadata beside a file, not a document; named, it is linted.
  it("passes over macOS's AppleDouble files in a folder walk, and lints one that is named", async () => {
    const dir = tempDir({ 'HANDOFF.md': '# Handoff\n', '._HANDOFF.md': new Uint8Array([0, 5, 22, 7, 0, 2]) });
    expect(Object.keys(await kinds(dir, ['.']))).toEqual(['HANDOFF.md']);
    expect(Object.keys(await kinds(dir, ['._HANDOFF.md']))).toEqual(['._HANDOFF.md']);
  });

  // Git ignores only untracked files: what the repository tracks is linted whatever a pattern says.
  it('lints the files a repository tracks though its .gitignore names them, and not the untracked ones', async () => {
    const dir = tempDir({
      '.gitignore': '.planning/\n*.draft.md\n',
      '.planning/phases/01/01-01-plan.md': PLAN,
      'x.draft.md': '',
      'plan.md': PLAN,
    });
    const git = (...args: string[]) => execFileSync('git', ['-C', dir, ...args], { stdio: 'pipe' });
    git('init', '-q');
    git('add', '-A', '-f');
    writeFileSync(join(dir, '.planning', 'phases', '01', '01-02-plan.md'), PLAN);
    mkdirSync(join(dir, '.planning', 'phases', '02'));
    writeFileSync(join(dir, '.planning', 'phases', '02', '02-01-plan.md'), PLAN);
    writeFileSync(join(dir, 'y.draft.md'), '');
    expect(Object.keys(await kinds(dir, ['.'])).sort()).toEqual([
      '.planning/phases/01/01-01-plan.md',
      'plan.md',
      'x.draft.md',
    ]);
    expect(Object.keys(await kinds(dir, ['.planning'])).sort()).toEqual(['.planning/phases/01/01-01-plan.md']);
  });

  it('applies the repository root .gitignore when linting a subfolder', async () => {
    const dir = tempDir({ '.git/HEAD': '', '.gitignore': 'sub/gen/\n', 'sub/plan.md': PLAN, 'sub/gen/plan.md': PLAN });
    expect(Object.keys(await kinds(join(dir), ['sub']))).toEqual(['sub/plan.md']);
  });

  it('always lints a file named explicitly, even when ignored', async () => {
    const dir = tempDir({ '.gitignore': 'plan.md\n', 'plan.md': PLAN });
    await expect(kinds(dir, ['.'])).rejects.toThrow(
      'no Markdown files to lint in the folder: . (none, or all ignored)',
    );
    expect(await kinds(dir, ['plan.md'])).toEqual({ 'plan.md': 'plan' });
  });

  it('expands globs and respects .gitignore and config ignores there', async () => {
    const dir = tempDir({
      '.gitignore': 'old/\n',
      'p/1-plan.md': PLAN,
      'p/1-summary.md': SUMMARY,
      'old/2-plan.md': PLAN,
      'p/drafts/3-plan.md': PLAN,
    });
    expect(Object.keys(await kinds(dir, ['**/*-plan.md'], { ignores: ['drafts/'] }))).toEqual(['p/1-plan.md']);
  });

  it('lists each file once, in operand order', async () => {
    const dir = tempDir({ 'b/plan.md': PLAN, 'a/plan.md': PLAN });
    expect(Object.keys(await kinds(dir, ['b', 'a', 'b/plan.md', '*/plan.md']))).toEqual(['b/plan.md', 'a/plan.md']);
  });

  it('does not follow symlinked folders', async () => {
    const dir = tempDir({ 'real/plan.md': PLAN });
    symlinkSync(join(dir, 'real'), join(dir, 'loop'));
    symlinkSync(dir, join(dir, 'real', 'up'));
    expect(Object.keys(await kinds(dir, ['.']))).toEqual(['real/plan.md']);
  });

  it.each([
    ['missing.md', 'path', 'no such file or folder: missing.md'],
    ['nothing/**/*.md', 'glob', 'no files match the pattern: nothing/**/*.md'],
    ['notes', 'folder', 'no Markdown files to lint in the folder: notes (none, or all ignored)'],
  ] as const)('%s names nothing', async (operand, what, message) => {
    const dir = tempDir({ 'plan.md': PLAN, 'notes/todo.txt': '' });
    await expect(lintFiles([operand], { cwd: dir, rules })).rejects.toThrow(new NoSuchPathError(operand, what));
    await expect(lintFiles([operand], { cwd: dir, rules })).rejects.toThrow(message);
  });

  it('tells a folder with nothing to lint to onEmptyFolder, passes it over and lints the other operands', async () => {
    const dir = tempDir({ 'plan.md': PLAN, 'notes/todo.txt': '' });
    const told: string[] = [];
    const results = await lintFiles(['notes', 'plan.md'], {
      cwd: dir,
      rules,
      onEmptyFolder: (error) => told.push(error.message),
    });
    expect(told).toEqual(['no Markdown files to lint in the folder: notes (none, or all ignored)']);
    expect(results.map((result) => relative(dir, result.filePath))).toEqual(['plan.md']);
    // A missing path is still thrown: it is a mistake, not an empty repository.
    await expect(lintFiles(['missing.md'], { cwd: dir, rules, onEmptyFolder: () => {} })).rejects.toThrow(
      'no such file or folder: missing.md',
    );
  });
});

describe('unreadable files', () => {
  it.each([
    [
      'NUL byte',
      Uint8Array.from([0x23, 0x20, 0x61, 0x0a, 0x62, 0x00, 0x63]),
      'File is binary, not Markdown text: NUL byte at byte offset 5',
      2,
      2,
    ],
    [
      'invalid UTF-8',
      Uint8Array.from([0x23, 0x20, 0xc3, 0x28]),
      'File is not valid UTF-8 text: invalid byte at byte offset 2',
      1,
      3,
    ],
    ['lone 0xFF', Uint8Array.from([0xff]), 'File is not valid UTF-8 text: invalid byte at byte offset 0', 1, 1],
  ])('%s → one fatal diagnostic', async (_, bytes, message, line, column) => {
    const dir = tempDir({ 'plan.md': bytes });
    const [result] = await lintFiles(['plan.md'], { cwd: dir, rules });
    expect(result!.messages).toEqual([
      { ruleId: null, severity: 2, fatal: true, message, line, column, endLine: line, endColumn: column },
    ]);
    expect(result!.errorCount).toBe(1);
  });

  it('met by a folder walk, a fatal diagnostic is a warning in a project that has not adopted handoff', async () => {
    const bytes = Uint8Array.from([0x23, 0x20, 0x85, 0x0a]);
    const severity = async (files: Record<string, string | Uint8Array>, paths: string[]) => {
      const dir = tempDir(files);
      const results = await lintFiles(paths, { cwd: dir, rules });
      return results.flatMap((result) => result.messages.map((m) => [m.fatal, m.severity]));
    };
    expect(await severity({ 'continuation.md': bytes }, ['.'])).toEqual([[true, 1]]);
    expect(await severity({ 'continuation.md': bytes }, ['continuation.md'])).toEqual([[true, 2]]);
    expect(await severity({ 'continuation.md': bytes, '.handoffrc.json': '{}' }, ['.'])).toEqual([[true, 2]]);
  });

  it('is silent about junk in a file with no kind found by folder expansion, fatal when named', async () => {
    const dir = tempDir({ 'junk.md': Uint8Array.from([0, 1, 2]) });
    expect(await kinds(dir, ['.'])).toEqual({ 'junk.md': '-' });
    expect(await kinds(dir, ['junk.md'])).toEqual({ 'junk.md': 'fatal' });
  });

  it('a folder named like a Markdown file is walked, not read', async () => {
    const dir = tempDir({ 'x.md/plan.md': PLAN });
    expect(await kinds(dir, ['.'])).toEqual({ 'x.md/plan.md': 'plan' });
  });

  it('strips a UTF-8 BOM', async () => {
    const dir = tempDir({ 'a.md': '\uFEFF---\nkind: plan\n---\n' });
    expect(await kinds(dir, ['.'])).toEqual({ 'a.md': 'plan' });
  });
});

describe('pairing', () => {
  it('pairs by name in the same folder, case-insensitively, with the plan outside the linted paths', async () => {
    const dir = tempDir({
      'p/02-01-PLAN.md': `# p\n\n${PLAN}`,
      'p/02-01-Summary.md': `# s\n\n${SUMMARY}`,
      'q/auth.summary.md': SUMMARY,
      'q/AUTH.PLAN.MD': PLAN,
      'r/summary.md': SUMMARY,
    });
    const results = await lintFiles(['p/02-01-Summary.md', 'q', 'r'], { cwd: dir, rules });
    expect(results.map((r) => basename(r.filePath))).toEqual([
      '02-01-Summary.md',
      'AUTH.PLAN.MD',
      'auth.summary.md',
      'summary.md',
    ]);
    expect(calls.map((c) => [basename(c.path), c.plan && basename(c.plan)])).toEqual(
      expect.arrayContaining([
        ['02-01-Summary.md', '02-01-PLAN.md'],
        ['auth.summary.md', 'AUTH.PLAN.MD'],
        ['summary.md', null],
      ]),
    );
  });

  it('front matter plan: overrides the name pattern; a missing plan leaves the summary unpaired', async () => {
    const dir = tempDir({
      'summary.md': '---\nplan: other/intent.md\n---\n',
      'plan.md': PLAN,
      'other/intent.md': '',
      'x-summary.md': '---\nplan: gone.md\n---\n',
    });
    await lintFiles(['summary.md', 'x-summary.md'], { cwd: dir, rules });
    expect(calls.find((c) => c.path.endsWith('/summary.md'))?.plan).toBe(join(dir, 'other/intent.md'));
    expect(calls.find((c) => c.path.endsWith('x-summary.md'))?.plan).toBeNull();
  });

  it('pairs a summary that comes before its plan, and one whose plan was linted in an earlier batch', async () => {
    const long = `# plan\n\n${PLAN}\n${'Words of a long plan.\n'.repeat(20_000)}`;
    const dir = tempDir({ 'SUMMARY.md': SUMMARY, 'plan.md': PLAN, 'x/01-PLAN.md': long, 'x/01-SUMMARY.md': SUMMARY });
    await lintFiles(['.'], { cwd: dir, rules });
    const seen = calls.map((c) => [c.path.slice(dir.length + 1), c.kind, c.plan && c.plan.slice(dir.length + 1)]);
    expect(seen.sort()).toEqual([
      ['SUMMARY.md', 'summary', 'plan.md'],
      ['plan.md', 'plan', null],
      ['x/01-PLAN.md', 'plan', null],
      ['x/01-SUMMARY.md', 'summary', 'x/01-PLAN.md'],
    ]);
  });

  it('lints every plan and summary once, the plan before its summary', async () => {
    const dir = tempDir({ 'plan.md': PLAN, 'summary.md': SUMMARY });
    await lintFiles(['.'], { cwd: dir, rules });
    expect(calls.map((c) => [basename(c.path), c.plan && basename(c.plan)])).toEqual([
      ['plan.md', null],
      ['summary.md', 'plan.md'],
    ]);
  });
});

describe('stdin and lintText', () => {
  it('takes its kind from --stdin-filename and pairs against the disk', async () => {
    const dir = tempDir({ 'a-plan.md': PLAN });
    const result = await lintText(`# s\n\n${SUMMARY}`, { cwd: dir, rules, filePath: 'a-summary.md' });
    expect(result.filePath).toBe(join(dir, 'a-summary.md'));
    expect(result.messages.map((m) => m.message)).toEqual(['summary']);
    expect(calls[0]!.plan).toBe(join(dir, 'a-plan.md'));
  });

  it('without a name, only front matter gives a kind', async () => {
    expect((await lintText('# x\n', { rules })).messages).toEqual([]);
    const result = await lintText('---\nkind: handoff\n---\n', { rules });
    expect(result.filePath).toBe('<stdin>');
    expect(result.messages.map((m) => m.message)).toEqual(['handoff']);
  });

  it('a NUL in standard input is fatal', async () => {
    const result = await lintText('# a\nb\0', { rules, filePath: 'plan.md' });
    expect(result.messages).toMatchObject([{ ruleId: null, fatal: true, line: 2, column: 2 }]);
  });

  it('lints stdin first, then the files', async () => {
    // A config file: the project has adopted handoff, so findings keep their severity.
    const dir = tempDir({ 'plan.md': PLAN, '.handoffrc.json': '{}' });
    const results = await lintFiles(['plan.md', '-'], {
      cwd: dir,
      rules,
      stdin: { text: '## Goal\n## Status\nWARN', filePath: 'resume.md' },
    });
    expect(results.map((r) => [basename(r.filePath), r.errorCount, r.warningCount])).toEqual([
      ['resume.md', 1, 1],
      ['plan.md', 1, 0],
    ]);
  });
});

describe('severities', () => {
  it('config rules and settings override defaults, settings last', async () => {
    const dir = tempDir({ 'plan.md': `${PLAN}WARN` });
    const config: HandoffConfig = {
      filepath: null,
      baseDir: dir,
      rules: { 'kind-probe': 'warn', 'warn-probe': 'error' },
      kinds: { plan: [], summary: [], handoff: [] },
      ruleOptions: {},
      ignores: [],
      followSymlinks: false,
      layers: [],
      root: false,
      handoffs: { layout: 'auto', headings: {} },
    };
    const [result] = await lintFiles(['.'], { cwd: dir, rules, config, settings: { 'kind-probe': 'off' } });
    expect(result!.messages.map((m) => [m.ruleId, m.severity])).toEqual([['warn-probe', 2]]);
  });

  it('a rule that throws becomes a fatal diagnostic for that file only', async () => {
    const dir = tempDir({ 'plan.md': PLAN, 'RESUME.md': '' });
    const broken = defineRule({
      id: 'broken',
      meta: { description: 'Require a crash', defaultSeverity: 'error', scope: 'text', messages: { x: 'x' } },
      check(context) {
        if (context.file.kind === 'plan') throw new Error('boom\nstack');
      },
    });
    const results = await lintFiles(['.'], { cwd: dir, rules: [broken] });
    expect(results.map((r) => r.messages.map((m) => m.message))).toEqual([
      [],
      ['Internal error while linting this file (please report it): boom'],
    ]);
  });
});
