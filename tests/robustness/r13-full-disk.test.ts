import { execFileSync, spawnSync } from 'node:child_process';
import {
  closeSync,
  ftruncateSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
  writeSync,
  renameSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN } from '../helpers/cli.js';
import { leftovers, packet, record, snapshot } from './helpers/store-writers.js';

// R13 on a real full file system: a 1 MiB tmpfs mounted by the test (root only; CI runs as
// root), filled up to the last few KiB so that write(2) returns a short count and then
// ENOSPC — the case where the old atomic-write dependency renamed a 4 KiB prefix over the
// good file and printed "wrote". Every writer must exit 2 with one line naming the file and
// the failing call, leave the old files byte-identical and no temp file, and succeed once
// space is back. The control shows that this file system really gives short writes.

const isRoot = process.getuid?.() === 0;
if (!isRoot) console.warn('R13 full disk: skipped, because mounting a tmpfs needs root (CI runs these tests as root)');

let mount: string;
let filler: string;
beforeAll(() => {
  if (!isRoot) return;
  mount = mkdtempSync(join(tmpdir(), 'handoff-full-'));
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', mount]);
  filler = join(mount, 'filler');
});
afterAll(() => {
  if (!isRoot || !mount) return;
  spawnSync('umount', ['-l', mount]);
  rmSync(mount, { recursive: true, force: true });
});

/** Fill the file system, then give back `free` bytes (whole pages). */
function fill(free: number): void {
  const fd = openSync(filler, 'w');
  const chunk = Buffer.alloc(64 * 1024, 'f');
  try {
    for (;;) writeSync(fd, chunk);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
  }
  ftruncateSync(fd, Math.max(0, statSync(filler).size - free));
  closeSync(fd);
}

