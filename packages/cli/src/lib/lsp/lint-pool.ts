import { Worker } from 'node:worker_threads';
import { parseTimeBudgetOf, type HandoffConfig, type LintResult, type RuleSettings } from '@handoff/linter';
import type { LintReply, LintRequest } from './lint-worker.js';
import type { DecisionOutline } from './outline.js';

/** One buffer to lint, as the server hands it over. */
export interface LintJob {
  text: string;
  filePath?: string;
  cwd: string;
  config: HandoffConfig;
  settings: RuleSettings;
}

/** How a job ended: a result, a newer job for the same buffer took its place, or why it failed. */
export type LintOutcome =
  | { status: 'done'; result: LintResult; outline: DecisionOutline | null }
  | { status: 'superseded' }
  | { status: 'failed'; reason: string };

/** How the pool is sized and bounded. */
export interface LintPoolOptions {
  /** Lint threads at most (default 2: one costly buffer leaves another thread for the rest). */
  size?: number;
  /** How long a job may run before its thread is stopped (default: 30 s beyond the file's parse time budget). */
  hardLimitMs?: (job: LintJob) => number;
  /** Heap one lint thread may use, in MiB (default 1024): past it the thread is stopped, not the server. */
  maxHeapMb?: number;
}

interface Slot {
  worker: Worker;
  busy: { id: number; key: string; resolve: (outcome: LintOutcome) => void; timer: NodeJS.Timeout } | null;
}

interface Waiting {
  key: string;
  job: LintJob;
  resolve: (outcome: LintOutcome) => void;
}

const WORKER_URL = new URL('./lint-worker.js', import.meta.url);

/**
 * Lints buffers on worker threads, off the language server's message loop. Jobs wait in
 * order; a job for a buffer that already has one waiting replaces it (only the newest text
 * matters). A thread that runs past a job's hard limit, runs out of heap or crashes is
 * terminated and replaced, and its job fails with a reason; the other threads go on.
 */
export class LintPool {
  readonly #size: number;
  readonly #hardLimitMs: (job: LintJob) => number;
  readonly #maxHeapMb: number;
  readonly #slots: Slot[] = [];
  readonly #queue: Waiting[] = [];
  #nextId = 0;
  #closed = false;

  constructor(options: LintPoolOptions = {}) {
    this.#size = Math.max(1, options.size ?? 2);
    this.#hardLimitMs =
      options.hardLimitMs ??
      ((job) => 30_000 + parseTimeBudgetOf(job.config) + (job.text.length / (1024 * 1024)) * 250);
    this.#maxHeapMb = options.maxHeapMb ?? 1024;
  }

  /** Lint `job`, the newest text of buffer `key`. */
  lint(key: string, job: LintJob): Promise<LintOutcome> {
    if (this.#closed) return Promise.resolve({ status: 'failed', reason: 'the language server is shutting down' });
    return new Promise((resolve) => {
      const waiting = this.#queue.findIndex((entry) => entry.key === key);
      if (waiting >= 0) {
        this.#queue[waiting]!.resolve({ status: 'superseded' });
        this.#queue[waiting] = { key, job, resolve };
      } else this.#queue.push({ key, job, resolve });
      this.#dispatch();
    });
  }

  /** Tell every thread to forget which projects use decision sections (a plan or summary changed on disk). */
  forgetAdoption(): void {
    for (const slot of this.#slots) slot.worker.postMessage({ type: 'forget-adoption' } satisfies LintRequest);
  }

  /** Stop every thread; waiting and running jobs fail. */
  async close(): Promise<void> {
    this.#closed = true;
    for (const waiting of this.#queue.splice(0))
      waiting.resolve({ status: 'failed', reason: 'the language server is shutting down' });
    await Promise.all([...this.#slots].map((slot) => this.#retire(slot, 'the language server is shutting down')));
  }

  #dispatch(): void {
    while (this.#queue.length > 0) {
      let slot = this.#slots.find((candidate) => candidate.busy === null);
      if (!slot && this.#slots.length < this.#size) slot = this.#spawn();
      if (!slot) return;
      const { key, job, resolve } = this.#queue.shift()!;
      const id = ++this.#nextId;
      const limit = this.#hardLimitMs(job);
      const timer = setTimeout(
        () =>
          void this.#retire(
            slot,
            `linting did not finish within ${Math.round(limit / 1000)} s, so the lint thread was stopped`,
          ),
        limit,
      );
      timer.unref();
      slot.busy = { id, key, resolve, timer };
      slot.worker.postMessage({ type: 'lint', id, ...job } satisfies LintRequest);
    }
  }

  #spawn(): Slot {
    const worker = new Worker(WORKER_URL, { resourceLimits: { maxOldGenerationSizeMb: this.#maxHeapMb } });
    worker.unref();
    const slot: Slot = { worker, busy: null };
    worker.on('message', (reply: LintReply) => {
      const busy = slot.busy;
      if (!busy || busy.id !== reply.id) return;
      clearTimeout(busy.timer);
      slot.busy = null;
      busy.resolve(
        reply.ok
          ? { status: 'done', result: reply.result, outline: reply.outline }
          : { status: 'failed', reason: reply.error },
      );
      this.#dispatch();
    });
    worker.on('error', (error: Error) => {
      const code = (error as NodeJS.ErrnoException).code;
      void this.#retire(
        slot,
        code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? `linting ran out of memory (over ${this.#maxHeapMb} MiB), so the lint thread was stopped`
          : `the lint thread crashed: ${error.message.split('\n', 1)[0]}`,
      );
    });
    worker.on('exit', () => void this.#retire(slot, 'the lint thread exited'));
    this.#slots.push(slot);
    return slot;
  }

  /** Remove a thread: fail its job, terminate it, and start waiting jobs elsewhere. */
  async #retire(slot: Slot, reason: string): Promise<void> {
    const index = this.#slots.indexOf(slot);
    if (index < 0) return;
    this.#slots.splice(index, 1);
    const busy = slot.busy;
    slot.busy = null;
    if (busy) {
      clearTimeout(busy.timer);
      busy.resolve({ status: 'failed', reason });
    }
    await slot.worker.terminate().catch(() => undefined);
    if (!this.#closed) this.#dispatch();
  }
}
