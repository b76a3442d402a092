import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, statSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readTrackedPaths } from '../src/lib/git-index.js';

/** A repository made by git itself, with `files` written and added (`-f`: the ignored ones too). */
function repository(init: string[], files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'handoff-index-'));
  const git = (...args: string[]) => execFileSync('git', ['-C', dir, ...args], { stdio: 'pipe' });
  git('init', '-q', ...init);
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), content);
  }
  git('add', '-A', '-f');
  return dir;
}

const FILES = {
  '.gitignore': '.planning/\n',
  '.planning/phases/01-setup/01-01-PLAN.md': 'p',
  '.planning/phases/01-setup/01-01-SUMMARY.md': 's',
  'docs/a rather long folder name/with/depth/note.md': 'n',
  'README.md': 'r',
  'é.md': 'e',
};
const EXPECTED_FILES = Object.keys(FILES).sort();
const EXPECTED_FOLDERS = [
  '.planning',
  '.planning/phases',
  '.planning/phases/01-setup',
  'docs',
  'docs/a rather long folder name',
  'docs/a rather long folder name/with',
  'docs/a rather long folder name/with/depth',
];

describe('readTrackedPaths', () => {
  it.each([
    ['version 2 (git default)', [], []],
    ['version 3 (an entry with extended flags: intent to add)', [], [['add', '-N', '-f', 'late.md']]],
    ['version 4 (paths prefix-compressed)', [], [['update-index', '--index-version', '4']]],
    ['a SHA-256 repository', ['--object-format=sha256'], []],
  ])('reads the paths git tracks: %s', (_name, init, after) => {
    const extra = after.some((args) => args.includes('-N'));
    const dir = repository(init, FILES);
    if (extra) writeFileSync(join(dir, 'late.md'), 'l');
    for (const args of after) execFileSync('git', ['-C', dir, ...args], { stdio: 'pipe' });
    const version = readFileSync(join(dir, '.git', 'index')).readUInt32BE(4);
    expect(version).toBe(after.some((args) => args.includes('4')) ? 4 : extra ? 3 : 2);
    const tracked = readTrackedPaths(join(dir, '.git'));
    expect([...tracked!.files].sort()).toEqual(extra ? [...EXPECTED_FILES, 'late.md'].sort() : EXPECTED_FILES);
    expect([...tracked!.folders].sort()).toEqual(EXPECTED_FOLDERS);
  });

  it('reads nothing where there is no index, a damaged one, or a .git file', () => {
    const empty = mkdtempSync(join(tmpdir(), 'handoff-index-'));
    mkdirSync(join(empty, '.git'));
    expect(readTrackedPaths(join(empty, '.git'))).toBeNull();

    const damaged = repository([], FILES);
    const index = join(damaged, '.git', 'index');
    truncateSync(index, statSync(index).size - 40);
    expect(readTrackedPaths(join(damaged, '.git'))).toBeNull();

    const garbage = mkdtempSync(join(tmpdir(), 'handoff-index-'));
    mkdirSync(join(garbage, '.git'));
    writeFileSync(join(garbage, '.git', 'index'), 'DIRC\0\0\0\x02\xff\xff\xff\xff');
    expect(readTrackedPaths(join(garbage, '.git'))).toBeNull();

    const worktree = mkdtempSync(join(tmpdir(), 'handoff-index-'));
    writeFileSync(join(worktree, '.git'), 'gitdir: /elsewhere/.git/worktrees/x\n');
    expect(readTrackedPaths(join(worktree, '.git'))).toBeNull();

    const linked = mkdtempSync(join(tmpdir(), 'handoff-index-'));
    mkdirSync(join(linked, '.git'));
    symlinkSync('/dev/zero', join(linked, '.git', 'index'));
    expect(readTrackedPaths(join(linked, '.git'))).toBeNull();
  });
});
