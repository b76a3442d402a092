// The language server's lint thread: it lints one buffer per message, so a costly buffer
// never holds up the server's message loop (which keeps answering, and hands other buffers
// to another lint thread). Started by `LintPool`; not a public entry point.
import { parentPort } from 'node:worker_threads';
import { lintText, type AdoptionCache, type HandoffConfig, type LintResult, type RuleSettings } from '@handoff/linter';

/** What the server asks of a lint thread. */
export type LintRequest = { type: 'lint'; id: number; text: string; filePath?: string; cwd: string; config: HandoffConfig; settings: RuleSettings } | { type: 'forget-adoption' };

/** What a lint thread answers: the result, or the first line of what went wrong. */
export type LintReply = { id: number; ok: true; result: LintResult } | { id: number; ok: false; error: string };

// Which projects use decision sections, kept while the thread runs; the server clears it when a plan or summary is saved.
const adoption: AdoptionCache = new Map();

parentPort?.on('message', (request: LintRequest) => {
  if (request.type === 'forget-adoption') {
    adoption.clear();
    return;
  }
  const { id, text, filePath, cwd, config, settings } = request;
  lintText(text, { cwd, config, settings, adoption, ...(filePath === undefined ? {} : { filePath }) }).then(
    (result) => {
      parentPort!.postMessage({ id, ok: true, result } satisfies LintReply);
    },
    (error: unknown) => {
      parentPort!.postMessage({ id, ok: false, error: (error instanceof Error ? error.message : String(error)).split('\n', 1)[0]! } satisfies LintReply);
    },
  );
});
