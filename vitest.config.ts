import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig, type ViteUserConfig } from 'vitest/config';

const src = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// Test files that need a module graph of their own: a `vi.mock` of a source module, a test
// of what the first load of remark does, and everything under tests/ (the CLI in-process
// and as a process, spies on the console, a chdir). Every other file of packages/*/test
// runs with `isolate: false`: its worker reuses the modules the previous file loaded, which
// cuts the default suite's import time (one fresh graph per file) from about 48 s to 8 s.
// A test file there must leave module state as it found it (restore its spies).
// Files with a `vi.mock` are found by reading them, so a new one cannot end up sharing modules.
const ownModuleGraph = ['packages/linter/test/parse-budget.test.ts', ...testFilesMocking()];

function testFilesMocking(): string[] {
  const found: string[] = [];
  for (const pkg of readdirSync(src('./packages'))) {
    const dir = src(`./packages/${pkg}/test`);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
      if (name.endsWith('.test.ts') && readFileSync(`${dir}/${name}`, 'utf8').includes('vi.mock('))
        found.push(`packages/${pkg}/test/${name}`);
    }
  }
  return found;
}

/**
 * What every lane shares: workspace packages imported from source (a unit run needs no
 * build; only tests that spawn the CLI use packages/cli/dist), one temporary folder per run,
 * no `.only`. The lane configs (vitest.*.config.ts) spread it and set their own `include`.
 */
export const shared = {
  resolve: {
    alias: [
      { find: /^@handoff\/core\/(.*)$/, replacement: src('./packages/core/src/$1.ts') },
      { find: /^@handoff\/core$/, replacement: src('./packages/core/src/index.ts') },
      { find: /^@handoff\/linter$/, replacement: src('./packages/linter/src/index.ts') },
      { find: /^@handoff\/mcp$/, replacement: src('./packages/mcp/src/index.ts') },
    ],
  },
  test: {
    exclude: ['**/node_modules/**'],
    testTimeout: 30_000,
    pool: 'forks',
    globalSetup: ['tests/setup/temp-folder.ts'],
    allowOnly: false,
  },
} satisfies ViteUserConfig;

// The default suite (`npm test`). Lanes of their own: the real-files lane lints the corpus in
// test-fixtures/corpus (`npm run test:corpus`), the robustness lane feeds hostile input for seconds a file
// (`npm run test:robustness`), the slow lane kills writers and stresses locks
// (`npm run test:slow`), the real-tool lane runs pre-commit, Neovim, npm pack and the peers
// (`npm run test:integration`), the real-runtime lane runs Claude Code, Codex CLI, Gemini CLI
// and OpenCode against a scripted model (`npm run test:runtimes`). CI runs all six.
const lanes = ['tests/corpus/**', 'tests/robustness/**', 'tests/slow/**', 'tests/integration/**', 'tests/runtimes/**'];

export default defineConfig({
  ...shared,
  test: {
    ...shared.test,
    // Vitest runs one fork less than the machine has cores: one, on the two-core machines
    // this project is built and checked on, which left a core idle (the default suite took
    // 93 s, not 66). The lanes keep one: their tests spawn processes and time them out.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Coverage (`npm run test:coverage`, which is `npm test -- --coverage`; CI runs it in
    // place of a plain `npm test`) of the four packages' sources, as the default suite
    // reaches them in-process: code only a spawned CLI, server or lane runs is not counted.
    coverage: {
      provider: 'v8',
      include: ['packages/{core,linter,mcp,cli}/src/**/*.ts'],
      reporter: ['text-summary', 'json-summary'],
      reportOnFailure: true,
      // Just under the figures last measured (2026-12-02, session 10, as root: all four packages statements
      // 93.37 %, branches 90.70 %, functions 91.95 %, lines 94.45 %; core 97.55 / 95.25 / 97.45 / 98.84; linter
      // 98.99 / 97.55 / 98.74 / 99.42). They only go up: raise them when coverage rises, never lower them to let a
      // change through. Issue 21's target, 95 % lines and branches for core and linter, is held per package.
      thresholds: {
        statements: 93,
        branches: 90.5,
        functions: 91.5,
        lines: 94,
        'packages/core/src/**': { statements: 97, branches: 95, functions: 97, lines: 98.5 },
        'packages/linter/src/**': { statements: 98.5, branches: 97, functions: 98.5, lines: 99 },
      },
    },
    // The linter's time budget counts by a virtual clock in both projects (tests/setup/step-clock.ts):
    // no lint's outcome depends on how busy the machine is. The lanes keep the wall clock.
    setupFiles: ['tests/setup/step-clock.ts'],
    // And every CLI, language server and MCP server the suite spawns inherits this: its time
    // budget is off (packages/linter/src/lib/step-timer.ts), for the same reason.
    env: { HANDOFF_TIME_BUDGET: 'off' },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['packages/*/test/**/*.test.ts'],
          exclude: ['**/node_modules/**', ...ownModuleGraph],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'isolated',
          include: ['tests/**/*.test.ts', ...ownModuleGraph],
          exclude: ['**/node_modules/**', ...lanes],
        },
      },
    ],
  },
});
