// Build the single-file CLI: one ES module, `handoff.mjs`, that `node handoff.mjs …` runs with
// nothing installed beside it — every package and dependency inlined, the lazily loaded ones
// and the files read from disk included (scripts/bundle-plugins.mjs). `handoff lsp` starts its
// lint threads from the same file; `handoff mcp` and `handoff hook` are in it too.
// Run after `npm run build`: it bundles the built packages.
//   node scripts/standalone.mjs [OUT]   (default: release/handoff.mjs)
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';
import {
  hookEntryImport,
  inlineReadFiles,
  lintWorkerReference,
  rulePages,
  staticRequires,
  unbundledPackages,
} from './bundle-plugins.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Bundle the CLI into `out` (an absolute path or one relative to the repository). */
export async function buildStandalone(out) {
  if (!existsSync(resolve(root, 'packages/cli/dist/bin.js')))
    throw new Error('build the packages first (npm run build)');
  await build({
    cwd: root,
    input: 'scripts/standalone-entry.mjs',
    platform: 'node',
    logLevel: 'warn',
    plugins: [
      unbundledPackages,
      staticRequires,
      inlineReadFiles,
      rulePages,
      lintWorkerReference(null),
      hookEntryImport,
    ],
    output: {
      file: resolve(root, out),
      format: 'esm',
      codeSplitting: false,
      banner: '#!/usr/bin/env node',
    },
  });
  return resolve(root, out);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const out = await buildStandalone(process.argv[2] ?? 'release/handoff.mjs');
  console.log(`handoff: single-file CLI written to ${out}`);
}
