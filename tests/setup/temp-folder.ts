import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Every test run gets one temporary folder of its own (TMPDIR, which os.tmpdir() and the
// CLI processes the tests spawn inherit), removed when the run ends: tests create their
// scratch folders freely and none is left behind. The default suite's two projects each
// run this setup in the same process; the second keeps the first's folder, because a
// folder nested in another (mode 0700) is one that a test run as another user cannot reach.
const owner = 'HANDOFF_TEST_TMPDIR';

export default function setup(): () => void {
  if (process.env[owner] !== undefined) return () => undefined;
  const folder = mkdtempSync(join(tmpdir(), 'handoff-tests-'));
  process.env.TMPDIR = folder;
  process.env[owner] = folder;
  return () => {
    rmSync(folder, { recursive: true, force: true });
    delete process.env[owner];
  };
}
