#!/usr/bin/env node
import { main } from './main.js';
import { processIo } from './lib/io.js';

main(process.argv.slice(2), processIo()).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`handoff: internal error: ${error instanceof Error ? error.message : String(error)}\n`);
    if (process.env.HANDOFF_DEBUG) process.stderr.write(`${error instanceof Error ? error.stack : ''}\n`);
    process.exitCode = 2;
  },
);
