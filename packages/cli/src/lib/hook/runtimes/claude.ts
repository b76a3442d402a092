import { exitCodeAnswer, type HookAnswer, type RenderedAnswer } from '../answer.js';
import { classifyTool } from '../tools.js';
import { absolute, editOf, jsonLines, obj, resultText, str } from './shared.js';
import type { RuntimeAdapter, SessionCall, ToolCall, ToolScope } from './types.js';

// Claude Code's command hooks: SessionStart, PreToolUse and Stop in `.claude/settings.json`,
// the hook's JSON on stdin; exit 2 refuses (stderr is the reason the model sees), exit 0 with
// `hookSpecificOutput.additionalContext` adds context. Codex CLI reads the same answers.

/** Claude Code's tool call in the decision core's shape: its edit tools' file and new text, its shell's command. */
export function claudeTool(name: string, input: Record<string, unknown>, scope: ToolScope): ToolCall {
  const kind = classifyTool(name, scope.mcpServer);
  const call: ToolCall = { name, kind, command: null, edits: [], reads: [] };
  switch (name) {
    case 'Bash':
    case 'PowerShell':
      call.command = str(input.command) ?? '';
      break;
    case 'Write':
      call.edits = editOf(input.file_path, input.content, scope.cwd);
      break;
    case 'Edit':
      call.edits = editOf(input.file_path, input.new_string, scope.cwd);
      break;
    case 'MultiEdit': {
      const edits = Array.isArray(input.edits) ? input.edits : [];
      call.edits = editOf(input.file_path, edits.map((edit) => str(obj(edit).new_string) ?? '').join('\n'), scope.cwd);
      break;
    }
    case 'NotebookEdit':
      call.edits = editOf(input.notebook_path, input.new_source, scope.cwd);
      break;
    case 'Read':
    case 'NotebookRead': {
      const path = str(input.file_path) ?? str(input.notebook_path);
      if (path !== null && path !== '') call.reads = [absolute(path, scope.cwd)];
      break;
    }
  }
  return call;
}

/** Claude Code's answer: exit 2 and the reason on stderr, or exit 0 and the context as `hookSpecificOutput` JSON. */
export function claudeAnswer(answer: HookAnswer): RenderedAnswer {
  const plain = exitCodeAnswer(answer);
  if (plain !== null || answer.kind !== 'context') return plain!;
  const output = {
    hookSpecificOutput: { hookEventName: answer.eventName, additionalContext: answer.context },
    ...(answer.notice === undefined ? {} : { systemMessage: answer.notice }),
  };
  return { exitCode: 0, stdout: `${JSON.stringify(output)}\n`, stderr: '' };
}

/**
 * The tool calls of a Claude Code transcript (`transcript_path`, JSON Lines): each `tool_use`
 * block with the `tool_result` that answers it (an error result: not ok).
 */
async function claudeSessionCalls(transcriptPath: string | null, scope: ToolScope): Promise<SessionCall[]> {
  if (transcriptPath === null) return [];
  const lines = await jsonLines(
    transcriptPath,
    (line) => line.includes('"tool_use"') || line.includes('"tool_result"'),
  );
  const calls: SessionCall[] = [];
  const byId = new Map<string, SessionCall>();
  for (const entry of lines) {
    const message = obj(entry.message ?? entry);
    const content = Array.isArray(message.content) ? message.content : [];
    for (const raw of content) {
      const block = obj(raw);
      if (block.type === 'tool_use' && typeof block.name === 'string') {
        const call: SessionCall = { tool: claudeTool(block.name, obj(block.input), scope), ok: null, output: '' };
        calls.push(call);
        if (typeof block.id === 'string') {
          call.id = block.id;
          byId.set(block.id, call);
        }
      } else if (block.type === 'tool_result' && typeof block.tool_use_id === 'string') {
        const call = byId.get(block.tool_use_id);
        if (call !== undefined) {
          call.ok = block.is_error !== true;
          call.output = resultText(block.content);
        }
      }
    }
  }
  return calls;
}

/** Claude Code. */
export const claude: RuntimeAdapter = {
  name: 'claude',
  events: { 'session-start': ['SessionStart'], 'pre-tool-use': ['PreToolUse'], stop: ['Stop'] },
  contextBeforeTool: true,
  tool: claudeTool,
  sessionCalls: (payload, scope) => claudeSessionCalls(payload.transcriptPath, scope),
  render: (_event, answer) => claudeAnswer(answer),
};
