import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lintFiles, lintText, type HandoffConfig } from '@handoff/linter';
import { isMarkdownParserLoaded } from '@handoff/core/read';
import { emptyConfig } from '../src/lib/config.js';
import { estimateParseCost } from '../src/lib/parse-cost.js';
import { textOverBudget, WORK_BUDGET_NS } from '../src/lib/parse-budget.js';
import { runSteps } from '../src/lib/step-timer.js';

const ROOT = resolve(import.meta.dirname, '../../..');
const config = (dir: string, extra: Partial<HandoffConfig> = {}): HandoffConfig => ({ ...emptyConfig(dir), decisions: 'required', ...extra });
const scratch = () => mkdtempSync(join(tmpdir(), 'handoff-budget-'));
const codes = (messages: { ruleId: string | null; messageId?: string }[]) => messages.map((m) => (m.ruleId === null ? 'fatal' : `${m.ruleId}/${m.messageId}`));
const spin = (ms: number) => {
  const end = performance.now() + ms;
  while (performance.now() < end);
};

/**
 * 12,000 one-line ordered items: no superlinear term for the pre-scan, within the memory
 * budget (61 of 64 MiB predicted), yet remark takes seconds on them: only the time budget stops it.
 */
const SLOW_BUT_LINEAR = `## Goal\n\nx\n\n## Status\n\nrunning\n\n## Changes\n\n${'1. a\n'.repeat(12_000)}`;

// First in this file on purpose: remark must not be loaded yet in this process.
describe('an overrun in the first file that needs remark', () => {
  it('cannot fall inside the loading of remark: remark is loaded outside the watchdog, and works afterwards', async () => {
    expect(isMarkdownParserLoaded(), 'precondition: remark not loaded yet (keep this test first)').toBe(false);
    const dir = scratch();
    // 50 ms: where loading remark (about as long) used to be interrupted, leaving it half-evaluated.
    const stopped = await lintText(SLOW_BUT_LINEAR, { filePath: 'RESUME.md', cwd: dir, config: config(dir, { parseTimeBudgetMs: 50 }), parse: 'full' });
    expect(codes(stopped.messages)).toEqual(['parse-budget-exceeded/overTime']);
    expect(isMarkdownParserLoaded()).toBe(true);
    const after = await lintText('## Goal\n\nShip *it*.\n\n## Status\n\nrunning\n', { filePath: 'RESUME.md', cwd: dir, config: config(dir), parse: 'full' });
    expect(after.messages.filter((m) => m.ruleId === null)).toEqual([]);
    expect(after.messages.map((m) => m.ruleId)).toContain('handoff-section-missing');
  });
});

describe('the pre-scan on real files', () => {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.md')) files.push(path);
    }
  };
  walk(join(ROOT, 'test-fixtures'));
  walk(join(ROOT, 'tests/corpus'));
  walk(join(ROOT, 'docs'));

  it(`predicts every fixture, corpus file and doc page at under 5 % of the budget (${files.length} files)`, () => {
    const over = files.map((path) => ({ path, nanos: estimateParseCost(readFileSync(path, 'utf8')).nanos })).filter(({ nanos }) => nanos > WORK_BUDGET_NS / 20);
    expect(over).toEqual([]);
    expect(files.length).toBeGreaterThan(50);
  });
});

