import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { lstatSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handoff } from '../helpers/cli.js';
import { packet, record, snapshot } from './helpers/store-writers.js';

// R15, refusal leaves no trace: a write whose input holds a synthetic secret (a GitHub
// token, a PEM block, `password: …`) exits 1 naming the field and the rule, shows at most 4
// characters of the secret, leaves the target files byte-identical, and the secret is found
// nowhere on disk afterwards: not in the store, not in the temp folder (every file of this
// run's TMPDIR), not in the output. Each secret is random per run and reaches the CLI on
// standard input, so nothing but the CLI could have written it anywhere. The control plants
// the same secret through a path that stores it, and the same search finds it.

const random = (n: number) =>
  randomBytes(n * 2)
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, n);
const SECRETS = {
  github: `ghp_${random(36)}`,
  pem: `-----BEGIN RSA PRIVATE KEY-----\nMIIE${random(60)}\n${random(64)}\n-----END RSA PRIVATE KEY-----`,
  // Digits in two places, so no draw reads as an identifier with a number in it (`oauth2Client`), which prose may hold.
  password: `password: ${random(6)}7Qz${random(6)}Xy9${random(5)}`,
};
/** The part of each secret no output may show more than 4 characters of. */
const VALUES = {
  github: SECRETS.github,
  pem: SECRETS.pem.split('\n')[1]!,
  password: SECRETS.password.slice('password: '.length),
};

let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'handoff-r15-'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Files under `folder` that hold `needle`: regular files up to 8 MiB, links never followed. */
function filesHolding(folder: string, needle: string): string[] {
  const found: string[] = [];
  const stack = [folder];
  while (stack.length > 0) {
    const dir = stack.pop()!;
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      continue;
    }
    for (const name of names) {
      const path = join(dir, name);
      let stats;
      try {
        stats = lstatSync(path);
      } catch {
        continue;
      }
      if (stats.isDirectory()) stack.push(path);
      else if (stats.isFile() && stats.size <= 8 << 20) {
        try {
          if (readFileSync(path, 'latin1').includes(needle)) found.push(path);
        } catch {
          // Removed meanwhile by a parallel test: not ours.
        }
      }
    }
  }
  return found;
}

/** Whether `output` shows 5 or more consecutive characters of `value`. */
function showsMoreThanFour(output: string, value: string): boolean {
  for (let i = 0; i + 5 <= value.length; i++) if (output.includes(value.slice(i, i + 5))) return true;
  return false;
}

function expectNoTrace(kind: keyof typeof VALUES, output: string): void {
  expect(showsMoreThanFour(output, VALUES[kind])).toBe(false);
  expect(filesHolding(root, VALUES[kind])).toEqual([]);
  expect(filesHolding(tmpdir(), VALUES[kind])).toEqual([]);
}

