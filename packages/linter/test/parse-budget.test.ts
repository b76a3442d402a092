import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lintFiles, lintText, rules, type HandoffConfig } from '@handoff/linter';
import { isMarkdownParserLoaded } from '@handoff/core/read';
import { emptyConfig } from '../src/lib/config.js';
import { estimateParseCost } from '../src/lib/parse-cost.js';
import { textOverBudget, timeBudgetMs, WORK_BUDGET_NS } from '../src/lib/parse-budget.js';
import { estimateMicromarkBytes } from '../src/lib/parse-memory.js';
import { defineRule } from '../src/lib/rule.js';
import { runSteps, StepOverrun, wallClock, type StepClock } from '../src/lib/step-timer.js';
import { virtualClock, withClock } from '../../../tests/setup/virtual-clock.js';

const ROOT = resolve(import.meta.dirname, '../../..');
/** A config for `dir`: `section-missing` always reported, and the time budget of a small file when given. */
const config = (
  dir: string,
  { timeBudgetMs, ...extra }: Partial<HandoffConfig> & { timeBudgetMs?: number } = {},
): HandoffConfig => ({
  ...emptyConfig(dir),
  ruleOptions: {
    'section-missing': { decisions: 'required' },
    ...(timeBudgetMs === undefined ? {} : { 'parse-budget-exceeded': { timeBudgetMs } }),
  },
  ...extra,
});
const scratch = () => mkdtempSync(join(tmpdir(), 'handoff-budget-'));
const codes = (messages: { ruleId: string | null; messageId?: string }[]) =>
  messages.map((m) => (m.ruleId === null ? 'fatal' : `${m.ruleId}/${m.messageId}`));

/**
 * The default suite's time budget counts by a virtual clock (tests/setup/step-clock.ts): a
 * handoff document whose lint takes `ms` of it, after its parse, whatever the machine's speed.
 * (12,000 one-line list items are such a file for real: remark takes seconds on them, and
 * only the wall-clock budget stops them.)
 */
/** Headings that corroborate a plan's name without a decisions section (docs/real-files.md, "Kinds"). */
const PLAN_HEADINGS = '## Tasks\n\n## Verification\n\n';
const SLOW = `## Goal\n\nShip *it*.\n\n## Status\n\nrunning\n`;
const takes = (ms: number) =>
  defineRule({
    id: 'takes-time',
    meta: { description: 'Require time', defaultSeverity: 'warn', scope: 'handoff', messages: {} },
    check() {
      virtualClock.advance(ms);
    },
  });
/** Every rule, and one whose check takes `ms` of the virtual clock. */
const slowRules = (ms: number) => [...rules, takes(ms)];

// First in this file on purpose: remark must not be loaded yet in this process.
describe('an overrun in the first file that needs remark', () => {
  it('cannot fall inside the loading of remark: remark is loaded outside the watchdog, and works afterwards', async () => {
    expect(isMarkdownParserLoaded(), 'precondition: remark not loaded yet (keep this test first)').toBe(false);
    const dir = scratch();
    // 50 ms: where loading remark (about as long) used to be interrupted, leaving it half-evaluated.
    const stopped = await lintText(SLOW, {
      filePath: 'RESUME.md',
      cwd: dir,
      config: config(dir, { timeBudgetMs: 50 }),
      rules: slowRules(1000),
      parse: 'full',
    });
    expect(codes(stopped.messages)).toEqual(['parse-budget-exceeded/overTime']);
    expect(isMarkdownParserLoaded()).toBe(true);
    const after = await lintText('## Goal\n\nShip *it*.\n\n## Status\n\nrunning\n\n## Changes\n\n## Next steps\n', {
      filePath: 'RESUME.md',
      cwd: dir,
      config: config(dir),
      parse: 'full',
    });
    expect(after.messages.filter((m) => m.ruleId === null)).toEqual([]);
    expect(after.messages.map((m) => m.ruleId)).toContain('handoff-section-missing');
  });
});

/** The wide corpus (test-fixtures/corpus/repos, held-out, licences) has its own lane; walks skip it. */
const WIDE_CORPUS = /[\\/]test-fixtures[\\/]corpus[\\/](repos|held-out|licences)$/;

