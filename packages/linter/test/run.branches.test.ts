import { mkdtempSync, realpathSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseDecisionDocument } from '@handoff/core/decisions';
import { emptyConfig, type HandoffConfig } from '../src/lib/config.js';
import {
  declaredIds,
  firstSection,
  recognisedBuckets,
  reportUndeclaredReferences,
} from '../src/lib/decision-rules-support.js';
import { applyFixesCounted } from '../src/lib/fixes.js';
import { lintFiles } from '../src/lib/lint-files.js';
import { runRootFolder } from '../src/lib/run/root-folder.js';
import { parseTimeBudgetOf } from '../src/lib/run/rule-sets.js';
import { rules } from '../src/rules/index.js';

const scratch = () => realpathSync(mkdtempSync(join(tmpdir(), 'handoff-run-')));

describe('runRootFolder', () => {
  it('with no operand, the working folder', () => {
    expect(runRootFolder([], '/some/where')).toBe('/some/where');
  });

  it('folders that share nothing but the file-system root: the root', () => {
    const dir = scratch();
    expect(runRootFolder(['/', dir], dir)).toBe('/');
  });
});

describe('parseTimeBudgetOf', () => {
  it.each<[string, HandoffConfig, number]>([
    ['the default', emptyConfig('/p'), 2000],
    [
      'the option the config sets',
      { ...emptyConfig('/p'), ruleOptions: { 'parse-budget-exceeded': { timeBudgetMs: 5000 } } },
      5000,
    ],
    [
      'a config built by hand without rule options: the default',
      { ...emptyConfig('/p'), ruleOptions: undefined } as unknown as HandoffConfig,
      2000,
    ],
  ])('%s', (_name, config, expected) => {
    expect(parseTimeBudgetOf(config)).toBe(expected);
  });
});

describe('applyFixesCounted', () => {
  it('applies fixes from the start, shorter first at one start, skipping one that overlaps an applied one', () => {
    expect(
      applyFixesCounted('abcdef', [
        { range: [1, 3], text: 'X' },
        { range: [2, 4], text: 'Z' },
        { range: [1, 2], text: 'Y' },
      ]),
    ).toEqual({ text: 'aYZef', applied: 2 });
  });
});

describe('lintFiles and standard input', () => {
  it('`-` without a text is an error of the caller', async () => {
    await expect(lintFiles(['-'], { cwd: scratch(), rules })).rejects.toThrow('lintFiles: `-` needs options.stdin');
  });

  it('a file also given as the name of standard input is linted once, as standard input', async () => {
    const dir = scratch();
    writeFileSync(join(dir, '01-PLAN.md'), '# Plan on disk\n');
    const results = await lintFiles(['-', '01-PLAN.md'], {
      cwd: dir,
      rules,
      stdin: { text: '# Plan\n\n## Plan Decisions\n\n### Locked\n(none)\n', filePath: '01-PLAN.md' },
    });
    expect(results.map((result) => [basename(result.filePath), result.messages.map((m) => m.ruleId)])).toEqual([
      ['01-PLAN.md', ['bucket-missing', 'bucket-missing']],
    ]);
  });
});

describe('decision rule helpers on documents without a section', () => {
  const none = parseDecisionDocument('# Plan\n\nNo decisions.\n', 'plan');
  const summary = parseDecisionDocument(
    '## Implementation Decisions\n\n### Taken\n- DT-1: O-9: took. Reason: r.\n',
    'summary',
  );

  it('a plan with no section declares no id', () => {
    expect(declaredIds(none)).toEqual([]);
  });

  it('a summary with no section has no reference to report', () => {
    const reported: string[] = [];
    reportUndeclaredReferences({ plan: summary, summary: none, report: (d) => reported.push(d.data.id) }, 'taken');
    expect(reported).toEqual([]);
  });

  it('a plan with no section makes every reference of a summary undeclared', () => {
    const reported: string[] = [];
    reportUndeclaredReferences({ plan: none, summary, report: (d) => reported.push(d.data.id) }, 'taken');
    expect(reported).toEqual(['O-9']);
  });

  it('a bucket of the other kind is not recognised', () => {
    const plan = parseDecisionDocument('## Plan Decisions\n\n### Locked\n(none)\n\n### Taken\n(none)\n', 'plan');
    expect(recognisedBuckets(firstSection(plan)!, 'plan').map(({ node }) => node.headingText)).toEqual(['Locked']);
  });
});
