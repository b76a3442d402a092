import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { lintFiles } from '@handoff/linter';
import { lintOneFileSync } from '../src/adapters/lint-one-file.js';
import * as frontMatter from '../../core/src/lib/markdown/front-matter.js';

// Every path that needs a file's front matter — its kind, its decisions, a handoff's rules,
// `front-matter-invalid` — shares one reading of it.
const reads: string[] = [];
vi.mock('../../core/src/lib/markdown/front-matter.js', async (importOriginal) => {
  const actual = await importOriginal<typeof frontMatter>();
  return {
    ...actual,
    readFrontMatter: (text: string) => {
      reads.push(text);
      return actual.readFrontMatter(text);
    },
  };
});

beforeEach(() => {
  reads.length = 0;
});

const FILES: Record<string, string> = {
  // `kind:` is read to classify the file, then reused.
  'a/01-PLAN.md':
    '---\nkind: plan\nphase: 01\n---\n\n## Plan Decisions\n\n### Locked\n- **D-1:** a. Why: b. Source: c.\n',
  // No key that could change the kind: read once, when the decisions are.
  'a/01-SUMMARY.md': '---\nphase: 01\ntags: [a, b]\n---\n\n## Implementation Decisions\n\n### Taken\n(none)\n',
  'b/RESUME.md': '---\nkind: handoff\nstatus: partial\n---\n\n## Goal\n\nShip.\n\n## Status\n\npartial\n',
  // Plans by name, corroborated by their headings (docs/real-files.md, "Kinds").
  'c/02-PLAN.md': '---\nkind: plan\nbad: [unclosed\n---\n\n# Plan\n\n## Tasks\n\n## Verification\n',
  'd/03-PLAN.md':
    '---\r\nphase: 03\r\nmust_haves:\r\n  truths:\r\n    - "x: y"\r\n---\r\n\r\n# Plan\r\n\r\n## ' +
    'Tasks\r\n\r\n## Verification\r\n',
};

describe('front matter', () => {
  it('is read once per file by lintFiles, on every path (kind, decisions, handoff rules, front-matter-invalid)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'handoff-fm-once-'));
    for (const [name, text] of Object.entries(FILES)) {
      mkdirSync(join(dir, name, '..'), { recursive: true });
      writeFileSync(join(dir, name), text);
    }
    const results = await lintFiles(['.'], { cwd: dir });
    expect(results.map((r) => r.filePath.slice(dir.length + 1))).toEqual(Object.keys(FILES));
    expect(results.find((r) => r.filePath.endsWith('02-PLAN.md'))!.messages.map((m) => m.ruleId)).toContain(
      'front-matter-invalid',
    );
    for (const text of Object.values(FILES)) expect(reads.filter((read) => read === text)).toHaveLength(1);
  });

  // The one exception, on purpose (docs/decisions.md, "Memory"): front matter that might have
  // decided the kind but did not is read to classify and again to lint, not held between.
  it('is read twice by lintFiles when it was read for the kind and did not decide it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'handoff-fm-twice-'));
    // A nested `kind:` looks like one to the prefilter; only the top level decides.
    const text = '---\nphase: 04\nmeta:\n  kind: draft\n---\n\n# Plan\n\n## Tasks\n\n## Verification\n';
    mkdirSync(join(dir, 'e'));
    writeFileSync(join(dir, 'e/04-PLAN.md'), text);
    await lintFiles(['.'], { cwd: dir });
    expect(reads.filter((read) => read === text)).toHaveLength(2);
  });

  it('is read once per file by the markdownlint and remark adapters', () => {
    for (const [name, text] of Object.entries(FILES)) {
      reads.length = 0;
      lintOneFileSync(text, join(tmpdir(), 'handoff-fm-once-adapter', name));
      expect(
        reads.filter((read) => read === text),
        name,
      ).toHaveLength(1);
    }
  });
});