describe('the pre-scan on real files', () => {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!WIDE_CORPUS.test(path)) walk(path);
      } else if (entry.name.endsWith('.md')) files.push(path);
    }
  };
  walk(join(ROOT, 'test-fixtures'));
  walk(join(ROOT, 'tests/corpus'));
  walk(join(ROOT, 'docs'));

  // The wide corpus's records (SOURCES.md, HELD-OUT.md) grow by a section per batch gathered: they are held to
  // a tenth of the budget, the real files to a twentieth.
  const RECORDS = /[\\/]test-fixtures[\\/]corpus[\\/](SOURCES|HELD-OUT)\.md$/;
  const over = (paths: string[], share: number) =>
    paths
      .map((path) => ({ path, nanos: estimateParseCost(readFileSync(path, 'utf8')).nanos }))
      .filter(({ nanos }) => nanos > WORK_BUDGET_NS * share);

  it(`predicts every fixture, corpus file and doc page at under 5 % of the budget (${files.length} files)`, () => {
    expect(
      over(
        files.filter((path) => !RECORDS.test(path)),
        1 / 20,
      ),
    ).toEqual([]);
    expect(files.length).toBeGreaterThan(50);
  });

  it("predicts the wide corpus's records at under 10 % of the budget", () => {
    const records = files.filter((path) => RECORDS.test(path));
    expect(records.length).toBe(2);
    expect(over(records, 1 / 10)).toEqual([]);
  });
});

