// Bundle the extension with rolldown (the monorepo's bundler) into two CommonJS files that
// need nothing else at run time, so the .vsix ships no node_modules:
//   dist/extension.cjs  the client (vscode-languageclient); `vscode` comes from VS Code.
//   dist/server.cjs     @handoff/cli's language server with the linter, core and their
//                       dependencies. Build the monorepo first (`npm run build` at the root).
//   dist/lint-worker.cjs the server's lint thread (a worker file the server starts by URL,
//                       which a bundler cannot follow: the server's reference is pointed at it).
// The packages load some dependencies lazily with `createRequire(import.meta.url)('x')`; a
// bundler cannot follow that, so those calls become plain `require('x')` here, which it can.
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';

const here = fileURLToPath(new URL('.', import.meta.url));
if (!existsSync(new URL('../cli/dist/index.js', import.meta.url))) {
  console.error('handoff-vscode: build the monorepo first (npm run build at the repository root)');
  process.exit(1);
}

/** `createRequire(import.meta.url)` as a bundler-visible `require`. */
const staticRequires = {
  name: 'handoff-static-requires',
  transform(code, id) {
    if (!code.includes('createRequire(import.meta.url)')) return null;
    const out = code
      .replace(/\b(?:const|let|var) require\s*=\s*createRequire\(import\.meta\.url\);?/g, '')
      .replace(/\bcreateRequire\(import\.meta\.url\)\(/g, 'require(')
      // A dependency's own alias (fdir's `__require`, for an optional peer): Node's require at run time.
      .replace(/\b((?:const|let|var) [\w$]+\s*=\s*)(?:\/\* @__PURE__ \*\/\s*)?createRequire\(import\.meta\.url\)/g, '$1require');
    if (out.includes('createRequire(import.meta.url)')) this.error(`${id}: a createRequire(import.meta.url) use this build does not rewrite`);
    return { code: out, map: null };
  },
};

/** The lint pool starts `./lint-worker.js` next to itself; in the bundle that file is `./lint-worker.cjs`. */
const workerReference = {
  name: 'handoff-lint-worker-reference',
  transform(code, id) {
    if (!id.endsWith('/lsp/lint-pool.js')) return null;
    const from = "new URL('./lint-worker.js', import.meta.url)";
    if (!code.includes(from)) this.error(`${id}: the lint pool no longer names its worker as ${from}; update build.mjs`);
    return { code: code.replace(from, "new URL('./lint-worker.cjs', import.meta.url)"), map: null };
  },
};

await rm(new URL('dist', import.meta.url), { recursive: true, force: true });
const common = { cwd: here, platform: 'node', logLevel: 'warn' };
await build({ ...common, input: 'src/extension.ts', external: ['vscode'], output: { file: 'dist/extension.cjs', format: 'cjs' } });
await build({ ...common, input: 'src/server.ts', plugins: [staticRequires, workerReference], output: { file: 'dist/server.cjs', format: 'cjs', codeSplitting: false } });
await build({ ...common, input: '../cli/dist/lib/lsp/lint-worker.js', plugins: [staticRequires], output: { file: 'dist/lint-worker.cjs', format: 'cjs', codeSplitting: false } });
console.log('handoff-vscode: dist/extension.cjs, dist/server.cjs, dist/lint-worker.cjs');
