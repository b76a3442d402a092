import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { BIN } from '../helpers/cli.js';
import {
  describeFinding,
  handoffWithSectionBody,
  isInternalError,
  lineLengths,
  outOfBounds,
  planWithItemBody,
} from './helpers/checks.js';

// R9 (docs/robustness.md) through the built CLI: files holding invalid UTF-8, NUL and Unicode
// edge cases. Pass: exit 0 or 1, nothing on stderr (so no stack trace), stdout is valid UTF-8
// JSON for --format json, bad bytes give one fatal diagnostic for that file, and valid but odd
// text lints normally with in-bounds positions. Then hostile command lines: one stderr line,
// exit 2, never an `at …` frame. Build first: `npx tsc --build`.

interface Run {
  status: number | null;
  stdout: Buffer;
  stderr: string;
}

function cli(cwd: string, args: string[]): Run {
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1' };
  delete env.FORCE_COLOR;
  const result = spawnSync(process.execPath, [BIN, 'lint', ...args], { cwd, input: '', env, timeout: 30_000 });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr.toString('utf8') };
}

const STACK_FRAME = /^\s+at /m;
const bytes = (...parts: Array<string | number[]>) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'utf8') : Buffer.from(p))));

// Invalid text: each must end as one fatal diagnostic naming the byte offset. Names give each
// file a kind (a kind-less file met in a folder is silent by design).
const INVALID: Record<string, Buffer> = {
  'c3-28-PLAN.md': bytes('# Plan\n\nbad ', [0xc3, 0x28], ' byte\n'),
  'ff-PLAN.md': bytes('# Plan\n\n', [0xff], '\n'),
  'overlong-PLAN.md': bytes('# Plan\n\nslash ', [0xc0, 0xaf], '\n'),
  'surrogate-PLAN.md': bytes('# Plan\n\nhalf ', [0xed, 0xa0, 0x80], ' pair\n'),
  'nul-PLAN.md': bytes('# Plan\n\nnul ', [0x00], ' here\n'),
  'truncated/RESUME.md': bytes('## Goal\n\nemoji cut ', [0xf0, 0x9f, 0x98]),
};

const EDGES = {
  bidi: 'Use \u202Eevil\u202C ids',
  zeroWidth: 'zero\u200Bwidth\u200B split',
  combining: 'e\u0301\u0301\u0301 a\u0308\u0323 Z\u0336\u0336',
  emojiZwj: 'family \u{1F468}\u200D\u{1F469}\u200D\u{1F467}\u200D\u{1F466} and flag \u{1F3F3}\uFE0F\u200D\u{1F308}',
  astral: 'clef \u{1D11E} math \u{1D400}\u{1D401} cjk \u{20000}',
};
const edgeText = Object.values(EDGES).join(' · ');

// Valid but odd text: linted like any other file.
const VALID: Record<string, string> = {
  'edges-PLAN.md': planWithItemBody(edgeText),
  'heading-zwsp-PLAN.md': `## Plan\u200B Decisions\n\n### Locked\n- D-1: x. Why: y. Source: z.\n`,
  'bidi-id-PLAN.md':
    `## Plan Decisions\n\n### Locked\n- \u202ED-1: x. Why: y. Source: z.\n\n### Open\n(none)\n\n### ` +
    `Considered and rejected\n(none)\n`,
  'edges-SUMMARY.md':
    `## Files Changed\n\n- a\n\n## Implementation Decisions\n\n### Taken\n- DT-1: ` +
    `${edgeText} for O-1. Reason: ${EDGES.emojiZwj}.\n\n### Deviations\n(none)\n\n### Open questions\n(none)\n`,
  'RESUME.md': handoffWithSectionBody(`- ${edgeText}. Why: ${EDGES.combining}`),
};

let dir = '';
let json: Run;
let stylish: Run;

