import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

// The real-tool lane's release artefacts, built once per run by the script the release
// workflow runs (scripts/release.mjs): the four tarballs, handoff.mjs, the standalone tarball
// and, when packages/vscode has built it, the .vsix. HANDOFF_RELEASE_DIR names the folder for
// every test file (tests/helpers/release.ts). Runs after temp-folder.ts, so it lands in the run's folder.
const ROOT = resolve(import.meta.dirname, '../..');

export default function setup(): void {
  if (process.env['HANDOFF_RELEASE_DIR'] !== undefined) return;
  const out = join(mkdtempSync(join(tmpdir(), 'handoff-release-')), 'release');
  const vsix = join(ROOT, 'packages/vscode/handoff-vscode.vsix');
  execFileSync(process.execPath, ['scripts/release.mjs', '--out', out, ...(existsSync(vsix) ? ['--vsix', vsix] : [])], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  process.env['HANDOFF_RELEASE_DIR'] = out;
}
