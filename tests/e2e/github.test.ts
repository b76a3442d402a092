import { mkdirSync, mkdtempSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { handoffInProcess } from '../helpers/in-process.js';

// `handoff lint --format github` as a workflow step runs it: the runner sets GITHUB_WORKSPACE
// and GITHUB_STEP_SUMMARY; the step may run from a subfolder.

// Front matter opts the plan in to decision sections, so `section-missing` reports it in any project.
const BARE_PLAN = '---\ndecisions_schema: v1\n---\n# Phase 1\n\nSome text.\n';

function workspace(count: number): string {
  const root = realpathSync(mkdtempSync(join(tmpdir(), 'handoff-e2e-github-')));
  for (let i = 0; i < count; i++) {
    mkdirSync(join(root, 'phases', `0${i}`), { recursive: true });
    writeFileSync(join(root, 'phases', `0${i}`, `${i}-PLAN.md`), BARE_PLAN);
  }
  return root;
}

describe('handoff lint --format github on a runner', () => {
  it('annotates with paths relative to GITHUB_WORKSPACE, from a subfolder too', async () => {
    const root = workspace(1);
    const summary = join(root, 'summary.md');
    const run = await handoffInProcess(join(root, 'phases'), ['lint', '-f', 'github'], undefined, {
      GITHUB_WORKSPACE: root,
      GITHUB_STEP_SUMMARY: summary,
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(
      /^::error file=phases\/00\/0-PLAN\.md,line=1,col=1,endLine=1,endColumn=1,title=section-missing::Missing section/,
    );
    // One error: every finding is an annotation, so no summary table.
    expect(() => readFileSync(summary)).toThrow();
  });

  it('appends a table of all findings to the step summary past 10 errors, keeping what was there', async () => {
    const root = workspace(11);
    const summary = join(root, 'summary.md');
    writeFileSync(summary, '## Build\n\nok\n');
    const run = await handoffInProcess(root, ['lint', '-f', 'github', 'phases'], undefined, {
      GITHUB_WORKSPACE: root,
      GITHUB_STEP_SUMMARY: summary,
    });
    expect(run.status).toBe(1);
    expect(run.stdout.trim().split('\n')).toHaveLength(11);
    const text = readFileSync(summary, 'utf8');
    expect(text.startsWith('## Build\n\nok\n')).toBe(true);
    expect(text).toContain('### handoff lint: 11 errors, 0 warnings');
    const rows = text.split('\n').filter((line) => line.startsWith('| phases/'));
    expect(rows).toHaveLength(11);
    expect(rows[0]).toMatch(/^\| phases\/00\/0-PLAN\.md \| 1:1 \| error \| section-missing \| Missing section/);
  });
});
