import { setStepClock } from '../../packages/linter/src/lib/step-timer.js';
import { virtualClock } from './virtual-clock.js';

// Every file of the default suite lints by the virtual clock: the time budget (a wall-clock
// safety net for users) fires only where a test lets virtual time pass (docs/robustness.md,
// "The test suite and the clock").
setStepClock(virtualClock);
