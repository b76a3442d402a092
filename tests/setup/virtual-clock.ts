import { setStepClock, StepOverrun, type StepClock } from '../../packages/linter/src/lib/step-timer.js';

/**
 * A clock for the linter's time budget that only moves when a test moves it: a lint's outcome
 * in the default suite never depends on how fast or how busy the machine is. A test of the
 * budget itself lets time pass inside a step (`advance`, typically from a rule of its own),
 * and the step is stopped as the watchdog would stop it, at the same point on every machine.
 */
class VirtualClock implements StepClock {
  #now = 0;
  #deadline = Infinity;

  now(): number {
    return this.#now;
  }

  runWithin(fn: () => void, timeoutMs: number): void {
    const outer = this.#deadline;
    this.#deadline = this.#now + timeoutMs;
    try {
      fn();
    } finally {
      this.#deadline = outer;
    }
  }

  /** Let `ms` pass, as a step that works that long would: past its run's time limit, the step is stopped. */
  advance(ms: number): void {
    this.#now += ms;
    if (this.#now > this.#deadline) throw new StepOverrun();
  }
}

/** The clock every lint of the default suite counts its time budget by (set by `tests/setup/step-clock.ts`). */
export const virtualClock = new VirtualClock();

/** Run `fn` (and await it) with `clock` in place of the current one: a test of the real watchdog itself. */
export async function withClock<T>(clock: StepClock, fn: () => T | Promise<T>): Promise<T> {
  const previous = setStepClock(clock);
  try {
    return await fn();
  } finally {
    setStepClock(previous);
  }
}
