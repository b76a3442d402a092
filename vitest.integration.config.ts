import { defineConfig } from 'vitest/config';
import { shared as base } from './vitest.config.js';

// The real-tool lane (`npm run test:integration`): pre-commit, Neovim, the .vsix, the release
// artefacts installed as the README says, markdownlint-cli2, remark-cli, lint-staged and the
// GitHub Action's steps, each run for real. They are slow and need tools from Debian, so they
// stay out of `npm test`; CI runs them. The release artefacts are built once per run
// (tests/setup/release.ts).
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: ['tests/integration/**/*.test.ts'],
    exclude: ['**/node_modules/**'],
    globalSetup: [...base.test.globalSetup, 'tests/setup/release.ts'],
  },
});
