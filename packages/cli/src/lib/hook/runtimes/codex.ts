import { patchEdits } from './apply-patch.js';
import { claudeAnswer, claudeTool } from './claude.js';
import { jsonLines, obj, resultText, str } from './shared.js';
import type { RuntimeAdapter, SessionCall, ToolCall, ToolScope } from './types.js';

// Codex CLI's hooks (`.codex/hooks.json`) have Claude Code's shape: the same event names,
// payload fields and answers. Its hooks name the shell `Bash` (`tool_input.command`) and
// its edit tool `apply_patch`, whose `tool_input.command` is the patch. The session record
// is the rollout file (`$CODEX_HOME/sessions/…/rollout-….jsonl`), where the shell is
// `exec_command` (`{cmd}`) and the patch a freeform `custom_tool_call`.

/** A Codex tool call, from a hook payload or the rollout, in the decision core's shape. */
function codexTool(name: string, input: Record<string, unknown>, scope: ToolScope): ToolCall {
  if (name === 'apply_patch') {
    const patch = str(input.command) ?? str(input.input) ?? '';
    return { name, kind: 'change', command: null, edits: patchEdits(patch, scope.cwd), reads: [] };
  }
  if (name === 'exec_command' || name === 'shell' || name === 'shell_command' || name === 'local_shell') {
    const command = Array.isArray(input.command)
      ? input.command.map(String).join(' ')
      : (str(input.cmd) ?? str(input.command) ?? '');
    return { name, kind: 'shell', command, edits: [], reads: [] };
  }
  return claudeTool(name, input, scope);
}

/** The rollout's arguments of a call: `arguments` (JSON text) or a freeform `input`. */
function rolloutInput(item: Record<string, unknown>): Record<string, unknown> {
  if (typeof item.input === 'string') return { input: item.input };
  if (typeof item.arguments === 'string') {
    try {
      return obj(JSON.parse(item.arguments));
    } catch {
      return {};
    }
  }
  return obj(item.action ?? item.arguments);
}

/** Whether a call's output says it failed: a refusal, a non-zero exit, a patch that did not apply. */
function failed(output: string): boolean {
  return (
    /^(Command|Tool call) blocked by PreToolUse hook/.test(output) ||
    /Process exited with code [1-9]/.test(output) ||
    /^Exit code: [1-9]/.test(output) ||
    /^(apply_patch verification failed|unsupported call)/.test(output)
  );
}

async function codexSessionCalls(rollout: string | null, scope: ToolScope): Promise<SessionCall[]> {
  if (rollout === null) return [];
  const calls: SessionCall[] = [];
  const byId = new Map<string, SessionCall>();
  for (const entry of await jsonLines(rollout, (line) => line.includes('"response_item"'))) {
    const item = obj(entry.payload);
    const type = str(item.type) ?? '';
    const id = str(item.call_id);
    if (type === 'function_call' || type === 'custom_tool_call' || type === 'local_shell_call') {
      const name = str(item.name) ?? (type === 'local_shell_call' ? 'local_shell' : '');
      const call: SessionCall = { tool: codexTool(name, rolloutInput(item), scope), ok: null, output: '' };
      calls.push(call);
      if (id !== null) {
        call.id = id;
        byId.set(id, call);
      }
    } else if (type.endsWith('_call_output') && id !== null) {
      const call = byId.get(id);
      if (call === undefined) continue;
      call.output = resultText(obj(item.output).content ?? item.output);
      call.ok = !failed(call.output);
    }
  }
  return calls;
}

/** Codex CLI. */
export const codex: RuntimeAdapter = {
  name: 'codex',
  events: { 'session-start': ['SessionStart'], 'pre-tool-use': ['PreToolUse'], stop: ['Stop'] },
  contextBeforeTool: true,
  tool: codexTool,
  sessionCalls: (payload, scope) => codexSessionCalls(payload.transcriptPath, scope),
  render: (_event, answer) => claudeAnswer(answer),
};
