import { mkdirSync, mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lintFiles, type LintResult } from '@handoff/linter';
// @ts-expect-error: the benchmark's generator is plain JavaScript without types.
import { generate } from '../../../bench/generate.mjs';

// The fast path (line scan, remark on the decision slices only) must give exactly the
// diagnostics of a full remark parse: every rule, message and position, on every fixture
// and on a generated corpus with its few per cent of defects.

const ROOT = resolve(import.meta.dirname, '../../..');
const FIXTURES = join(ROOT, 'test-fixtures');

/** The wide corpus (test-fixtures/corpus/repos, held-out, licences) has its own lane; walks skip it. */
const WIDE_CORPUS = /[\\/]test-fixtures[\\/]corpus[\\/](repos|held-out|licences)$/;

/** Every folder under `test-fixtures/` that holds a Markdown file directly; each is linted as one run. */
function fixtureFolders(): string[] {
  const out: string[] = [];
  const stack = [FIXTURES];
  while (stack.length > 0) {
    const dir = stack.pop()!;
    const entries = readdirSync(dir);
    if (entries.some((name) => /\.(?:md|markdown)$/i.test(name) && statSync(join(dir, name)).isFile())) out.push(dir);
    for (const name of entries)
      if (statSync(join(dir, name)).isDirectory() && !WIDE_CORPUS.test(join(dir, name))) stack.push(join(dir, name));
  }
  return out.sort();
}

/** Lint a folder's files as named operands, so every Markdown file gets a kind's worth of checks it can. */
async function both(dir: string, operands: string[]): Promise<{ fast: LintResult[]; full: LintResult[] }> {
  const fast = await lintFiles(operands, { cwd: dir, parse: 'fast' });
  const full = await lintFiles(operands, { cwd: dir, parse: 'full' });
  return { fast, full };
}

describe('fast path and full parse give identical diagnostics', () => {
  it.each(fixtureFolders().map((dir) => [relative(ROOT, dir), dir]))('%s', async (_, dir) => {
    // A folder that holds the wide corpus is linted by its own Markdown files, named, so the walk never enters it.
    const holdsWide = readdirSync(dir).some((name) => WIDE_CORPUS.test(join(dir, name)));
    const operands = holdsWide ? readdirSync(dir).filter((name) => /\.(?:md|markdown)$/i.test(name)) : ['.'];
    const { fast, full } = await both(dir, operands);
    expect(fast.length).toBeGreaterThan(0);
    expect(fast).toEqual(full);
  });

  it('on every file of test-fixtures linted together, each named explicitly', async () => {
    const files = fixtureFolders().flatMap((dir) =>
      readdirSync(dir)
        .filter((name) => /\.(?:md|markdown)$/i.test(name))
        .map((name) => relative(FIXTURES, join(dir, name))),
    );
    const { fast, full } = await both(FIXTURES, files);
    expect(fast.length).toBe(files.length);
    expect(fast).toEqual(full);
  });

  it('on a generated corpus of 50 plan/summary pairs with defects', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'handoff-fast-full-'));
    for (const [path, text] of generate(50) as Array<[string, string]>) {
      mkdirSync(join(dir, path, '..'), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    // A folder that holds the wide corpus is linted by its own Markdown files, named, so the walk never enters it.
    const holdsWide = readdirSync(dir).some((name) => WIDE_CORPUS.test(join(dir, name)));
    const operands = holdsWide ? readdirSync(dir).filter((name) => /\.(?:md|markdown)$/i.test(name)) : ['.'];
    const { fast, full } = await both(dir, operands);
    expect(fast.length).toBe(101);
    // The generator plants defects: the comparison must cover real diagnostics, not only clean files.
    expect(
      fast.some((result) => result.messages.some((m) => m.ruleId !== null && m.ruleId !== 'section-missing')),
    ).toBe(true);
    expect(fast).toEqual(full);
  });
});
