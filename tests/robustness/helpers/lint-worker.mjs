// A worker thread that lints or parses one input per message, so the test can kill it
// (worker.terminate) when an input hangs. It loads the BUILT packages (packages/*/dist):
// run `npx tsc --build` first. Plain JavaScript so Node loads it without a TypeScript step.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parentPort } from 'node:worker_threads';

const { lintText, loadConfig, rules } = await import('@handoff/linter');
const { parseDecisionDocument, renderResume } = await import('@handoff/core');
const { parseMarkdown } = await import('@handoff/core/read');

/** How deep a tree goes, walked the naive way (one stack frame per level). */
const naiveDepth = (node) => 1 + Math.max(0, ...(node.children ?? []).map(naiveDepth));

// An empty folder, so a summary looks for its plan where none exists and nothing real is read.
// Its config reports `section-missing` whether or not the folder has adopted decision sections,
// and gives each file its kind by its name: the inputs are hostile text, not a plan's content,
// and what is tested is how each kind's reader copes with them (a name alone gives no kind).
const cwd = mkdtempSync(join(tmpdir(), 'handoff-robustness-'));
writeFileSync(
  join(cwd, '.handoffrc.json'),
  JSON.stringify({
    rules: { 'section-missing': ['error', { decisions: 'required' }] },
    kinds: { plan: ['*-PLAN.md'], summary: ['*-SUMMARY.md'], handoff: ['RESUME.md'] },
  }),
);
const config = await loadConfig({ searchFrom: cwd, rules, cwd });
// The control: no pre-scan, no memory guard and no time budget worth the name.
const unbudgeted = {
  ...config,
  rules: { ...config.rules, 'parse-budget-exceeded': 'off' },
  ruleOptions: { ...config.ruleOptions, 'parse-budget-exceeded': { timeBudgetMs: 3_600_000 } },
};

/** A stored record whose goal is `value`. */
function recordWith(value) {
  return {
    schema: 1,
    written_at: '2026-11-29T20:00:00.000Z',
    goal: value,
    status: 'partial',
    active_files: [{ path: 'src/x.ts', purpose: 'the code under test' }],
    changes: [{ what: 'Rendered a hostile value', why: 'the renderer must escape it' }],
    failed_approaches: [{ approach: 'Trusting the value', why_failed: 'it is hostile' }],
    next_steps: [{ step: 'Lint the result', command: 'npm test' }],
  };
}

const summarize = (result) =>
  result.messages.map(({ ruleId, messageId, severity, message, line, column, endLine, endColumn, fatal }) => ({
    ruleId,
    messageId,
    severity,
    message,
    line,
    column,
    endLine,
    endColumn,
    fatal: fatal === true,
  }));

parentPort.on('message', async (job) => {
  const started = performance.now();
  try {
    let value;
    if (job.op === 'lint') {
      value = summarize(
        await lintText(job.text, { filePath: job.filePath, cwd, config: job.unbudgeted ? unbudgeted : config }),
      );
    } else if (job.op === 'render') {
      // The renderer escapes a field value; the RESUME.md it writes is then linted like any other.
      const text = renderResume(recordWith(job.text));
      value = summarize(await lintText(text, { filePath: 'RESUME.md', cwd, config }));
    } else if (job.op === 'remark') {
      // remark alone, with no guard before it: what the linter's guards keep a file from.
      parseMarkdown(job.text, false);
      value = 'parsed';
    } else if (job.op === 'naive-depth') {
      value = naiveDepth(parseMarkdown(job.text, false));
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
      error: {
        name: e.name,
        message: e.message.split('\n', 1)[0],
        stack: (e.stack ?? '').split('\n').slice(0, 8).join('\n'),
      },
      ms: performance.now() - started,
    });
  }
});
