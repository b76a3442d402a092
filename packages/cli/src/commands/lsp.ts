import { docsUrl } from '../lib/docs-url.js';
import { parseVerbArgs, showHelp } from '../lib/args.js';
import { UserError } from '../lib/errors.js';
import type { Command } from '../lib/io.js';
import { startLanguageServer } from '../lib/lsp/server.js';

const OPTIONS = {
  stdio: { type: 'boolean' },
  // Passed by some clients (vscode-languageclient); the server library reads it from argv itself.
  clientProcessId: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** `handoff lsp --help`. */
const LSP_USAGE = `Usage: handoff lsp --stdio

Run the handoff language server: editors get the lint diagnostics of open plans,
summaries and handoff documents as you type and on save, and the autofixes as
quick fixes. It speaks the Language Server Protocol (JSON-RPC) on standard input
and output; start it from your editor, not by hand (set-ups for VS Code, Neovim and
Helix: ${docsUrl('editors.md')}).

Options:
      --stdio      talk LSP over standard input and output (the only transport)
  -h, --help       show this help

Config is searched from each document's folder upward, as \`handoff lint\` does.
Exit codes: 0 after the client's shutdown and exit, 1 when the client goes away
without shutdown, 2 usage error.
`;

const lsp: Command = {
  async run(args, io) {
    const { values } = parseVerbArgs('lsp', args, OPTIONS, false);
    if (values.help) return showHelp(io, LSP_USAGE);
    if (!values.stdio)
      throw new UserError('handoff lsp: pass --stdio (the only transport); editors start it as `handoff lsp --stdio`');
    startLanguageServer({ input: process.stdin, output: process.stdout });
    // The server library ends the process itself on `exit` or when the client closes stdin.
    return new Promise<number>(() => undefined);
  },
};
export default lsp;
