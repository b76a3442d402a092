import { defineConfig } from 'vitest/config';
import { shared as base } from './vitest.config.js';

// The slow lane: SIGKILL loops over every store writer (R10), concurrent writers (R11) and
// lock recovery and stress (R12). They run the built packages; `npm run test:slow` builds
// first. Kept out of `npm test` so the default suite stays fast; CI runs both.
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: ['tests/slow/**/*.test.ts'],
    exclude: ['**/node_modules/**'],
    testTimeout: 1_800_000,
    fileParallelism: false,
  },
});
