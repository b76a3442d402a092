import { docsUrl } from '../lib/docs-url.js';
import { parseVerbArgs, showHelp } from '../lib/args.js';
import { UserError } from '../lib/errors.js';
import { stdinUpTo, type Command, type CommandIo } from '../lib/io.js';
import { addContext, block, SILENT, type HookAnswer } from '../lib/hook/answer.js';
import { hookContext, type HookContext } from '../lib/hook/context.js';
import { gateInstructions } from '../lib/hook/gate-message.js';
import {
  HOOK_EVENTS,
  HookInputError,
  MAX_HOOK_INPUT_BYTES,
  parsePayload,
  type HookEvent,
  type HookPayload,
} from '../lib/hook/payload.js';
import { postToolUse, preToolUse } from '../lib/hook/pre-tool-use.js';
import { ADAPTERS, RUNTIMES, type RuntimeName } from '../lib/hook/runtimes/index.js';
import { sessionStart } from '../lib/hook/session-start.js';
import { stop } from '../lib/hook/stop.js';

const HELP = `Usage: handoff hook session-start|pre-tool-use|post-tool-use|stop [--runtime R] [options]

Answer an agent runtime's hook (its JSON on standard input, at most 1 MiB), enforcing the
hand-off rules the published designs leave to the prompt. Events:
  session-start  print the read-gate status (when blocked: the RESUME.md digest and the
                 commands to read and acknowledge it) and the rejections checkpoint when
                 this session has not received its current version
  pre-tool-use   while the gate is blocked, refuse tools that change files or run commands
                 (exit 2, the reason on stderr) and allow reading; remind a shell command or
                 an edit of the rejected approach it repeats (refuse it with --block-rejected)
  post-tool-use  the reminder and the checkpoint, beside a tool's result, for a runtime
                 that shows no context before a tool runs (Gemini CLI's AfterTool)
  stop           refuse to stop while a Markdown file the session wrote has lint errors, or
                 while the handoff record is older than the session's last change

Options:
  --runtime R        the runtime that calls: claude (default), codex, gemini, opencode; it
                     sets the event names, tool names, session record and answer format
  --dir D            the .handoff folder, relative to the project (default .handoff)
  --mcp-server NAME  the name of the handoff MCP server in the runtime (default handoff):
                     its reading tools pass the gate
  --block-rejected   refuse a shell command or an edit that repeats a rejected approach
  --strict-gate      an acknowledgement must follow a read of RESUME.md at its digest in this
                     session and refer to every failed approach (by number or key words)
  -h, --help         show this help

Exit codes: 0 go on (stdout may carry JSON for the runtime); 2 refused, with the reason on
stderr, or bad input. An internal error refuses a changing tool or the stop (fails closed)
and never blocks reading. \`handoff hooks install --runtime R\` writes the settings;
${docsUrl('agents.md')} has them.
`;

const hook: Command = {
  async run(args, io) {
    const { values, positionals } = parseVerbArgs('hook', args, {
      runtime: { type: 'string' },
      dir: { type: 'string' },
      'mcp-server': { type: 'string' },
      'block-rejected': { type: 'boolean', default: false },
      'strict-gate': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h' },
    });
    if (values.help) return showHelp(io, HELP);
    // A mistaken argument is quoted by the rule every verb quotes with, loaded only on that path
    // (the secrets entry that holds it stays out of a hook's start-up).
    const quoteValue = async (value: string) => (await import('@handoff/core/secrets')).quoteValue(value);
    const runtimeName = values.runtime ?? 'claude';
    if (!(RUNTIMES as readonly string[]).includes(runtimeName))
      throw new UserError(
        `handoff hook: unknown runtime ${await quoteValue(runtimeName)}; expected one of ${RUNTIMES.join(', ')}`,
      );
    const runtime = ADAPTERS[runtimeName as RuntimeName];
    const [event, ...extra] = positionals;
    const events = HOOK_EVENTS.filter((name) => runtime.events[name] !== undefined);
    if (event === undefined) throw new UserError(`handoff hook: missing event; expected one of ${events.join(', ')}`);
    if (!(HOOK_EVENTS as readonly string[]).includes(event))
      throw new UserError(
        `handoff hook: unknown event ${await quoteValue(event)}; expected one of ${events.join(', ')}`,
      );
    const eventNames = runtime.events[event as HookEvent];
    if (eventNames === undefined)
      throw new UserError(`handoff hook: ${runtimeName} has no ${event} event; expected one of ${events.join(', ')}`);
    if (extra.length > 0)
      throw new UserError(`handoff hook ${event}: unexpected argument ${await quoteValue(extra[0]!)}`);
    const name = event as HookEvent;
    const bytes = await stdinUpTo(io, MAX_HOOK_INPUT_BYTES);
    const options = {
      ...(values.dir === undefined ? {} : { dir: values.dir }),
      ...(values['mcp-server'] === undefined ? {} : { mcpServer: values['mcp-server'] }),
      blockRejected: values['block-rejected'],
      strictGate: values['strict-gate'],
      runtime,
    };
    if (bytes === null) {
      const tooLarge = `standard input is larger than ${MAX_HOOK_INPUT_BYTES / 1024 / 1024} MiB`;
      // A tool call that large (a Write of a big file) is judged without its input: allowed
      // where any changing tool would be, refused while the gate is blocked (docs/agents.md).
      if (name === 'pre-tool-use')
        return answerOversized(io, hookContext(EMPTY_PAYLOAD, io.env, io.cwd, options), name, tooLarge);
      throw new UserError(`handoff hook ${name}: ${tooLarge}; a runtime's hook input is a few kilobytes`);
    }
    let payload: HookPayload;
    try {
      payload = parsePayload(name, bytes, eventNames);
    } catch (error) {
      if (error instanceof HookInputError) throw new UserError(`handoff hook ${name}: ${error.message}`);
      throw error;
    }
    const context = hookContext(payload, io.env, io.cwd, options);
    if (payload.toolName !== null)
      payload.tool = runtime.tool(payload.toolName, payload.toolInput, {
        cwd: payload.cwd ?? context.project,
        mcpServer: context.mcpServer,
      });
    let answer: HookAnswer;
    try {
      answer = await answerEvent(name, payload, context, io.env);
    } catch (error) {
      answer = await failed(name, payload, error instanceof Error ? error.message.split('\n', 1)[0]! : String(error));
    }
    const rendered = runtime.render(name, answer);
    if (rendered.stdout !== '') io.stdout(rendered.stdout);
    if (rendered.stderr !== '') io.stderr(rendered.stderr);
    return rendered.exitCode;
  },
};
export default hook;

