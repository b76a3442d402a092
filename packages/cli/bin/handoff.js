#!/usr/bin/env node
// The `handoff` command. This file is committed (not built) so that `npm ci` in a fresh clone
// links the workspace bin before `npm run build` has made `dist/`.
import { existsSync } from 'node:fs';

const entry = new URL('../dist/bin.js', import.meta.url);
if (existsSync(entry)) await import(entry.href);
else {
  process.stderr.write('handoff: the CLI is not built yet; run `npm run build` in the repository first\n');
  process.exitCode = 2;
}
