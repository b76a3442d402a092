import { defineConfig } from 'vitest/config';
import { shared as base } from './vitest.config.js';

// The real-runtime lane (`npm run test:runtimes`): Claude Code, Codex CLI, Gemini CLI and
// OpenCode, installed at pinned versions from the npm registry into the lane's own cache
// (tests/runtimes/install.ts), each run headless against the scripted fake model on
// loopback through the same scenarios. A first run installs about 1.1 GB (a minute); the
// hang guards are generous because a runtime's start-up on a loaded two-core machine is slow.
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: ['tests/runtimes/**/*.test.ts'],
    globalSetup: [...base.test.globalSetup, 'tests/runtimes/global-setup.ts'],
    exclude: ['**/node_modules/**'],
    testTimeout: 60_000,
    hookTimeout: 15 * 60_000,
    maxWorkers: 2,
  },
});
