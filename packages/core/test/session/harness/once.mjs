// Concurrency harness child: write one record (tagged by argv) at a fixed time, then exit.
const [, , dist, dir, tag, nowIso] = process.argv;
const { writeHandoff } = await import(dist);
const result = await writeHandoff(
  dir,
  {
    goal: `Writer ${tag} stores its record while nine other processes write at the same time.`,
    status: 'running',
    active_files: [{ path: `src/${tag}.ts`, purpose: 'one file per concurrent writer' }],
    changes: [{ what: `Writer ${tag} ran`, why: 'to prove no archive is lost' }],
    failed_approaches: [],
    no_failed_approaches_reason: 'this harness never retries anything at all',
    next_steps: [{ step: 'Count the archive files', command: 'ls .handoff/archive' }],
  },
  { now: new Date(nowIso) },
);
process.exitCode = result.ok ? 0 : 1;
