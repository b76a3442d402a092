import { docsUrl } from '../lib/docs-url.js';
import { parseVerbArgs, showHelp } from '../lib/args.js';
import { EXIT, UserError } from '../lib/errors.js';
import type { Command } from '../lib/io.js';

const HELP = `Usage: handoff mcp [--root R] [--dir D]

Run the handoff Model Context Protocol server on standard input and output, for agent
clients (Claude Code, Cursor, VS Code, Codex): lint, briefs, the session handoff and its
read gate, rejections and the checkpoint, the continuation packet, gate, title and orient
as typed tools; RESUME.md, the checkpoint and the briefs as resources. Start it from the
client, not by hand (each client's configuration: ${docsUrl('agents.md')}).

Options:
  --root R    the project root; tool paths must stay inside it (default: $CLAUDE_PROJECT_DIR
              when the client sets it, else the working folder)
  --dir D     the .handoff folder (default: <root>/.handoff)
  -h, --help  show this help

Exit codes: 0 when the client closes the connection; 2 usage error.
`;

const mcp: Command = {
  async run(args, io) {
    const { values } = parseVerbArgs(
      'mcp',
      args,
      { root: { type: 'string' }, dir: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
      false,
    );
    if (values.help) return showHelp(io, HELP);
    if (values.root === '' || values.dir === '')
      throw new UserError('handoff mcp: --root and --dir take a folder, not an empty string');
    // Loaded here, not at the top: only this verb pays for the MCP SDK.
    const { runStdioServer } = await import('@handoff/mcp');
    const root = values.root ?? (io.env.CLAUDE_PROJECT_DIR || undefined);
    await runStdioServer({
      cwd: io.cwd,
      ...(root === undefined ? {} : { root }),
      ...(values.dir === undefined ? {} : { dir: values.dir }),
    });
    return EXIT.ok;
  },
};
export default mcp;
