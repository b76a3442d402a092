import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN } from '../helpers/cli.js';

// A cloned repository can commit a FIFO or a link to /dev/zero wherever the linter reads: a
// plan, a summary's paired plan, .gitignore, a config file, a file the adoption scan reads.
// Reading either never returns (a FIFO waits for a writer, /dev/zero never ends), so a run
// that finishes at all read none of them; the spawn timeout is only the hang guard. Each
// must be one line naming the file. Build first: `npx tsc --build`.

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
  ms: number;
}

function lint(cwd: string, args: string[], options: { input?: string; prefix?: readonly string[] } = {}): Run {
  const started = performance.now();
  const [command, ...prefixArgs] = [...(options.prefix ?? []), process.execPath];
  const result = spawnSync(command ?? process.execPath, [...prefixArgs, BIN, 'lint', ...args], {
    cwd,
    input: options.input ?? '',
    encoding: 'utf8',
    timeout: 20_000,
    env: { ...process.env, NO_COLOR: '1' },
  });
  if (result.error) throw result.error;
  return { status: result.status, stdout: result.stdout, stderr: result.stderr, ms: performance.now() - started };
}

const mkfifo = (path: string) => execFileSync('mkfifo', [path]);

function hostileRepository(): string {
  const dir = mkdtempSync(join(tmpdir(), 'handoff-hostile-repo-'));
  mkdirSync(join(dir, '.git'));
  mkdirSync(join(dir, 'phase'));
  writeFileSync(join(dir, 'phase', 'ok-PLAN.md'), '# Plan\n\nNothing to decide here.\n');
  symlinkSync('/dev/zero', join(dir, '.gitignore'));
  mkfifo(join(dir, 'phase', '.gitignore'));
  symlinkSync('/dev/zero', join(dir, 'phase', 'zero-PLAN.md'));
  mkfifo(join(dir, 'phase', 'fifo-PLAN.md'));
  mkfifo(join(dir, 'phase', 'fifo-SUMMARY.md'));
  // Its paired plan by name is fifo-PLAN.md; this one names a FIFO by `plan:`.
  writeFileSync(join(dir, 'phase', 'named-SUMMARY.md'), '---\nplan: ./pipe.md\n---\n# Summary\n');
  mkfifo(join(dir, 'phase', 'pipe.md'));
  return dir;
}

beforeAll(() => {
  expect(statSync(BIN).isFile(), `${BIN} is missing: run \`npx tsc --build\` first`).toBe(true);
});

describe('handoff lint in a hostile repository', () => {
  it('reports every FIFO and device in one line each, reads none, and lints the rest', () => {
    const dir = hostileRepository();
    const run = lint(dir, ['--format', 'json', '.']);
    console.info(`[hostile repository] handoff lint . finished in ${run.ms.toFixed(0)} ms`);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(1);
    const results = JSON.parse(run.stdout) as {
      filePath: string;
      messages: { ruleId: string | null; message: string }[];
    }[];
    const found = Object.fromEntries(
      results
        .filter((r) => r.messages.length > 0)
        .map((r) => [r.filePath.slice(dir.length + 1), r.messages.map((m) => m.message)]),
    );
    expect(found).toEqual({
      '.gitignore': ['Cannot read this .gitignore: it is a device, not a regular file; nothing it lists was ignored'],
      'phase/.gitignore': [
        'Cannot read this .gitignore: it is a FIFO (named pipe), not a regular file; nothing it lists was ignored',
      ],
      'phase/fifo-PLAN.md': ['Cannot read file: it is a FIFO (named pipe), not a regular file'],
      'phase/fifo-SUMMARY.md': ['Cannot read file: it is a FIFO (named pipe), not a regular file'],
      'phase/named-SUMMARY.md': [
        'Cannot check this summary against its plan `pipe.md` (cannot read file: it is a FIFO (named pipe), ' +
          'not a regular file); the plan and summary rules did not run',
      ],
      'phase/pipe.md': ['Cannot read file: it is a FIFO (named pipe), not a regular file'],
      'phase/zero-PLAN.md': [
        expect.stringMatching(/^Not linted: it is a symbolic link to a file outside the linted folder \(\/dev\/zero\)/),
      ],
    });
  });

  it('reads no FIFO when the adoption scan looks for decision sections elsewhere (standard input)', () => {
    const dir = hostileRepository();
    const plan = '# Plan\n\n<objective>\nx\n</objective>\n\n<tasks>\n</tasks>\n';
    const run = lint(dir, ['--stdin-filename', 'phase/new-PLAN.md', '-'], { input: plan });
    console.info(`[hostile repository] handoff lint - (adoption scan) finished in ${run.ms.toFixed(0)} ms`);
    expect(run.stderr).toBe('');
    // The scan read every other plan and summary it could and found no decisions section.
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('1 plan or summary without a bucketed decisions section (`## Plan Decisions`');
  });

  it.each([
    ['.handoffrc', (path: string) => mkfifo(path), 'it is a FIFO (named pipe), not a regular file'],
    ['.handoffrc.yaml', (path: string) => symlinkSync('/dev/zero', path), 'it is a device, not a regular file'],
    ['package.json', (path: string) => symlinkSync('/dev/zero', path), 'it is a device, not a regular file'],
  ])('refuses a %s that is not a regular file with one line and exit 2', (name, make, reason) => {
    const dir = hostileRepository();
    make(join(dir, name));
    const run = lint(dir, ['.']);
    expect(run.status).toBe(2);
    expect(run.stderr).toBe(`${name}: cannot read config file (${reason})\n`);
    expect(run.stdout).toBe('');
  });
});

