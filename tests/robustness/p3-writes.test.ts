import { execFileSync, spawnSync } from 'node:child_process';
import {
  appendFileSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { syscalls } from '../../packages/core/src/lib/store/syscalls.js';
import { BIN } from '../helpers/cli.js';
import { handoffInProcess } from '../helpers/in-process.js';
import { spyOnStore } from './helpers/fs-faults.js';

// What --output-file and --fix write (the outside probe's F7, F8, F17, and a report cut short
// on a full disk): a report goes only to a new name or a regular file, atomically, never
// through a link and never over a FIFO, socket or device; --fix writes only a file that is
// still what was linted, keeping its BOM and line endings. The special files are made here,
// in a scratch folder (never /dev/full: as root, replacing a device node would be real).

const PLAN = '# Plan\n\nNo decisions yet.\n';
const FIXABLE = `## Implementation Decisions

### Decisions Taken (Open / Discretion)
- **O-1 (cache):** Took the recommendation. Rationale: simplest.

### Deviations
(none)

### Open questions for verifier
(none)
`;
const isRoot = process.getuid?.() === 0;

let dir: string;
let outside: string;
beforeEach(() => {
  const base = realpathSync(mkdtempSync(join(tmpdir(), 'handoff-p3-writes-')));
  dir = join(base, 'pa');
  outside = join(base, 'outside');
  mkdirSync(join(dir, '.git'), { recursive: true });
  mkdirSync(outside);
  writeFileSync(join(dir, 'x-PLAN.md'), PLAN);
  writeFileSync(join(outside, 'victim-config'), 'precious\n');
});
afterEach(() => {
  vi.restoreAllMocks();
  rmSync(join(dir, '..'), { recursive: true, force: true });
});

const lint = (...args: string[]) =>
  spawnSync(process.execPath, [BIN, 'lint', ...args], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  });

