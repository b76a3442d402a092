import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Worker } from 'node:worker_threads';

const ROOT = resolve(import.meta.dirname, '../../..');
const WORKER = join(import.meta.dirname, 'lint-worker.mjs');

/** A diagnostic as the worker sends it back (the fields the robustness checks read). */
export interface WorkerDiagnostic {
  ruleId: string | null;
  messageId?: string;
  severity: 1 | 2;
  message: string;
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
  fatal: boolean;
}

/**
 * One job for the worker: lint a text under a file name (`unbudgeted`: with the parse budget
 * off, for a control), render it as the goal of a session record and lint the RESUME.md,
 * parse it as a decision document, or parse it with remark and walk the tree recursively (a
 * control: the naive reader the real ones must not be).
 */
export type WorkerJob =
  | { op: 'lint'; text: string; filePath: string; unbudgeted?: boolean }
  | { op: 'render'; text: string }
  | { op: 'naive-depth'; text: string }
  | { op: 'remark'; text: string }
  | { op: 'parse'; text: string; kind: 'plan' | 'summary' };

/** How a job ended: a value, a thrown error, or a hard kill after the time limit. */
export type WorkerOutcome =
  | { status: 'ok'; value: unknown; ms: number }
  | { status: 'threw'; error: { name: string; message: string; stack: string }; ms: number }
  | { status: 'timeout'; ms: number };

/**
 * Runs jobs one at a time in a worker thread and terminates it when a job overruns its
 * limit (a synchronous hang cannot be interrupted any other way); the next job starts a
 * fresh worker.
 */
export class WorkerRunner {
  private worker: Worker | null = null;
  private ready: Promise<void> | null = null;
  private next = 0;

  /** Start the worker and wait until it has loaded the packages (not counted against any job). */
  async warm(): Promise<void> {
    if (!this.worker) {
      // The main thread's stack (about 1 MiB), not a worker's default 4 MiB: the CLI and the
      // language server's lint threads must not overflow with what the CLI has.
      const worker = new Worker(WORKER, { resourceLimits: { stackSizeMb: 1 } });
      this.worker = worker;
      worker.unref();
      this.ready = this.send(worker, { op: 'ping' }, 60_000).then((outcome) => {
        if (outcome.status !== 'ok') throw new Error(`robustness worker failed to start: ${JSON.stringify(outcome)}`);
      });
    }
    await this.ready;
  }

  /** Run one job with a hard wall-clock kill after `limitMs`. */
  async run(job: WorkerJob, limitMs: number): Promise<WorkerOutcome> {
    await this.warm();
    const outcome = await this.send(this.worker!, job, limitMs);
    if (outcome.status === 'timeout') await this.stop();
    return outcome;
  }

  /** Terminate the worker (safe to call twice). */
  async stop(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    this.ready = null;
    if (worker) await worker.terminate();
  }

  private send(worker: Worker, job: object, limitMs: number): Promise<WorkerOutcome> {
    const id = ++this.next;
    const started = performance.now();
    return new Promise((resolvePromise) => {
      const done = (outcome: WorkerOutcome) => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
        resolvePromise(outcome);
      };
      const onMessage = (message: {
        id: number;
        ok: boolean;
        value?: unknown;
        error?: { name: string; message: string; stack: string };
        ms: number;
      }) => {
        if (message.id !== id) return;
        done(
          message.ok
            ? { status: 'ok', value: message.value, ms: message.ms }
            : { status: 'threw', error: message.error!, ms: message.ms },
        );
      };
      // An uncaught error or an out-of-memory abort in the worker.
      const onError = (error: Error) => {
        this.worker = null;
        done({
          status: 'threw',
          error: { name: error.name, message: error.message, stack: String(error.stack) },
          ms: performance.now() - started,
        });
      };
      const timer = setTimeout(() => done({ status: 'timeout', ms: performance.now() - started }), limitMs);
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.postMessage({ id, ...job });
    });
  }
}

/** The time limit of one hostile input, in ms: 3 s (R1, docs/robustness.md), or `ROBUSTNESS_KILL_MS`. */
export function killAfterMs(fallback = 3000): number {
  const fromEnv = Number(process.env.ROBUSTNESS_KILL_MS);
  return Number.isFinite(fromEnv) && fromEnv > 0 ? fromEnv : fallback;
}

/** Fail early, with the fix, when the built packages the worker loads are missing. */
export function assertBuilt(): void {
  for (const pkg of ['core', 'linter']) {
    const entry = join(ROOT, 'packages', pkg, 'dist/index.js');
    if (!existsSync(entry)) throw new Error(`${entry} is missing: run \`npx tsc --build\` first`);
  }
}

/** Source files newer than their built output: the worker would test stale code (printed as a warning). */
export function staleSources(): string[] {
  const stale: string[] = [];
  for (const pkg of ['core', 'linter']) {
    const src = join(ROOT, 'packages', pkg, 'src');
    const stack = [src];
    while (stack.length > 0) {
      const dir = stack.pop()!;
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) stack.push(path);
        else if (entry.name.endsWith('.ts')) {
          const built = join(ROOT, 'packages', pkg, 'dist', path.slice(src.length + 1).replace(/\.ts$/, '.js'));
          if (!existsSync(built) || statSync(built).mtimeMs < statSync(path).mtimeMs)
            stale.push(path.slice(ROOT.length + 1));
        }
      }
    }
  }
  return stale;
}
