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

/** Thrown out of a step whose time ran out: `runSteps` reports it to `onOverrun` and goes on. */
export class StepOverrun extends Error {
  constructor() {
    super('step overran its time limit');
    this.name = 'StepOverrun';
  }
}

/**
 * How `runSteps` tells time and stops a step that overruns: `now()` in milliseconds, and
 * `runWithin(fn, timeoutMs)`, which calls `fn` and throws `StepOverrun` once `timeoutMs` of
 * this clock have passed inside it.
 */
export interface StepClock {
  now(): number;
  runWithin(fn: () => void, timeoutMs: number): void;
}

/**
 * The clock of every lint: `performance.now()`, and `node:vm`'s watchdog, which terminates
 * whatever JavaScript runs in the isolate (micromark included; nothing inside a parse yields,
 * so no timer of the event loop could) and makes the call throw.
 */
export const wallClock: StepClock = { now: () => performance.now(), runWithin: runUnderWatchdog };

/**
 * A clock that never moves: no step ever overruns, so the time budget is off. The work and
 * memory parts of the parse budget, counted from the text, still hold.
 */
const stoppedClock: StepClock = {
  now: () => 0,
  runWithin: (fn) => {
    fn();
  },
};

/**
 * `HANDOFF_TIME_BUDGET=off` in the environment turns the time budget off in every process that
 * lints (the CLI, the language server and its lint threads, the MCP server, the hooks). It is
 * for test suites that spawn handoff and must not depend on how busy the machine is
 * (docs/robustness.md, "The test suite and the clock"); any other value keeps the wall clock.
 */
const TIME_BUDGET_ENV = 'HANDOFF_TIME_BUDGET';

let clock: StepClock = process.env[TIME_BUDGET_ENV] === 'off' ? stoppedClock : wallClock;

/**
 * Set the clock the time budget counts by, returning the one it replaces. The test suite sets
 * a clock that only moves when a test moves it, so no lint's outcome depends on how busy the
 * machine is (docs/robustness.md); nothing else needs to.
 */
export function setStepClock(next: StepClock): StepClock {
  const previous = clock;
  clock = next;
  return previous;
}

/**
 * Run synchronous steps, each under a time limit, interrupting one that overruns.
 *
 * Starting the watchdog costs a thread (about 0.1–0.2 ms), too much to pay per file of a
 * 10,000-file run, so steps run in batches under one watchdog: a step only starts while at
 * least its own limit is left in the batch, so each step gets at least its limit and at most
 * its limit plus `slackMs`. A step that overruns is told to `onOverrun` and the batch goes on
 * with the next step. An interrupted step runs no `finally` block: its caller must not rely on
 * any. A step that throws `StepNeedsPreparation` is prepared and run again (it must be safe to
 * rerun).
 *
 * The watchdog can also fire between two steps (a machine that stalls the process past the
 * batch's time): then no step overran, nothing is reported, and the next batch starts at the
 * step that had not started, with twice the slack each time that happens in a row, so a run
 * always ends.
 */
export function runSteps(
  count: number,
  limitMs: (index: number) => number,
  step: (index: number) => void,
  onOverrun: (index: number) => void,
  slackMs = 250,
): void {
  const time = clock;
  // One number, written in one store, says where the run is, so an interruption at any point
  // reads it whole: 2n while step n has not started, 2n + 1 while it runs.
  let position = 0;
  let prepared = -1;
  let slack = slackMs;
  while (position < 2 * count) {
    const batchStart = time.now();
    const timeout = Math.ceil(limitMs(position / 2) + slack);
    const run = () => {
      while (position < 2 * count) {
        const index = position / 2;
        if (time.now() - batchStart + limitMs(index) > timeout) return;
        position = 2 * index + 1;
        step(index);
        position = 2 * index + 2;
      }
    };
    const startedAt = position;
    try {
      time.runWithin(run, timeout);
      slack = slackMs;
    } catch (error) {
      const running = position % 2 === 1 ? (position - 1) / 2 : -1;
      if (error instanceof StepNeedsPreparation && running !== -1 && prepared !== running) {
        prepared = running;
        error.prepare();
        position = 2 * running;
        continue;
      }
      if (!(error instanceof StepOverrun)) throw error;
      if (running === -1) {
        slack = position === startedAt ? slack * 2 + 1 : slackMs;
        continue;
      }
      slack = slackMs;
      onOverrun(running);
      position = 2 * running + 2;
    }
  }
}

let sandbox: { context: Context; script: Script } | undefined;

/** Call `fn` under `node:vm`'s watchdog: it throws `StepOverrun` after `timeoutMs`. */
function runUnderWatchdog(fn: () => void, timeoutMs: number): void {
  sandbox ??= {
    context: createContext({ run: null }),
    script: new Script('run()', { filename: 'handoff-parse-budget' }),
  };
  sandbox.context['run'] = fn;
  try {
    sandbox.script.runInContext(sandbox.context, { timeout: timeoutMs });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') throw new StepOverrun();
    throw error;
  } finally {
    sandbox.context['run'] = null;
  }
}
