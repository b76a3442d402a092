// The entry of the single-file CLI (handoff.mjs, built by scripts/standalone.mjs). On the main
// thread it is the `handoff` command; on a worker thread it is the language server's lint
// thread, which the server starts from this same file (scripts/bundle-plugins.mjs points it here).
import { isMainThread } from 'node:worker_threads';

if (isMainThread) await import('../packages/cli/dist/bin.js');
else await import('../packages/cli/dist/lib/lsp/lint-worker.js');
