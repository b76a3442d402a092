import { callShape, commandFromArgv } from '../calls.js';
import {
  asObject,
  asString,
  CallNumbering,
  contentText,
  exitCodeIn,
  newCounts,
  parseLine,
  result,
  skip,
  type LineReader,
  type ReaderSink,
  countedObject,
} from './common.js';

/** Envelope types a rollout holds besides response items. */
const TOLERATED_ENVELOPES = new Set(['session_meta', 'turn_context', 'event_msg', 'compacted', 'world_state']);
/** Response item types that are no tool call and no message. */
const TOLERATED_ITEMS = new Set([
  'reasoning',
  'web_search_call',
  'ghost_snapshot',
  'compaction',
  'tool_search_call',
  'compaction_summary',
]);

const CALL_MARKER = /"(?:function_call|custom_tool_call|local_shell_call)"/;
const DENIED = /\b(?:rejected|declined|denied) by (?:the )?user\b|\buser (?:rejected|declined|denied)\b/i;
/** User messages the CLI writes itself: the environment, the project's instructions. */
const NOT_TYPED =
  /^\s*<(?:environment_context|user_instructions|user_shell_command|turn_aborted)>|^\s*# AGENTS\.md instructions/;

/** A Codex output: a string (possibly the JSON `{output, metadata: {exit_code}}`), or content items. */
function readOutput(output: unknown): { text: string; exitCode: number | null } {
  if (typeof output === 'string') {
    if (output.startsWith('{')) {
      const parsed = asObject(parseLine(output));
      if (parsed !== null && typeof parsed.output === 'string') {
        const code = asObject(parsed.metadata)?.exit_code;
        return { text: parsed.output, exitCode: typeof code === 'number' ? code : exitCodeIn(parsed.output) };
      }
    }
    return { text: output, exitCode: exitCodeIn(output) };
  }
  const object = asObject(output);
  if (object !== null && 'content' in object) return readOutput(object.content);
  const text = contentText(output);
  return { text, exitCode: exitCodeIn(text) };
}

/**
 * Codex CLI rollouts: the `{timestamp, type, payload}` envelope (`session_meta`,
 * `turn_context`, `response_item`, `event_msg`, `compacted`), and the legacy shape whose
 * first line is `{id, timestamp}` and whose items are bare. Calls are `function_call`
 * (`exec_command`, `shell`, `shell_command`, MCP tools), `custom_tool_call` (`apply_patch`)
 * and `local_shell_call`; results are their `…_output` items, and `exec_command_end` /
 * `patch_apply_end` events when persisted. Reasoning summaries are not the agent's visible text.
 */
export function codexReader(sink: ReaderSink): LineReader {
  const counts = newCounts();
  const numbering = new CallNumbering(sink, false);
  const resulted = new Set<string>();
  let cwd: string | null = null;

  const emitResult = (id: string, text: string, exitCode: number | null, denied: boolean) => {
    resulted.add(id);
    const status = denied ? 'denied' : exitCode !== null && exitCode !== 0 ? 'error' : 'ok';
    sink.emit({ type: 'result', id, result: result(status, text, exitCode ?? (status === 'ok' ? 0 : null)) });
  };

  const item = (payload: Record<string, unknown>, lineNo: number): boolean => {
    const type = asString(payload.type);
    switch (type) {
      case 'message': {
        const role = asString(payload.role);
        const words = contentText(payload.content);
        if (words === '') return true;
        if (role === 'assistant') sink.emit({ type: 'text', text: { role: 'assistant', text: words, line: lineNo } });
        else if (role === 'user' && !NOT_TYPED.test(words))
          sink.emit({ type: 'text', text: { role: 'user', text: words, line: lineNo } });
        return true;
      }
      case 'function_call': {
        const name = asString(payload.name) ?? 'unknown';
        const args = asString(payload.arguments);
        const parsed = args === null ? payload.arguments : parseLine(args);
        numbering.call(
          callShape('codex', name, parsed ?? {}, {
            cwd,
            raw: name === 'apply_patch' ? asString(asObject(parsed)?.input) : null,
          }),
          asString(payload.call_id) ?? `line-${lineNo}`,
          lineNo,
          false,
        );
        return true;
      }
      case 'custom_tool_call': {
        const name = asString(payload.name) ?? 'unknown';
        numbering.call(
          callShape('codex', name, {}, { cwd, raw: asString(payload.input) }),
          asString(payload.call_id) ?? `line-${lineNo}`,
          lineNo,
          false,
        );
        return true;
      }
      case 'local_shell_call': {
        const action = asObject(payload.action);
        const command = Array.isArray(action?.command) ? commandFromArgv(action.command) : '';
        numbering.call(
          callShape('codex', 'local_shell', { command }, { cwd }),
          asString(payload.call_id) ?? asString(payload.id) ?? `line-${lineNo}`,
          lineNo,
          false,
        );
        return true;
      }
      case 'function_call_output':
      case 'custom_tool_call_output': {
        const id = asString(payload.call_id);
        if (id === null) return false;
        const { text: output, exitCode } = readOutput(payload.output);
        const denied = DENIED.test(output.slice(0, 200));
        const failed = exitCode === null && /^(?:apply_patch verification failed|error:|Error:)/.test(output);
        emitResult(id, output, failed ? 1 : exitCode, denied);
        return true;
      }
      default:
        return type !== null && TOLERATED_ITEMS.has(type);
    }
  };

  const event = (payload: Record<string, unknown>) => {
    const type = asString(payload.type);
    const id = asString(payload.call_id);
    if (id === null || resulted.has(id)) return;
    if (type === 'exec_command_end') {
      const code = typeof payload.exit_code === 'number' ? payload.exit_code : null;
      emitResult(id, asString(payload.aggregated_output) ?? asString(payload.stdout) ?? '', code, false);
    } else if (type === 'patch_apply_end')
      emitResult(id, asString(payload.stdout) ?? '', payload.success === true ? 0 : 1, false);
  };

  return {
    format: 'codex',
    counts,
    line(text, lineNo) {
      const value = countedObject(counts, text, CALL_MARKER);
      if (value === null) return;
      const type = asString(value.type);
      const payload = asObject(value.payload);
      if (type !== null && payload !== null) {
        if (type === 'response_item') {
          if (!item(payload, lineNo)) skip(counts, text, false, CALL_MARKER);
          return;
        }
        if (type === 'session_meta' || type === 'turn_context') cwd = asString(payload.cwd) ?? cwd;
        if (type === 'event_msg') event(payload);
        if (!TOLERATED_ENVELOPES.has(type)) skip(counts, text, false, CALL_MARKER);
        return;
      }
      // The legacy shape: a first `{id, timestamp}` line, `{record_type: "state"}` lines, bare items.
      if (
        type === null &&
        (value.record_type !== undefined || (typeof value.id === 'string' && typeof value.timestamp === 'string'))
      )
        return;
      if (type !== null && item(value, lineNo)) return;
      skip(counts, text, false, CALL_MARKER);
    },
    end() {},
  };
}