describe('a file over the budget', () => {
  it('still gets its secrets reported, and nothing that needs a parse', async () => {
    const text =
      `# Plan\n\n${PLAN_HEADINGS}Push with ghp_A1b2A1b2A1b2A1b2A1b2A1b2A1b2A1b2A1b2.\n\n` + `${'a_ '.repeat(30_000)}\n`;
    const result = await lintText(text, { filePath: 'x-PLAN.md', cwd: scratch(), config: config(scratch()) });
    expect(codes(result.messages)).toEqual(['secret/unexpectedSecret', 'parse-budget-exceeded/overWork']);
  });

  it('is not parsed when the rule is off either: the rule only stops the report', async () => {
    // Predicted far over the budget (every `<` as if it scanned to the end): the engine's guard holds whatever the
    // rule.
    const text = `# Plan\n\n${PLAN_HEADINGS}${'<'.repeat(40_000)}>\n`;
    const dir = scratch();
    const off = await lintText(text, {
      filePath: 'x-PLAN.md',
      cwd: dir,
      config: config(dir, { rules: { 'parse-budget-exceeded': 'off' } }),
    });
    expect(codes(off.messages)).toEqual([]);
    const on = await lintText(text, { filePath: 'x-PLAN.md', cwd: dir, config: config(dir) });
    expect(codes(on.messages)).toEqual(['parse-budget-exceeded/overWork']);
  });

  it('is refused before micromark when the text it would hand micromark needs too much memory', async () => {
    // The lines alone are within budget; an unclosed fence sends them all to micromark, at 5 KiB each.
    const text = `## Goal\n\nx\n\n## Changes\n\n\`\`\`\n${'a\n'.repeat(100_000)}`;
    const result = await lintText(text, { filePath: 'RESUME.md', cwd: scratch() });
    expect(result.messages.map((m) => m.message)).toEqual([
      'Unexpected Markdown too costly to read, it would take about 490 MiB (the budget is 256 MiB), ' +
        'so only secrets and front matter were checked',
    ]);
  });

  it('reads a long hand-over of prose and code spans that only remark reads (a block quote), within the floor', async () => {
    // The seventy-third sample's `docs/continuation.md`: 320 KB on 190 lines, 6,710 backticks and 5,381 emphasis
    // markers; micromark's peak is about 50 MB, where 400 bytes a character predicted 104 MiB.
    const sentence =
      'The slice lands in `core/x.ts` once the review has closed it and the harness has run its checks. ';
    const line = `- **Slice F12:** ${sentence.repeat(18)}\n`;
    const head = `# Continuation — rolling work state\n\n## What's next\n\n- Run \`npm test\`.\n\n`;
    const text = `${head}## Current phase\n\n> Resumed.\n\n${line.repeat(180)}`;
    expect(text.length).toBeGreaterThan(300_000);
    const result = await lintText(text, { filePath: 'continuation.md', cwd: scratch() });
    // Read whole: its one defect, no record of failed approaches, is held back until the project adopts handoff.
    expect(result.messages).toEqual([]);
    expect(result.suppressedMessages?.map((m) => m.ruleId)).toEqual(['handoff-failed-approaches-empty']);
  });

  it('reads a long plan dense with code spans and emphasis, past ten times its size but within the floor', async () => {
    // The hundred-and-nineteenth sample's `PLAN-completed.md`: 592,000 characters on 3,499 lines, 18,374 backticks and
    // 17,824 emphasis markers; micromark's peak about 103 MiB, refused when the floor was 64 MiB.
    const line = '- **Step:** ran `load_game_state` and `save_game_state`, then *checked* `npm test` for _it_. Done.\n';
    const text = `# Plan\n\n## Goal\n\nFinish the simulator.\n\n## Tasks\n\n${line.repeat(2_000)}`;
    const bytes = estimateMicromarkBytes(text);
    expect(bytes).toBeGreaterThan(64 * 1024 * 1024);
    expect(bytes).toBeLessThan(256 * 1024 * 1024);
    const result = await lintText(text, { filePath: 'x-PLAN.md', cwd: scratch(), config: config(scratch()) });
    // Read whole: the rules that need the parse ran (its missing decisions section, which this config requires).
    expect(codes(result.messages)).toEqual(['section-missing/missing']);
  });

  it('gives a long dense plan twice the time it was measured to take on the reference machine', () => {
    // The same plan linted in 1.3 s on 2 vCPUs, and was stopped at 2.1 s on a busy one when a file got 0.25 s a MiB.
    expect(timeBudgetMs(592_000)).toBeGreaterThanOrEqual(2 * 1_300);
    expect(timeBudgetMs(0)).toBe(2_000);
    expect(timeBudgetMs(1024 * 1024)).toBe(6_000);
    // The share per MiB follows the configured base: a slower machine is slower per MiB too.
    expect(timeBudgetMs(1024 * 1024, 500)).toBe(1_500);
  });

  it('makes the summary it pairs with say so, instead of going unpaired', async () => {
    const dir = scratch();
    writeFileSync(join(dir, 'x-PLAN.md'), `# Plan\n\n${PLAN_HEADINGS}${'a_ '.repeat(30_000)}\n`);
    writeFileSync(join(dir, 'x-SUMMARY.md'), '# Summary\n\n## Accomplishments\n\n## Deviations from Plan\n');
    const results = await lintFiles(['.'], { cwd: dir, config: config(dir) });
    expect(results.map((r) => codes(r.messages))).toEqual([
      ['parse-budget-exceeded/overWork'],
      ['fatal', 'section-missing/missing'],
    ]);
    expect(results[1]!.messages[0]!.message).toBe(
      'Cannot check this summary against its plan `x-PLAN.md` (it is over the parse budget); ' +
        'the plan and summary rules did not run',
    );
  });

  it('is passed over by the adoption scan, unparsed', async () => {
    const dir = scratch();
    mkdirSync(join(dir, '.git'));
    writeFileSync(join(dir, 'q-PLAN.md'), `# Plan\n\n## Plan Decisions\n\n${'a_ '.repeat(60_000)}\n`);
    const result = await lintText(`# Plan\n\n${PLAN_HEADINGS}`, { filePath: join(dir, 'new-PLAN.md'), cwd: dir });
    expect(result.suppressedMessages?.map((m) => m.ruleId)).toEqual(['section-missing']);
  });
});

describe('the time budget', () => {
  it('stops a file past it and reports it', async () => {
    const dir = scratch();
    const result = await lintText(SLOW, {
      filePath: 'RESUME.md',
      cwd: dir,
      config: config(dir, { timeBudgetMs: 50 }),
      rules: slowRules(1000),
      parse: 'full',
    });
    expect(result.messages.map((m) => m.message)).toEqual([
      'Unexpected parse time, linting this file did not finish within 0.1 s, so it was stopped and not linted',
    ]);
    expect(codes(result.messages)).toEqual(['parse-budget-exceeded/overTime']);
  });

  it('stays when the rule is off: the stopped file gets no finding, and the next file is linted as usual', async () => {
    const dir = scratch();
    writeFileSync(join(dir, 'RESUME.md'), SLOW);
    writeFileSync(join(dir, 'z-PLAN.md'), `# Plan\n\n${PLAN_HEADINGS}`);
    const results = await lintFiles(['.'], {
      cwd: dir,
      config: config(dir, { timeBudgetMs: 50, rules: { 'parse-budget-exceeded': 'off' } }),
      rules: slowRules(1000),
      parse: 'full',
    });
    expect(results.map((r) => r.messages)).toEqual([[], [expect.objectContaining({ ruleId: 'section-missing' })]]);
  });

  it('control: under the default budget (2 s) the same file is linted in full', async () => {
    const dir = scratch();
    const result = await lintText(SLOW, {
      filePath: 'RESUME.md',
      cwd: dir,
      config: config(dir),
      rules: slowRules(1000),
      parse: 'full',
    });
    expect(result.messages.filter((m) => m.ruleId === null).map((m) => m.message)).toEqual([]);
    expect(result.messages.map((m) => m.ruleId)).not.toContain('parse-budget-exceeded');
    expect(result.messages.map((m) => m.ruleId)).toContain('handoff-failed-approaches-empty');
  });
});

