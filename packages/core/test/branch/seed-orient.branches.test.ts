import { describe, expect, it } from 'vitest';
import { renderOrientation, type OrientationBrief } from '../../src/lib/branch/orient.js';
import { seedFromPlan } from '../../src/lib/branch/seed.js';

describe('seedFromPlan: goal and next steps', () => {
  it.each([
    [
      'the objective’s first paragraph, on one line',
      '# Plan\n\n<objective>\nShip SSO\nfor the login page.\n\nMore detail.\n</objective>\n',
      'Ship SSO for the login page.',
    ],
    ['an empty objective: the first heading', '# Add SSO\n\n<objective>\n  \n</objective>\n', 'Carry out: Add SSO.'],
    ['no objective and no heading', 'Just some text.\n', 'Carry out the plan in plans/p.md.'],
  ])('%s', (_name, plan, goal) => {
    expect(seedFromPlan(plan, 'plans/p.md').goal).toBe(goal);
  });

  it.each([
    ['no tasks block', '# P\n', []],
    ['an empty tasks block', '# P\n<tasks>\n</tasks>\n', []],
    [
      'tasks by name, by first line, and empty',
      '# P\n<tasks>\n<task><name>Write  ' +
        'the\nmigration</name><files>a.sql</files></task>\n<task>\n\n<action>Run ' +
        'it</action>\nthen check</task>\n<task> </task>\n</tasks>\n',
      ['Write the migration', 'Run it'],
    ],
  ])('%s', (_name, plan, steps) => {
    expect(seedFromPlan(plan, 'p.md').nextSteps).toEqual(steps);
  });

  it('files from the front matter; blank and non-string entries are left out', () => {
    const plan = '---\nfiles_modified:\n  - src/a.ts\n  - "  "\n  - 7\n  - " src/b.ts "\n---\n# P\n';
    expect(seedFromPlan(plan, 'p.md').activeFiles.map((f) => f.path)).toEqual(['src/a.ts', 'src/b.ts']);
  });
});

describe('renderOrientation', () => {
  const BASE: OrientationBrief = {
    repository: '/r',
    branch: null,
    handoffPath: '.handoff/branch.md',
    handoff: null,
    handoffProblem: null,
    log: [],
    workingTree: [],
    redactions: 0,
  };
  it.each([
    [
      'no handoff, no commits, a clean tree',
      {},
      [
        '# Re-entry brief',
        '',
        '## Handoff',
        '',
        'No handoff at `.handoff/branch.md`: run `handoff init --from-plan plan.md` to seed one.',
        '',
        '## Recent commits',
        '',
        'No commits yet.',
        '',
        '## Working tree',
        '',
        'Clean: nothing staged, changed or untracked.',
      ],
    ],
    [
      'a handoff that could not be read, outside a repository',
      { repository: null, branch: 'main', handoffProblem: '.handoff/branch.md is a FIFO' },
      [
        '# Re-entry brief for branch `main`',
        '',
        '## Handoff',
        '',
        'Not read: .handoff/branch.md is a FIFO',
        '',
        '## Recent commits',
        '',
        'Not in a git repository: no commits or working tree to show.',
        '',
        '## Working tree',
        '',
        'Not in a git repository: no commits or working tree to show.',
      ],
    ],
    [
      'a handoff, commits and changes',
      { handoff: '# Branch\n', log: ['abc1234 First'], workingTree: [' M a.ts'] },
      [
        '# Re-entry brief',
        '',
        '## Handoff',
        '',
        '```text',
        '# Branch',
        '```',
        '',
        '## Recent commits',
        '',
        '```text',
        'abc1234 First',
        '```',
        '',
        '## Working tree',
        '',
        '```text',
        ' M a.ts',
        '```',
      ],
    ],
  ] as [string, Partial<OrientationBrief>, string[]][])('%s', (_name, patch, lines) => {
    expect(renderOrientation({ ...BASE, ...patch })).toBe(`${lines.join('\n')}\n`);
  });
});
