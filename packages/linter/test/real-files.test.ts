import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { emptyConfig, loadConfig, type HandoffConfig } from '../src/lib/config.js';
import { lintFiles } from '../src/lib/lint-files.js';
import { rules } from '../src/rules/index.js';

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
async function findings(
  dir: string,
  operands: string[],
  config: Partial<HandoffConfig> = {},
  stdin?: { text: string; filePath?: string },
) {
  const results = await lintFiles(operands, {
    cwd: dir,
    config: { ...emptyConfig(dir), ...config },
    ...(stdin ? { stdin } : {}),
  });
  return Object.fromEntries(
    results
      .filter((r) => r.messages.length > 0)
      .map((r) => [
        r.filePath.startsWith(dir) ? r.filePath.slice(dir.length + 1) : r.filePath,
        r.messages.map((m) => m.ruleId),
      ]),
  );
}

const PLAN_WITH_SECTION =
  '## Plan Decisions\n\nNo decisions worth documenting — plan is mechanical implementation of must_haves.\n';
// A plan and a summary as GSD writes them: their content corroborates their names (docs/real-files.md, "Kinds").
const GSD_PLAN =
  '---\nphase: 01\nplan: 01\n---\n<objective>\nBuild it.\n</objective>\n\n<tasks>\n<task>Write it.</task>\n</tasks>\n';
const GSD_SUMMARY = '# Phase 1 Summary\n\n## Accomplishments\n\n- Built it.\n\n## Files Created/Modified\n\n- `a.ts`\n';

describe('adoption: section-missing only where decision sections are used', () => {
  it('a GSD-style project (no plan or summary has a section) gets no section-missing, and the result says what was held back', async () => {
    const dir = tempDir({
      '.planning/phases/01/01-01-PLAN.md': GSD_PLAN,
      '.planning/phases/01/01-01-SUMMARY.md': GSD_SUMMARY,
    });
    expect(await findings(dir, ['.'])).toEqual({});
    const results = await lintFiles(['.'], { cwd: dir, config: emptyConfig(dir) });
    expect(results.flatMap((r) => r.suppressedMessages ?? []).map((m) => [m.ruleId, m.suppressions[0]!.kind])).toEqual([
      ['section-missing', 'adoption'],
      ['section-missing', 'adoption'],
    ]);
  });

  it('`decisions: "required"` reports them', async () => {
    const dir = tempDir({
      '.planning/phases/01/01-01-PLAN.md': GSD_PLAN,
      '.planning/phases/01/01-01-SUMMARY.md': GSD_SUMMARY,
    });
    expect(await findings(dir, ['.'], { ruleOptions: { 'section-missing': { decisions: 'required' } } })).toEqual({
      '.planning/phases/01/01-01-PLAN.md': ['section-missing'],
      '.planning/phases/01/01-01-SUMMARY.md': ['section-missing'],
    });
  });

  it('one plan with a section adopts the project: the others are reported', async () => {
    const dir = tempDir({
      '.planning/phases/01/01-01-PLAN.md': GSD_PLAN,
      '.planning/phases/02/02-01-PLAN.md': PLAN_WITH_SECTION,
    });
    expect(await findings(dir, ['.'])).toEqual({ '.planning/phases/01/01-01-PLAN.md': ['section-missing'] });
  });

  it('a file named alone is judged by its project on disk', async () => {
    const dir = tempDir({
      '.planning/phases/01/01-01-PLAN.md': GSD_PLAN,
      '.planning/phases/02/02-01-PLAN.md': PLAN_WITH_SECTION,
    });
    expect(await findings(dir, ['.planning/phases/01/01-01-PLAN.md'])).toEqual({
      '.planning/phases/01/01-01-PLAN.md': ['section-missing'],
    });
    const alone = tempDir({
      '.planning/phases/01/01-01-PLAN.md': GSD_PLAN,
      '.planning/phases/01/01-01-SUMMARY.md': GSD_SUMMARY,
    });
    expect(await findings(alone, ['.planning/phases/01/01-01-PLAN.md'])).toEqual({});
  });

  it('projects are separate: the nearest folder holding .planning/', async () => {
    const dir = tempDir({
      'a/.planning/p/01-PLAN.md': PLAN_WITH_SECTION,
      'a/.planning/p/02-PLAN.md': GSD_PLAN,
      'b/.planning/p/01-PLAN.md': GSD_PLAN,
    });
    expect(await findings(dir, ['.'])).toEqual({ 'a/.planning/p/02-PLAN.md': ['section-missing'] });
  });

  it('front matter `kind:` or `decisions_schema:` opts a file in; `decisions: "off"` silences even that', async () => {
    const dir = tempDir({
      'p/01-PLAN.md': '---\ndecisions_schema: v1\n---\n# p\n',
      'p/02-PLAN.md': '---\nkind: plan\n---\n# p\n',
      'p/03-PLAN.md': '# p\n',
    });
    expect(await findings(dir, ['.'])).toEqual({
      'p/01-PLAN.md': ['section-missing'],
      'p/02-PLAN.md': ['section-missing'],
    });
    expect(await findings(dir, ['.'], { ruleOptions: { 'section-missing': { decisions: 'off' } } })).toEqual({});
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
      // A summary by `kinds` with no `prompts/PLAN.md` beside it: no `summary-unpaired` without `plan:` or an opt-in.
      'prompts/SUMMARY.md': ['section-missing'],
    });
  });

  it('a `!` pattern in kinds removes a kind the defaults give', async () => {
    const dir = tempDir({ 'a/01-PLAN.md': PLAN_WITH_SECTION, 'archive/02-PLAN.md': '# old\n' });
    expect(await findings(dir, ['.'], { kinds: { plan: ['!archive/'], summary: [], handoff: [] } })).toEqual({});
  });

  it('a file named like a handoff is one only when its content carries two handoff concepts; free form gets the content rules', async () => {
    const dir = tempDir({
      'review/handoff.md': '# PR review\n\n## PR Overview\n\n## Changes Applied\n\n- fixed it\n',
      'HANDOFF.md':
        '## Goal\n\nShip the exporter for every user of the product.\n\n## Files Changed\n\n- `a.ts`: new\n',
    });
    expect(await findings(dir, ['.'])).toEqual({
      'HANDOFF.md': ['handoff-failed-approaches-empty', 'handoff-next-step-no-command'],
    });
  });
});

