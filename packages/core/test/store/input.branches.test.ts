import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readInputFile } from '@handoff/core/store';

const scratch = mkdtempSync(join(tmpdir(), 'handoff-input-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
writeFileSync(join(scratch, 'plan.md'), '\uFEFF# Plan\n');
writeFileSync(join(scratch, 'latin1.md'), Buffer.from([0x41, 0x42, 0xe9, 0x43]));
mkdirSync(join(scratch, 'folder'));
symlinkSync(join(scratch, 'plan.md'), join(scratch, 'link.md'));

describe('readInputFile: the file, or one line saying why not', () => {
  it.each([
    ['a file, its BOM dropped', 'plan.md', undefined, { ok: true, text: '# Plan\n' }],
    ['a link, followed', 'link.md', undefined, { ok: true, text: '# Plan\n' }],
    ['a missing file', 'missing.md', undefined, { ok: false, problem: 'cannot read file `x`: no such file' }],
    ['a folder', 'folder', undefined, { ok: false, problem: 'file `x` is a folder, not a file' }],
    [
      'a path through a file',
      'plan.md/inner.md',
      undefined,
      { ok: false, problem: 'cannot read file `x`: a part of the path is a file, not a folder' },
    ],
    [
      'a name too long',
      `${'n'.repeat(300)}.md`,
      undefined,
      { ok: false, problem: 'cannot read file `x`: ENAMETOOLONG' },
    ],
    [
      'invalid UTF-8',
      'latin1.md',
      undefined,
      { ok: false, problem: 'file `x` is not valid UTF-8: invalid byte at byte offset 2' },
    ],
    [
      'more than the limit',
      'plan.md',
      4,
      { ok: false, problem: 'file `x` is larger than 4 bytes; refusing to read it' },
    ],
  ])('%s', async (_name, name, maxBytes, expected) => {
    expect(await readInputFile(join(scratch, name), 'file `x`', maxBytes)).toEqual(expected);
  });

  it('a device is refused, never read', async () => {
    expect(await readInputFile('/dev/zero', 'file `x`')).toEqual({
      ok: false,
      problem: 'file `x` is a character device, not a regular file; refusing to read it',
    });
  });
});
