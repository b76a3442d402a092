import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

// `HANDOFF_TIME_BUDGET=off` turns the linter's time budget off in a process that lints, so a
// suite that spawns handoff does not depend on how busy the machine is (docs/robustness.md).
// The built step timer runs in a process of its own, as the CLI's would, with and without it.

const STEP_TIMER = pathToFileURL(resolve(import.meta.dirname, '../../packages/linter/dist/lib/step-timer.js')).href;

/**
 * Runs three steps of a 5 ms limit (and the default 250 ms of slack) in a fresh process; the middle one works until
 * `middle` says stop. Prints the indexes of the steps that overran and of those that ran to the end.
 */
function runSteps(env: NodeJS.ProcessEnv, middle: string): { overran: number[]; finished: number[] } {
  const script = `
    import { runSteps } from ${JSON.stringify(STEP_TIMER)};
    const overran = [], finished = [];
    runSteps(3, () => 5, (i) => {
      const start = performance.now();
      if (i === 1) while (!(${middle})) {}
      finished.push(i);
    }, (i) => overran.push(i));
    console.log(JSON.stringify({ overran, finished }));`;
  const childEnv = { ...process.env, ...env };
  if (env['HANDOFF_TIME_BUDGET'] === undefined) delete childEnv['HANDOFF_TIME_BUDGET'];
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    env: childEnv,
    encoding: 'utf8',
    // A hang guard: a step timer that never stopped the step would spin for ever.
    timeout: 60_000,
  });
  expect(result.stderr).toBe('');
  return JSON.parse(result.stdout) as { overran: number[]; finished: number[] };
}

describe('HANDOFF_TIME_BUDGET', () => {
  it('off: a step that works past its limit is not stopped', () => {
    // 600 ms of work against 255 ms: stopped by a running watchdog, finished without one.
    expect(runSteps({ HANDOFF_TIME_BUDGET: 'off' }, 'performance.now() - start > 600')).toEqual({
      overran: [],
      finished: [0, 1, 2],
    });
  });

  it('control: unset, the wall clock stops a step that never ends and the others run', () => {
    expect(runSteps({}, 'false')).toEqual({ overran: [1], finished: [0, 2] });
  });

  it('control: any other value keeps the wall clock', () => {
    expect(runSteps({ HANDOFF_TIME_BUDGET: 'on' }, 'false')).toEqual({ overran: [1], finished: [0, 2] });
  });
});
