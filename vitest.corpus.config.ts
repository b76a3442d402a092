import { defineConfig } from 'vitest/config';
import { shared as base } from './vitest.config.js';

// The real-files regression lane (`npm run test:corpus`): the wide corpus in test-fixtures/corpus.
// It checks readings, not speed, so like the default suite it lints by the virtual clock in-process
// and with `HANDOFF_TIME_BUDGET=off` in the CLI it spawns: a loaded machine cannot stop a file.
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: ['tests/corpus/**/*.test.ts'],
    exclude: ['**/node_modules/**'],
    setupFiles: ['tests/setup/step-clock.ts'],
    env: { HANDOFF_TIME_BUDGET: 'off' },
  },
});
