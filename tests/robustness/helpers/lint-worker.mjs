// A worker thread that lints or parses one input per message, so the test can kill it
// (worker.terminate) when an input hangs. It loads the BUILT packages (packages/*/dist):
// run `npx tsc --build` first. Plain JavaScript so Node loads it without a TypeScript step.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parentPort } from 'node:worker_threads';

const { lintText } = await import('@handoff/linter');
const { parseDecisionDocument } = await import('@handoff/core');

// An empty folder, so a summary looks for its plan where none exists and nothing real is read.
const cwd = mkdtempSync(join(tmpdir(), 'handoff-robustness-'));

parentPort.on('message', async (job) => {
  const started = performance.now();
  try {
    let value;
    if (job.op === 'lint') {
      const result = await lintText(job.text, { filePath: job.filePath, cwd });
      value = result.messages.map(({ ruleId, messageId, severity, message, line, column, endLine, endColumn, fatal }) => ({
        ruleId, messageId, severity, message, line, column, endLine, endColumn, fatal: fatal === true,
      }));
    } else if (job.op === 'parse') {
      const document = parseDecisionDocument(job.text, job.kind);
      value = { sections: document.sections.length, buckets: document.sections[0]?.buckets.length ?? 0 };
    } else if (job.op === 'ping') {
      value = 'pong';
    } else {
      throw new Error(`unknown op ${job.op}`);
    }
    parentPort.postMessage({ id: job.id, ok: true, value, ms: performance.now() - started });
  } catch (error) {
    const e = error instanceof Error ? error : new Error(String(error));
    parentPort.postMessage({
      id: job.id,
      ok: false,
      error: { name: e.name, message: e.message.split('\n', 1)[0], stack: (e.stack ?? '').split('\n').slice(0, 8).join('\n') },
      ms: performance.now() - started,
    });
  }
});
