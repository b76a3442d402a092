// Bundle the entry points `handoff lint` loads at start-up, after `tsc --build`:
// @handoff/linter (its ~60 modules), @handoff/core/read (~15), @handoff/core/secrets and @handoff/core/store (~10,
// which every verb loads). Resolving and compiling one file instead of each module cut about 35 ms off a one-file
// lint (bench/README.md). The bundles carry no JSDoc: it is about 30 % of their bytes, which V8 scans at every
// start-up (tsc's dist/ and its declarations keep it).
// Dependencies stay external (`import` / `require` at run time, as each package declares
// them); lazily imported parts (formatters, config validation) become chunks beside the
// entry. Types still come from tsc's declarations in dist/.
//
// And the entry of `handoff hook` (packages/cli/dist/bundle/hook.js), which an agent runtime
// starts on every tool call (docs/agents.md, "Speed"). It carries the parts of
// @handoff/core it uses (the session and rejections stores), so a hook loads three or four
// files instead of about sixty modules; @handoff/linter stays external (its own bundle,
// loaded only by a stop that lints). Three chunks, each loaded only by the answers that
// need it: the entry (every hook module), the read gate's state (the session store's
// reading side, with node:crypto) and the rejections store (the secret scanner its
// redaction runs, the lock).
import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';

const root = fileURLToPath(new URL('..', import.meta.url));
const external = (id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0');

// The read gate's chunk: lib/hook/gate-state.ts and the core modules it reads with. The
// writing side of the store (the lock, temp sweeps) stays with the rejections store, the
// only hook code that writes.
const GATE_STATE = new RegExp(
  String.raw`[\\/]cli[\\/]dist[\\/]lib[\\/]hook[\\/]gate-state\.js$|` +
    String.raw`[\\/]core[\\/]dist[\\/]lib[\\/](session[\\/]store|store[\\/](errors|syscalls|utf8|read|layout|staged|` +
    String.raw`atomic))\.js$`,
);

const hookBundle = {
  // @handoff/core is bundled in; the other packages stay external.
  external: (id) => external(id) && !id.startsWith('@handoff/core/'),
  // core's modules only declare (their top-level code fills lookup tables) and importing a
  // builtin does nothing the hook needs, so a module none of whose exports a hook uses is
  // left out, and so is its `node:crypto` import.
  treeshake: { moduleSideEffects: (id) => !id.includes('/packages/core/') && !id.startsWith('node:') },
  // The store's size limits are written into the code that reads them: no chunk just for them.
  optimization: { inlineConst: { mode: 'all', pass: 3 } },
  codeSplitting: { groups: [{ name: 'gate-state', test: GATE_STATE }] },
};

const bundles = [
  { input: { index: 'packages/linter/dist/index.js' }, dir: 'packages/linter/dist/bundle' },
  {
    input: {
      read: 'packages/core/dist/read.js',
      secrets: 'packages/core/dist/secrets.js',
      store: 'packages/core/dist/store.js',
    },
    dir: 'packages/core/dist/bundle',
  },
  { input: { hook: 'packages/cli/dist/lib/hook/entry.js' }, dir: 'packages/cli/dist/bundle', ...hookBundle },
];

for (const { input, dir, external: isExternal = external, treeshake, optimization, codeSplitting } of bundles) {
  await rm(new URL(dir, `file://${root}/`), { recursive: true, force: true });
  await build({
    cwd: root,
    input,
    external: isExternal,
    platform: 'node',
    logLevel: 'warn',
    ...(treeshake === undefined ? {} : { treeshake }),
    ...(optimization === undefined ? {} : { optimization }),
    output: {
      dir,
      format: 'esm',
      chunkFileNames: '[name]-[hash].js',
      comments: { legal: true, annotation: true, jsdoc: false },
      ...(codeSplitting === undefined ? {} : { codeSplitting }),
    },
  });
}
