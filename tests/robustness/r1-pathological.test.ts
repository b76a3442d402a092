import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_NAME, KINDS, describeFinding, handoffWithSectionBody, isInternalError, planWithItemBody, type Kind } from './helpers/checks.js';
import { PATHOLOGICAL } from './helpers/pathological.js';
import { WorkerRunner, assertBuilt, killAfterMs, staleSources, type WorkerDiagnostic, type WorkerJob, type WorkerOutcome } from './helpers/worker-runner.js';

// R1 (ROBUSTNESS-TESTS §D): every cmark and markdown-it pathological input, linted as a plan,
// a summary and a handoff, and embedded as a decision item's body and a handoff section's body,
// each in a worker thread that is killed after 3 s. Pass: it finishes without throwing; a
// fatal refusal (binary, too large/deep) is fine, a caught crash ("Internal error") is not.

const LIMIT_MS = killAfterMs();
const runner = new WorkerRunner();
const timings: string[] = [];

beforeAll(async () => {
  assertBuilt();
  const stale = staleSources();
  if (stale.length > 0) console.warn(`[robustness] built packages are older than ${stale.length} source file(s), e.g. ${stale[0]}: run \`npx tsc --build\``);
  await runner.warm();
}, 90_000);

afterAll(async () => {
  await runner.stop();
  console.info(`[robustness R1] kill after ${LIMIT_MS} ms; slowest jobs:\n  ${timings.sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a)).slice(0, 5).join('\n  ')}`);
});

function expectFinished(outcome: WorkerOutcome, label: string): asserts outcome is Extract<WorkerOutcome, { status: 'ok' }> {
  if (outcome.status === 'timeout') expect.fail(`${label}: still running after ${LIMIT_MS} ms (killed)`);
  if (outcome.status === 'threw') expect.fail(`${label}: threw ${outcome.error.name}: ${outcome.error.message}\n${outcome.error.stack}`);
  timings.push(`${outcome.ms.toFixed(0)} ms ${label}`);
}

async function lint(text: string, kind: Kind, label: string): Promise<WorkerDiagnostic[]> {
  const job: WorkerJob = { op: 'lint', text, filePath: FILE_NAME[kind] };
  const outcome = await runner.run(job, LIMIT_MS);
  expectFinished(outcome, label);
  const messages = outcome.value as WorkerDiagnostic[];
  const crashes = messages.filter(isInternalError);
  expect(crashes.map(describeFinding), `${label}: a rule or parser threw`).toEqual([]);
  return messages;
}

describe('R1 pathological corpus', () => {
  for (const input of PATHOLOGICAL) {
    const text = input.make(input.n);
    const name = `${input.name} (${input.from}, n=${input.n} of ${input.upstream}, ${text.length} chars)`;

    describe(name, () => {
      it.each(KINDS)('linted as a %s', async (kind) => {
        const messages = await lint(text, kind, `${input.name} as ${kind}`);
        // Not only "no hang": a plan or summary without its section must say so, unless the
        // file was refused with a fatal diagnostic (a NUL byte, a limit).
        if (kind !== 'handoff') {
          const refused = messages.some((m) => m.fatal && !isInternalError(m));
          expect(refused || messages.some((m) => m.ruleId === 'section-missing'), `${input.name} as ${kind}: ${messages.map(describeFinding).join('; ')}`).toBe(true);
        }
      });

      it('as the body of a Locked decision item (lint and parseDecisionDocument)', async () => {
        const plan = planWithItemBody(text);
        const messages = await lint(plan, 'plan', `${input.name} in a decision item`);
        expect(messages.filter((m) => m.ruleId === 'section-missing')).toEqual([]);
        const parsed = await runner.run({ op: 'parse', text: plan, kind: 'plan' }, LIMIT_MS);
        expectFinished(parsed, `${input.name} in a decision item, parseDecisionDocument`);
      });

      it('as the body of a handoff section', async () => {
        await lint(handoffWithSectionBody(text), 'handoff', `${input.name} in a handoff section`);
      });
    });
  }
});
