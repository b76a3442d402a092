// Bundle the entry points `handoff lint` loads at start-up, after `tsc --build`:
// @handoff/linter (its ~60 modules), @handoff/core/read (~15) and @handoff/core/secrets. Resolving and compiling
// one file instead of each module cut about 35 ms off a one-file lint (bench/README.md).
// Dependencies stay external (`import` / `require` at run time, as each package declares
// them); lazily imported parts (formatters, config validation) become chunks beside the
// entry. Types still come from tsc's declarations in dist/.
import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';

const root = fileURLToPath(new URL('..', import.meta.url));
const external = (id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0');

const bundles = [
  { input: { index: 'packages/linter/dist/index.js' }, dir: 'packages/linter/dist/bundle' },
  { input: { read: 'packages/core/dist/read.js', secrets: 'packages/core/dist/secrets.js' }, dir: 'packages/core/dist/bundle' },
];

for (const { input, dir } of bundles) {
  await rm(new URL(dir, `file://${root}/`), { recursive: true, force: true });
  await build({
    cwd: root,
    input,
    external,
    platform: 'node',
    logLevel: 'warn',
    output: { dir, format: 'esm', chunkFileNames: '[name]-[hash].js' },
  });
}
