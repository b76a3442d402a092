import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');

/** The version every package of this checkout is released at. */
export const VERSION = (
  JSON.parse(readFileSync(join(ROOT, 'packages/cli/package.json'), 'utf8')) as { version: string }
).version;

/** Where the documented install commands download the release's files from. */
const RELEASE_URL = `https://github.com/handoff-dev/handoff/releases/download/v${VERSION}/`;

/** The folder of this run's release artefacts (tests/setup/release.ts), and its files. */
export function releaseArtefacts(): { dir: string; files: string[] } {
  const dir = process.env['HANDOFF_RELEASE_DIR'];
  if (dir === undefined) throw new Error('HANDOFF_RELEASE_DIR is not set: run the lane (vitest.integration.config.ts)');
  return { dir, files: readdirSync(dir).sort() };
}

/** `text` with the release's download URL pointing at this run's artefacts instead. */
export function fromLocalRelease(text: string): string {
  return text.replaceAll(RELEASE_URL, `file://${releaseArtefacts().dir}/`);
}
