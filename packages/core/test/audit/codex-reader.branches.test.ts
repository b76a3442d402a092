import { describe, expect, it } from 'vitest';
import { readTranscript } from '../../src/lib/audit/index.js';

const META = { timestamp: 't', type: 'session_meta', payload: { id: 's', cwd: '/p' } };
const item = (payload: Record<string, unknown>) => ({ timestamp: 't', type: 'response_item', payload });
const event = (payload: Record<string, unknown>) => ({ timestamp: 't', type: 'event_msg', payload });
const CALL = item({ type: 'function_call', name: 'shell', arguments: '{"command":["ls"]}', call_id: 'c1' });

/**
 * Calls as [id, tool, kind, command], results as [id, status, exit code, text], texts as
 * [role, text]; and the skipped lines.
 */
function read(records: unknown[]) {
  const transcript = readTranscript([META, ...records].map((r) => JSON.stringify(r)).join('\n'), { format: 'codex' });
  const out: unknown[] = [];
  for (const e of transcript.events) {
    if (e.type === 'call') out.push(['call', e.call.id, e.call.tool, e.call.kind, e.call.command]);
    else if (e.type === 'result') out.push(['result', e.id, e.result.status, e.result.exitCode, e.result.text]);
    else if (e.type === 'text') out.push(['text', e.text.role, e.text.text]);
  }
  return { events: out, skipped: transcript.skippedLines };
}

describe('the Codex reader: calls and results in their less common shapes', () => {
  it.each([
    [
      'a JSON output without an exit code takes it from the text',
      [
        CALL,
        item({ type: 'function_call_output', call_id: 'c1', output: '{"output":"Process exited with code 3\\nboom"}' }),
      ],
      [
        ['call', 'c1', 'shell', 'shell', 'ls'],
        ['result', 'c1', 'error', 3, 'Process exited with code 3\nboom'],
      ],
      0,
    ],
    [
      'an output of content items in an object',
      [
        CALL,
        item({
          type: 'function_call_output',
          call_id: 'c1',
          output: { content: [{ type: 'input_text', text: 'fine' }] },
        }),
      ],
      [
        ['call', 'c1', 'shell', 'shell', 'ls'],
        ['result', 'c1', 'ok', 0, 'fine'],
      ],
      0,
    ],
    [
      'an output of content items, bare',
      [CALL, item({ type: 'function_call_output', call_id: 'c1', output: [{ type: 'input_text', text: 'bare' }] })],
      [
        ['call', 'c1', 'shell', 'shell', 'ls'],
        ['result', 'c1', 'ok', 0, 'bare'],
      ],
      0,
    ],
    [
      'an error text without an exit code fails the call',
      [CALL, item({ type: 'function_call_output', call_id: 'c1', output: 'error: no such file' })],
      [
        ['call', 'c1', 'shell', 'shell', 'ls'],
        ['result', 'c1', 'error', 1, 'error: no such file'],
      ],
      0,
    ],
    ['an output without a call id is skipped', [item({ type: 'function_call_output', output: 'x' })], [], 1],
    [
      'a call without name, call id or arguments',
      [item({ type: 'function_call' })],
      [['call', 'line-2', 'unknown', 'other', null]],
      0,
    ],
    [
      'a call whose arguments are an object, not a string',
      [item({ type: 'function_call', name: 'exec_command', arguments: { cmd: 'pwd' }, call_id: 'c2' })],
      [['call', 'c2', 'exec_command', 'shell', 'pwd']],
      0,
    ],
    [
      'a custom tool call without name or call id',
      [item({ type: 'custom_tool_call', input: 'x' })],
      [['call', 'line-2', 'unknown', 'other', null]],
      0,
    ],
    [
      'a local shell call: id from id, then the line; no action',
      [
        item({ type: 'local_shell_call', id: 'l1', action: { command: ['git', 'status'] } }),
        item({ type: 'local_shell_call' }),
      ],
      [
        ['call', 'l1', 'local_shell', 'shell', 'git status'],
        ['call', 'line-3', 'local_shell', 'shell', ''],
      ],
      0,
    ],
    [
      'exec_command_end: stdout when there is no aggregated output; no exit code',
      [CALL, event({ type: 'exec_command_end', call_id: 'c1', stdout: 'out' })],
      [
        ['call', 'c1', 'shell', 'shell', 'ls'],
        ['result', 'c1', 'ok', 0, 'out'],
      ],
      0,
    ],
    [
      'exec_command_end with neither output',
      [CALL, event({ type: 'exec_command_end', call_id: 'c1', exit_code: 2 })],
      [
        ['call', 'c1', 'shell', 'shell', 'ls'],
        ['result', 'c1', 'error', 2, ''],
      ],
      0,
    ],
    [
      'patch_apply_end: success, and failure without stdout',
      [
        item({ type: 'custom_tool_call', name: 'apply_patch', input: 'x', call_id: 'p1' }),
        item({ type: 'custom_tool_call', name: 'apply_patch', input: 'x', call_id: 'p2' }),
        event({ type: 'patch_apply_end', call_id: 'p1', success: true, stdout: 'Done' }),
        event({ type: 'patch_apply_end', call_id: 'p2' }),
      ],
      [
        ['call', 'p1', 'apply_patch', 'patch', null],
        ['call', 'p2', 'apply_patch', 'patch', null],
        ['result', 'p1', 'ok', 0, 'Done'],
        ['result', 'p2', 'error', 1, ''],
      ],
      0,
    ],
    [
      'a turn context without a folder keeps the session folder; an empty message says nothing',
      [
        { timestamp: 't', type: 'turn_context', payload: {} },
        item({ type: 'message', role: 'assistant', content: [] }),
        item({ type: 'function_call', name: 'shell', arguments: '{"command":["cat","/p/a.txt"]}', call_id: 'c3' }),
      ],
      [['call', 'c3', 'shell', 'shell', 'cat /p/a.txt']],
      0,
    ],
  ])('%s', (_name, records, events, skipped) => {
    expect(read(records)).toEqual({ events, skipped });
  });
});