describe('kind-unknown: named files are not passed over in silence', () => {
  it('a named file with no kind gets one warning; a walked one gets none', async () => {
    const dir = tempDir({
      'notes.md': '# notes\n',
      'commands/plan.md': '# a command\n',
      'review/handoff.md': '## PR Overview\n',
    });
    expect(await findings(dir, ['notes.md', 'commands/plan.md', 'review/handoff.md'])).toEqual({
      'notes.md': ['kind-unknown'],
      'commands/plan.md': ['kind-unknown'],
      'review/handoff.md': ['kind-unknown'],
    });
    expect(await findings(dir, ['.'])).toEqual({});
  });

  it('standard input without a name is named in the message', async () => {
    const dir = tempDir({});
    const results = await lintFiles(['-'], {
      cwd: dir,
      config: emptyConfig(dir),
      stdin: { text: '## Plan Decisions\n' },
    });
    expect(results[0]!.messages.map((m) => [m.ruleId, m.severity, m.message])).toEqual([
      [
        'kind-unknown',
        1,
        'Standard input not linted: it has no kind; name it with `--stdin-filename` (e.g. ' +
          '`--stdin-filename 01-PLAN.md`) or add `kind:` front matter',
      ],
    ]);
  });

  it("`kind: none` is the author's choice: no warning", async () => {
    const dir = tempDir({ 'plan.md': '---\nkind: none\n---\n# not a plan\n' });
    expect(await findings(dir, ['plan.md'])).toEqual({});
  });
});

describe('front-matter-invalid', () => {
  it('is one finding and the rest of the file is linted, kinds from the name still apply', async () => {
    const dir = tempDir({
      '01-PLAN.md': '---\nfiles: @a.ts\n---\n## Plan Decisions\n\n### Locked\n- D-1: x\n',
      '02-PLAN.md': PLAN_WITH_SECTION,
    });
    expect(await findings(dir, ['.'])).toEqual({
      '01-PLAN.md': [
        'front-matter-invalid',
        'bucket-missing',
        'bucket-missing',
        'item-field-missing',
        'item-field-missing',
      ],
    });
  });
});

