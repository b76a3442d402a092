// Bundle the extension with rolldown (the monorepo's bundler) into two CommonJS files that
// need nothing else at run time, so the .vsix ships no node_modules:
//   dist/extension.cjs  the client (vscode-languageclient); `vscode` comes from VS Code.
//   dist/server.cjs     @handoff/cli's language server with the linter, core and their
//                       dependencies. Build the monorepo first (`npm run build` at the root).
//   dist/lint-worker.cjs the server's lint thread (a worker file the server starts by URL,
//                       which a bundler cannot follow: the server's reference is pointed at it).
// What the packages load at run time from their own folder (lazy requires, the rule pages the
// hover shows) is written into the bundles by the monorepo's plugins (scripts/bundle-plugins.mjs).
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';
import {
  inlineReadFiles,
  lintWorkerReference,
  rulePages,
  staticRequires,
  unbundledPackages,
} from '../../scripts/bundle-plugins.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
if (!existsSync(new URL('../cli/dist/index.js', import.meta.url))) {
  console.error('handoff-vscode: build the monorepo first (npm run build at the repository root)');
  process.exit(1);
}

const inlined = [unbundledPackages, staticRequires, inlineReadFiles, rulePages];

await rm(new URL('dist', import.meta.url), { recursive: true, force: true });
const common = { cwd: here, platform: 'node', logLevel: 'warn' };
await build({ ...common, input: 'src/extension.ts', external: ['vscode'], output: { file: 'dist/extension.cjs', format: 'cjs' } });
await build({ ...common, input: 'src/server.ts', plugins: [...inlined, lintWorkerReference('lint-worker.cjs')], output: { file: 'dist/server.cjs', format: 'cjs', codeSplitting: false } });
await build({ ...common, input: '../cli/dist/lib/lsp/lint-worker.js', plugins: inlined, output: { file: 'dist/lint-worker.cjs', format: 'cjs', codeSplitting: false } });
console.log('handoff-vscode: dist/extension.cjs, dist/server.cjs, dist/lint-worker.cjs');
