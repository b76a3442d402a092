import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Every test run gets one temporary folder of its own (TMPDIR, which os.tmpdir() and the
// CLI processes the tests spawn inherit), removed when the run ends: tests create their
// scratch folders freely and none is left behind.
export default function setup(): () => void {
  const folder = mkdtempSync(join(tmpdir(), 'handoff-tests-'));
  process.env.TMPDIR = folder;
  return () => rmSync(folder, { recursive: true, force: true });
}
