import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { handoff } from '../helpers/cli.js';

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
    ['a file where the state folder goes', () => writeFileSync(join(cwd, '.handoff', 'state'), 'not a folder'), 'cannot create folder', '.handoff/state: a file is in the way'],
    ['a folder where the state file goes', () => mkdirSync(join(cwd, '.handoff', 'state', 'rejections.json'), { recursive: true }), 'cannot read', '.handoff/state/rejections.json: it is a folder'],
  ])('handoff reject with %s', (_, arrange, verb, where) => {
    mkdirSync(join(cwd, '.handoff'), { recursive: true });
    arrange();
    const run = handoff(cwd, ['reject', 'use a cache | too slow']);
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(`handoff: ${verb} ${join(cwd, where)}\n`);
  });

  it('leaves what was there untouched', () => {
    mkdirSync(join(cwd, '.handoff'), { recursive: true });
    writeFileSync(join(cwd, '.handoff', 'state'), 'not a folder');
    handoff(cwd, ['reject', 'use a cache | too slow']);
    expect(readFileSync(join(cwd, '.handoff', 'state'), 'utf8')).toBe('not a folder');
  });
});
