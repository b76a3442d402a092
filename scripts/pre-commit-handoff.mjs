#!/usr/bin/env node
// The `handoff` binary of the packed monorepo, which is what pre-commit installs for the
// `handoff-lint` hook (`language: node` packs the repository root and installs the tarball
// globally). The tarball bundles @handoff/cli with its dependencies; this runs the binary
// that package declares, wherever its package.json says it is.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

const manifestPath = createRequire(import.meta.url).resolve('@handoff/cli/package.json');
const { bin } = JSON.parse(readFileSync(manifestPath, 'utf8'));
await import(pathToFileURL(join(dirname(manifestPath), typeof bin === 'string' ? bin : bin.handoff)).href);
