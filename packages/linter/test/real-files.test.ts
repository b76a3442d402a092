import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { emptyConfig, type HandoffConfig } from '../src/lib/config.js';
import { lintFiles } from '../src/lib/lint-files.js';

// docs/real-files.md as `lintFiles` applies it: kinds, corroboration, `kind-unknown`, adoption.

function tempDir(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'handoff-real-'));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), content);
  }
  return dir;
}

/** `file → rule ids` of every result that has messages. */
async function findings(dir: string, operands: string[], config: Partial<HandoffConfig> = {}, stdin?: { text: string; filePath?: string }) {
  const results = await lintFiles(operands, { cwd: dir, config: { ...emptyConfig(dir), ...config }, ...(stdin ? { stdin } : {}) });
  return Object.fromEntries(results.filter((r) => r.messages.length > 0).map((r) => [r.filePath.startsWith(dir) ? r.filePath.slice(dir.length + 1) : r.filePath, r.messages.map((m) => m.ruleId)]));
}

const PLAN_WITH_SECTION = '## Plan Decisions\n\nNo decisions worth documenting — plan is mechanical implementation of must_haves.\n';
const GSD_PLAN = '---\nphase: 01\nplan: 01\n---\n<objective>\nBuild it.\n</objective>\n';

describe('adoption: section-missing only where decision sections are used', () => {
  it('a GSD-style project (no plan or summary has a section) gets no section-missing, and the result says what was held back', async () => {
    const dir = tempDir({ '.planning/phases/01/01-01-PLAN.md': GSD_PLAN, '.planning/phases/01/01-01-SUMMARY.md': '# Summary\n' });
    expect(await findings(dir, ['.'])).toEqual({});
    const results = await lintFiles(['.'], { cwd: dir, config: emptyConfig(dir) });
    expect(results.flatMap((r) => r.suppressedMessages ?? []).map((m) => [m.ruleId, m.suppressions[0]!.kind])).toEqual([
      ['section-missing', 'adoption'],
      ['section-missing', 'adoption'],
    ]);
  });

  it('`decisions: "required"` reports them', async () => {
    const dir = tempDir({ '.planning/phases/01/01-01-PLAN.md': GSD_PLAN, '.planning/phases/01/01-01-SUMMARY.md': '# Summary\n' });
    expect(await findings(dir, ['.'], { decisions: 'required' })).toEqual({
      '.planning/phases/01/01-01-PLAN.md': ['section-missing'],
      '.planning/phases/01/01-01-SUMMARY.md': ['section-missing'],
    });
  });

  it('one plan with a section adopts the project: the others are reported', async () => {
    const dir = tempDir({ '.planning/phases/01/01-01-PLAN.md': GSD_PLAN, '.planning/phases/02/02-01-PLAN.md': PLAN_WITH_SECTION });
    expect(await findings(dir, ['.'])).toEqual({ '.planning/phases/01/01-01-PLAN.md': ['section-missing'] });
  });

  it('a file named alone is judged by its project on disk', async () => {
    const dir = tempDir({ '.planning/phases/01/01-01-PLAN.md': GSD_PLAN, '.planning/phases/02/02-01-PLAN.md': PLAN_WITH_SECTION });
    expect(await findings(dir, ['.planning/phases/01/01-01-PLAN.md'])).toEqual({ '.planning/phases/01/01-01-PLAN.md': ['section-missing'] });
    const alone = tempDir({ '.planning/phases/01/01-01-PLAN.md': GSD_PLAN, '.planning/phases/01/01-01-SUMMARY.md': '# Summary\n' });
    expect(await findings(alone, ['.planning/phases/01/01-01-PLAN.md'])).toEqual({});
  });

  it('projects are separate: the nearest folder holding .planning/', async () => {
    const dir = tempDir({ 'a/.planning/p/01-PLAN.md': PLAN_WITH_SECTION, 'a/.planning/p/02-PLAN.md': GSD_PLAN, 'b/.planning/p/01-PLAN.md': GSD_PLAN });
    expect(await findings(dir, ['.'])).toEqual({ 'a/.planning/p/02-PLAN.md': ['section-missing'] });
  });

  it('front matter `kind:` or `decisions_schema:` opts a file in; `decisions: "off"` silences even that', async () => {
    const dir = tempDir({ 'p/01-PLAN.md': '---\ndecisions_schema: v1\n---\n# p\n', 'p/02-PLAN.md': '---\nkind: plan\n---\n# p\n', 'p/03-PLAN.md': '# p\n' });
    expect(await findings(dir, ['.'])).toEqual({ 'p/01-PLAN.md': ['section-missing'], 'p/02-PLAN.md': ['section-missing'] });
    expect(await findings(dir, ['.'], { decisions: 'off' })).toEqual({});
  });
});

