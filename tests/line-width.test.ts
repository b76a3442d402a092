import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// No line of the TypeScript sources is longer than 120 characters, nor of the tests, scripts and
// benchmarks. Prettier's printWidth is 120 too, but it does not break strings, template literals,
// regular expressions or comments: those are wrapped by hand (a long message as `+` pieces, a long
// pattern built from named parts). A character is a Unicode code point: `→` or `完` counts one, as a
// UTF-8 byte count would not.
//
// One exception, outside the sources: the line that opens a test with its title
// (`it('…', () => {`). Prettier keeps such a call whole on purpose; a title split into `+` pieces
// would only make it re-indent the whole test body.

const root = resolve(import.meta.dirname, '..');
const MAX = 120;

/** A line that opens a test or a group of tests with its title: `it('…', () => {`, `describe(`…`, () => {`. */
const TEST_TITLE_LINE = /^\s*(?:it|test|describe)(?:\.\w+)*\(\s*['"`]/;

/**
 * The 1-based numbers and lengths of the lines of `text` longer than `max` code points; with `titlesExempt`, not
 * the lines that open a test with its title.
 */
function overlongLines(text: string, max: number, titlesExempt = false): Array<{ line: number; length: number }> {
  const found: Array<{ line: number; length: number }> = [];
  text.split(/\r?\n/).forEach((line, index) => {
    const length = [...line].length;
    if (length > max && !(titlesExempt && TEST_TITLE_LINE.test(line))) found.push({ line: index + 1, length });
  });
  return found;
}

/** The files under `dir` (relative to the repository) ending with one of `extensions`, without node_modules. */
function codeFiles(dir: string, extensions: readonly string[]): string[] {
  return (readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' }) as string[])
    .filter((name) => extensions.some((ext) => name.endsWith(ext)) && !name.split(/[\\/]/).includes('node_modules'))
    .map((name) => join(root, dir, name));
}

/** Each package's folder `name` (`src`, `test`) that exists. */
function packageFolders(name: string): string[] {
  return readdirSync(join(root, 'packages'))
    .map((pkg) => `packages/${pkg}/${name}`)
    .filter((dir) => existsSync(join(root, dir)))
    .sort();
}

/** The folders of tests, scripts and benchmarks. */
const OTHER_FOLDERS = [...packageFolders('test'), 'tests', 'scripts', 'bench'];
const SCRIPT_EXTENSIONS = ['.ts', '.mts', '.cts', '.js', '.mjs', '.cjs'];

/** `file:line (length)` for each over-long line of the files under `dirs`. */
function offenders(dirs: readonly string[], extensions: readonly string[], titlesExempt: boolean): string[] {
  return dirs.flatMap((dir) =>
    codeFiles(dir, extensions).flatMap((file) =>
      overlongLines(readFileSync(file, 'utf8'), MAX, titlesExempt).map(
        ({ line, length }) => `${relative(root, file).split('\\').join('/')}:${line} (${length} characters)`,
      ),
    ),
  );
}

describe('overlongLines', () => {
  it.each([
    { name: 'a line of exactly the limit', text: 'x'.repeat(120), expected: [] },
    { name: 'a line one over the limit', text: 'x'.repeat(121), expected: [{ line: 1, length: 121 }] },
    {
      name: 'the line number of a later line',
      text: `a\nb\n${'y'.repeat(130)}\nc`,
      expected: [{ line: 3, length: 130 }],
    },
    { name: 'CRLF line ends, not counted', text: `${'x'.repeat(120)}\r\n${'x'.repeat(120)}\r\n`, expected: [] },
    { name: 'non-ASCII characters count one each', text: '→'.repeat(120), expected: [] },
    { name: 'a character outside the BMP counts one', text: '𝒳'.repeat(120), expected: [] },
    { name: 'CJK characters over the limit', text: '完'.repeat(121), expected: [{ line: 1, length: 121 }] },
  ])('$name', ({ text, expected }) => {
    expect(overlongLines(text, MAX)).toEqual(expected);
  });

  const title = `  it('${'t'.repeat(120)}', () => {`;
  it.each([
    { name: 'a test title line, titles exempt', text: title, titlesExempt: true, expected: [] },
    {
      name: 'a test title line, titles not exempt',
      text: title,
      titlesExempt: false,
      expected: [{ line: 1, length: 136 }],
    },
    {
      name: 'a describe line with a template title',
      text: `describe(\`${'t'.repeat(120)}\`, () => {`,
      titlesExempt: true,
      expected: [],
    },
    {
      name: 'a long string that is not a title',
      text: `  expect(x).toBe('${'t'.repeat(120)}');`,
      titlesExempt: true,
      expected: [{ line: 1, length: 141 }],
    },
  ])('$name', ({ text, titlesExempt, expected }) => {
    expect(overlongLines(text, MAX, titlesExempt)).toEqual(expected);
  });
});

describe('line width of the sources', () => {
  it('finds the source folders of the five packages', () => {
    expect(packageFolders('src')).toEqual([
      'packages/cli/src',
      'packages/core/src',
      'packages/linter/src',
      'packages/mcp/src',
      'packages/vscode/src',
    ]);
  });

  it(`has no line over ${MAX} characters in packages/*/src`, () => {
    expect(offenders(packageFolders('src'), ['.ts'], false)).toEqual([]);
  });

  it(`has no line over ${MAX} characters in the tests, scripts and benchmarks but a test's title`, () => {
    expect(OTHER_FOLDERS).toEqual([
      'packages/cli/test',
      'packages/core/test',
      'packages/linter/test',
      'packages/mcp/test',
      'packages/vscode/test',
      'tests',
      'scripts',
      'bench',
    ]);
    expect(offenders(OTHER_FOLDERS, SCRIPT_EXTENSIONS, true)).toEqual([]);
  });
});
