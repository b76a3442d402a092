// The language server's lint thread: it lints one buffer per message, so a costly buffer
// never holds up the server's message loop (which keeps answering, and hands other buffers
// to another lint thread). Started by `LintPool`; not a public entry point.
import { parentPort } from 'node:worker_threads';
import { lintText, type AdoptionCache, type HandoffConfig, type LintResult, type RuleSettings } from '@handoff/linter';
import { decisionOutline, type DecisionOutline } from './outline.js';

/** What the server asks of a lint thread. */
export type LintRequest =
  | {
      type: 'lint';
      id: number;
      text: string;
      filePath?: string;
      cwd: string;
      config: HandoffConfig;
      settings: RuleSettings;
    }
  | { type: 'forget-adoption' };

/**
 * What a lint thread answers: the result with the buffer's outline for the editor features
 * (`null` for a buffer that is no plan or summary, or whose lint stopped at the parse budget),
 * or the first line of what went wrong.
 */
export type LintReply =
  | { id: number; ok: true; result: LintResult; outline: DecisionOutline | null }
  | { id: number; ok: false; error: string };

// Which projects use decision sections, kept while the thread runs; the server clears it when a plan or summary is
// saved, and it starts afresh past MAX_PROJECTS (buffers opened in many folders over a long session).
const adoption: AdoptionCache = new Map();
const MAX_PROJECTS = 256;

parentPort?.on('message', (request: LintRequest) => {
  if (request.type === 'forget-adoption') {
    adoption.clear();
    return;
  }
  const { id, text, filePath, cwd, config, settings } = request;
  if (adoption.size >= MAX_PROJECTS) adoption.clear();
  lintText(text, { cwd, config, settings, adoption, ...(filePath === undefined ? {} : { filePath }) })
    .then(async (result) => {
      // A buffer the lint could not read, or read only up to the parse budget, is not read again for an outline.
      const unread = result.messages.some((m) => m.fatal === true || m.ruleId === 'parse-budget-exceeded');
      const outline = unread ? null : await decisionOutline(text, filePath).catch(() => null);
      return { result, outline };
    })
    .then(
      ({ result, outline }) => {
        parentPort!.postMessage({ id, ok: true, result, outline } satisfies LintReply);
      },
      (error: unknown) => {
        parentPort!.postMessage({
          id,
          ok: false,
          error: (error instanceof Error ? error.message : String(error)).split('\n', 1)[0]!,
        } satisfies LintReply);
      },
    );
});
