import { describe, expect, it } from 'vitest';
import { lintText } from '@handoff/linter';
import { emptyConfig } from '../../packages/linter/src/lib/config.js';
import { describeFinding, isInternalError } from './helpers/checks.js';

// A list too long to spread into one call: `items.push(...list)` and `Math.max(...rows)`
// overflowed the call stack (RangeError) at a few hundred thousand items, which surfaced as
// an internal-error finding on a 50 MiB RESUME.md. Found while measuring huge inputs (R2).

const ITEMS = 200_000;
// What is tested is the width of a list, not speed: on a loaded machine a 6 MB file can take
// longer than the default time budget, so the budget here is a hang guard only.
const config = {
  ...emptyConfig(process.cwd()),
  ruleOptions: { 'parse-budget-exceeded': { timeBudgetMs: 50_000 } },
};

describe('lists longer than a call takes arguments', () => {
  it('a RESUME.md with 200,000 active files lints without an internal error', async () => {
    const text = [
      '## Goal',
      '',
      'Ship it.',
      '',
      '## Status',
      '',
      'partial',
      '',
      '## Active files',
      '',
      '- `a.rs`: why it changed\n'.repeat(ITEMS),
    ].join('\n');
    const result = await lintText(text, { filePath: 'RESUME.md', config });
    expect(result.messages.filter(isInternalError).map(describeFinding)).toEqual([]);
    expect(result.messages.length).toBeGreaterThan(0);
  }, 60_000);

  it('a plan with 200,000 Locked items lints without an internal error', async () => {
    const text = ['## Plan Decisions', '', '### Locked', '- D-1: Use x. Why: y. Source: z.\n'.repeat(ITEMS)].join('\n');
    const result = await lintText(text, { filePath: '01-PLAN.md', config });
    expect(result.messages.filter(isInternalError).map(describeFinding)).toEqual([]);
    // Every item after the first repeats D-1.
    expect(result.messages.filter((m) => m.ruleId === 'item-id-duplicate')).toHaveLength(ITEMS - 1);
  }, 60_000);
});