describe('a file over the budget', () => {
  it('still gets its secrets reported, and nothing that needs a parse', async () => {
    const text = `# Plan\n\nPush with ghp_A1b2A1b2A1b2A1b2A1b2A1b2A1b2A1b2A1b2.\n\n${'a_ '.repeat(30_000)}\n`;
    const result = await lintText(text, { filePath: 'x-PLAN.md', cwd: scratch(), config: config(scratch()) });
    expect(codes(result.messages)).toEqual(['secret/unexpectedSecret', 'parse-budget-exceeded/overWork']);
  });

  it('is parsed as before when the rule is off', async () => {
    // Predicted far over the budget (every `<` as if it scanned to the end), cheap in fact.
    const text = `# Plan\n\n${'<'.repeat(40_000)}>\n`;
    const dir = scratch();
    const off = await lintText(text, { filePath: 'x-PLAN.md', cwd: dir, config: config(dir, { rules: { 'parse-budget-exceeded': 'off' } }) });
    expect(codes(off.messages)).toEqual(['section-missing/missing']);
    const on = await lintText(text, { filePath: 'x-PLAN.md', cwd: dir, config: config(dir) });
    expect(codes(on.messages)).toEqual(['parse-budget-exceeded/overWork']);
  });

  it('is refused before micromark when the text it would hand micromark needs too much memory', async () => {
    // The lines alone are within budget; an unclosed fence sends them all to micromark, at 3 KiB each.
    const text = `## Goal\n\nx\n\n## Changes\n\n\`\`\`\n${'a\n'.repeat(100_000)}`;
    const result = await lintText(text, { filePath: 'RESUME.md', cwd: scratch() });
    expect(result.messages.map((m) => m.message)).toEqual([
      'Unexpected Markdown too costly to read, it would take about 369 MiB (the budget is 64 MiB), so only secrets and front matter were checked',
    ]);
  });

  it('makes the summary it pairs with say so, instead of going unpaired', async () => {
    const dir = scratch();
    writeFileSync(join(dir, 'x-PLAN.md'), `# Plan\n\n${'a_ '.repeat(30_000)}\n`);
    writeFileSync(join(dir, 'x-SUMMARY.md'), '# Summary\n');
    const results = await lintFiles(['.'], { cwd: dir, config: config(dir) });
    expect(results.map((r) => codes(r.messages))).toEqual([['parse-budget-exceeded/overWork'], ['fatal', 'section-missing/missing']]);
    expect(results[1]!.messages[0]!.message).toBe('Cannot check this summary against its plan `x-PLAN.md` (it is over the parse budget); the plan and summary rules did not run');
  });

  it('is passed over by the adoption scan, unparsed', async () => {
    const dir = scratch();
    mkdirSync(join(dir, '.git'));
    writeFileSync(join(dir, 'q-PLAN.md'), `# Plan\n\n## Plan Decisions\n\n${'a_ '.repeat(60_000)}\n`);
    const result = await lintText('# Plan\n', { filePath: join(dir, 'new-PLAN.md'), cwd: dir });
    expect(result.suppressedMessages?.map((m) => m.ruleId)).toEqual(['section-missing']);
  });
});

describe('the time budget', () => {
  it('stops a file past it and reports it', async () => {
    const dir = scratch();
    const result = await lintText(SLOW_BUT_LINEAR, { filePath: 'RESUME.md', cwd: dir, config: config(dir, { parseTimeBudgetMs: 50 }), parse: 'full' });
    expect(result.messages.map((m) => m.message)).toEqual(['Unexpected parse time, linting this file did not finish within 0.1 s, so it was stopped and not linted']);
    expect(codes(result.messages)).toEqual(['parse-budget-exceeded/overTime']);
  });

  it('stays when the rule is off: the stopped file gets a fatal diagnostic, and the next file is linted as usual', async () => {
    // Off, nothing is refused ahead: 600 KB of `a_ ` in one paragraph would take minutes.
    const dir = scratch();
    writeFileSync(join(dir, 'RESUME.md'), `## Goal\n\n${'a_ '.repeat(200_000)}\n`);
    writeFileSync(join(dir, 'z-PLAN.md'), '# Plan\n');
    const results = await lintFiles(['.'], { cwd: dir, config: config(dir, { parseTimeBudgetMs: 300, rules: { 'parse-budget-exceeded': 'off' } }) });
    expect(results.map((r) => r.messages)).toEqual([
      [{ ruleId: null, severity: 2, fatal: true, message: 'Linting this file did not finish within 0.4 s, so it was stopped and not linted', line: 1, column: 1, endLine: 1, endColumn: 1 }],
      [expect.objectContaining({ ruleId: 'section-missing' })],
    ]);
  });

  it('control: with the default budget the same file is linted in full', async () => {
    const dir = scratch();
    const result = await lintText(SLOW_BUT_LINEAR, { filePath: 'RESUME.md', cwd: dir, config: config(dir, { parseTimeBudgetMs: 600_000 }), parse: 'full' });
    expect(result.messages.filter((m) => m.ruleId === null).map((m) => m.message)).toEqual([]);
    expect(result.messages.map((m) => m.ruleId)).not.toContain('parse-budget-exceeded');
    expect(result.messages.map((m) => m.ruleId)).toContain('handoff-section-missing');
  });
});

describe('runSteps', () => {
  it('interrupts a step that overruns its limit and runs the rest', () => {
    const ran: number[] = [];
    const overran: number[] = [];
    runSteps(
      4,
      () => 100,
      (i) => {
        if (i === 1) for (;;);
        ran.push(i);
      },
      (i) => overran.push(i),
      20,
    );
    expect({ ran, overran }).toEqual({ ran: [0, 2, 3], overran: [1] });
  });

  it('gives every step at least its own limit, however many run in one batch', () => {
    // 20 steps of 30 ms under a limit of 500 ms and 50 ms of slack: one batch holding them all
    // (600 ms) would overrun, so this fails unless a step starts only while its limit is left.
    // Each step has ten times its time to spare, so a loaded machine cannot make one overrun.
    const overran: number[] = [];
    runSteps(
      20,
      () => 500,
      () => spin(30),
      (i) => overran.push(i),
      50,
    );
    expect(overran).toEqual([]);
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
