import { cpSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { lintFiles, type LintFilesOptions, type LintResult } from '@handoff/linter';

/** The wide real corpus inside the repository: `repos/` is read by the lane, `held-out/` only to measure. */
const CORPUS = resolve(import.meta.dirname, '../../test-fixtures/corpus');

type Half = 'repos' | 'held-out';
const checkouts = new Map<Half, string>();

/**
 * A copy of one half of the corpus in a fresh temporary folder, made once per test file: there
 * each repository folder is a project of its own, as in its owner's checkout. Inside this
 * repository it would not be — the project a file belongs to is found by walking up to `.git`,
 * and this repository's own config, fixtures and plans would be read as the corpus's.
 */
export function checkout(half: Half): string {
  let dir = checkouts.get(half);
  if (!dir) {
    dir = join(mkdtempSync(join(tmpdir(), 'handoff-corpus-')), half);
    cpSync(join(CORPUS, half), dir, { recursive: true });
    checkouts.set(half, dir);
  }
  return dir;
}

/** The repository folders (`<owner>__<repo>`) of one half's checkout, in name order. */
export function repositories(half: Half): string[] {
  const dir = checkout(half);
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(dir, entry.name))
    .sort();
}

/**
 * Lints each repository of one half's checkout as its own project, as its owner would: the
 * repository folder is the working directory, its config cascade its own (none of them has one).
 */
export async function lintEach(half: Half, options: LintFilesOptions = {}): Promise<LintResult[]> {
  const results: LintResult[] = [];
  for (const dir of repositories(half)) results.push(...(await lintFiles([dir], { ...options, cwd: dir })));
  return results;
}
