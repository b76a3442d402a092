#!/usr/bin/env node
import { setFlagsFromString } from 'node:v8';

// An agent runtime starts `handoff hook` on every tool call, so it skips the verb table: its
// own entry, bundled with the stores it reads into a few files by scripts/bundle.mjs
// (docs/agents.md, "Speed"), does what `main` does for that one verb.
const HOOK_ENTRY = new URL('./bundle/hook.js', import.meta.url).href;

// The heap grows by half what was alive at V8's last full collection, not by its default of up to four times: a lint
// of a large project keeps little alive (its findings) and makes much garbage, and the default let the peak of ten
// copies of the real corpus move between 233 and 296 MiB with when that collection fell; at half it stays near 214
// MiB for the same CPU (bench/README.md, "The 10× peak"). No cap is set: a project larger than a cap would crash.
setFlagsFromString('--heap-growing-percent=50');

async function run(argv: string[]): Promise<number> {
  if (argv[0] === 'hook') {
    const { runHook, processIo } = (await import(HOOK_ENTRY)) as typeof import('./lib/hook/entry.js');
    return runHook(argv.slice(1), processIo());
  }
  const [{ main }, { processIo }] = await Promise.all([import('./main.js'), import('./lib/io.js')]);
  return main(argv, processIo());
}

// A reader that went away (`handoff lint | head`) or a full disk behind standard output is
// one line on stderr and exit 2 (docs/cli.md, "Conventions"), never Node's stack for an
// unhandled 'error' event; nothing more is written.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  const why =
    error.code === 'EPIPE'
      ? 'standard output was closed before everything was written (EPIPE)'
      : error.code === 'ENOSPC'
        ? 'cannot write to standard output: no space left on the device (ENOSPC)'
        : `cannot write to standard output (${error.code ?? error.message})`;
  try {
    process.stderr.write(`handoff: ${why}\n`);
  } catch {
    // Standard error is gone too: the exit code is all that is left to say it.
  }
  process.exit(2);
});
process.stderr.on('error', () => {
  process.exitCode = 2;
});

run(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`handoff: internal error: ${error instanceof Error ? error.message : String(error)}\n`);
    if (process.env.HANDOFF_DEBUG) process.stderr.write(`${error instanceof Error ? error.stack : ''}\n`);
    process.exitCode = 2;
  },
);
