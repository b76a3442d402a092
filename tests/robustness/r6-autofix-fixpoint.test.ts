import { describe, expect, it } from 'vitest';
import { lintText, type Diagnostic } from '@handoff/linter';
import { applyFixes } from '../../packages/linter/src/lib/fixes.js';
import { markdownFixtures } from './helpers/fixtures.js';

// R6, the linter's half (the record and decision-section round trips are property tests in
// packages/core/test: session/render.test.ts and decisions/typed.test.ts): applying every
// autofix and linting again converges. Each pass applies the fixes that do not overlap (as
// ESLint's one pass does); after at most 10 passes (ESLint's cap) no fixable finding is
// left, and no pass makes a finding that was not fixable appear. The control shows the loop
// tells a fix that never settles from one that does.

const MAX_PASSES = 10;

type Lint = (text: string) => Promise<Diagnostic[]>;

/** Fix `text` until no finding carries a fix; the passes it took, and the final text. */
async function fixToFixpoint(
  text: string,
  lint: Lint,
): Promise<{ passes: number; text: string; firstFixable: number }> {
  let current = text;
  let firstFixable = -1;
  for (let pass = 0; pass <= MAX_PASSES; pass++) {
    const fixes = (await lint(current)).flatMap((m) => (m.fix ? [m.fix] : []));
    if (firstFixable < 0) firstFixable = fixes.length;
    if (fixes.length === 0) return { passes: pass, text: current, firstFixable };
    current = applyFixes(current, fixes);
  }
  throw new Error(`no fixpoint after ${MAX_PASSES} passes`);
}

const unfixable = (messages: Diagnostic[]) =>
  messages
    .filter((m) => !m.fix)
    .map((m) => `${m.ruleId}/${m.messageId}`)
    .sort();

describe('R6 autofix reaches a fixpoint on every fixture', () => {
  const fixtures = markdownFixtures();
  let fixed = 0;

  for (const fixture of fixtures) {
    it(`${fixture.name} (as ${fixture.lintAs})`, async () => {
      const lint: Lint = async (text) =>
        (await lintText(text, { filePath: fixture.lintAs, cwd: fixture.dir })).messages;
      const before = await lint(fixture.text);
      const { passes, text, firstFixable } = await fixToFixpoint(fixture.text, lint);
      expect(passes).toBeLessThanOrEqual(MAX_PASSES);
      if (firstFixable > 0) fixed++;
      // A fix never invents a problem: what is left unfixable is a subset of what was there.
      const after = unfixable(await lint(text));
      for (const key of after) expect(unfixable(before), `${key} appeared after fixing`).toContain(key);
    });
  }

  it('had fixable findings to fix (the fixture set is not vacuous)', () => {
    expect(fixed).toBeGreaterThan(3);
  });
});

describe('R6 control', () => {
  it('a fix that undoes itself never reaches a fixpoint, and is reported', async () => {
    const flip: Lint = async (text) => [
      {
        ruleId: 'flip',
        severity: 1,
        message: 'flip',
        line: 1,
        column: 1,
        endLine: 1,
        endColumn: 2,
        fix: { range: [0, 1], text: text.startsWith('a') ? 'b' : 'a' },
      },
    ];
    await expect(fixToFixpoint('a', flip)).rejects.toThrow('no fixpoint after 10 passes');
  });
});
