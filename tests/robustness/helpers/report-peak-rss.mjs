// Loaded with `node --import` before the CLI: at exit, writes the process's peak resident
// set size (KiB) to standard error, so a test can hold a run to a memory bound.
import { writeSync } from 'node:fs';

process.on('exit', () => writeSync(2, `\npeak-rss-kib ${process.resourceUsage().maxRSS}\n`));
