import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { spawnSync } from 'node:child_process';
import { MEASURED_NODE, readPeak } from './peak-rss.js';

const ROOT = resolve(import.meta.dirname, '../../..');
const MIB = 1024 * 1024;

/**
 * Peak RSS in MiB of a fresh Node process that parses `text` with remark alone, with no guard
 * before it: the memory controls' yardstick. The linter's guards no longer depend on a rule
 * being on, so a lint with the rule off cannot show that the bound is one a reader can break.
 */
export function remarkPeakMib(text: string): number {
  const dir = mkdtempSync(join(tmpdir(), 'handoff-remark-peak-'));
  try {
    const file = join(dir, 'input.md');
    writeFileSync(file, text);
    const script = [
      "const { readFileSync } = await import('node:fs');",
      "const { loadMarkdownParser, parseMarkdown } = await import('@handoff/core/read');",
      'await loadMarkdownParser();',
      `parseMarkdown(readFileSync(${JSON.stringify(file)}, 'utf8'), false);`,
    ].join('\n');
    const result = spawnSync(process.execPath, [...MEASURED_NODE, '--input-type=module', '-e', script], {
      cwd: ROOT,
      encoding: 'utf8',
      timeout: 120_000,
      maxBuffer: 64 * MIB,
    });
    return readPeak(result).peakMib;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
