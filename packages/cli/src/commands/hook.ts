import { parseVerbArgs, showHelp } from '../lib/args.js';
import { UserError } from '../lib/errors.js';
import { stdinUpTo, type Command } from '../lib/io.js';
import { addContext, block, SILENT, type HookAnswer } from '../lib/hook/answer.js';
import { hookContext, type HookContext } from '../lib/hook/context.js';
import { HOOK_EVENTS, HookInputError, MAX_HOOK_INPUT_BYTES, parsePayload, type HookEvent, type HookPayload } from '../lib/hook/payload.js';
import { preToolUse } from '../lib/hook/pre-tool-use.js';
import { sessionStart } from '../lib/hook/session-start.js';
import { stop } from '../lib/hook/stop.js';
import { classifyTool } from '../lib/hook/tools.js';

const HELP = `Usage: handoff hook session-start|pre-tool-use|stop [--dir D] [--mcp-server NAME] [--block-rejected]

Answer an agent runtime's command hook (Claude Code's hook JSON on standard input, at most
1 MiB), enforcing the hand-off rules the published designs leave to the prompt:
  session-start  print the read-gate status (when blocked: the RESUME.md digest and the
                 commands to read and acknowledge it) and the rejections checkpoint when
                 this session has not received its current version
  pre-tool-use   while the gate is blocked, refuse tools that change files or run commands
                 (exit 2, the reason on stderr) and allow reading; remind a shell command
                 of the rejected approach it repeats (refuse it with --block-rejected)
  stop           refuse to stop while a Markdown file the session wrote has lint errors, or
                 while the handoff record is older than the session's last change

Options:
  --dir D            the .handoff folder, relative to the project (default .handoff)
  --mcp-server NAME  the name of the handoff MCP server in the runtime (default handoff):
                     its reading tools pass the gate
  --block-rejected   refuse a shell command that repeats a rejected approach
  -h, --help         show this help

Exit codes: 0 go on (stdout may carry JSON for the runtime); 2 refused, with the reason on
stderr, or bad input. An internal error refuses a changing tool or the stop (fails closed)
and never blocks reading. docs/agents.md has the settings to copy.
`;

const EVENTS = Object.keys(HOOK_EVENTS) as HookEvent[];

const hook: Command = {
  async run(args, io) {
    const { values, positionals } = parseVerbArgs('hook', args, {
      dir: { type: 'string' },
      'mcp-server': { type: 'string' },
      'block-rejected': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h' },
    });
    if (values.help) return showHelp(io, HELP);
    const [event, ...extra] = positionals;
    if (event === undefined) throw new UserError(`handoff hook: missing event; expected one of ${EVENTS.join(', ')}`);
    if (!(EVENTS as string[]).includes(event)) throw new UserError(`handoff hook: unknown event \`${event.slice(0, 40)}\`; expected one of ${EVENTS.join(', ')}`);
    if (extra.length > 0) throw new UserError(`handoff hook ${event}: unexpected argument \`${extra[0]!.slice(0, 40)}\``);
    const name = event as HookEvent;
    const bytes = await stdinUpTo(io, MAX_HOOK_INPUT_BYTES);
    if (bytes === null) throw new UserError(`handoff hook ${name}: standard input is larger than ${MAX_HOOK_INPUT_BYTES / 1024 / 1024} MiB; a runtime's hook input is a few kilobytes`);
    let payload: HookPayload;
    try {
      payload = parsePayload(name, bytes);
    } catch (error) {
      if (error instanceof HookInputError) throw new UserError(`handoff hook ${name}: ${error.message}`);
      throw error;
    }
    const context = hookContext(payload, io.env, io.cwd, {
      ...(values.dir === undefined ? {} : { dir: values.dir }),
      ...(values['mcp-server'] === undefined ? {} : { mcpServer: values['mcp-server'] }),
      blockRejected: values['block-rejected'],
    });
    let answer: HookAnswer;
    try {
      answer = await answerEvent(name, payload, context);
    } catch (error) {
      answer = failed(name, payload, context, error instanceof Error ? error.message.split('\n', 1)[0]! : String(error));
    }
    if (answer.stdout !== '') io.stdout(answer.stdout);
    if (answer.stderr !== '') io.stderr(answer.stderr);
    return answer.exitCode;
  },
};
export default hook;

async function answerEvent(event: HookEvent, payload: HookPayload, context: HookContext): Promise<HookAnswer> {
  // The stores and the linter load on demand inside each event (lib/hook/gate-state.ts,
  // checkpoint-delivery.ts, stop.ts): a reading tool is answered before any of them loads.
  switch (event) {
    case 'session-start':
      return sessionStart(payload, context);
    case 'pre-tool-use':
      return preToolUse(payload, context);
    case 'stop':
      return stop(payload, context);
  }
}

/**
 * The answer when the state cannot be read or a check fails unexpectedly. It fails closed
 * where the hook guards something (a changing tool, the end of a turn) and says why, so
 * a broken state file never lets unread work through; reading stays allowed, and the start
 * of a session only reports it, since it cannot block.
 */
function failed(event: HookEvent, payload: HookPayload, context: HookContext, problem: string): HookAnswer {
  switch (event) {
    case 'session-start':
      return addContext(
        'SessionStart',
        `handoff could not read the read gate or the rejections checkpoint: ${problem}. Until that is fixed, tools that change files are refused; \`handoff resume status\` and \`handoff rejections\` show the problem.`,
        `handoff hook session-start: ${problem}`,
      );
    case 'pre-tool-use':
      if (classifyTool(payload.toolName!, context.mcpServer) === 'read') return SILENT;
      return block(
        `handoff: ${payload.toolName} refused: the hook could not check the read gate or the rejections (${problem}). Fix that first; \`handoff resume status\` and \`handoff rejections\` show it.`,
      );
    case 'stop':
      return block(`handoff: the stop hook could not check this session (${problem}). Fix that, or tell the user why it cannot be fixed.`);
  }
}
