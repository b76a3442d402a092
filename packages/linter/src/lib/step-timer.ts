import { createContext, Script, type Context } from 'node:vm';

/**
 * Thrown by a step that must not go on under the watchdog (it is about to load a module:
 * an interruption there would leave the module half-evaluated for good). `runSteps` calls
 * `prepare` outside the watchdog and runs the step again.
 */
export class StepNeedsPreparation extends Error {
  readonly prepare: () => void;
  constructor(what: string, prepare: () => void) {
    super(`step needs preparation: ${what}`);
    this.name = 'StepNeedsPreparation';
    this.prepare = prepare;
  }
}

/**
 * Run synchronous steps, each under a wall-clock limit, interrupting one that overruns.
 *
 * micromark is synchronous: nothing inside a parse yields, so no timer of the event loop can
 * stop it. `node:vm`'s `timeout` can: a watchdog thread terminates whatever JavaScript runs
 * in the isolate (functions of this context included) and the call throws. Starting that
 * watchdog costs a thread (about 0.1–0.2 ms), too much to pay per file of a 10,000-file run,
 * so steps run in batches under one watchdog: a step only starts while at least its own
 * limit is left in the batch, so each step gets at least its limit and at most its limit
 * plus `slackMs`. A step that overruns is told to `onOverrun` and the batch goes on with the
 * next step. An interrupted step runs no `finally` block: its caller must not rely on any. A
 * step that throws `StepNeedsPreparation` is prepared and run again (it must be safe to rerun).
 */
export function runSteps(count: number, limitMs: (index: number) => number, step: (index: number) => void, onOverrun: (index: number) => void, slackMs = 250): void {
  let next = 0;
  let current = -1;
  let prepared = -1;
  while (next < count) {
    const batchStart = performance.now();
    const timeout = Math.ceil(limitMs(next) + slackMs);
    const run = () => {
      while (next < count) {
        if (performance.now() - batchStart + limitMs(next) > timeout) return;
        current = next;
        step(next);
        next = current + 1;
      }
    };
    try {
      runUnderWatchdog(run, timeout);
    } catch (error) {
      if (error instanceof StepNeedsPreparation && prepared !== current) {
        prepared = current;
        error.prepare();
        next = current;
        continue;
      }
      if ((error as NodeJS.ErrnoException).code !== 'ERR_SCRIPT_EXECUTION_TIMEOUT') throw error;
      onOverrun(current);
      next = current + 1;
    }
  }
}

let sandbox: { context: Context; script: Script } | undefined;

/** Call `fn` under `node:vm`'s watchdog: it throws `ERR_SCRIPT_EXECUTION_TIMEOUT` after `timeoutMs`. */
function runUnderWatchdog(fn: () => void, timeoutMs: number): void {
  sandbox ??= { context: createContext({ run: null }), script: new Script('run()', { filename: 'handoff-parse-budget' }) };
  sandbox.context['run'] = fn;
  try {
    sandbox.script.runInContext(sandbox.context, { timeout: timeoutMs });
  } finally {
    sandbox.context['run'] = null;
  }
}
