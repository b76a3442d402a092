import type { ToolCall } from './runtimes/types.js';

/**
 * The events `handoff hook` answers. Each runtime registers them under its own names
 * (`runtimes/`): Claude Code's SessionStart, PreToolUse and Stop, Gemini CLI's SessionStart,
 * BeforeTool, AfterTool and AfterAgent, an OpenCode plugin's session and tool events.
 * `post-tool-use` exists for runtimes that show no context before a tool runs (Gemini CLI).
 */
export const HOOK_EVENTS = ['session-start', 'pre-tool-use', 'post-tool-use', 'stop'] as const;

/** One of `session-start`, `pre-tool-use`, `post-tool-use`, `stop`. */
export type HookEvent = (typeof HOOK_EVENTS)[number];

/** The largest hook input read; runtimes send a few kilobytes. */
export const MAX_HOOK_INPUT_BYTES = 1024 * 1024;

/** The fields of a runtime's hook input that the hooks read, normalised by the runtime's adapter. */
export interface HookPayload {
  sessionId: string | null;
  /** The runtime's working folder when the hook fired. */
  cwd: string | null;
  transcriptPath: string | null;
  /** SessionStart: `startup`, `resume`, `clear`, `compact`, `fork`. */
  source: string | null;
  /** PreToolUse: the runtime's own name of the tool. */
  toolName: string | null;
  toolInput: Record<string, unknown>;
  /** PreToolUse: the runtime's id of the call being decided (`tool_use_id`), as its session record names it. */
  toolUseId: string | null;
  /** The tool call in the one shape the decision core reads (set by the runtime's adapter). */
  tool: ToolCall | null;
  /** Stop: true when the runtime is already continuing because a stop hook said so. */
  stopHookActive: boolean;
  /** The whole input, for what only one runtime sends (an OpenCode plugin's `tool_calls`). */
  input: Record<string, unknown>;
}

/** Standard input is not a hook payload this event can read: one line, exit 2. */
export class HookInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'HookInputError';
  }
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/**
 * Read the JSON the runtime sent. It must be an object; a `hook_event_name` that is none of
 * `eventNames` (the runtime's names for `event`) is refused, since the command is registered
 * under the wrong event, and the tool events need `tool_name`. Fields the hooks do not read
 * are ignored.
 */
export function parsePayload(event: HookEvent, bytes: Uint8Array, eventNames: readonly string[]): HookPayload {
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw new HookInputError(
      `standard input is not the runtime's hook JSON (not valid UTF-8 JSON); ` +
        `register \`handoff hook ${event}\` as a command hook`,
    );
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    throw new HookInputError('standard input must be a JSON object (the hook input)');
  const input = value as Record<string, unknown>;
  const name = input.hook_event_name;
  if (name !== undefined && !eventNames.includes(name as string)) {
    throw new HookInputError(
      `standard input is ${eventNameShown(name)}; \`handoff hook ${event}\` is registered under ` +
        eventNames.join(' or '),
    );
  }
  const toolName = text(input.tool_name);
  if ((event === 'pre-tool-use' || event === 'post-tool-use') && toolName === null)
    throw new HookInputError(`the ${eventNames[0]} input has no \`tool_name\``);
  const toolInput = input.tool_input;
  return {
    sessionId: text(input.session_id),
    cwd: text(input.cwd),
    transcriptPath: text(input.transcript_path),
    source: text(input.source),
    toolName,
    toolInput:
      toolInput !== null && typeof toolInput === 'object' && !Array.isArray(toolInput)
        ? (toolInput as Record<string, unknown>)
        : {},
    toolUseId: text(input.tool_use_id),
    tool: null,
    stopHookActive: input.stop_hook_active === true,
    input,
  };
}

/**
 * The event name a payload gives, as the error quotes it: whole when short, else only its
 * length, never cut short (a cut credential would escape the redaction of the printed line).
 */
function eventNameShown(name: unknown): string {
  if (typeof name !== 'string') return 'a non-string event';
  return name.length <= 40 ? `a ${name} event` : `an event name of ${name.length} characters`;
}
