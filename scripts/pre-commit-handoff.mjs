#!/usr/bin/env node
// The `handoff` binary of the packed monorepo, which is what pre-commit installs for the
// `handoff-lint` hook (`language: node` packs the repository root and installs the tarball
// globally). The tarball bundles @handoff/cli with its dependencies; this runs its binary.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

const manifest = createRequire(import.meta.url).resolve('@handoff/cli/package.json');
await import(pathToFileURL(join(dirname(manifest), 'dist', 'bin.js')).href);