describe('session handoffs in free form', () => {
  const NOTE =
    '# Übergabe\n\n## Stand\n\nParser fertig.\n\n## Stolperfallen\n\n- X probiert, scheiterte an Y.\n\n## Als ' +
    'Nächstes\n\n- `npm test`\n';

  it('a config extends the synonym table (`handoffs.headings`): the note is read by its headings', async () => {
    const dir = tempDir({ 'UEBERGABE.md': NOTE });
    const kindOf = async (config: Partial<HandoffConfig>) =>
      (await lintFiles(['.'], { cwd: dir, config: { ...emptyConfig(dir), ...config } }))[0]!.reading;
    // `Stand` is in the table; `Stolperfallen` and `Als Nächstes` are not: one concept is no handoff.
    expect(await kindOf({})).toMatchObject({ kind: null, noKind: { why: 'uncorroborated', kind: 'handoff' } });
    const handoffs = {
      layout: 'auto' as const,
      headings: { failedApproaches: ['Stolperfallen'], nextSteps: ['Als Nächstes'] },
    };
    expect(await kindOf({ handoffs })).toMatchObject({
      kind: 'handoff',
      layout: null,
      evidence: [{ what: 'status' }, { what: 'failed approaches' }, { what: 'next steps' }],
    });
    // Read with the extended table, the note records its failed approach and a runnable step: clean.
    expect(await findings(dir, ['.'], { handoffs })).toEqual({});
  });

  it('`handoffs` is validated: an unknown concept or layout is one line naming the field', async () => {
    const bad = tempDir({ '.handoffrc.json': JSON.stringify({ handoffs: { headings: { blockers: ['Blocker'] } } }) });
    await expect(loadConfig({ searchFrom: bad, cwd: bad, rules })).rejects.toThrow(
      '.handoffrc.json:1:26: handoffs.headings.blockers: unknown concept; expected one of goal, status, activeFiles, ' +
        'changes, failedApproaches, nextSteps',
    );
    const layout = tempDir({ '.handoffrc.json': JSON.stringify({ handoffs: { layout: 'rendered' } }) });
    await expect(loadConfig({ searchFrom: layout, cwd: layout, rules })).rejects.toThrow(
      '.handoffrc.json:1:23: handoffs.layout: expected "auto", "resume"',
    );
  });

  it('`handoffs.layout: "resume"` holds every handoff to the rendered layout', async () => {
    const dir = tempDir({ 'UEBERGABE.md': NOTE });
    const handoffs = {
      layout: 'resume' as const,
      headings: { failedApproaches: ['Stolperfallen'], nextSteps: ['Als Nächstes'] },
    };
    expect(await findings(dir, ['.'], { handoffs })).toEqual({
      'UEBERGABE.md': [
        'handoff-section-missing',
        'handoff-section-missing',
        'handoff-section-missing',
        'handoff-failed-approach-unexplained',
      ],
    });
  });
});

describe('free-form next steps: re-entry headings and scripts named alone (docs/real-files.md)', () => {
  const GOAL = '## Goal\n\nShip the exporter for every user of the product.\n\n';
  const DEAD_ENDS = '## Dead ends\n\nNone: the first approach worked, nothing was dropped.\n\n';
  it.each([
    {
      name: 'the commands under `When resuming` are next steps beside a section of tasks',
      text:
        `${GOAL}${DEAD_ENDS}## Potential Next Steps\n\n- Add caching.\n\n## When ` +
        `resuming\n\n\`\`\`sh\ngit status\n\`\`\`\n`,
      expected: [],
    },
    {
      name: 'the commands under `Quick Start Commands`',
      text:
        `${GOAL}${DEAD_ENDS}## Next Steps\n\n- Wire the parser.\n\n## Quick Start ` +
        `Commands\n\n\`\`\`bash\nnpm test\n\`\`\`\n`,
      expected: [],
    },
    {
      name: '`Quick Start for the Next AI` alone holds the steps',
      text: `${GOAL}${DEAD_ENDS}## 6) Quick Start for the Next AI\n\n- Install: \`pip install -e .[dev]\`\n`,
      expected: [],
    },
    {
      name: 'batch files named in parentheses, without backticks',
      text:
        `${GOAL}${DEAD_ENDS}## Next steps\n\n1. **Smoke test** on a fresh clone (setup.bat, ` +
        `run_app.bat, click through).\n`,
      expected: [],
    },
    {
      name: '`Where to pick up` with tasks only: the step has nothing to run',
      text: `${GOAL}${DEAD_ENDS}## Where to pick up\n\n- Review the parser.\n`,
      expected: ['handoff-next-step-no-command 9:1'],
    },
    {
      name: '`What was tried` is the failed-approaches record',
      text:
        `${GOAL}## What was tried and did NOT resolve it (all reverted)\n\n- Caching the list: ` +
        `the beachball stayed.\n\n## Next steps\n\n- \`npm test\`\n`,
      expected: [],
    },
    {
      name: 'a re-entry section does not stand for the failed-approaches record',
      text: `${GOAL}## To resume\n\n\`\`\`sh\nnpm test\n\`\`\`\n`,
      expected: ['handoff-failed-approaches-empty 1:1'],
    },
  ])('$name', async ({ text, expected }) => {
    const dir = tempDir({ 'HANDOFF.md': text });
    const [result] = await lintFiles(['HANDOFF.md'], { cwd: dir, config: emptyConfig(dir) });
    expect(result!.messages.map((m) => `${m.ruleId} ${m.line}:${m.column}`)).toEqual(expected);
  });
});

