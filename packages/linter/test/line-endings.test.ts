import { mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lintFiles, type LintResult } from '@handoff/linter';
import { parseFast, type FastTrace } from '../../core/src/lib/decisions/fast-path.js';
import { readSimpleBlocks } from '../../core/src/lib/markdown/simple-blocks.js';
import { readFrontMatter } from '../../core/src/lib/markdown/front-matter.js';
import { readSimpleYamlMapping } from '../../core/src/lib/markdown/simple-yaml.js';

// The same documents with LF, CRLF, CR and mixed line endings, and with a UTF-8 BOM, give
// the same findings at the same lines and columns, read fast or full — and are read by the
// same readers, so CR and CRLF cost what LF costs (the timing itself is in bench/run.mjs).

const ROOT = resolve(import.meta.dirname, '../../..');
const SOURCES = ['test-fixtures/lint', 'test-fixtures/corpus', 'test-fixtures/examples', 'test-fixtures/core'];

// The wide corpus (thousands of files) has its own lane; these tests read the top-level corpus files as before.
const WIDE_CORPUS = ['repos', 'held-out', 'licences'].map((name) => join('test-fixtures', 'corpus', name));

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return WIDE_CORPUS.includes(relative(ROOT, path)) ? [] : markdownFiles(path);
    return /\.md$/i.test(name) ? [path] : [];
  });
}

const files = SOURCES.flatMap((source) => markdownFiles(join(ROOT, source))).map((path) => ({
  path: relative(ROOT, path),
  text: readFileSync(path, 'utf8').replace(/\r\n?/g, '\n'),
}));

/**
 * `text` (LF) with every line ending replaced; `mixed` cycles CRLF, LF and CR without letting a CR and the next LF fuse
 * into one.
 */
function withEndings(text: string, variant: 'crlf' | 'cr' | 'mixed' | 'bom'): string {
  if (variant === 'bom') return `\uFEFF${text}`;
  if (variant === 'crlf') return text.replace(/\n/g, '\r\n');
  if (variant === 'cr') return text.replace(/\n/g, '\r');
  let n = 0;
  let previous = '';
  return text.replace(/\n/g, (_, at: number) => {
    let eol = ['\r\n', '\n', '\r'][n++ % 3]!;
    if (eol === '\n' && previous === '\r' && text.charCodeAt(at - 1) === 10) eol = '\r\n';
    previous = eol;
    return eol;
  });
}

/** Lint every file as a tree under a fresh folder (each fixture folder keeps its neighbours, so pairing works). */
async function lintTree(
  variant: 'lf' | 'crlf' | 'cr' | 'mixed' | 'bom',
  parse: 'fast' | 'full',
): Promise<Map<string, unknown[]>> {
  const dir = mkdtempSync(join(tmpdir(), `handoff-eol-${variant}-`));
  mkdirSync(join(dir, '.git'));
  for (const { path, text } of files) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), variant === 'lf' ? text : withEndings(text, variant));
  }
  const results = await lintFiles(['.'], { cwd: dir, parse });
  return new Map(
    results.map((result: LintResult) => [
      relative(dir, result.filePath),
      result.messages.map(({ ruleId, severity, line, column, endLine, endColumn, message }) => ({
        ruleId,
        severity,
        line,
        column,
        endLine,
        endColumn,
        message: message.replace(/\r\n?/g, '\n'),
      })),
    ]),
  );
}

/** The YAML between the front matter fences, as `readFrontMatter` hands it to the readers. */
function frontMatterBody(text: string): string | null {
  const open = /^---[ \t]*(?:\r\n|\r|\n)/.exec(text);
  if (!open) return null;
  const rest = text.slice(open[0].length);
  const close = /^---[ \t]*$/m.exec(rest);
  return close ? rest.slice(0, close.index) : null;
}

describe('line endings and a BOM (R8)', () => {
  it('there are documents with findings to compare', () => {
    expect(files.length).toBeGreaterThan(40);
  });

  it.each(['crlf', 'cr', 'mixed', 'bom'] as const)(
    '%s: the same findings, lines and columns as LF, read fast and full',
    async (variant) => {
      const lf = await lintTree('lf', 'fast');
      expect([...lf.values()].flat().length).toBeGreaterThan(50);
      expect(await lintTree(variant, 'fast')).toEqual(lf);
      expect(await lintTree(variant, 'full')).toEqual(lf);
    },
    120_000,
  );

  it.each(['crlf', 'cr', 'mixed'] as const)(
    '%s: read by the same readers as LF (no fall-back that LF does not take)',
    (variant) => {
      let compared = 0;
      for (const { path, text } of files) {
        const other = withEndings(text, variant);
        const frontMatter = readFrontMatter(text);
        const lfBody = frontMatterBody(text);
        if (lfBody !== null)
          expect(readSimpleYamlMapping(frontMatterBody(other)!) === null, `${path}: front matter`).toBe(
            readSimpleYamlMapping(lfBody) === null,
          );
        for (const kind of ['plan', 'summary'] as const) {
          const lfTrace: FastTrace = {};
          const otherTrace: FastTrace = {};
          const lfReading = parseFast(text, kind, frontMatter, lfTrace);
          const otherReading = parseFast(other, kind, readFrontMatter(other), otherTrace);
          expect(otherReading === null, `${path} as ${kind}`).toBe(lfReading === null);
          expect(otherTrace.reader, `${path} as ${kind}`).toBe(lfTrace.reader);
          compared++;
        }
        expect(readSimpleBlocks(other, true, { inline: 'nodes' }) === null, `${path} as a handoff`).toBe(
          readSimpleBlocks(text, true, { inline: 'nodes' }) === null,
        );
      }
      expect(compared).toBeGreaterThan(80);
    },
  );
});