describe('kinds of real files', () => {
  it('commands, templates, fixtures and research named like artefacts get no kind; `kind:` and `kinds` override', async () => {
    const dir = tempDir({
      '.planning/phases/01/01-01-PLAN.md': PLAN_WITH_SECTION,
      'commands/handoff.md': '## Goal\n## Status\n',
      '.claude/commands/resume.md': '## Goal\n## Status\n',
      'templates/task/PLAN.md': '# {{title}}\n',
      'lib/fixtures/plans/PLAN.md': '# fixture\n',
      '.planning/research/SUMMARY.md': '# Research\n',
      'agents/planner/PLAN.md': '---\nkind: plan\n---\n# kept by kind:\n',
      'prompts/SUMMARY.md': '# kept by kinds\n',
    });
    expect(await findings(dir, ['.'], { kinds: { plan: [], summary: ['prompts/SUMMARY.md'], handoff: [] } })).toEqual({
      'agents/planner/PLAN.md': ['section-missing'],
      'prompts/SUMMARY.md': ['section-missing'],
    });
  });

  it('a `!` pattern in kinds removes a kind the defaults give', async () => {
    const dir = tempDir({ 'a/01-PLAN.md': PLAN_WITH_SECTION, 'archive/02-PLAN.md': '# old\n' });
    expect(await findings(dir, ['.'], { kinds: { plan: ['!archive/'], summary: [], handoff: [] } })).toEqual({});
  });

  it('a file named HANDOFF.md is a handoff only with two handoff sections', async () => {
    const dir = tempDir({
      'review/handoff.md': '# PR review\n\n## PR Overview\n\n## Changes Applied\n\n- fixed it\n',
      'HANDOFF.md': '## Goal\n\nShip the exporter for every user of the product.\n\n## Files Changed\n\n- `a.ts`: new\n',
    });
    expect(await findings(dir, ['.'])).toEqual({
      'HANDOFF.md': ['handoff-section-missing', 'handoff-section-missing', 'handoff-section-missing', 'handoff-section-missing'],
    });
  });
});

describe('kind-unknown: named files are not passed over in silence', () => {
  it('a named file with no kind gets one warning; a walked one gets none', async () => {
    const dir = tempDir({ 'notes.md': '# notes\n', 'commands/plan.md': '# a command\n', 'review/handoff.md': '## PR Overview\n' });
    expect(await findings(dir, ['notes.md', 'commands/plan.md', 'review/handoff.md'])).toEqual({
      'notes.md': ['kind-unknown'],
      'commands/plan.md': ['kind-unknown'],
      'review/handoff.md': ['kind-unknown'],
    });
    expect(await findings(dir, ['.'])).toEqual({});
  });

  it('standard input without a name is named in the message', async () => {
    const dir = tempDir({});
    const results = await lintFiles(['-'], { cwd: dir, config: emptyConfig(dir), stdin: { text: '## Plan Decisions\n' } });
    expect(results[0]!.messages.map((m) => [m.ruleId, m.severity, m.message])).toEqual([
      ['kind-unknown', 1, 'Standard input not linted: it has no kind; name it with `--stdin-filename` (e.g. `--stdin-filename 01-PLAN.md`) or add `kind:` front matter'],
    ]);
  });

  it("`kind: none` is the author's choice: no warning", async () => {
    const dir = tempDir({ 'plan.md': '---\nkind: none\n---\n# not a plan\n' });
    expect(await findings(dir, ['plan.md'])).toEqual({});
  });
});

describe('front-matter-invalid', () => {
  it('is one finding and the rest of the file is linted, kinds from the name still apply', async () => {
    const dir = tempDir({ '01-PLAN.md': '---\nfiles: @a.ts\n---\n## Plan Decisions\n\n### Locked\n- D-1: x\n', '02-PLAN.md': PLAN_WITH_SECTION });
    expect(await findings(dir, ['.'])).toEqual({ '01-PLAN.md': ['front-matter-invalid', 'bucket-missing', 'bucket-missing', 'item-field-missing', 'item-field-missing'] });
  });
});
