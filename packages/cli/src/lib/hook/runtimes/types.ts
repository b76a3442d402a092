import type { HookAnswer, RenderedAnswer } from '../answer.js';
import type { HookEvent, HookPayload } from '../payload.js';
import type { ToolClass } from '../tools.js';

/** The agent runtimes `handoff hook` speaks to. */
export const RUNTIMES = ['claude', 'codex', 'gemini', 'opencode'] as const;

/** One of `claude`, `codex`, `gemini`, `opencode`. */
export type RuntimeName = (typeof RUNTIMES)[number];

/** A file an edit tool writes, and the text it puts there (the new string, the content, a patch's added lines). */
export interface FileEdit {
  /** Absolute. */
  path: string;
  text: string;
}

/**
 * A tool call in the one shape the decision core reads, whatever runtime made it and
 * whatever its tools are called: Claude Code's `Edit`, Codex's `apply_patch`, Gemini CLI's
 * `replace` and OpenCode's `edit` all become a `change` with `edits`.
 */
export interface ToolCall {
  /** The runtime's own name of the tool, as its messages show it. */
  name: string;
  /** How the read gate treats it: `read` always passes, `shell` depends on the command, `change` waits for the ack. */
  kind: ToolClass;
  /** The shell command, for a shell tool. */
  command: string | null;
  /** The files the call writes, with what it puts in each. */
  edits: FileEdit[];
  /** The files the call reads (absolute), for a reading tool that names them. */
  reads: string[];
}

/** One tool call from the session's own record (its transcript), with how it ended. */
export interface SessionCall {
  tool: ToolCall;
  /** false: refused or failed; true: done; null: no result recorded (yet). */
  ok: boolean | null;
  /** What the tool returned to the model, as text. */
  output: string;
  /** The runtime's id of the call, where its record gives one (a payload's `tool_use_id` names it). */
  id?: string;
}

/** What an adapter needs to read a call: the project's working folder and the handoff MCP server's name. */
export interface ToolScope {
  cwd: string;
  mcpServer: string;
}

/**
 * A runtime's hook dialect: its event names, its tool names and arguments, its session
 * record, and how it reads a hook's answer. The decision core never sees any of them.
 */
export interface RuntimeAdapter {
  name: RuntimeName;
  /** The runtime's name for each event it has (`hook_event_name`); an event it lacks is a usage error. */
  events: Partial<Record<HookEvent, readonly string[]>>;
  /**
   * Whether the model sees context a pre-tool hook adds. When it does not (Gemini CLI's
   * BeforeTool), pre-tool-use only refuses, and post-tool-use adds the context to the result.
   */
  contextBeforeTool: boolean;
  /** Normalise one tool call. */
  tool(name: string, input: Record<string, unknown>, scope: ToolScope): ToolCall;
  /** The session's tool calls, from the runtime's own record of the session (oldest first). */
  sessionCalls(payload: HookPayload, scope: ToolScope): Promise<SessionCall[]>;
  /** The answer as the runtime reads it. */
  render(event: HookEvent, answer: HookAnswer): RenderedAnswer;
}
