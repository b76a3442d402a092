import { exitCodeAnswer, type HookAnswer, type RenderedAnswer } from '../answer.js';
import type { HookEvent } from '../payload.js';
import { classifyTool } from '../tools.js';
import { absolute, editOf, jsonLines, obj, plainCall, str } from './shared.js';
import type { RuntimeAdapter, SessionCall, ToolCall, ToolScope } from './types.js';

// Gemini CLI's hooks (`.gemini/settings.json`): SessionStart, BeforeTool, AfterTool and
// AfterAgent, Claude-like payloads (`tool_name`, `tool_input`, `transcript_path`), exit 2
// refuses (BeforeTool: the call; AfterAgent: the response, and stderr becomes the next
// prompt). Context goes in `hookSpecificOutput.additionalContext`, which Gemini CLI reads on
// SessionStart and AfterTool only, not on BeforeTool. The session record is
// `~/.gemini/tmp/<project>/chats/session-….jsonl`.

/** Gemini CLI's built-in tools that only read, plan or delegate: allowed while the read gate is blocked. */
const READING_TOOLS: ReadonlySet<string> = new Set([
  'read_file',
  'read_many_files',
  'list_directory',
  'glob',
  'grep_search',
  'search_file_content',
  'web_fetch',
  'google_web_search',
  'write_todos',
  'update_topic',
  'list_background_processes',
  'read_background_output',
  'enter_plan_mode',
  'exit_plan_mode',
  'invoke_agent',
  'activate_skill',
  'ask_user',
]);

/** A Gemini CLI tool call in the decision core's shape. Unknown tools count as changing. */
function geminiTool(name: string, input: Record<string, unknown>, scope: ToolScope): ToolCall {
  switch (name) {
    case 'run_shell_command':
      return { name, kind: 'shell', command: str(input.command) ?? '', edits: [], reads: [] };
    case 'write_file':
      return { ...plainCall(name, 'change'), edits: editOf(input.file_path, input.content, scope.cwd) };
    case 'replace':
      return { ...plainCall(name, 'change'), edits: editOf(input.file_path, input.new_string, scope.cwd) };
    case 'read_file': {
      const path = str(input.file_path) ?? str(input.absolute_path);
      return { ...plainCall(name, 'read'), reads: path === null || path === '' ? [] : [absolute(path, scope.cwd)] };
    }
  }
  if (READING_TOOLS.has(name)) return plainCall(name, 'read');
  // MCP tools are named `mcp__<server>__<tool>`, as in Claude Code.
  return plainCall(name, classifyTool(name, scope.mcpServer) === 'read' ? 'read' : 'change');
}

const EVENT_NAMES: Partial<Record<HookEvent, 'SessionStart' | 'AfterTool'>> = {
  'session-start': 'SessionStart',
  'post-tool-use': 'AfterTool',
};

/** Gemini CLI's answer: exit 2 with the reason, or exit 0 with `hookSpecificOutput` JSON where the event reads it. */
function geminiAnswer(event: HookEvent, answer: HookAnswer): RenderedAnswer {
  const plain = exitCodeAnswer(answer);
  if (plain !== null || answer.kind !== 'context') return plain!;
  const eventName = EVENT_NAMES[event];
  if (eventName === undefined) return { exitCode: 0, stdout: '', stderr: '' };
  const output = {
    hookSpecificOutput: { hookEventName: eventName, additionalContext: answer.context },
    ...(answer.notice === undefined ? {} : { systemMessage: answer.notice }),
  };
  return { exitCode: 0, stdout: `${JSON.stringify(output)}\n`, stderr: '' };
}

/** What a Gemini CLI tool call returned: its `functionResponse.response` (output or error) as text. */
function responseText(result: unknown): string {
  const parts = Array.isArray(result) ? result : [];
  return parts
    .map((part) => {
      const response = obj(obj(obj(part).functionResponse).response);
      return str(response.output) ?? str(response.error) ?? JSON.stringify(response);
    })
    .join('\n');
}

/**
 * The tool calls of a Gemini CLI chat record: its `gemini` messages' `toolCalls`, each with
 * its status and result. A message is written again as it grows, so the last record of an id wins.
 */
async function geminiSessionCalls(transcript: string | null, scope: ToolScope): Promise<SessionCall[]> {
  if (transcript === null) return [];
  const byId = new Map<string, SessionCall>();
  let anonymous = 0;
  for (const entry of await jsonLines(transcript, (line) => line.includes('"toolCalls"'))) {
    const toolCalls = Array.isArray(entry.toolCalls) ? entry.toolCalls : [];
    for (const raw of toolCalls) {
      const call = obj(raw);
      const name = str(call.name);
      if (name === null) continue;
      const status = str(call.status);
      byId.set(str(call.id) ?? `#${anonymous++}`, {
        tool: geminiTool(name, obj(call.args), scope),
        ok: status === 'success' ? true : status === null ? null : false,
        output: responseText(call.result),
      });
    }
  }
  return [...byId.values()];
}

/** Gemini CLI. */
export const gemini: RuntimeAdapter = {
  name: 'gemini',
  events: {
    'session-start': ['SessionStart'],
    'pre-tool-use': ['BeforeTool'],
    'post-tool-use': ['AfterTool'],
    stop: ['AfterAgent'],
  },
  contextBeforeTool: false,
  tool: geminiTool,
  sessionCalls: (payload, scope) => geminiSessionCalls(payload.transcriptPath, scope),
  render: geminiAnswer,
};
