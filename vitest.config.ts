import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const src = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// Tests import workspace packages from source so a unit run needs no build; only the
// end-to-end tests (tests/e2e) use the built CLI under packages/cli/dist.
export default defineConfig({
  resolve: {
    alias: [
      { find: /^@handoff\/core\/(.*)$/, replacement: src('./packages/core/src/$1.ts') },
      { find: /^@handoff\/core$/, replacement: src('./packages/core/src/index.ts') },
      { find: /^@handoff\/linter$/, replacement: src('./packages/linter/src/index.ts') },
      { find: /^@handoff\/mcp$/, replacement: src('./packages/mcp/src/index.ts') },
    ],
  },
  test: {
    include: ['packages/*/test/**/*.test.ts', 'tests/**/*.test.ts'],
    // The real-files lane reads ../shared (`npm run test:corpus`); the slow lane (kill loops, lock stress) is `npm run test:slow`.
    exclude: ['**/node_modules/**', 'tests/corpus/**', 'tests/slow/**'],
    testTimeout: 30_000,
    pool: 'forks',
    globalSetup: ['tests/setup/temp-folder.ts'],
    allowOnly: false,
  },
});
