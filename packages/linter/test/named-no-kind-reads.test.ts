import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { lintFiles } from '@handoff/linter';
import * as classifyPass from '../src/lib/run/classify-pass.js';
import * as pipeline from '../src/lib/lint-file.js';

// What pass 2 reads and parses, counted: a file named on the command line that has no kind
// costs pass 2 nothing when no rule reports such files (`--no-warn-unknown-kind`), as a
// commit hook naming every staged Markdown file runs the linter.
const texts: string[] = [];
const linted: string[] = [];
vi.mock('../src/lib/run/classify-pass.js', async (importOriginal) => {
  const actual = await importOriginal<typeof classifyPass>();
  return {
    ...actual,
    textOf: (entry: Parameters<typeof classifyPass.textOf>[0]) => {
      texts.push(basename(entry.path));
      return actual.textOf(entry);
    },
  };
});
vi.mock('../src/lib/lint-file.js', async (importOriginal) => {
  const actual = await importOriginal<typeof pipeline>();
  return {
    ...actual,
    lintFile: (file: Parameters<typeof pipeline.lintFile>[0], options: Parameters<typeof pipeline.lintFile>[1]) => {
      linted.push(basename(file.path));
      return actual.lintFile(file, options);
    },
  };
});

beforeEach(() => {
  texts.length = 0;
  linted.length = 0;
});

const PLAN =
  '# Plan\n\n## Plan Decisions\n\n### Locked\n- **D-1:** a. Why: b. Source: c.\n\n## Tasks\n\n## Verification\n';

function project(): string {
  const dir = mkdtempSync(join(tmpdir(), 'handoff-named-no-kind-'));
  writeFileSync(join(dir, '01-PLAN.md'), PLAN);
  writeFileSync(join(dir, 'README.md'), '# A readme\n\nSome [link](x.md) and `code`.\n');
  writeFileSync(join(dir, 'CONTRIBUTING.md'), '# Contributing\n\n- one\n- two\n');
  return dir;
}

describe('named files of no kind in pass 2', () => {
  it('are neither read again nor handed to the pipeline when kind-unknown is off', async () => {
    const dir = project();
    const results = await lintFiles(['README.md', '01-PLAN.md', 'CONTRIBUTING.md'], {
      cwd: dir,
      settings: { 'kind-unknown': 'off' },
    });
    expect(results.map((r) => [basename(r.filePath), r.reading?.kind ?? null])).toEqual([
      ['README.md', null],
      ['01-PLAN.md', 'plan'],
      ['CONTRIBUTING.md', null],
    ]);
    expect(results.flatMap((r) => r.messages.map((m) => m.ruleId))).not.toContain('kind-unknown');
    expect(texts).toEqual(['01-PLAN.md']);
    expect(linted).toEqual(['01-PLAN.md']);
  });

  it('are read and reported when kind-unknown is on (its message may quote their headings)', async () => {
    const dir = project();
    const results = await lintFiles(['README.md', '01-PLAN.md', 'CONTRIBUTING.md'], { cwd: dir });
    const unknown = results.filter((r) => r.messages.some((m) => m.ruleId === 'kind-unknown'));
    expect(unknown.map((r) => basename(r.filePath))).toEqual(['README.md', 'CONTRIBUTING.md']);
    expect([...texts].sort()).toEqual(['01-PLAN.md', 'CONTRIBUTING.md', 'README.md']);
    expect([...linted].sort()).toEqual(['01-PLAN.md', 'CONTRIBUTING.md', 'README.md']);
  });
});
