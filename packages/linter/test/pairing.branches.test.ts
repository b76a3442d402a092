import { mkdirSync, mkdtempSync, realpathSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { emptyConfig } from '../src/lib/config.js';
import { newEntry, type Entry } from '../src/lib/run/entry.js';
import { pairSummaries, planSearch, unreadablePlanMessage } from '../src/lib/run/pairing.js';
import { STDIN_PATH } from '../src/lib/stdin-path.js';

const cwd = realpathSync(mkdtempSync(join(tmpdir(), 'handoff-pairing-')));
mkdirSync(join(cwd, '.git'));
mkdirSync(join(cwd, 'phase'));
writeFileSync(join(cwd, 'phase', '01-PLAN.md'), '# Plan\n');
mkdirSync(join(cwd, 'phase', 'phase'));
writeFileSync(join(cwd, 'phase', 'phase', '01-PLAN.md'), '# Plan\n');
mkdirSync(join(cwd, 'docs', 'modules'), { recursive: true });

function summary(path: string, planRef: string | null): Entry {
  const entry = newEntry(path, true, null, emptyConfig(cwd));
  entry.kind = 'summary';
  entry.source = 'file-name';
  entry.planRef = planRef;
  return entry;
}

describe('pairSummaries', () => {
  it.each<[string, string, string | null, string | null]>([
    [
      'a summary whose plan: names itself pairs with nothing',
      join(cwd, 'phase', '01-SUMMARY.md'),
      '01-SUMMARY.md',
      null,
    ],
    [
      'standard input with a plan: pairs from the working folder',
      STDIN_PATH,
      'phase/01-PLAN.md',
      join(cwd, 'phase', '01-PLAN.md'),
    ],
    ['standard input without one pairs with nothing', STDIN_PATH, null, null],
    [
      'a summary pairs by name in its folder',
      join(cwd, 'phase', '01-SUMMARY.md'),
      null,
      join(cwd, 'phase', '01-PLAN.md'),
    ],
    // A `plan:` that names no file beside the summary is read from the project's root.
    [
      'a plan: path from the project root, where none is beside the summary',
      join(cwd, 'docs', 'modules', 'module-1.md'),
      'phase/01-PLAN.md',
      join(cwd, 'phase', '01-PLAN.md'),
    ],
    [
      'a plan: beside the summary wins over one of the same path from the root',
      join(cwd, 'phase', '03-SUMMARY.md'),
      'phase/01-PLAN.md',
      join(cwd, 'phase', 'phase', '01-PLAN.md'),
    ],
    [
      'a plan: from the folder (./) is never read from the root',
      join(cwd, 'docs', 'modules', 'module-2.md'),
      './phase/01-PLAN.md',
      join(cwd, 'docs', 'modules', 'phase', '01-PLAN.md'),
    ],
    [
      'a plan: found nowhere keeps the folder reading, which the finding names',
      join(cwd, 'docs', 'modules', 'module-3.md'),
      'phase/09-PLAN.md',
      join(cwd, 'docs', 'modules', 'phase', '09-PLAN.md'),
    ],
  ])('%s', (_name, path, planRef, planPath) => {
    const entry = summary(path, planRef);
    pairSummaries([entry], cwd);
    expect([entry.planPath, entry.planRefused]).toEqual([planPath, null]);
  });

  it('a plan: found nowhere names both places it was looked for, from the folder and from the root', () => {
    const entry = summary(join(cwd, 'docs', 'modules', 'module-4.md'), 'phase/09-PLAN.md');
    pairSummaries([entry], cwd);
    expect(planSearch(entry, cwd)).toEqual({
      ref: 'phase/09-PLAN.md',
      lookedFor: ['docs/modules/phase/09-PLAN.md', 'phase/09-PLAN.md'],
    });
  });

  it('a plan: from the folder found nowhere names the folder reading alone', () => {
    const entry = summary(join(cwd, 'docs', 'modules', 'module-5.md'), './phase/09-PLAN.md');
    pairSummaries([entry], cwd);
    expect(planSearch(entry, cwd)).toEqual({ ref: './phase/09-PLAN.md', lookedFor: ['docs/modules/phase/09-PLAN.md'] });
  });
});

describe('planSearch', () => {
  it.each<[string, string, string | null, { ref: string | null; lookedFor: readonly string[] }]>([
    ['standard input without a plan: looks for nothing', STDIN_PATH, null, { ref: null, lookedFor: [] }],
    [
      'a plan: inside the working folder is shown relative to it',
      join(cwd, 'phase', '02-SUMMARY.md'),
      '02-PLAN.md',
      { ref: '02-PLAN.md', lookedFor: ['phase/02-PLAN.md'] },
    ],
    [
      'a plan: outside the working folder is shown whole',
      join(cwd, 'phase', '02-SUMMARY.md'),
      '../../elsewhere/PLAN.md',
      { ref: '../../elsewhere/PLAN.md', lookedFor: [join(cwd, '..', 'elsewhere', 'PLAN.md')] },
    ],
    [
      'a plan: naming the working folder is shown whole',
      join(cwd, 'phase', '02-SUMMARY.md'),
      '..',
      { ref: '..', lookedFor: [cwd] },
    ],
  ])('%s', (_name, path, planRef, expected) => {
    expect(planSearch(summary(path, planRef), cwd)).toEqual(expected);
  });
});

describe('unreadablePlanMessage', () => {
  it('a plan that is the summary’s own folder is named by its base name', () => {
    const entry = summary(join(cwd, 'phase', '01-SUMMARY.md'), '.');
    entry.planPath = join(cwd, 'phase');
    expect(unreadablePlanMessage(entry, 'It is a folder', cwd)).toBe(
      'Cannot check this summary against its plan `phase` (it is a folder); the plan and summary rules did not run',
    );
  });
});
