import { execFileSync, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { main } from '../../packages/cli/src/main.js';
import { syscalls } from '../../packages/core/src/lib/store/syscalls.js';
import { BIN } from '../helpers/cli.js';
import { handoffInProcess } from '../helpers/in-process.js';

// A file system that refuses a write or read (a file where a folder must be, a folder where
// a file must be) is the environment, not a bug: one line naming the path and why, exit 2,
// no "internal error", no stack, nothing changed.

let cwd: string;
beforeEach(() => {
  cwd = mkdtempSync(join(tmpdir(), 'handoff-fs-errors-'));
});
afterEach(() => {
  rmSync(cwd, { recursive: true, force: true });
});

describe('file-system errors', () => {
  it.each([
    [
      'a file where the state folder goes',
      () => writeFileSync(join(cwd, '.handoff', 'state'), 'not a folder'),
      'cannot create folder',
      '.handoff/state: a file is in the way',
    ],
    [
      'a folder where the state file goes',
      () => mkdirSync(join(cwd, '.handoff', 'state', 'rejections.json'), { recursive: true }),
      'cannot read',
      '.handoff/state/rejections.json: it is a folder',
    ],
  ])('handoff reject with %s', async (_, arrange, verb, where) => {
    mkdirSync(join(cwd, '.handoff'), { recursive: true });
    arrange();
    const run = await handoffInProcess(cwd, ['reject', 'use a cache | too slow']);
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(`handoff: ${verb} ${join(cwd, where)}\n`);
  });

  it('leaves what was there untouched', async () => {
    mkdirSync(join(cwd, '.handoff'), { recursive: true });
    writeFileSync(join(cwd, '.handoff', 'state'), 'not a folder');
    await handoffInProcess(cwd, ['reject', 'use a cache | too slow']);
    expect(readFileSync(join(cwd, '.handoff', 'state'), 'utf8')).toBe('not a folder');
  });
});

// What follows is the hostile-environment half of the verbs: links in the store, FIFOs and
// devices named as inputs, endless standard input, empty --dir, bytes that are not UTF-8,
// and a store lock held by someone else. Every case gets one line and a documented exit
// code, and changes nothing outside. What could hang (a FIFO, an endless pipe) or needs the
// environment of a process of its own (the lock wait) runs the built binary under a hard
// timeout, so a hang fails the test; the rest runs in-process through `main(argv, io)`.

const RECORD = {
  goal: 'Make hand-offs between AI coding agents machine-checkable so the next session starts informed.',
  status: 'partial',
  active_files: [{ path: 'packages/core/src/lib/store/atomic.ts', purpose: 'the writer under test here' }],
  changes: [{ what: 'Added the own writer', why: 'a short write count was ignored' }],
  failed_approaches: [],
  no_failed_approaches_reason: 'nothing was tried and dropped in this session',
  next_steps: [{ step: 'Run the store tests', command: 'npx vitest run tests/e2e' }],
};

/** Run the built CLI with a hard timeout; `sh` runs `shell` (a pipeline) instead when given. */
function run(args: string[], options: { input?: string; env?: NodeJS.ProcessEnv; shell?: string } = {}) {
  const result = options.shell
    ? spawnSync('sh', ['-c', options.shell], {
        cwd,
        encoding: 'utf8',
        timeout: 60_000,
        env: { ...process.env, NO_COLOR: '1', HANDOFF: `${process.execPath} ${BIN}`, ...options.env },
      })
    : spawnSync(process.execPath, [BIN, ...args], {
        cwd,
        input: options.input ?? '',
        encoding: 'utf8',
        timeout: 60_000,
        env: { ...process.env, NO_COLOR: '1', ...options.env },
      });
  expect(result.error, `${args.join(' ')} ${options.shell ?? ''} did not finish`).toBeUndefined();
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

const inProcess = (args: string[]) => handoffInProcess(cwd, args);

describe('inputs that are not regular files', () => {
  const verbs: Array<[string, (file: string) => string[], string]> = [
    ['resume write --from', (f) => ['resume', 'write', '--from', f], 'handoff resume write: --from'],
    ['resume ack --summary-file', (f) => ['resume', 'ack', '--summary-file', f], 'handoff resume ack: --summary-file'],
    ['packet write --from', (f) => ['packet', 'write', '--from', f], 'handoff packet write: --from'],
    ['packet ack --from', (f) => ['packet', 'ack', '--from', f], 'handoff packet ack: --from'],
    ['remind --transcript', (f) => ['remind', '--transcript', f], 'handoff remind: --transcript'],
    ['brief PLAN', (f) => ['brief', '--role', 'executor', f], 'handoff brief: file'],
    ['init --from-plan', (f) => ['init', '--from-plan', f], 'handoff init: --from-plan'],
  ];
  it.each(verbs)(
    '%s refuses a FIFO and a link to /dev/zero in one line, exit 2, without reading',
    async (_, args, prefix) => {
      execFileSync('mkfifo', [join(cwd, 'fifo')]);
      symlinkSync('/dev/zero', join(cwd, 'zero'));
      writeFileSync(join(cwd, 'record.json'), JSON.stringify(RECORD));
      expect((await inProcess(['resume', 'write', '--from', 'record.json'])).status).toBe(0);
      const fifo = run(args('fifo'));
      expect(fifo).toEqual({
        status: 2,
        stdout: '',
        stderr: `${prefix} \`fifo\` is a FIFO (named pipe), not a regular file; refusing to read it\n`,
      });
      const zero = run(args('zero'));
      expect(zero).toEqual({
        status: 2,
        stdout: '',
        stderr: `${prefix} \`zero\` is a character device, not a regular file; refusing to read it\n`,
      });
    },
  );

  it("orient names a repository's HANDOFF.md that is a FIFO as not read, and still prints the brief", () => {
    execFileSync('git', ['init', '-q'], { cwd });
    execFileSync('mkfifo', [join(cwd, 'HANDOFF.md')]);
    const brief = run(['orient']);
    expect(brief.status).toBe(0);
    expect(brief.stdout).toContain(
      `Not read: ${join(cwd, 'HANDOFF.md')} is a FIFO (named pipe), not a regular file; refusing to read it`,
    );
  });

  it('orient --file naming a FIFO is refused like every verb’s input: exit 2, one line', () => {
    execFileSync('mkfifo', [join(cwd, 'HANDOFF.md')]);
    const brief = run(['orient', '--file', 'HANDOFF.md']);
    expect([brief.status, brief.stdout, brief.stderr]).toEqual([
      2,
      '',
      `handoff orient: --file HANDOFF.md: ${join(cwd, 'HANDOFF.md')} is a FIFO (named pipe), ` +
        `not a regular file; refusing to read it\n`,
    ]);
  });
});

describe('standard input is bounded', () => {
  it('`yes | handoff gate` answers BLOCKED / invalid_input at once, as restart_gate.py does past 64 KiB', () => {
    expect(run([], { shell: 'yes | $HANDOFF gate' })).toEqual({
      status: 2,
      stdout: '{"action": "BLOCKED", "reason": "invalid_input"}\n',
      stderr: '',
    });
  });

  it('gate reads 65,536 bytes as input, and 65,537 as too large', async () => {
    const padded = (n: number) => `{"schema": 1${' '.repeat(n - 13)}}`;
    expect((await handoffInProcess(cwd, ['gate'], padded(65_536))).stdout).toBe(
      '{"action": "BLOCKED", "reason": "source_identity"}\n',
    );
    expect((await handoffInProcess(cwd, ['gate'], padded(65_537))).stdout).toBe(
      '{"action": "BLOCKED", "reason": "invalid_input"}\n',
    );
  });

  it('`yes | handoff title` answers TITLE_UNAVAILABLE at once (the helper stops at 8,192 bytes)', () => {
    expect(run([], { shell: 'yes | $HANDOFF title' })).toEqual({
      status: 2,
      stdout: '{"status": "TITLE_UNAVAILABLE"}\n',
      stderr: '',
    });
  });

  it('`yes | handoff resume write --from -` stops at 64 MiB with one line, exit 2', () => {
    const result = run([], { shell: 'yes | $HANDOFF resume write --from -' });
    expect(result).toEqual({
      status: 2,
      stdout: '',
      stderr: 'handoff resume write: standard input is larger than 64 MiB; nothing was read from it\n',
    });
    expect(existsSync(join(cwd, '.handoff'))).toBe(false);
  });
});

describe('fail closed', () => {
  it.each([
    [
      ['resume', 'write', '--dir', '', '--from', 'x.json'],
      'handoff resume write: --dir needs a path, not an empty string',
    ],
    [['resume', 'status', '--dir', ''], 'handoff resume status: --dir needs a path, not an empty string'],
    [['reject', '--dir', '', 'a | b'], 'handoff reject: --dir needs a path, not an empty string'],
    [['rejections', '--dir', ''], 'handoff rejections: --dir needs a path, not an empty string'],
    [['forget', '--dir', '', '1'], 'handoff forget: --dir needs a path, not an empty string'],
    [['checkpoint', '--dir', ''], 'handoff checkpoint: --dir needs a path, not an empty string'],
    [['packet', 'verify', '--dir', ''], 'handoff packet verify: --dir needs a path, not an empty string'],
    [['init', '--from-plan', 'p.md', '--out', ''], 'handoff init: --out needs a path, not an empty string'],
    [['orient', '--file', ''], 'handoff orient: --file needs a path, not an empty string'],
  ])('%j is a usage error and writes nothing', async (args, line) => {
    const result = await inProcess(args);
    expect(result).toEqual({ status: 2, stdout: '', stderr: `${line}\n` });
    expect(readdirSync(cwd)).toEqual([]);
  });

  it('refuses a record, a packet or a note that is not UTF-8, naming the byte offset', async () => {
    writeFileSync(
      join(cwd, 'bad.json'),
      Buffer.concat([Buffer.from('{"goal": "a'), Buffer.from([0xff]), Buffer.from('"}')]),
    );
    expect(await inProcess(['resume', 'write', '--from', 'bad.json'])).toEqual({
      status: 2,
      stdout: '',
      stderr: 'handoff resume write: --from `bad.json` is not valid UTF-8: invalid byte at byte offset 11\n',
    });
    expect(await inProcess(['packet', 'write', '--from', 'bad.json'])).toEqual({
      status: 2,
      stdout: '',
      stderr: 'handoff packet write: --from `bad.json` is not valid UTF-8: invalid byte at byte offset 11\n',
    });
    // A note on standard input through a real pipe, as printf wrote its bytes.
    const note = spawnSync(
      'sh',
      ['-c', `printf 'try it | \\303\\050 failed' | ${process.execPath} ${BIN} reject --stdin`],
      { cwd, encoding: 'utf8', timeout: 60_000 },
    );
    expect({ status: note.status, stderr: note.stderr }).toEqual({
      status: 2,
      stderr: 'handoff reject: standard input is not valid UTF-8: invalid byte at byte offset 9\n',
    });
    expect(existsSync(join(cwd, '.handoff'))).toBe(false);
  });
});

describe('links in the store', () => {
  it.each([
    ['reject', '.handoff/state', ['reject', 'use a cache | too slow'], true, 'handoff reject'],
    ['resume write', '.handoff/RESUME.md', ['resume', 'write', '--from', 'record.json'], false, 'handoff resume write'],
    ['packet write', '.handoff/state', ['packet', 'write', '--from', 'packet.json'], true, 'handoff packet write'],
    ['packet write', '.handoff/packet.md', ['packet', 'write', '--from', 'packet.json'], false, 'handoff packet write'],
    ['init --force', 'HANDOFF.md', ['init', '--from-plan', 'plan.md', '--force'], false, 'handoff init'],
  ])(
    '%s refuses a link at %s in one line, exit 1, and leaves its target alone',
    async (_, part, args, folder, prefix) => {
      const outside = mkdtempSync(join(tmpdir(), 'handoff-outside-'));
      try {
        writeFileSync(join(outside, 'precious'), 'keep me');
        writeFileSync(join(cwd, 'record.json'), JSON.stringify(RECORD));
        writeFileSync(join(cwd, 'plan.md'), '# Plan\n\n<objective>\nShip it.\n</objective>\n');
        writeFileSync(
          join(cwd, 'packet.json'),
          JSON.stringify({
            GOAL_ID: 'g',
            'OUTCOME / ACCEPTANCE': 'done',
            AUTHORITY: 'a',
            POLICY: 'p',
            SOURCE: 's',
            WORKING_STATE: 'w',
            PROGRESS: 'p',
            DECISIONS: 'd',
            LIVE_WORK: 'none',
            NEXT_SAFE_ACTION: 'n',
            RESTART_ID: 'r',
          }),
        );
        mkdirSync(join(cwd, '.handoff'), { recursive: true });
        symlinkSync(folder ? outside : join(outside, 'precious'), join(cwd, part));
        const result = await inProcess(args);
        expect(result.status).toBe(1);
        expect(result.stderr).toBe(
          `${prefix}: ${join(cwd, part)} is a symbolic link; the store never follows one (remove the link; ` +
            `nothing was read or written through it)\n`,
        );
        expect(readdirSync(outside)).toEqual(['precious']);
        expect(readFileSync(join(outside, 'precious'), 'utf8')).toBe('keep me');
      } finally {
        rmSync(outside, { recursive: true, force: true });
      }
    },
  );
});

describe('the store lock', () => {
  const plant = (pid: number) =>
    writeFileSync(
      join(cwd, '.handoff', '.lock'),
      JSON.stringify({ token: 'f'.repeat(32), pid, namespace: lockNamespace(), since: '2026-12-01T10:00:00.000Z' }) +
        '\n',
    );

  it('a live holder is reported after the wait, naming the lock and its pid (exit 1, nothing changed)', () => {
    mkdirSync(join(cwd, '.handoff'));
    plant(process.pid);
    const result = run(['reject', 'use a cache | too slow'], { env: { HANDOFF_LOCK_WAIT_MS: '300' } });
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(
      `handoff reject: another writer holds the lock ${join(cwd, '.handoff', '.lock')} ` +
        `(pid ${process.pid} on ${hostname()}) since 2026-12-01T10:00:00.000Z and is still running; ` +
        `nothing was changed; try again when it has finished\n`,
    );
    expect(existsSync(join(cwd, '.handoff', 'state', 'rejections.json'))).toBe(false);
  });

  it('a lock left by a killed writer is taken over with a one-line notice', async () => {
    mkdirSync(join(cwd, '.handoff'));
    const dead = Number(
      execFileSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }),
    );
    plant(dead);
    const result = await inProcess(['reject', 'use a cache | too slow']);
    expect(result.status).toBe(0);
    expect(result.stderr).toBe(
      `handoff: took over the lock ${join(cwd, '.handoff', '.lock')}: its holder (pid ${dead}) is no longer running\n`,
    );
    expect(existsSync(join(cwd, '.handoff', '.lock'))).toBe(false);
  });
});

