import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

// How the memory tests measure a child process: its peak resident set size, written to
// standard error at exit by report-peak-rss.mjs, with V8's garbage collection made independent
// of timing. By default V8 sizes the heap from how fast the program allocates against how fast
// collection runs, both timed, and marks on helper threads that a busy machine starves: the
// same lint of the same 10.7 MiB RESUME.md peaks at +116 MiB on a quiet machine and at +133 to
// +136 on a busy one. `--predictable-gc-schedule` fixes heap growing, idle and memory-reducing
// behaviour, and `--single-threaded-gc` keeps marking on the main thread: the peak is then what
// the program's allocations need, the same under load as without it (docs/robustness.md, R1/R2).

const REPORTER = pathToFileURL(join(import.meta.dirname, 'report-peak-rss.mjs')).href;

/** Node's arguments, before the script, for a process whose peak RSS a test reads. */
export const MEASURED_NODE = ['--single-threaded-gc', '--predictable-gc-schedule', '--import', REPORTER];

const PEAK_LINE = /\n?peak-rss-kib (\d+)\n$/;

/** The peak RSS (MiB) a measured process reported, and its standard error without that line. */
export function readPeak(run: { status: number | null; stderr: string }): { peakMib: number; stderr: string } {
  const kib = PEAK_LINE.exec(run.stderr)?.[1];
  if (kib === undefined) throw new Error(`no peak reported (status ${run.status}): ${run.stderr.slice(0, 300)}`);
  return { peakMib: Number(kib) / 1024, stderr: run.stderr.replace(PEAK_LINE, '') };
}
