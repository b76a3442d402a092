import type * as fs from 'node:fs';
import { describe, expect, it, vi } from 'vitest';

// A folder that cannot be listed for a reason no test can arrange on demand (running as root
// reads every folder): each error code `readdir` may fail with, for folders named `locked-<code>`.
vi.mock('node:fs', async (importOriginal) => {
  const actual = await importOriginal<typeof fs>();
  return {
    ...actual,
    readdirSync: (path: string, options: unknown) => {
      const locked = /locked-(\w+)$/.exec(path);
      if (locked) throw Object.assign(new Error('refused'), locked[1] === 'none' ? {} : { code: locked[1] });
      return (actual.readdirSync as (p: string, o: unknown) => unknown)(path, options);
    },
  };
});

const { discoverFiles } = await import('../src/lib/discover.js');
const { mkdirSync, mkdtempSync, realpathSync, writeFileSync } = await vi.importActual<typeof fs>('node:fs');
const { join } = await import('node:path');
const { tmpdir } = await import('node:os');

describe('discoverFiles: a folder that cannot be listed', () => {
  it.each<[string, string | null]>([
    ['EACCES', 'permission denied'],
    ['EPERM', 'permission denied'],
    ['EIO', 'EIO'],
    ['none', 'read error'],
    // Gone or replaced by a file while the walk ran: simply skipped.
    ['ENOENT', null],
    ['ENOTDIR', null],
  ])('%s', async (code, reason) => {
    const dir = realpathSync(mkdtempSync(join(tmpdir(), 'handoff-discover-errors-')));
    mkdirSync(join(dir, `locked-${code}`));
    writeFileSync(join(dir, 'a.md'), '');
    const found = await discoverFiles(['.'], { cwd: dir });
    expect(found).toEqual([
      { path: join(dir, 'a.md'), explicit: false },
      ...(reason === null
        ? []
        : [
            {
              path: join(dir, `locked-${code}`),
              explicit: true,
              notRead: `Cannot read folder: ${reason}; the files in it were not linted`,
            },
          ]),
    ]);
  });
});