describe('handoff lint with a folder it cannot read', () => {
  // Root reads every folder whatever its mode. As root, the CLI runs as root still (so it can
  // read the clone it lives in, wherever that is: a 0700 folder under /root or mktemp -d), but
  // without the two capabilities that let root pass over file modes: setpriv (util-linux)
  // takes CAP_DAC_OVERRIDE and CAP_DAC_READ_SEARCH out of its bounding set, and a mode-000
  // folder is then as closed to it as to anyone. Where setpriv is missing, the case is
  // skipped with that reason rather than run as another user who may not reach the clone.
  const asRoot = process.getuid?.() === 0;
  const setpriv = asRoot ? findSetpriv() : undefined;
  const prefix = setpriv === undefined ? [] : [setpriv, '--bounding-set', '-dac_override,-dac_read_search'];
  const cannotLock = asRoot && setpriv === undefined;

  function findSetpriv(): string | undefined {
    const found = spawnSync('sh', ['-c', 'command -v setpriv'], { encoding: 'utf8' });
    const path = found.stdout.trim();
    return found.status === 0 && path !== '' ? path : undefined;
  }

  // The locked folders are opened again at the end: a user who is not root cannot remove a
  // folder of mode 000, and the run's temporary folder is removed when it ends.
  const lockedFolders: string[] = [];
  afterAll(() => {
    for (const folder of lockedFolders) chmodSync(folder, 0o755);
  });

  function lockedRepository(): string {
    const dir = mkdtempSync(join(tmpdir(), 'handoff-locked-'));
    lockedFolders.push(join(dir, 'locked'));
    writeFileSync(join(dir, 'ok-PLAN.md'), '# Plan\n\nNothing to decide here.\n');
    mkdirSync(join(dir, 'locked'));
    writeFileSync(join(dir, 'locked', 'hidden-PLAN.md'), '# Plan\n');
    chmodSync(join(dir, 'locked'), 0o000);
    return dir;
  }

  it.skipIf(cannotLock)(
    'reports an unreadable subfolder as a finding (exit 1), not a silent skip' +
      (cannotLock ? ' (skipped: running as root and setpriv is not installed, so no folder is unreadable)' : ''),
    () => {
      const dir = lockedRepository();
      const run = lint(dir, ['.'], { prefix });
      expect(run.stderr).toBe('');
      expect(run.status).toBe(1);
      expect(run.stdout).toContain(
        'locked\n  1:1  error  Cannot read folder: permission denied; the files in it were not linted',
      );
    },
  );

  it.skipIf(cannotLock)('reports an unreadable folder operand the same way, not as "no Markdown files"', () => {
    const dir = lockedRepository();
    const run = lint(dir, ['locked'], { prefix });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('Cannot read folder: permission denied; the files in it were not linted');
  });

  it('control: the same folder readable is linted, so the finding above is the lock', () => {
    const dir = lockedRepository();
    chmodSync(join(dir, 'locked'), 0o755);
    const run = lint(dir, ['--rule', 'section-missing=off', '.'], { prefix });
    expect(run.stderr).toBe('');
    expect(run.stdout).not.toContain('Cannot read folder');
    expect(run.status).toBe(0);
  });
});
