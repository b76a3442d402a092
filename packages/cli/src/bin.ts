#!/usr/bin/env node
// An agent runtime starts `handoff hook` on every tool call, so it skips the verb table: its
// own entry, bundled with the stores it reads into a few files by scripts/bundle.mjs
// (docs/agents.md, "Speed"), does what `main` does for that one verb.
const HOOK_ENTRY = new URL('./bundle/hook.js', import.meta.url).href;

async function run(argv: string[]): Promise<number> {
  if (argv[0] === 'hook') {
    const { runHook, processIo } = (await import(HOOK_ENTRY)) as typeof import('./lib/hook/entry.js');
    return runHook(argv.slice(1), processIo());
  }
  const [{ main }, { processIo }] = await Promise.all([import('./main.js'), import('./lib/io.js')]);
  return main(argv, processIo());
}

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
