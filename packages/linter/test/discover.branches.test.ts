import { mkdirSync, mkdtempSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { discoverFiles, NoSuchPathError, type DiscoveredFile } from '../src/lib/discover.js';

/** A fresh folder (its real path) holding the given files; a value of `null` makes a folder. */
function tree(files: Record<string, string | null>): string {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), 'handoff-discover-')));
  for (const [name, content] of Object.entries(files)) {
    if (content === null) mkdirSync(join(dir, name), { recursive: true });
    else writeFileSync(join(dir, name), content);
  }
  return dir;
}

const relative = (dir: string, files: DiscoveredFile[]) =>
  files.map((file) => ({ ...file, path: file.path.slice(dir.length + 1) }));

describe('discoverFiles: config ignores given as patterns', () => {
  it.each<[string, { baseDir: string; patterns: string[] } | undefined, string[]]>([
    ['no ignores', undefined, ['a.md', 'drafts/b.md']],
    ['no patterns', { baseDir: '.', patterns: [] }, ['a.md', 'drafts/b.md']],
    ['a folder pattern', { baseDir: '.', patterns: ['drafts/'] }, ['a.md']],
    ['a file pattern', { baseDir: '.', patterns: ['a.md'] }, ['drafts/b.md']],
  ])('%s', async (_name, ignores, expected) => {
    const dir = tree({ drafts: null, 'a.md': '', 'drafts/b.md': '' });
    const options = ignores ? { cwd: dir, ignores: { ...ignores, baseDir: join(dir, ignores.baseDir) } } : { cwd: dir };
    const found = await discoverFiles(['.'], options);
    expect(relative(dir, found)).toEqual(expected.map((path) => ({ path, explicit: false })));
  });
});

describe('discoverFiles: walking a folder', () => {
  it('sorts names as JavaScript compares them, not as the file system lists them', async () => {
    // UTF-8 bytes put U+E000 before U+1F600; UTF-16 code units put it after.
    const dir = tree({ '\uE000.md': '', '\u{1F600}.md': '', 'b.md': '' });
    const found = await discoverFiles(['.'], { cwd: dir });
    expect(relative(dir, found).map((file) => file.path)).toEqual(['b.md', '\u{1F600}.md', '\uE000.md']);
  });

  it('skips a link to a folder even when its name ends in .md', async () => {
    const dir = tree({ notes: null, 'notes/a.md': '', 'x.md': '' });
    symlinkSync(join(dir, 'notes'), join(dir, 'linked.md'));
    const found = await discoverFiles(['.'], { cwd: dir });
    expect(relative(dir, found)).toEqual([
      { path: 'notes/a.md', explicit: false },
      { path: 'x.md', explicit: false },
    ]);
  });

  it('keeps a dangling link, to be read as nothing', async () => {
    const dir = tree({});
    symlinkSync(join(dir, 'gone.md'), join(dir, 'dangling.md'));
    expect(relative(dir, await discoverFiles(['.'], { cwd: dir }))).toEqual([{ path: 'dangling.md', explicit: false }]);
  });

  it('keeps a link to itself, which cannot be resolved, to be refused when read', async () => {
    const dir = tree({});
    symlinkSync(join(dir, 'loop.md'), join(dir, 'loop.md'));
    expect(relative(dir, await discoverFiles(['.'], { cwd: dir }))).toEqual([{ path: 'loop.md', explicit: false }]);
  });

  it('with followSymlinks and no project given, the folder itself bounds the links', async () => {
    const outside = tree({ 'o.md': '' });
    const dir = tree({ sub: null, 'sub/in.md': '' });
    symlinkSync(join(outside, 'o.md'), join(dir, 'sub', 'out.md'));
    symlinkSync(join(dir, 'sub', 'in.md'), join(dir, 'sub', 'near.md'));
    const found = await discoverFiles(['sub'], { cwd: dir, followSymlinks: true });
    expect(relative(dir, found)).toEqual([
      { path: 'sub/in.md', explicit: false },
      { path: 'sub/near.md', explicit: false },
      {
        path: 'sub/out.md',
        explicit: false,
        notRead:
          `Not linted: it is a symbolic link to a file outside the project (${join(outside, 'o.md')}); ` +
          'pass `--follow-symlinks` on the command line to lint such links',
      },
    ]);
  });

  it('with followSymlinks, a project root that does not resolve bounds the links as it is written', async () => {
    const dir = tree({ 'in.md': '' });
    symlinkSync(join(dir, 'in.md'), join(dir, 'link.md'));
    const found = await discoverFiles(['.'], {
      cwd: dir,
      followSymlinks: true,
      projectRootOf: () => join(dir, 'no-such-project'),
    });
    expect(relative(dir, found)).toEqual([
      { path: 'in.md', explicit: false },
      {
        path: 'link.md',
        explicit: false,
        notRead:
          `Not linted: it is a symbolic link to a file outside the project (${join(dir, 'in.md')}); ` +
          'pass `--follow-symlinks` on the command line to lint such links',
      },
    ]);
  });
});

describe('discoverFiles: a glob', () => {
  const linked = () => {
    const outside = tree({ 'o.md': '' });
    const dir = tree({ 'in.md': '' });
    symlinkSync(join(outside, 'o.md'), join(dir, 'out.md'));
    return { dir, target: join(outside, 'o.md') };
  };

  it('follows links anywhere with followLinksOut', async () => {
    const { dir } = linked();
    const found = await discoverFiles(['*.md'], { cwd: dir, followLinksOut: true });
    expect(relative(dir, found)).toEqual([
      { path: 'in.md', explicit: false },
      { path: 'out.md', explicit: false },
    ]);
  });

  it('with followSymlinks, reports a link out of the project the cwd belongs to', async () => {
    const { dir, target } = linked();
    const found = await discoverFiles(['*.md'], { cwd: dir, followSymlinks: true, projectRootOf: (folder) => folder });
    expect(relative(dir, found)).toEqual([
      { path: 'in.md', explicit: false },
      {
        path: 'out.md',
        explicit: false,
        notRead:
          `Not linted: it is a symbolic link to a file outside the project (${target}); ` +
          'pass `--follow-symlinks` on the command line to lint such links',
      },
    ]);
  });

  it('with followSymlinks and no project given, the cwd bounds the links', async () => {
    const { dir } = linked();
    const found = await discoverFiles(['*.md'], { cwd: dir, followSymlinks: true });
    expect(relative(dir, found).map((file) => [file.path, file.notRead === undefined])).toEqual([
      ['in.md', true],
      ['out.md', false],
    ]);
  });

  it('with followSymlinks, a project root that does not resolve bounds the links as it is written', async () => {
    const dir = tree({ 'in.md': '' });
    symlinkSync(join(dir, 'in.md'), join(dir, 'link.md'));
    const found = await discoverFiles(['*.md'], {
      cwd: dir,
      followSymlinks: true,
      projectRootOf: () => join(dir, 'no-such-project'),
    });
    expect(relative(dir, found).map((file) => [file.path, file.notRead === undefined])).toEqual([
      ['in.md', true],
      ['link.md', false],
    ]);
  });

  it('that matches only ignored files names nothing', async () => {
    const dir = tree({ 'a.md': '' });
    const error = await discoverFiles(['*.md'], { cwd: dir, ignores: { baseDir: dir, patterns: ['*.md'] } }).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(NoSuchPathError);
    expect((error as NoSuchPathError).message).toBe('no files match the pattern: *.md');
  });
});