describe('F7: --output-file never writes through a link or over a special file', () => {
  it('a committed link (handoff.sarif -> a file of the machine) is refused, the file untouched', () => {
    symlinkSync(join(outside, 'victim-config'), join(dir, 'handoff.sarif'));
    const run = lint('--format', 'sarif', '--output-file', 'handoff.sarif', '.');
    expect([run.status, run.stdout, run.stderr]).toEqual([
      2,
      '',
      'handoff lint: --output-file handoff.sarif: it is a symbolic link; a report is never written through ' +
        'one (remove the link)\n',
    ]);
    expect(readFileSync(join(outside, 'victim-config'), 'utf8')).toBe('precious\n');
    expect(lstatSync(join(dir, 'handoff.sarif')).isSymbolicLink()).toBe(true);
  });

  it('a link to /proc/self/fd/1 is refused and stays a link', () => {
    symlinkSync('/proc/self/fd/1', join(dir, 'so'));
    expect(lint('-o', 'so', 'x-PLAN.md').status).toBe(2);
    expect(lstatSync(join(dir, 'so')).isSymbolicLink()).toBe(true);
  });

  it('a linked folder on the way out of the working folder is refused', () => {
    symlinkSync(outside, join(dir, 'out'));
    const run = lint('-o', 'out/report.json', '--format', 'json', 'x-PLAN.md');
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/a symbolic link on the way leads it out of the working folder/);
    expect(readdirSync(outside)).toEqual(['victim-config']);
  });

  it('a FIFO is refused and stays a FIFO', () => {
    execFileSync('mkfifo', [join(dir, 'fifo1')]);
    const run = lint('-o', 'fifo1', 'x-PLAN.md');
    expect([run.status, run.stderr]).toEqual([
      2,
      'handoff lint: --output-file fifo1: it is a FIFO (named pipe), not a regular file; ' +
        'a report replaces only a regular file\n',
    ]);
    expect(lstatSync(join(dir, 'fifo1')).isFIFO()).toBe(true);
  });

  it('a socket is refused and stays a socket', async () => {
    const server: Server = createServer();
    await new Promise<void>((resolve) => server.listen(join(dir, 'sock'), resolve));
    try {
      expect(lint('-o', 'sock', 'x-PLAN.md').status).toBe(2);
      expect(lstatSync(join(dir, 'sock')).isSocket()).toBe(true);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it.skipIf(!isRoot)('a device node (one made here, a twin of /dev/null) is refused and stays a device', () => {
    execFileSync('mknod', [join(dir, 'null-twin'), 'c', '1', '3']);
    expect(lint('-o', 'null-twin', 'x-PLAN.md').status).toBe(2);
    expect(lstatSync(join(dir, 'null-twin')).isCharacterDevice()).toBe(true);
  });

  it('control: a new name and a regular file are written, atomically', () => {
    expect(lint('--format', 'json', '-o', 'report.json', 'x-PLAN.md').stdout).toMatch(/report written to report\.json/);
    writeFileSync(join(dir, 'old.json'), 'old');
    expect(lint('--format', 'json', '-o', 'old.json', 'x-PLAN.md').status).toBe(0);
    expect(JSON.parse(readFileSync(join(dir, 'old.json'), 'utf8'))).toHaveLength(1);
  });
});

describe('a report that cannot be written whole is an error, never "written"', () => {
  it.each(['short-then-enospc', 'zero-write', 'lying-write', 'fsync-eio'] as const)(
    '%s: exit 2, one line naming the file, the old report intact, no temp file',
    async (kind) => {
      writeFileSync(join(dir, 'report.json'), 'old report');
      const spy = spyOnStore({ kind, at: 1 });
      const run = await handoffInProcess(dir, ['lint', '--format', 'json', '-o', 'report.json', 'x-PLAN.md']);
      expect(spy.fired()).toBe(true);
      expect(run.status).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr).toMatch(/^handoff: cannot write \/\S+\/report\.json: .*; nothing was changed\n$/);
      expect(readFileSync(join(dir, 'report.json'), 'utf8')).toBe('old report');
      expect(readdirSync(dir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    },
  );
});

describe('F8: --fix never overwrites an edit saved while it ran', () => {
  beforeEach(() => writeFileSync(join(dir, '01-SUMMARY.md'), FIXABLE));

  it('an edit saved between the lint and the write: skipped with one warning, exit 1, the edit kept', async () => {
    // The edit lands while the fixed text is being written to its temp file (right before the rename).
    const real = syscalls.fsync;
    let edited = false;
    vi.spyOn(syscalls, 'fsync').mockImplementation(async (handle) => {
      if (!edited) {
        edited = true;
        appendFileSync(join(dir, '01-SUMMARY.md'), 'USER EDIT\n');
      }
      return real(handle);
    });
    const run = await handoffInProcess(dir, ['lint', '--fix', '01-SUMMARY.md']);
    expect(edited).toBe(true);
    expect(run.status).toBe(1);
    expect(run.stderr).toBe(
      'handoff lint: `01-SUMMARY.md` was not fixed: it changed since it was linted; run the fix again\n',
    );
    expect(readFileSync(join(dir, '01-SUMMARY.md'), 'utf8')).toBe(`${FIXABLE}USER EDIT\n`);
    expect(readdirSync(dir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('control: without an edit the same run fixes the file (exit 0)', async () => {
    const run = await handoffInProcess(dir, ['lint', '--fix', '01-SUMMARY.md']);
    expect([run.status, run.stderr]).toEqual([0, '']);
    expect(readFileSync(join(dir, '01-SUMMARY.md'), 'utf8')).toContain('### Taken — Decisions Taken');
  });

  it('control: the fixed text alone, written as before, would have lost the edit', async () => {
    const dry = await handoffInProcess(dir, ['lint', '--fix-dry-run', '--format', 'json', '01-SUMMARY.md']);
    const [{ output }] = JSON.parse(dry.stdout) as [{ output: string }];
    appendFileSync(join(dir, '01-SUMMARY.md'), 'USER EDIT\n');
    expect(output).not.toContain('USER EDIT');
  });
});

describe('F17: --fix keeps the BOM and the line endings', () => {
  it('BOM + CRLF in, BOM + CRLF out, fixed', async () => {
    const crlf = `\ufeff${FIXABLE.replace(/\n/g, '\r\n')}`;
    writeFileSync(join(dir, '01-SUMMARY.md'), crlf);
    const run = await handoffInProcess(dir, ['lint', '--fix', '01-SUMMARY.md']);
    expect([run.status, run.stderr]).toEqual([0, '']);
    const bytes = readFileSync(join(dir, '01-SUMMARY.md'));
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text).toContain('### Taken — Decisions Taken');
    expect(text.replace(/\r\n/g, '')).not.toContain('\n');
  });

  it('control: the linter’s fixed text has no BOM, so the writer is what keeps it', async () => {
    writeFileSync(join(dir, '01-SUMMARY.md'), `\ufeff${FIXABLE}`);
    const dry = await handoffInProcess(dir, ['lint', '--fix-dry-run', '--format', 'json', '01-SUMMARY.md']);
    const [{ output }] = JSON.parse(dry.stdout) as [{ output: string }];
    expect(output.startsWith('\ufeff')).toBe(false);
  });
});

afterAll(() => vi.restoreAllMocks());