describe('runSteps', () => {
  it('interrupts a step that never ends by the real watchdog, and runs the rest', async () => {
    // A step that never ends overruns on any machine; the others do nothing, far within 500 ms.
    const ran: number[] = [];
    const overran: number[] = [];
    await withClock(wallClock, () => {
      runSteps(
        4,
        () => 500,
        (i) => {
          if (i === 1) for (;;);
          ran.push(i);
        },
        (i) => overran.push(i),
        20,
      );
    });
    expect({ ran, overran }).toEqual({ ran: [0, 2, 3], overran: [1] });
  });

  it('stops a step when its time runs out, at the same point on every machine, and runs the rest', () => {
    const ran: number[] = [];
    const overran: number[] = [];
    runSteps(
      4,
      () => 500,
      (i) => {
        virtualClock.advance(i === 1 ? 600 : 10);
        ran.push(i);
      },
      (i) => overran.push(i),
      50,
    );
    expect({ ran, overran }).toEqual({ ran: [0, 2, 3], overran: [1] });
  });

  it('gives every step at least its own limit, however many run in one batch', () => {
    // 20 steps of 30 ms (of the virtual clock) under a limit of 500 ms and 50 ms of slack: one
    // batch holding them all (600 ms) would overrun, so this fails unless a step starts only
    // while its limit is left.
    const overran: number[] = [];
    runSteps(
      20,
      () => 500,
      () => {
        virtualClock.advance(30);
      },
      (i) => overran.push(i),
      50,
    );
    expect(overran).toEqual([]);
  });

  /**
   * A clock whose watchdog fires at the times `fires` picks: before a batch's first step
   * (`'start'`) or at the `n`th look at the time, which `runSteps` takes between steps.
   */
  const stallingClock = (fires: (call: number) => boolean, firesAtStart: (batch: number) => boolean): StepClock => {
    let calls = 0;
    let batches = 0;
    return {
      now: () => {
        calls += 1;
        if (fires(calls)) throw new StepOverrun();
        return 0;
      },
      runWithin: (fn) => {
        batches += 1;
        if (firesAtStart(batches)) throw new StepOverrun();
        fn();
      },
    };
  };

  it('reports no step when the watchdog fires between steps, and runs every step once', async () => {
    // A stalled machine: the watchdog fires right after step 0 finished, before step 1 starts.
    const ran: number[] = [];
    const overran: number[] = [];
    // now() is called once per batch and once before each step: call 3 is the look before step 1.
    await withClock(
      stallingClock(
        (call) => call === 3,
        () => false,
      ),
      () =>
        runSteps(
          3,
          () => 500,
          (i) => ran.push(i),
          (i) => overran.push(i),
          50,
        ),
    );
    expect({ ran, overran }).toEqual({ ran: [0, 1, 2], overran: [] });
  });

  it('ends when the watchdog fires before the first step of many batches in a row', async () => {
    const ran: number[] = [];
    const overran: number[] = [];
    await withClock(
      stallingClock(
        () => false,
        (batch) => batch <= 40,
      ),
      () =>
        runSteps(
          2,
          () => 5,
          (i) => ran.push(i),
          (i) => overran.push(i),
          0,
        ),
    );
    expect({ ran, overran }).toEqual({ ran: [0, 1], overran: [] });
  });

  it('passes on an error a step throws', () => {
    expect(() =>
      runSteps(
        2,
        () => 1000,
        () => {
          throw new Error('a rule bug');
        },
        () => undefined,
      ),
    ).toThrow('a rule bug');
  });
});
