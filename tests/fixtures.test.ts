import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lintFiles, loadConfig, rules, type LintResult } from '@handoff/linter';

const root = resolve(import.meta.dirname, '..');
const fixtures = join(root, 'test-fixtures/lint');
const MARKER = /<!--\s*expect:\s*([^>]*?)\s*-->/g;

/** `rule-id@line` for each expectation written into a fixture (see test-fixtures/lint/README.md). */
function expectations(text: string): string[] {
  const out: string[] = [];
  text.split(/\r\n|\r|\n/).forEach((line, index) => {
    for (const match of line.matchAll(MARKER)) {
      for (const entry of match[1]!
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)) {
        const [id, offset] = entry.split(/:(?=[+-]\d+$)/);
        out.push(`${id}@${index + 1 + Number(offset ?? 0)}`);
      }
    }
  });
  return out.sort();
}

/** The fixture's text with each diagnostic underlined below its line, for the text snapshot. */
function annotate(text: string, result: LintResult): string {
  const lines = text.split(/\r\n|\r|\n/);
  const out: string[] = [];
  const width = String(lines.length).length;
  lines.forEach((line, index) => {
    out.push(`${String(index + 1).padStart(width)} | ${line}`);
    for (const m of result.messages.filter((d) => d.line === index + 1)) {
      const span = m.endLine === m.line ? Math.max(1, m.endColumn - m.column) : Math.max(1, line.length - m.column + 1);
      out.push(
        `${' '.repeat(width)} | ${' '.repeat(m.column - 1)}${'~'.repeat(span)} ` +
          `${m.severity === 2 ? 'error' : 'warning'} ${m.message} (${m.ruleId ?? 'fatal'})`,
      );
    }
  });
  return `${out.join('\n')}\n`;
}

const folders = readdirSync(fixtures).filter((name) => statSync(join(fixtures, name)).isDirectory());

describe('lint fixtures carry their expected diagnostics inline', () => {
  for (const folder of folders) {
    describe(folder, async () => {
      const dir = join(fixtures, folder);
      const config = await loadConfig({ searchFrom: dir, rules, cwd: dir });
      const results = await lintFiles([dir], { cwd: dir, config });
      for (const result of results) {
        const name = relative(fixtures, result.filePath);
        it(name, async () => {
          const text = readFileSync(result.filePath, 'utf8');
          const actual = result.messages.map((m) => `${m.ruleId}@${m.line}`).sort();
          expect(actual).toEqual(expectations(text));
          await expect(annotate(text, result)).toMatchFileSnapshot(`${result.filePath}.snap.txt`);
        });
      }
    });
  }
});