describe('a lock lost to another writer', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is one line and exit 1 (never an uncaught stack), and the state is unchanged', async () => {
    const dir = join(cwd, '.handoff');
    const out: string[] = [];
    const err: string[] = [];
    const io = {
      cwd,
      env: process.env,
      stdout: (t: string) => out.push(t),
      stderr: (t: string) => err.push(t),
      readStdin: async () => '',
    };
    expect(await main(['reject', 'use a cache | too slow'], io)).toBe(0);
    const before = readFileSync(join(dir, 'state', 'rejections.json'), 'utf8');
    const real = syscalls.open.bind(syscalls);
    vi.spyOn(syscalls, 'open').mockImplementation(async (path, flags, mode) => {
      // While the new state is written, another writer takes the lock over (as after a stall).
      if (path.includes('rejections.json.') && path.endsWith('.tmp')) {
        writeFileSync(
          join(dir, '.lock'),
          JSON.stringify({ token: 'e'.repeat(32), pid: 1, namespace: 'elsewhere', since: '2026-12-01T10:00:00.000Z' }) +
            '\n',
        );
      }
      return real(path, flags, mode);
    });
    err.length = 0;
    expect(await main(['reject', 'retry the request | flaky'], io)).toBe(1);
    expect(err).toEqual([
      `handoff reject: another writer took over the lock ${join(dir, '.lock')} while this one was stalled for more ` +
        `than 10 s; nothing was written by this command; run the command again\n`,
    ]);
    expect(readFileSync(join(dir, 'state', 'rejections.json'), 'utf8')).toBe(before);
  });
});

/** The lock's notion of "the same machine", as the store computes it. */
function lockNamespace(): string {
  let namespace = '';
  try {
    namespace = readlinkSync('/proc/self/ns/pid');
  } catch {
    // not Linux
  }
  return `${hostname()}${namespace ? ` ${namespace}` : ''}`;
}
