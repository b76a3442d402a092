// Root `postinstall`: build the packages when pre-commit installs this repository as the
// `handoff-lint` hook. pre-commit runs `npm install` in its clone, then `npm pack` (whose
// standard output it reads as the tarball's name, so nothing may be built there), then
// installs the tarball. Anywhere else (a developer's `npm ci`, CI, the installed tarball
// itself) this does nothing: those build with `npm run build` or need no build.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const root = new URL('../', import.meta.url);
const insidePreCommit = /[\\/]node_env-[^\\/]+$/.test(process.env.NODE_VIRTUAL_ENV ?? '');
const isSourceCheckout = existsSync(new URL('packages/cli/src/bin.ts', root));
const built = existsSync(new URL('packages/cli/dist/bin.js', root));

if (insidePreCommit && isSourceCheckout && !built) {
  const npm = process.env.npm_execpath;
  const command = npm ? [process.execPath, [npm, 'run', 'build']] : ['npm', ['run', 'build']];
  // The build's output goes to stderr: pre-commit shows it only when the install fails.
  const run = spawnSync(command[0], command[1], { cwd: root, stdio: ['ignore', 2, 2], shell: !npm && process.platform === 'win32' });
  if (run.status !== 0) {
    console.error('handoff: building the pre-commit hook failed (see above)');
    process.exit(1);
  }
}
