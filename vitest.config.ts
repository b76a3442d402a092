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
    // Lanes of their own: the real-files lane reads ../shared (`npm run test:corpus`), the
    // robustness lane feeds hostile input for seconds a file (`npm run test:robustness`), the
    // slow lane kills writers and stresses locks (`npm run test:slow`), the real-tool lane runs
    // pre-commit, Neovim, npm pack and the peers (`npm run test:integration`). CI runs all five.
    exclude: ['**/node_modules/**', 'tests/corpus/**', 'tests/robustness/**', 'tests/slow/**', 'tests/integration/**'],
    testTimeout: 30_000,
    pool: 'forks',
    globalSetup: ['tests/setup/temp-folder.ts'],
    allowOnly: false,
  },
});
