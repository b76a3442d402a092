import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isTempName, sweepTemps, sweepTempsOf } from '../../src/lib/store/sweep.js';

const scratch = mkdtempSync(join(tmpdir(), 'handoff-sweep-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
// Above Linux's largest pid_max (2^22): no process has it.
const GONE = 4_194_305;
const ME = process.pid;

describe('isTempName', () => {
  it.each([
    ['HANDOFF.md.123-0123456789ab.tmp', true],
    ['HANDOFF.md.123-0123456789AB.tmp', false],
    ['RESUME.md.7', true],
    ['notes.md.7', false],
    [`.lock.${'a'.repeat(32)}.stale`, true],
    ['.lock.abc.stale', false],
  ])('%s: %s', (name, expected) => {
    expect(isTempName(name)).toBe(expected);
  });
});

describe('sweepTempsOf: the orphans of one target', () => {
  it('removes those of a writer that is gone or that are stale, keeps the rest', async () => {
    const dir = join(scratch, 'of');
    mkdirSync(dir);
    const make = (name: string) => writeFileSync(join(dir, name), 'x');
    make(`HANDOFF.md.${ME}-aaaaaaaaaaaa.tmp`); // a writer running now: kept
    make(`HANDOFF.md.${ME}-bbbbbbbbbbbb.tmp`); // running, but stale: removed
    utimesSync(join(dir, `HANDOFF.md.${ME}-bbbbbbbbbbbb.tmp`), new Date('2000-01-01'), new Date('2000-01-01'));
    make(`HANDOFF.md.${GONE}-cccccccccccc.tmp`); // its writer is gone: removed
    make('OTHER.md.1-dddddddddddd.tmp'); // another target's: kept
    mkdirSync(join(dir, 'HANDOFF.md.1-eeeeeeeeeeee.tmp')); // not a file: kept
    make('notes.txt');
    expect(await sweepTempsOf(join(dir, 'HANDOFF.md'))).toBe(2);
    expect(readdirSync(dir).sort()).toEqual([
      `HANDOFF.md.1-eeeeeeeeeeee.tmp`,
      `HANDOFF.md.${ME}-aaaaaaaaaaaa.tmp`,
      'OTHER.md.1-dddddddddddd.tmp',
      'notes.txt',
    ]);
  });

  it('a missing folder has nothing to sweep', async () => {
    expect(await sweepTempsOf(join(scratch, 'missing', 'HANDOFF.md'))).toBe(0);
  });
});

describe('sweepTemps: every orphan in the store’s folders', () => {
  it('keeps the lock temp of a writer still running', async () => {
    const dir = join(scratch, 'all');
    mkdirSync(dir);
    const make = (name: string) => writeFileSync(join(dir, name), 'x');
    make(`.lock.${ME}-aaaaaaaaaaaa.tmp`);
    make(`.lock.${GONE}-bbbbbbbbbbbb.tmp`);
    make(`RESUME.md.${ME}-cccccccccccc.tmp`);
    make('RESUME.md.3');
    make(`.lock.${'f'.repeat(32)}.stale`);
    make('RESUME.md');
    expect(await sweepTemps([join(scratch, 'missing'), dir])).toBe(4);
    expect(readdirSync(dir).sort()).toEqual([`.lock.${ME}-aaaaaaaaaaaa.tmp`, 'RESUME.md']);
  });
});
