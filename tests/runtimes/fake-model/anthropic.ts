import type { ServerResponse } from 'node:http';
import type { ModelRequest, ScriptedModel, Turn } from './script.js';
import { sendEvent, textOf, type Route } from './server.js';
import { wireCall } from './tools.js';

// The Anthropic Messages API as Claude Code calls it: `POST /v1/messages` (streamed when
// `stream` is true), `POST /v1/messages/count_tokens`. A tool call is a `tool_use` block; the
// runtime answers it with a `tool_result` block in the next user message.

type Block = Record<string, unknown>;

function read(body: Record<string, unknown>): ModelRequest {
  const turns: Turn[] = [{ role: 'system', text: textOf(body.system) }];
  let modelTurns = 0;
  for (const message of Array.isArray(body.messages) ? (body.messages as Block[]) : []) {
    const blocks: Block[] = Array.isArray(message.content)
      ? (message.content as Block[])
      : [{ type: 'text', text: message.content }];
    if (message.role === 'assistant') modelTurns++;
    for (const block of blocks) {
      if (block.type === 'tool_result')
        turns.push({ role: 'tool', text: textOf(block.content), isError: block.is_error === true });
      else if (block.type === 'text' && typeof block.text === 'string')
        turns.push({ role: message.role === 'assistant' ? 'assistant' : 'user', text: block.text });
      else if (block.type === 'tool_use') turns.push({ role: 'assistant', text: JSON.stringify(block.input) });
    }
  }
  const tools = Array.isArray(body.tools) ? (body.tools as Block[]).map((tool) => String(tool.name)) : [];
  return { api: 'anthropic', tools, turns, modelTurns };
}

function stream(res: ServerResponse, model: string, n: number, content: Block[], stopReason: string): void {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const usage = { input_tokens: 10, output_tokens: 5, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 };
  sendEvent(
    res,
    {
      type: 'message_start',
      message: { id: `msg_${n}`, type: 'message', role: 'assistant', model, content: [], stop_reason: null, usage },
    },
    'message_start',
  );
  content.forEach((block, index) => {
    const start = block.type === 'text' ? { type: 'text', text: '' } : { ...block, input: {} };
    sendEvent(res, { type: 'content_block_start', index, content_block: start }, 'content_block_start');
    const delta =
      block.type === 'text'
        ? { type: 'text_delta', text: block.text }
        : { type: 'input_json_delta', partial_json: JSON.stringify(block.input) };
    sendEvent(res, { type: 'content_block_delta', index, delta }, 'content_block_delta');
    sendEvent(res, { type: 'content_block_stop', index }, 'content_block_stop');
  });
  sendEvent(
    res,
    { type: 'message_delta', delta: { stop_reason: stopReason, stop_sequence: null }, usage: { output_tokens: 5 } },
    'message_delta',
  );
  sendEvent(res, { type: 'message_stop' }, 'message_stop');
  res.end();
}

let calls = 0;

/** `POST /v1/messages` and `/v1/messages/count_tokens`. */
export const anthropicRoute: Route = {
  matches: (method, path) => method === 'POST' && path.startsWith('/v1/messages'),
  answer(body, path, model: ScriptedModel, res) {
    if (path.endsWith('/count_tokens')) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ input_tokens: 100 }));
      return;
    }
    const request = read(body);
    const action = model.next(request);
    const n = ++calls;
    const content: Block[] =
      'say' in action
        ? [{ type: 'text', text: action.say }]
        : (() => {
            const call = wireCall(action, request.tools, model.cwd);
            return [{ type: 'tool_use', id: `toolu_${n}`, name: call.name, input: call.args }];
          })();
    const stopReason = 'say' in action ? 'end_turn' : 'tool_use';
    const name = typeof body.model === 'string' ? body.model : 'claude-fake';
    if (body.stream === true) {
      stream(res, name, n, content, stopReason);
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        id: `msg_${n}`,
        type: 'message',
        role: 'assistant',
        model: name,
        content,
        stop_reason: stopReason,
        stop_sequence: null,
        usage: { input_tokens: 10, output_tokens: 5 },
      }),
    );
  },
};
