import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FILE_NAME,
  KINDS,
  describeFinding,
  isInternalError,
  isTypedLimit,
  isTypedLimitError,
  planWithItemBody,
} from './helpers/checks.js';
import { WorkerRunner, assertBuilt, killAfterMs, type WorkerDiagnostic } from './helpers/worker-runner.js';

// R3 (docs/robustness.md): 10,000 nested block quotes and 5,000 nested list levels must not
// blow the stack. The result is either correct (a plan/summary without its section gets
// `section-missing` and nothing crashes) or a typed "too deep" refusal. Each case runs in a
// worker with a hard kill: remark-parse needs minutes on some deep shapes, and a hang must
// fail the test, not the run. The kill is longer than R1's because these inputs are the
// largest shapes a guard has to recognise; override with ROBUSTNESS_DEEP_KILL_MS.

const LIMIT_MS =
  Number(process.env.ROBUSTNESS_DEEP_KILL_MS) > 0 ? Number(process.env.ROBUSTNESS_DEEP_KILL_MS) : killAfterMs(10_000);
const runner = new WorkerRunner();

beforeAll(async () => {
  assertBuilt();
  await runner.warm();
}, 90_000);
afterAll(() => runner.stop());

const DEEP = [
  { name: '10,000 nested block quotes ("> " × 10000)', text: `${'> '.repeat(10_000)}a\n` },
  { name: '10,000 nested block quotes (">" × 10000)', text: `${'>'.repeat(10_000)} a\n` },
  { name: '5,000 nested list levels ("- " × 5000)', text: `${'- '.repeat(5_000)}a\n` },
  { name: '5,000 nested ordered list levels ("1. " × 5000)', text: `${'1. '.repeat(5_000)}a\n` },
  { name: '5,000 mixed quote/list levels ("> - " × 2500)', text: `${'> - '.repeat(2_500)}a\n` },
  {
    name: 'front matter nested 10,000 levels deep',
    text: `---\nkind: plan\na: ${'['.repeat(10_000)}${']'.repeat(10_000)}\n---\n# t\n`,
  },
];

describe('R3 control: the inputs are deep enough to break a naive reader', () => {
  it.each(DEEP.filter((input) => !input.name.startsWith('front matter')).map((input) => [input.name, input.text]))(
    "%s: remark's tree walked recursively overflows the stack",
    async (_name, text) => {
      const outcome = await runner.run({ op: 'naive-depth', text }, LIMIT_MS);
      // Killed is fine too: then remark alone needs longer than the kill.
      expect(
        outcome.status === 'timeout' || (outcome.status === 'threw' && outcome.error.name === 'RangeError'),
        JSON.stringify(outcome).slice(0, 300),
      ).toBe(true);
    },
    30_000,
  );
});

describe('R3 deep nesting', () => {
  for (const input of DEEP) {
    describe(input.name, () => {
      it.each(KINDS)('linted as a %s: no RangeError, correct or typed refusal', async (kind) => {
        const outcome = await runner.run({ op: 'lint', text: input.text, filePath: FILE_NAME[kind] }, LIMIT_MS);
        if (outcome.status === 'timeout') expect.fail(`still running after ${LIMIT_MS} ms (killed)`);
        if (outcome.status === 'threw')
          expect.fail(`threw ${outcome.error.name}: ${outcome.error.message}\n${outcome.error.stack}`);
        const messages = outcome.value as WorkerDiagnostic[];
        expect(messages.filter(isInternalError).map(describeFinding)).toEqual([]);
        if (kind !== 'handoff' && !messages.some(isTypedLimit) && !messages.some((m) => m.fatal)) {
          expect(messages.map((m) => m.ruleId)).toContain('section-missing');
        }
      });

      it('as a decision item body, parseDecisionDocument returns or names its limit', async () => {
        const outcome = await runner.run(
          { op: 'parse', text: planWithItemBody(input.text.trimEnd()), kind: 'plan' },
          LIMIT_MS,
        );
        if (outcome.status === 'timeout') expect.fail(`still running after ${LIMIT_MS} ms (killed)`);
        if (outcome.status === 'threw')
          expect(isTypedLimitError(outcome.error), `${outcome.error.name}: ${outcome.error.message}`).toBe(true);
        else expect(outcome.value).toMatchObject({ sections: 1 });
      });
    });
  }
});