describe('R15: refusal leaves no trace', () => {
  const cases: Array<{ kind: keyof typeof VALUES; field: string; plant: (r: Record<string, any>) => void }> = [
    {
      kind: 'github',
      field: 'failed_approaches[0].why_failed',
      plant: (r) => (r.failed_approaches[0].why_failed = `the deploy key ${SECRETS.github} was revoked`),
    },
    { kind: 'pem', field: 'changes[0].why', plant: (r) => (r.changes[0].why = `the key was\n${SECRETS.pem}`) },
    { kind: 'password', field: 'goal', plant: (r) => (r.goal = `${r.goal} Connect with ${SECRETS.password}`) },
  ];

  for (const { kind, field, plant } of cases) {
    it(`resume write refuses a ${kind} secret in ${field}: exit 1, field and rule named, nothing changed`, () => {
      const cwd = join(root, `resume-${kind}`);
      handoff(root, ['resume', 'write', '--dir', join(cwd, '.handoff'), '--from', '-'], JSON.stringify(record('A')));
      const before = snapshot(cwd);
      const input = record('B');
      plant(input);
      const run = handoff(
        root,
        ['resume', 'write', '--dir', join(cwd, '.handoff'), '--from', '-'],
        JSON.stringify(input),
      );
      expect(run.status).toBe(1);
      expect(run.stderr).toContain(field);
      expect(run.stderr).toContain('(secret-value)');
      expect(snapshot(cwd)).toEqual(before);
      expectNoTrace(kind, run.stdout + run.stderr);
    });
  }

  it('resume ack refuses a summary holding a secret; state/ack.json is not written', () => {
    const dir = join(root, 'ack', '.handoff');
    handoff(root, ['resume', 'write', '--dir', dir, '--from', '-'], JSON.stringify(record('A')));
    const before = snapshot(dir);
    const run = handoff(
      root,
      ['resume', 'ack', '--dir', dir, '--summary-file', '-'],
      `I read the handoff about the store writer.\nThe token ${SECRETS.github} still works for the deploy.`,
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/^summary: holds a GitHub token.*\(secret-value\)$/m);
    expect(snapshot(dir)).toEqual(before);
    expectNoTrace('github', run.stdout + run.stderr);
  });

  it('packet write refuses a secret, naming the field; nothing is written', () => {
    const dir = join(root, 'packet', '.handoff');
    const input = JSON.parse(packet('B')) as Record<string, string>;
    input.AUTHORITY = `May deploy with ${SECRETS.github}.`;
    const run = handoff(root, ['packet', 'write', '--dir', dir, '--from', '-'], JSON.stringify(input));
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/field AUTHORITY holds a secret \(GitHub token/);
    expect(snapshot(dir)).toEqual({});
    expectNoTrace('github', run.stdout + run.stderr);
  });

  it('init refuses a plan whose Locked decision holds a secret, naming the part; no HANDOFF.md', () => {
    const cwd = join(root, 'init');
    execFileSync('mkdir', ['-p', cwd]);
    const plan =
      `# Plan\n\n<objective>\nShip the thing.\n</objective>\n\n## Plan Decisions\n\n### Locked ` +
      `(executor MUST follow)\n- D-1: Use the staging database. Why: it holds the fixtures. ` +
      `Connect with ${SECRETS.password}\n\n### Open (executor's discretion within constraints)\n- None.\n\n### ` +
      `Considered and rejected\n- None.\n`;
    const run = handoff(cwd, ['init', '--from-plan', '-'], plan);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(
      new RegExp(
        String.raw`^handoff init: refused, nothing written: <stdin>: a Locked decision \(constraints\[0\]\.text\) ` +
          String.raw`holds a secret \(literal value assigned to a secret-named variable\)`,
      ),
    );
    expect(snapshot(cwd)).toEqual({});
    expectNoTrace('password', run.stdout + run.stderr);
  });

  it('commit refuses a handoff holding a secret: nothing staged, nothing committed', () => {
    // Its own folder, removed at the end: the handoff holds the secret on purpose.
    const repo = mkdtempSync(join(tmpdir(), 'handoff-r15-commit-'));
    const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' });
    git('init', '-q');
    git('config', 'user.email', 'test@example.invalid');
    git('config', 'user.name', 'Test');
    git('commit', '-q', '--allow-empty', '-m', 'initial');
    // The handoff is the user's own file (it holds the secret on purpose); git must not get it.
    writeFileSync(join(repo, 'HANDOFF.md'), `# Handoff\n\n## Goal\n\nDeploy with ${SECRETS.github} today.\n`);
    const run = handoff(repo, ['commit']);
    expect(run.status).toBe(1);
    expect(run.stderr).toBe(
      'handoff commit: HANDOFF.md line 5 holds a secret (GitHub token); replace it with a reference to where it is ' +
        'kept (nothing was staged or committed)\n',
    );
    expect(git('ls-files', '--stage', 'HANDOFF.md')).toBe('');
    expect(git('rev-list', '--count', 'HEAD').trim()).toBe('1');
    expect(showsMoreThanFour(run.stdout + run.stderr, VALUES.github)).toBe(false);
    rmSync(repo, { recursive: true, force: true });
  });

  it('control: the same search finds a secret that a path stores (a file written by the test)', () => {
    const path = join(root, 'control', 'planted.txt');
    execFileSync('mkdir', ['-p', join(root, 'control')]);
    writeFileSync(path, `planted ${SECRETS.github}\n`);
    expect(filesHolding(root, VALUES.github)).toEqual([path]);
    expect(filesHolding(tmpdir(), VALUES.github)).toContain(path);
    expect(showsMoreThanFour(`x ${SECRETS.github.slice(3, 9)} y`, VALUES.github)).toBe(true);
    rmSync(path);
  });
});