function cli(cwd: string, args: string[], input = '') {
  const result = spawnSync(process.execPath, [BIN, ...args], {
    cwd,
    input,
    encoding: 'utf8',
    timeout: 60_000,
    env: { ...process.env, NO_COLOR: '1' },
  });
  expect(result.error).toBeUndefined();
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

const long = (tag: string, kib: number) => `${tag} `.repeat(Math.ceil((kib * 1024) / (tag.length + 1)));
const bigRecord = () => ({ ...record('B'), goal: `${record('B').goal as string} ${long('lorem', 60)}` });
const bigPacket = () => JSON.stringify({ ...(JSON.parse(packet('B')) as object), PROGRESS: 'x'.repeat(60 * 1024) });
const plan = (words: string) => `# Plan\n\n<objective>\n${words}\n</objective>\n\n<tasks>\n</tasks>\n`;
const FIXABLE_BIG =
  `# Summary\n\n${long('notes', 40)}\n\n## Implementation Decisions\n\n### Decisions Taken ` +
  `(Open / Discretion)\n- **O-1 (cache):** Took the recommendation. Rationale: ` +
  `simplest.\n\n### Deviations\n(none)\n\n### Open questions for verifier\n(none)\n`;

interface Case {
  name: string;
  /** Make the old state, with the disk not yet full. */
  before: (cwd: string) => void;
  /** The write that meets the full disk. */
  args: string[];
  input: string;
  /** The file the error must name (relative to cwd). */
  names: RegExp;
  /** What must hold once space is back and the write ran again. */
  after: (cwd: string) => void;
}

const CASES: Case[] = [
  {
    name: 'resume write',
    before: (cwd) => void cli(cwd, ['resume', 'write', '--from', '-'], JSON.stringify(record('A'))),
    args: ['resume', 'write', '--from', '-'],
    input: JSON.stringify(bigRecord()),
    names: /\.handoff\/(archive\/[^ ]+-resume\.md|RESUME\.md|state\/session-handoff\.json)/,
    after: (cwd) => expect(cli(cwd, ['resume', 'status', '--json']).stdout).toMatch(/"resume_in_sync": true/),
  },
  {
    name: 'reject',
    before: (cwd) => void cli(cwd, ['reject', 'approach A | evidence A']),
    args: ['reject', '--stdin'],
    input: `approach B | ${'e'.repeat(11_000)}`,
    names: /\.handoff\/state\/rejections\.json/,
    after: (cwd) => expect(JSON.parse(cli(cwd, ['rejections', '--json']).stdout)).toHaveLength(2),
  },
  {
    name: 'packet write',
    before: (cwd) => void cli(cwd, ['packet', 'write', '--from', '-'], packet('A')),
    args: ['packet', 'write', '--from', '-'],
    input: bigPacket(),
    names: /\.handoff\/packet\.md/,
    after: (cwd) => expect(cli(cwd, ['packet', 'verify']).status).toBe(0),
  },
  {
    name: 'init --force',
    before: (cwd) => {
      writeFileSync(join(cwd, 'old-plan.md'), plan('Ship the small thing first.'));
      cli(cwd, ['init', '--from-plan', 'old-plan.md', '--out', 'HANDOFF.md']);
    },
    args: ['init', '--from-plan', '-', '--out', 'HANDOFF.md', '--force'],
    input: plan(long('ship', 60)),
    names: /HANDOFF\.md/,
    after: (cwd) => expect(readFileSync(join(cwd, 'HANDOFF.md'), 'utf8')).toContain('ship ship'),
  },
  {
    // A report of many findings: it cannot fit in the space left (outside probe F7).
    name: 'lint --output-file',
    before: (cwd) => {
      // 40 plans, each with one warning (a file takes a page of the small tmpfs).
      for (let i = 0; i < 40; i++) writeFileSync(join(cwd, `p${i}-PLAN.md`), plan('Ship it.'));
      writeFileSync(
        join(cwd, '.handoffrc.json'),
        '{"rules": {"section-missing": ["warn", {"decisions": "required"}]}}',
      );
      writeFileSync(join(cwd, 'report.json'), '[]');
    },
    args: ['lint', '--format', 'json', '--output-file', 'report.json', '.'],
    input: '',
    names: /report\.json/,
    after: (cwd) => {
      expect(JSON.parse(readFileSync(join(cwd, 'report.json'), 'utf8'))).toHaveLength(40);
      // The small tmpfs is shared by every case: give its pages back.
      rmSync(cwd, { recursive: true });
    },
  },
  {
    // A fixed file larger than the space left (outside probe F8's writer on a full disk).
    name: 'lint --fix',
    before: (cwd) => writeFileSync(join(cwd, '01-SUMMARY.md'), FIXABLE_BIG),
    args: ['lint', '--fix', '01-SUMMARY.md'],
    input: '',
    names: /01-SUMMARY\.md/,
    after: (cwd) => {
      expect(readFileSync(join(cwd, '01-SUMMARY.md'), 'utf8')).toContain('### Taken — Decisions Taken');
      rmSync(cwd, { recursive: true });
    },
  },
];

describe.skipIf(!isRoot)('R13 on a real full file system (tmpfs)', () => {
  for (const free of [8 * 1024, 0]) {
    for (const c of CASES) {
      it(`${c.name} with ${free / 1024} KiB left: exit 2, one line naming the file, old files intact, no temp file`, () => {
        const cwd = join(mount, `${c.name.replace(/\W+/g, '-')}-${free}`);
        mkdirSync(cwd);
        c.before(cwd);
        const old = snapshot(cwd);
        fill(free);
        try {
          const result = cli(cwd, c.args, c.input);
          expect(result.status).toBe(2);
          expect(result.stdout).toBe('');
          expect(result.stderr.split('\n')).toHaveLength(2);
          expect(result.stderr).toMatch(
            new RegExp(
              String.raw`^handoff: cannot write \/\S+: no space left on the device \(ENOSPC from (write|open|fsync)` +
                String.raw`\); nothing was changed\n$`,
            ),
          );
          // With no byte left, even the lock file cannot be made: that is named instead.
          if (free === 0 && /\.handoff\/\.lock:/.test(result.stderr)) expect(c.args[0]).not.toBe('init');
          else expect(result.stderr).toMatch(c.names);
          expect(snapshot(cwd)).toEqual(old);
          expect(leftovers(cwd)).toEqual({ temps: [], staged: [] });
        } finally {
          rmSync(filler, { force: true });
        }
        const again = cli(cwd, c.args, c.input);
        expect(again.status, again.stderr).toBe(0);
        expect(leftovers(cwd)).toEqual({ temps: [], staged: [] });
        c.after(cwd);
      });
    }
  }

  it('control: here a single write call takes only what fits, so a writer that ignores the count truncates', () => {
    const cwd = join(mount, 'control');
    mkdirSync(cwd);
    const target = join(cwd, 'state.json');
    writeFileSync(target, 'x'.repeat(100));
    fill(8 * 1024);
    try {
      const fd = openSync(`${target}.tmp`, 'w');
      const data = Buffer.alloc(40 * 1024, 'y');
      const written = writeSync(fd, data, 0, data.length, 0);
      closeSync(fd);
      renameSync(`${target}.tmp`, target);
      expect(written).toBeLessThan(data.length);
      expect(statSync(target).size).toBe(written);
    } finally {
      rmSync(filler, { force: true });
    }
  });
});