beforeAll(() => {
  expect(existsSync(BIN), `${BIN} is missing: run \`npx tsc --build\` first`).toBe(true);
  dir = realpathSync(mkdtempSync(join(tmpdir(), 'handoff-r9-')));
  mkdirSync(join(dir, 'bad'));
  mkdirSync(join(dir, 'odd'));
  mkdirSync(join(dir, 'bad/truncated'));
  for (const [name, content] of Object.entries(INVALID)) writeFileSync(join(dir, 'bad', name), content);
  for (const [name, content] of Object.entries(VALID)) writeFileSync(join(dir, 'odd', name), content);
  json = cli(dir, ['--format', 'json', 'bad', 'odd']);
  stylish = cli(dir, ['bad', 'odd']);
});

describe('R9 invalid bytes and Unicode edges through `handoff lint`', () => {
  it('exits 1 (errors found), prints nothing on stderr, in both formats', () => {
    for (const run of [json, stylish]) {
      expect(run.stderr).not.toMatch(STACK_FRAME);
      expect(run.stderr).toBe('');
      expect(run.status).toBe(1);
    }
  });

  it('--format json output is valid UTF-8 JSON listing every file', () => {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(json.stdout);
    const results = JSON.parse(text) as Array<{ filePath: string }>;
    const listed = results.map((r) => r.filePath).sort();
    const expected = [
      ...Object.keys(INVALID).map((n) => join(dir, 'bad', n)),
      ...Object.keys(VALID).map((n) => join(dir, 'odd', n)),
    ].sort();
    expect(listed).toEqual(expected);
    expect(new TextDecoder('utf-8', { fatal: true }).decode(stylish.stdout)).toContain('problem');
  });

  it.each(Object.keys(INVALID))('%s: exactly one fatal diagnostic naming the byte offset', (name) => {
    const results = JSON.parse(json.stdout.toString('utf8')) as Array<{
      filePath: string;
      messages: Array<{ ruleId: string | null; fatal?: boolean; message: string; line: number; column: number }>;
    }>;
    const result = results.find((r) => r.filePath === join(dir, 'bad', name))!;
    expect(result.messages).toHaveLength(1);
    expect(result.messages[0]).toMatchObject({ ruleId: null, fatal: true });
    expect(result.messages[0]!.message).toMatch(/byte offset \d+/);
    expect(result.messages[0]).toMatchObject({ line: 3 });
  });

  it.each(Object.keys(VALID))('%s: linted normally, no crash, positions inside the text', (name) => {
    const results = JSON.parse(json.stdout.toString('utf8')) as Array<{
      filePath: string;
      messages: Array<Parameters<typeof outOfBounds>[0] & { fatal?: boolean }>;
    }>;
    const result = results.find((r) => r.filePath === join(dir, 'odd', name))!;
    expect(result.messages.filter((m) => m.fatal).map(describeFinding)).toEqual([]);
    expect(result.messages.filter(isInternalError)).toEqual([]);
    const lengths = lineLengths(VALID[name]!);
    expect(result.messages.map((m) => outOfBounds(m, lengths)).filter(Boolean)).toEqual([]);
  });
});

