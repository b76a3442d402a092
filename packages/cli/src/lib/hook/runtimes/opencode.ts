import { exitCodeAnswer, type HookAnswer, type RenderedAnswer } from '../answer.js';
import { classifyTool } from '../tools.js';
import { patchEdits } from './apply-patch.js';
import { absolute, editOf, obj, plainCall, str } from './shared.js';
import type { RuntimeAdapter, SessionCall, ToolCall, ToolScope } from './types.js';

// OpenCode has no command hooks: its plugins are JavaScript modules. `handoff hooks install
// --runtime opencode` writes one (`.opencode/plugin/handoff.js`, from opencode-plugin.ts)
// that runs the project's own `handoff hook <event> --runtime opencode` with a JSON payload
// of its own making: `hook_event_name` (the OpenCode event), `session_id`, `cwd` (the
// plugin's project folder), `tool_name` / `tool_input` (`tool.execute.before`), `source`
// (session start), and `tool_calls` (the session's tool parts, which the plugin reads
// through OpenCode's client where a check needs them). The plugin throws to refuse (exit 2,
// the reason on stderr) and adds context it gets as `{"context": …}` on stdout.

/** OpenCode's built-in tools that only read, plan or delegate: allowed while the read gate is blocked. */
export const READING_TOOLS: ReadonlySet<string> = new Set([
  'read',
  'glob',
  'grep',
  'list',
  'lsp',
  'webfetch',
  'websearch',
  'codesearch',
  'todoread',
  'todowrite',
  'task',
  'skill',
  'question',
]);

/** An OpenCode tool call in the decision core's shape. Unknown tools count as changing. */
function opencodeTool(name: string, input: Record<string, unknown>, scope: ToolScope): ToolCall {
  switch (name) {
    case 'bash':
      return { name, kind: 'shell', command: str(input.command) ?? '', edits: [], reads: [] };
    case 'write':
      return { ...plainCall(name, 'change'), edits: editOf(input.filePath, input.content, scope.cwd) };
    case 'edit':
      return { ...plainCall(name, 'change'), edits: editOf(input.filePath, input.newString, scope.cwd) };
    case 'multiedit': {
      const edits = Array.isArray(input.edits) ? input.edits : [];
      const text = edits.map((edit) => str(obj(edit).newString) ?? '').join('\n');
      return { ...plainCall(name, 'change'), edits: editOf(input.filePath, text, scope.cwd) };
    }
    case 'patch':
    case 'apply_patch':
      return { ...plainCall(name, 'change'), edits: patchEdits(str(input.patchText) ?? '', scope.cwd) };
    case 'read': {
      const path = str(input.filePath);
      return { ...plainCall(name, 'read'), reads: path === null || path === '' ? [] : [absolute(path, scope.cwd)] };
    }
  }
  if (READING_TOOLS.has(name)) return plainCall(name, 'read');
  // MCP tools are named `<server>_<tool>` in OpenCode.
  const mcp = name.startsWith(`${scope.mcpServer}_`)
    ? `mcp__${scope.mcpServer}__${name.slice(scope.mcpServer.length + 1)}`
    : name;
  return plainCall(name, classifyTool(mcp, scope.mcpServer) === 'read' ? 'read' : 'change');
}

/** The plugin's answer: exit 2 with the reason (it throws), or exit 0 with `{"context": …}` for it to add. */
function opencodeAnswer(answer: HookAnswer): RenderedAnswer {
  const plain = exitCodeAnswer(answer);
  if (plain !== null || answer.kind !== 'context') return plain!;
  const output = { context: answer.context, ...(answer.notice === undefined ? {} : { notice: answer.notice }) };
  return { exitCode: 0, stdout: `${JSON.stringify(output)}\n`, stderr: '' };
}

/** The session's tool parts the plugin sent (`tool_calls`: `{tool, input, status, output}`, oldest first). */
function opencodeSessionCalls(input: Record<string, unknown>, scope: ToolScope): SessionCall[] {
  const parts = Array.isArray(input.tool_calls) ? input.tool_calls : [];
  return parts.flatMap((raw) => {
    const part = obj(raw);
    const tool = str(part.tool);
    if (tool === null) return [];
    const status = str(part.status);
    return [
      {
        tool: opencodeTool(tool, obj(part.input), scope),
        ok: status === 'completed' ? true : status === 'error' ? false : null,
        output: str(part.output) ?? str(part.error) ?? '',
      },
    ];
  });
}

/** OpenCode, through the plugin `handoff hooks install --runtime opencode` writes. */
export const opencode: RuntimeAdapter = {
  name: 'opencode',
  events: {
    'session-start': ['session.created', 'session.compacted'],
    'pre-tool-use': ['tool.execute.before'],
    stop: ['session.idle'],
  },
  contextBeforeTool: true,
  tool: opencodeTool,
  sessionCalls: (payload, scope) => Promise.resolve(opencodeSessionCalls(payload.input, scope)),
  render: (_event, answer) => opencodeAnswer(answer),
};
