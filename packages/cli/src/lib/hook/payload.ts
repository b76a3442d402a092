/** The events `handoff hook` answers, and the runtime event each one is registered under. */
export const HOOK_EVENTS = { 'session-start': 'SessionStart', 'pre-tool-use': 'PreToolUse', stop: 'Stop' } as const;

/** One of `session-start`, `pre-tool-use`, `stop`. */
export type HookEvent = keyof typeof HOOK_EVENTS;

/** The largest hook input read; runtimes send a few kilobytes. */
export const MAX_HOOK_INPUT_BYTES = 1024 * 1024;

/** The fields of a runtime's hook input that the hooks read (Claude Code's command-hook JSON). */
export interface HookPayload {
  sessionId: string | null;
  /** The runtime's working folder when the hook fired. */
  cwd: string | null;
  transcriptPath: string | null;
  /** SessionStart: `startup`, `resume`, `clear`, `compact`, `fork`. */
  source: string | null;
  /** PreToolUse. */
  toolName: string | null;
  toolInput: Record<string, unknown>;
  /** Stop: true when the runtime is already continuing because a stop hook said so. */
  stopHookActive: boolean;
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
 * Read the JSON the runtime sent. It must be an object; a `hook_event_name` that names
 * another event is refused (the command is registered under the wrong event), and
 * `pre-tool-use` needs `tool_name`. Fields the hooks do not read are ignored.
 */
export function parsePayload(event: HookEvent, bytes: Uint8Array): HookPayload {
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw new HookInputError(`standard input is not the runtime's hook JSON (not valid UTF-8 JSON); register \`handoff hook ${event}\` as a command hook`);
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new HookInputError('standard input must be a JSON object (the hook input)');
  const input = value as Record<string, unknown>;
  const name = input.hook_event_name;
  if (name !== undefined && name !== HOOK_EVENTS[event]) {
    throw new HookInputError(`standard input is a ${typeof name === 'string' ? name.slice(0, 40) : 'non-string'} event; \`handoff hook ${event}\` is registered under ${HOOK_EVENTS[event]}`);
  }
  const toolName = text(input.tool_name);
  if (event === 'pre-tool-use' && toolName === null) throw new HookInputError('the PreToolUse input has no `tool_name`');
  const toolInput = input.tool_input;
  return {
    sessionId: text(input.session_id),
    cwd: text(input.cwd),
    transcriptPath: text(input.transcript_path),
    source: text(input.source),
    toolName,
    toolInput: toolInput !== null && typeof toolInput === 'object' && !Array.isArray(toolInput) ? (toolInput as Record<string, unknown>) : {},
    stopHookActive: input.stop_hook_active === true,
  };
}