// What the brief asks of each hostile command line: exactly one stderr line, exit 2, no stack
// trace.
describe('hostile command lines', () => {
  const setups: Array<{ name: string; args: string[]; make?: (root: string) => void; line: RegExp }> = [
    { name: 'a missing path', args: ['missing.md'], line: /no such file or folder: missing\.md/ },
    {
      name: 'a dangling symlink',
      args: ['dangling-PLAN.md'],
      make: (root) => symlinkSync(join(root, 'nowhere.md'), join(root, 'dangling-PLAN.md')),
      line: /dangling-PLAN\.md/,
    },
    {
      name: 'a malformed .handoffrc.json',
      args: ['cfg'],
      make: (root) => {
        mkdirSync(join(root, 'cfg'));
        writeFileSync(join(root, 'cfg/.handoffrc.json'), '{ "rules": ');
        writeFileSync(join(root, 'cfg/x-PLAN.md'), '# x\n');
      },
      line: /\.handoffrc\.json/,
    },
    {
      name: 'a .handoffrc.json that is not an object',
      args: ['cfg2'],
      make: (root) => {
        mkdirSync(join(root, 'cfg2'));
        writeFileSync(join(root, 'cfg2/.handoffrc.json'), '[1, 2]');
      },
      line: /\.handoffrc\.json/,
    },
    { name: '--format nope', args: ['--format', 'nope', 'x-PLAN.md'], line: /nope/ },
    { name: '--max-warnings -1', args: ['--max-warnings', '-1', 'x-PLAN.md'], line: /max-warnings/ },
    { name: '--max-warnings=-1', args: ['--max-warnings=-1', 'x-PLAN.md'], line: /max-warnings/ },
    { name: '--max-warnings abc', args: ['--max-warnings', 'abc', 'x-PLAN.md'], line: /max-warnings/ },
    { name: '--rule with an unknown rule', args: ['--rule', 'no-such-rule=error', 'x-PLAN.md'], line: /no-such-rule/ },
    { name: 'an unknown option', args: ['--frobnicate', 'x-PLAN.md'], line: /frobnicate/ },
    { name: '--stdin-filename without -', args: ['--stdin-filename', 'a.md', 'x-PLAN.md'], line: /stdin-filename/ },
  ];

  it.each(setups)('$name: one stderr line, exit 2, no stack trace', ({ args, make, line }) => {
    const root = realpathSync(mkdtempSync(join(tmpdir(), 'handoff-hostile-')));
    writeFileSync(join(root, 'x-PLAN.md'), '# x\n');
    make?.(root);
    const run = cli(root, args);
    expect(run.stderr).not.toMatch(STACK_FRAME);
    expect(run.stderr.endsWith('\n'), JSON.stringify(run.stderr)).toBe(true);
    expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(run.stderr).toMatch(line);
    expect(run.status).toBe(2);
  });
});

describe('R9: a folder with nothing to lint is said, not failed', () => {
  // A repository with no Markdown has nothing wrong in it: its CI must not fail (the fourteenth whole-repository
  // sample, where `handoff lint .` exited 2 in a repository of one text file and two HTML pages). The line says so.
  const setups: Array<{ name: string; args: string[]; make: (root: string) => void; line: RegExp }> = [
    {
      name: 'a folder with no Markdown',
      args: ['empty'],
      make: (root) => {
        mkdirSync(join(root, 'empty'));
        writeFileSync(join(root, 'empty/notes.txt'), 'x');
      },
      line: /^handoff lint: no Markdown files to lint in the folder: empty \(none, or all ignored\)$/,
    },
    {
      name: 'a folder named x.md',
      args: ['x.md'],
      make: (root) => mkdirSync(join(root, 'x.md')),
      line: /^handoff lint: no Markdown files to lint in the folder: x\.md \(none, or all ignored\)$/,
    },
  ];

  it.each(setups)('$name: one stderr line, exit 0, the other operands linted', ({ args, make, line }) => {
    const root = realpathSync(mkdtempSync(join(tmpdir(), 'handoff-hostile-')));
    writeFileSync(join(root, 'x-PLAN.md'), '# x\n');
    make(root);
    const alone = cli(root, [...args, '--format', 'json']);
    expect(alone.stderr.trimEnd().split('\n')).toEqual([expect.stringMatching(line)]);
    expect(alone.stdout.toString('utf8').trim()).toBe('[]');
    expect(alone.status).toBe(0);
    // Beside a file that is linted, the folder is passed over and the file's report stands.
    const beside = cli(root, [...args, 'x-PLAN.md', '--format', 'json']);
    expect(beside.stderr.trimEnd().split('\n')).toEqual([expect.stringMatching(line)]);
    expect(
      (JSON.parse(beside.stdout.toString('utf8')) as Array<{ filePath: string }>).map((result) => result.filePath),
    ).toEqual([join(root, 'x-PLAN.md')]);
  });
});

describe('R9 control', () => {
  it('the checks catch what they look for: a stack trace on stderr, invalid UTF-8 output', () => {
    const crash = spawnSync(process.execPath, ['-e', 'throw new Error("boom")'], { encoding: 'utf8' });
    expect(crash.stderr).toMatch(STACK_FRAME);
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(INVALID['c3-28-PLAN.md'])).toThrow();
  });
});
