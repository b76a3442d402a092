import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// No line of the TypeScript sources is longer than 120 characters. Prettier's printWidth is 120 too,
// but it does not break strings, template literals, regular expressions or comments: those are
// wrapped by hand (a long message as `+` pieces, a long pattern built from named parts).
// A character is a Unicode code point: `→` or `完` counts one, as a UTF-8 byte count would not.

const root = resolve(import.meta.dirname, '..');
const MAX = 120;

/** The 1-based numbers and lengths of the lines of `text` longer than `max` code points. */
function overlongLines(text: string, max: number): Array<{ line: number; length: number }> {
  const found: Array<{ line: number; length: number }> = [];
  text.split(/\r?\n/).forEach((line, index) => {
    const length = [...line].length;
    if (length > max) found.push({ line: index + 1, length });
  });
  return found;
}

/** The `.ts` files under `dir` (relative to the repository), without node_modules. */
function typeScriptFiles(dir: string): string[] {
  return (readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' }) as string[])
    .filter((name) => name.endsWith('.ts') && !name.split(/[\\/]/).includes('node_modules'))
    .map((name) => join(root, dir, name));
}

/** Each package's `src` folder. */
function sourceFolders(): string[] {
  return readdirSync(join(root, 'packages'))
    .map((name) => `packages/${name}/src`)
    .filter((dir) => existsSync(join(root, dir)))
    .sort();
}

/** `file:line (length)` for each over-long line of the files under `dirs`. */
function offenders(dirs: readonly string[]): string[] {
  return dirs.flatMap((dir) =>
    typeScriptFiles(dir).flatMap((file) =>
      overlongLines(readFileSync(file, 'utf8'), MAX).map(
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
});

describe('line width of the sources', () => {
  it('finds the source folders of the five packages', () => {
    expect(sourceFolders()).toEqual([
      'packages/cli/src',
      'packages/core/src',
      'packages/linter/src',
      'packages/mcp/src',
      'packages/vscode/src',
    ]);
  });

  it(`has no line over ${MAX} characters in packages/*/src`, () => {
    expect(offenders(sourceFolders())).toEqual([]);
  });
});
