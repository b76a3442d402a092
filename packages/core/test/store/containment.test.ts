import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { containmentProblem, containPath, findProjectRoot, isWithin } from '@handoff/core/store';

// One scratch layout for the whole table:
//   <base>/proj/              the root (holds .git)
//   <base>/proj/sub/a.md
//   <base>/proj/rootlink   -> /
//   <base>/proj/outlink    -> <base>/outside
//   <base>/proj/inlink     -> <base>/proj/sub
//   <base>/proj/dangling   -> <base>/outside/not-yet.md
//   <base>/proj/chain      -> <base>/proj/outlink (a link to a link out)
//   <base>/proj/secret.md  -> <base>/outside/secret.md
//   <base>/proj2/a.md         a sibling whose name starts like the root's
//   <base>/alias           -> <base>/proj (the root reached through a link)
//   <base>/outside/secret.md
let base: string;
let root: string;
beforeAll(() => {
  base = realpathSync(mkdtempSync(join(tmpdir(), 'handoff-contain-')));
  root = join(base, 'proj');
  mkdirSync(join(root, 'sub'), { recursive: true });
  mkdirSync(join(root, '.git'));
  mkdirSync(join(base, 'outside'));
  mkdirSync(join(base, 'proj2'));
  writeFileSync(join(root, 'sub', 'a.md'), '# a\n');
  writeFileSync(join(base, 'proj2', 'a.md'), '# a\n');
  writeFileSync(join(base, 'outside', 'secret.md'), 'secret\n');
  symlinkSync('/', join(root, 'rootlink'));
  symlinkSync(join(base, 'outside'), join(root, 'outlink'));
  symlinkSync(join(root, 'sub'), join(root, 'inlink'));
  symlinkSync(join(base, 'outside', 'not-yet.md'), join(root, 'dangling'));
  symlinkSync(join(root, 'outlink'), join(root, 'chain'));
  symlinkSync(join(base, 'outside', 'secret.md'), join(root, 'secret.md'));
  symlinkSync(root, join(base, 'alias'));
});
afterAll(() => rmSync(base, { recursive: true, force: true }));

describe('containPath', () => {
  it.each([
    // [path as named, expected: 'inside' | 'outside' | 'link']
    ['sub/a.md', 'inside'],
    ['sub/new-file.md', 'inside'],
    ['sub/../sub/a.md', 'inside'],
    ['.', 'inside'],
    ['inlink/a.md', 'inside'],
    ['../outside/secret.md', 'outside'],
    ['sub/../../outside/secret.md', 'outside'],
    ['..', 'outside'],
    ['/etc/passwd', 'outside'],
    ['../proj2/a.md', 'outside'],
    ['../PROJ/sub/a.md', 'outside'],
    ['rootlink', 'link'],
    ['rootlink/etc/passwd', 'link'],
    ['rootlink/proc/self/environ', 'link'],
    ['outlink/secret.md', 'link'],
    ['outlink/new-file.md', 'link'],
    ['secret.md', 'link'],
    ['dangling', 'link'],
    ['chain/secret.md', 'link'],
  ])('%s → %s', (path, expected) => {
    const outcome = containPath(root, path);
    expect(outcome.inside ? 'inside' : outcome.reason).toBe(expected);
  });

  it('gives the real path it judged', () => {
    expect(containPath(root, 'inlink/a.md')).toEqual({
      inside: true,
      path: join(root, 'inlink', 'a.md'),
      real: join(root, 'sub', 'a.md'),
    });
    expect(containPath(root, 'rootlink/etc/passwd')).toMatchObject({ inside: false, real: '/etc/passwd' });
    expect(containPath(root, 'dangling')).toMatchObject({ inside: false, real: join(base, 'outside', 'not-yet.md') });
  });

  it('accepts absolute paths inside the root, and a root named through a link', () => {
    expect(containPath(root, join(root, 'sub', 'a.md')).inside).toBe(true);
    expect(containPath(join(base, 'alias'), 'sub/a.md').inside).toBe(true);
    expect(containPath(join(base, 'alias'), join(base, 'alias', 'sub', 'a.md')).inside).toBe(true);
    expect(containPath(join(base, 'alias'), join(root, 'sub', 'a.md')).inside).toBe(true);
    expect(containPath(join(base, 'alias'), 'rootlink/etc/passwd').inside).toBe(false);
  });

  it('lets links lead out only when the user asked for it, never a path named outside', () => {
    expect(containPath(root, 'rootlink/etc/passwd', { followLinksOut: true }).inside).toBe(true);
    expect(containPath(root, 'outlink/secret.md', { followLinksOut: true }).inside).toBe(true);
    expect(containPath(root, '../outside/secret.md', { followLinksOut: true }).inside).toBe(false);
    expect(containPath(root, '/etc/passwd', { followLinksOut: true }).inside).toBe(false);
  });

  it('names the path, the root and where a link leads in its one line', () => {
    const link = containPath(root, 'rootlink/etc/passwd');
    const out = containPath(root, '../x');
    if (link.inside || out.inside) throw new Error('expected refusals');
    expect(containmentProblem('rootlink/etc/passwd', root, link)).toBe(
      `\`rootlink/etc/passwd\` leads outside the project root ${root} through a symbolic link (to /etc/passwd)`,
    );
    expect(containmentProblem('../x', root, out)).toBe(`\`../x\` is outside the project root ${root}`);
  });

  it('control: a lexical check alone lets every link through', () => {
    // What the MCP server did before (path text, not real paths): it accepts all the links above.
    const lexicalOnly = (path: string) => isWithin(root, join(root, path));
    for (const path of ['rootlink/etc/passwd', 'outlink/secret.md', 'secret.md', 'dangling'])
      expect([path, lexicalOnly(path)]).toEqual([path, true]);
  });
});

describe('findProjectRoot', () => {
  it('walks up to the nearest folder with .handoff or .git', () => {
    expect(findProjectRoot(join(root, 'sub'))).toBe(root);
    mkdirSync(join(root, 'sub', '.handoff'), { recursive: true });
    expect(findProjectRoot(join(root, 'sub'))).toBe(join(root, 'sub'));
    rmSync(join(root, 'sub', '.handoff'), { recursive: true });
    expect(findProjectRoot(join(base, 'proj2'))).toBe(null);
    mkdirSync(join(root, 'sub', 'state-dir'), { recursive: true });
    expect(findProjectRoot(join(root, 'sub'), 'sub/state-dir')).toBe(root);
  });
});