async function answerEvent(
  event: HookEvent,
  payload: HookPayload,
  context: HookContext,
  env: NodeJS.ProcessEnv,
): Promise<HookAnswer> {
  // The stores and the linter load on demand inside each event (lib/hook/gate-state.ts,
  // checkpoint-delivery.ts, stop.ts): a reading tool is answered before any of them loads.
  switch (event) {
    case 'session-start':
      return sessionStart(payload, context);
    case 'pre-tool-use':
      return preToolUse(payload, context, env);
    case 'post-tool-use':
      return postToolUse(payload, context, env);
    case 'stop':
      return stop(payload, context);
  }
}

const EMPTY_PAYLOAD: HookPayload = {
  sessionId: null,
  cwd: null,
  transcriptPath: null,
  source: null,
  toolName: null,
  toolInput: {},
  toolUseId: null,
  tool: null,
  stopHookActive: false,
  input: {},
};

/**
 * A PreToolUse input over the cap, read no further: its tool is unknown, so it counts as a
 * changing tool. Without a read gate blocked (no record, or acknowledged) it is allowed, as
 * any changing tool would be (the rejections reminder and checkpoint wait for the next
 * call); while blocked, or when the gate cannot be read, it is refused.
 */
async function answerOversized(
  io: CommandIo,
  context: HookContext,
  event: HookEvent,
  tooLarge: string,
): Promise<number> {
  let answer: HookAnswer;
  try {
    const { handoffStatus } = await import('../lib/hook/gate-state.js');
    const status = await handoffStatus(context.dir);
    answer =
      status.gate === 'blocked'
        ? block(
            `handoff: tool call refused: its input is too large to check (${tooLarge}) and the read gate is blocked ` +
              `(${status.reason}).\n${gateInstructions(status, context)}`,
          )
        : SILENT;
  } catch (error) {
    const { redactPath } = await import('@handoff/core/secrets');
    const why = redactPath(error instanceof Error ? error.message.split('\n', 1)[0]! : String(error));
    answer = block(
      `handoff: tool call refused: its input is too large to check (${tooLarge}) and the read gate could not be read ` +
        `(${why}).`,
    );
  }
  // In the runtime's own answer format, as every other answer.
  const rendered = context.runtime.render(event, answer);
  if (rendered.stdout !== '') io.stdout(rendered.stdout);
  if (rendered.stderr !== '') io.stderr(rendered.stderr);
  return rendered.exitCode;
}

/**
 * The answer when the state cannot be read or a check fails unexpectedly. It fails closed
 * where the hook guards something (a changing tool, the end of a turn) and says why, so
 * a broken state file never lets unread work through; reading stays allowed, and the start
 * of a session only reports it, since it cannot block. The problem (which may quote a
 * path or a value from the state) and the tool's name are redacted: the secret scanner
 * loads only here, on this rare path, never for an answer that goes well.
 */
async function failed(event: HookEvent, payload: HookPayload, why: string): Promise<HookAnswer> {
  const { redactPath } = await import('@handoff/core/secrets');
  const problem = redactPath(why);
  switch (event) {
    case 'session-start':
      return addContext(
        'SessionStart',
        `handoff could not read the read gate or the rejections checkpoint: ${problem}. Until that is fixed, ` +
          `tools that change files are refused; \`handoff resume status\` and ` +
          `\`handoff rejections\` show the problem.`,
        `handoff hook session-start: ${problem}`,
      );
    case 'pre-tool-use':
      if (payload.tool?.kind === 'read') return SILENT;
      return block(
        `handoff: ${redactPath(String(payload.toolName))} refused: the hook could not check the read gate or the ` +
          `rejections (${problem}). Fix that first; \`handoff resume status\` and \`handoff rejections\` show it.`,
      );
    case 'post-tool-use':
      return SILENT;
    case 'stop':
      return block(
        `handoff: the stop hook could not check this session (${problem}). Fix that, ` +
          `or tell the user why it cannot be fixed.`,
      );
  }
}
