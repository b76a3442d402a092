import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { kindFromFileName } from '@handoff/core/read';
import { FILE_NAME, type Kind } from './checks.js';

/** The repository root. */
export const ROOT = resolve(import.meta.dirname, '../../..');

/** One Markdown fixture: where it is, its text, and the name it is linted under. */
export interface MarkdownFixture {
  /** Path relative to the repository root, for test names. */
  name: string;
  dir: string;
  text: string;
  kind: Kind;
  /** Its own name when that gives a kind (so a summary pairs with its plan on disk), else `x-PLAN.md`. */
  lintAs: string;
}

const WIDE_CORPUS = ['repos', 'held-out', 'licences'].map((name) => join('test-fixtures', 'corpus', name));

/** Every `*.md` under `test-fixtures/` except this suite's own pinned inputs, sorted. */
export function markdownFixtures(under = 'test-fixtures'): MarkdownFixture[] {
  const out: MarkdownFixture[] = [];
  const stack = [join(ROOT, under)];
  while (stack.length > 0) {
    const dir = stack.pop()!;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        // Skipped: this suite's own inputs, and the wide corpus (test-fixtures/corpus/repos, held-out, licences).
        const rel = relative(ROOT, path);
        if (rel !== join('test-fixtures', 'robustness') && !WIDE_CORPUS.includes(rel)) stack.push(path);
      } else if (entry.isFile() && entry.name.endsWith('.md')) {
        const own = kindFromFileName(entry.name);
        out.push({
          name: relative(ROOT, path),
          dir,
          text: readFileSync(path, 'utf8'),
          kind: own ?? 'plan',
          lintAs: own ? entry.name : FILE_NAME.plan,
        });
      }
    }
  }
  return out.sort((a, b) => (a.name < b.name ? -1 : 1));
}
