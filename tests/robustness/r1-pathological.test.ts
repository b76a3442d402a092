import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FILE_NAME,
  KINDS,
  describeFinding,
  handoffWithSectionBody,
  isInternalError,
  planWithItemBody,
  type Kind,
} from './helpers/checks.js';
import { timeBudgetMs } from '../../packages/linter/src/lib/parse-budget.js';
import { PATHOLOGICAL } from './helpers/pathological.js';
import {
  WorkerRunner,
  assertBuilt,
  killAfterMs,
  staleSources,
  type WorkerDiagnostic,
  type WorkerJob,
  type WorkerOutcome,
} from './helpers/worker-runner.js';

// R1: every cmark and markdown-it pathological input, at the size those suites use, plus
// handoff's own (setext runs, an unclosed fence, one-character lines), linted as a plan, a
// summary and a handoff, as a decision item's body, as a handoff section's body and as the
// goal of a session record rendered to RESUME.md — each in a worker thread killed after
// 3 s (a rendered RESUME.md, about twice its value's size, gets the linter's own time
// budget for its size when that is longer: 2 s + 4 s per MiB). Pass: it finishes without throwing and either lints
// as usual (a plan or summary without its section says so) or reports `parse-budget-exceeded`; a caught crash
// ("Internal error") fails. The control shows the kill is real: with the budget off, the
// same harness times out on these inputs.

const LIMIT_MS = killAfterMs();
const runner = new WorkerRunner();
const timings: string[] = [];

beforeAll(async () => {
  assertBuilt();
  const stale = staleSources();
  if (stale.length > 0)
    console.warn(
      `[robustness R1] built packages are older than ${stale.length} source file(s), e.g. ` +
        `${stale[0]}: run \`npm run build\``,
    );
  await runner.warm();
}, 90_000);

afterAll(async () => {
  await runner.stop();
  console.info(
    `[robustness R1] kill after ${LIMIT_MS} ms; slowest jobs:\n  ${timings
      .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a))
      .slice(0, 8)
      .join('\n  ')}`,
  );
});

function expectFinished(
  outcome: WorkerOutcome,
  label: string,
  limitMs = LIMIT_MS,
): asserts outcome is Extract<WorkerOutcome, { status: 'ok' }> {
  if (outcome.status === 'timeout') expect.fail(`${label}: still running after ${limitMs} ms (killed)`);
  if (outcome.status === 'threw')
    expect.fail(`${label}: threw ${outcome.error.name}: ${outcome.error.message}\n${outcome.error.stack}`);
  timings.push(`${outcome.ms.toFixed(0)} ms ${label}`);
}

async function run(job: WorkerJob, label: string): Promise<WorkerDiagnostic[]> {
  const limitMs = job.op === 'render' ? Math.max(LIMIT_MS, timeBudgetMs(2 * job.text.length)) : LIMIT_MS;
  const outcome = await runner.run(job, limitMs);
  expectFinished(outcome, label, limitMs);
  const messages = outcome.value as WorkerDiagnostic[];
  expect(messages.filter(isInternalError).map(describeFinding), `${label}: a rule or parser threw`).toEqual([]);
  return messages;
}

const refusedByBudget = (messages: WorkerDiagnostic[]) => messages.some((m) => m.ruleId === 'parse-budget-exceeded');

describe('R1 pathological corpus, at upstream size', () => {
  for (const input of PATHOLOGICAL) {
    const text = input.make(input.upstream);
    const name = `${input.name} (${input.from}, n=${input.upstream}, ${text.length} chars)`;

    describe(name, () => {
      it.each(KINDS)('linted as a %s', async (kind: Kind) => {
        const messages = await run({ op: 'lint', text, filePath: FILE_NAME[kind] }, `${input.name} as ${kind}`);
        // Not only "no hang": unless it was refused (the budget, a NUL byte), a plan or summary without its section
        // says so.
        if (kind !== 'handoff' && !refusedByBudget(messages) && !messages.some((m) => m.fatal)) {
          expect(
            messages.map((m) => m.ruleId),
            `${input.name} as ${kind}: ${messages.map(describeFinding).join('; ')}`,
          ).toContain('section-missing');
        }
      });

      it('as the body of a Locked decision item', async () => {
        const messages = await run(
          { op: 'lint', text: planWithItemBody(text), filePath: FILE_NAME.plan },
          `${input.name} in a decision item`,
        );
        expect(messages.filter((m) => m.ruleId === 'section-missing')).toEqual([]);
      });

      it('as the body of a handoff section', async () => {
        await run(
          { op: 'lint', text: handoffWithSectionBody(text), filePath: FILE_NAME.handoff },
          `${input.name} in a handoff section`,
        );
      });

      // At full size too: the 50 MB backtick case once aborted the process in the renderer's
      // escaping (docs/robustness.md, finding 9).
      it('as the goal of a session record, rendered and linted', async () => {
        await run({ op: 'render', text }, `${input.name} rendered`);
      });
    });
  }
});

describe('R1 parseDecisionDocument, which has no budget of its own, at the scaled size', () => {
  for (const input of PATHOLOGICAL) {
    it(`${input.name} (n=${input.n}) in a decision item`, async () => {
      const outcome = await runner.run(
        { op: 'parse', text: planWithItemBody(input.make(input.n)), kind: 'plan' },
        LIMIT_MS,
      );
      expectFinished(outcome, `${input.name}, parseDecisionDocument`);
    });
  }
});

describe('R1 control', () => {
  // The inputs are pathological for remark itself: parsed with no guard before it, each is still
  // running at the kill. (The linter's guards no longer depend on a rule being on, so a lint with
  // the rule off is no control; and a free handoff's section no longer goes to remark at all.)
  it.each(['many emph closers with no openers', 'unclosed links B'])(
    'remark alone on %s is still running at the kill',
    async (name) => {
      const input = PATHOLOGICAL.find((c) => c.name === name)!;
      const outcome = await runner.run({ op: 'remark', text: input.make(input.upstream) }, LIMIT_MS);
      expect(outcome.status).toBe('timeout');
    },
    30_000,
  );
});