describe('free-form lessons and nothing left (docs/real-files.md)', () => {
  const GOAL = '## Goal\n\nShip the exporter for every user of the product.\n\n';
  const DEAD_ENDS = '## Dead ends\n\nNone: the first approach worked, nothing was dropped.\n\n';
  const NEXT = '## Next steps\n\n- `npm test`\n';
  it.each([
    {
      name: '`Key Learnings` is the failed-approaches record',
      text: `${GOAL}## Key Learnings\n\n- Cached indices drift after a reload: look items up by id.\n\n${NEXT}`,
      expected: [],
    },
    {
      name: 'a `Learnings` paragraph is the record in free form',
      text: `${GOAL}## Learnings\n\nPaging by date is a dead end: the API ignores \`since\`.\n\n${NEXT}`,
      expected: [],
    },
    {
      name: 'an empty `Learnings` section records nothing',
      text: `${GOAL}## Learnings\n\n${NEXT}`,
      expected: ['handoff-failed-approaches-empty 5:1'],
    },
    {
      name: '`Learnings` with a bare None still needs its reason',
      text: `${GOAL}## Learnings\n\nNone.\n\n${NEXT}`,
      expected: ['handoff-failed-approaches-empty 5:1'],
    },
    {
      name: '`Learning resources` is reading material, not lessons: the record is missing',
      text: `${GOAL}## Learning resources\n\n- The Rust book\n\n${NEXT}`,
      expected: ['handoff-failed-approaches-empty 1:1'],
    },
    {
      name: 'next steps that say nothing is left',
      text: `${GOAL}${DEAD_ENDS}## Next steps\n\nNothing left; the release shipped and CI is green.\n`,
      expected: [],
    },
    {
      name: 'next steps that say all tasks are complete, then ideas for later',
      text: `${GOAL}${DEAD_ENDS}## Next steps\n\nAll tasks complete. Ideas for later:\n\n- Add caching.\n`,
      expected: [],
    },
    {
      name: 'a bare `N/A` under next steps',
      text: `${GOAL}${DEAD_ENDS}## Next steps\n\nN/A\n`,
      expected: [],
    },
    {
      name: 'a bare `Nothing.` under next steps, then a closing word (the hundred-and-fifteenth sample)',
      text: `${GOAL}${DEAD_ENDS}## Next steps\n\n- Nothing. This concludes Session 17 and F2.\n`,
      expected: [],
    },
    {
      name: 'control: nothing more than a sentence of a task',
      text: `${GOAL}${DEAD_ENDS}## Next steps\n\n- Nothing urgent. Wire the parser into the CLI.\n`,
      expected: ['handoff-next-step-no-command 9:1'],
    },
    {
      name: 'control: nothing left but a task is a task without a command',
      text: `${GOAL}${DEAD_ENDS}## Next steps\n\nNothing left but the release tag.\n`,
      expected: ['handoff-next-step-no-command 9:1'],
    },
    {
      name: 'every task ticked or struck through, and a section that says all priority work is done',
      text:
        `${GOAL}${DEAD_ENDS}## Pending\n\n- [x] Publish the topics\n- [ ] ~~Register the npm package~~ (on hold)\n\n` +
        '## Next Step\n\nAll priority work complete. Later: revisit the npm package.\n',
      expected: [],
    },
    {
      name: 'control: a section that says nothing is pending does not excuse the tasks of another',
      text: `${GOAL}${DEAD_ENDS}## Next steps\n\n- Wire the parser into the CLI.\n\n## Pending\n\nNone.\n`,
      expected: ['handoff-next-step-no-command 9:1'],
    },
    {
      name: 'control: the report is at the first section that leaves work open',
      text: `${GOAL}${DEAD_ENDS}## Pending\n\nNothing pending.\n\n## Next steps\n\n- Wire the parser into the CLI.\n`,
      expected: ['handoff-next-step-no-command 13:1'],
    },
    {
      name: 'control: a part complete, then tasks',
      text: `${GOAL}${DEAD_ENDS}## Next steps\n\nThe parser is complete.\n\n- Wire it into the CLI.\n`,
      expected: ['handoff-next-step-no-command 9:1'],
    },
  ])('$name', async ({ text, expected }) => {
    const dir = tempDir({ 'HANDOFF.md': text });
    const [result] = await lintFiles(['HANDOFF.md'], { cwd: dir, config: emptyConfig(dir) });
    expect(result!.messages.map((m) => `${m.ruleId} ${m.line}:${m.column}`)).toEqual(expected);
  });
});
