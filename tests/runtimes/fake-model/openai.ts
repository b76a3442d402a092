import type { ServerResponse } from 'node:http';
import type { ModelRequest, ScriptedModel, Turn } from './script.js';
import { sendEvent, textOf, type Route } from './server.js';
import { wireCall } from './tools.js';

// Two OpenAI APIs. The Responses API as Codex CLI calls it (`POST /v1/responses`, streamed):
// the input is a list of items, a tool call is a `function_call` (or, for a freeform tool
// such as `apply_patch`, a `custom_tool_call`) item answered by a `…_output` item. The Chat
// Completions API as OpenCode calls it (`POST /v1/chat/completions`, streamed chunks): a
// tool call is an assistant message's `tool_calls`, answered by a `tool` message.

type Item = Record<string, unknown>;
let calls = 0;

const MODEL_ITEMS = new Set(['function_call', 'custom_tool_call', 'local_shell_call']);

function readResponses(body: Record<string, unknown>): ModelRequest {
  const turns: Turn[] = [{ role: 'system', text: typeof body.instructions === 'string' ? body.instructions : '' }];
  let modelTurns = 0;
  for (const item of Array.isArray(body.input) ? (body.input as Item[]) : []) {
    const type = typeof item.type === 'string' ? item.type : 'message';
    if (MODEL_ITEMS.has(type)) {
      modelTurns++;
      turns.push({ role: 'assistant', text: String(item.arguments ?? item.input ?? '') });
    } else if (type.endsWith('_output')) {
      turns.push({ role: 'tool', text: textOf(item.output) });
    } else if (type === 'message') {
      if (item.role === 'assistant') modelTurns++;
      const role = item.role === 'assistant' ? 'assistant' : item.role === 'user' ? 'user' : 'system';
      turns.push({ role, text: textOf(item.content) });
    }
  }
  const tools = Array.isArray(body.tools) ? (body.tools as Item[]).map((tool) => String(tool.name ?? tool.type)) : [];
  return { api: 'responses', tools, turns, modelTurns };
}

function answerResponses(body: Record<string, unknown>, model: ScriptedModel, res: ServerResponse): void {
  const request = readResponses(body);
  const action = model.next(request);
  const n = ++calls;
  let item: Item;
  if ('say' in action) {
    item = {
      type: 'message',
      id: `msg_${n}`,
      role: 'assistant',
      status: 'completed',
      content: [{ type: 'output_text', text: action.say, annotations: [] }],
    };
  } else {
    const call = wireCall(action, request.tools, model.cwd);
    const declared = (body.tools as Item[]).find((tool) => tool.name === call.name);
    item =
      declared?.type === 'custom' && call.freeform !== undefined
        ? { type: 'custom_tool_call', id: `ctc_${n}`, call_id: `call_${n}`, name: call.name, input: call.freeform }
        : {
            type: 'function_call',
            id: `fc_${n}`,
            call_id: `call_${n}`,
            name: call.name,
            arguments: JSON.stringify(call.args),
          };
    item.status = 'completed';
  }
  const response = {
    id: `resp_${n}`,
    object: 'response',
    created_at: Math.floor(Date.now() / 1000),
    model: typeof body.model === 'string' ? body.model : 'fake',
    status: 'in_progress',
    output: [] as Item[],
  };
  const usage = {
    input_tokens: 10,
    input_tokens_details: { cached_tokens: 0 },
    output_tokens: 5,
    output_tokens_details: { reasoning_tokens: 0 },
    total_tokens: 15,
  };
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  sendEvent(res, { type: 'response.created', response }, 'response.created');
  sendEvent(
    res,
    { type: 'response.output_item.added', output_index: 0, item: { ...item, status: 'in_progress' } },
    'response.output_item.added',
  );
  if (item.type === 'message')
    sendEvent(
      res,
      {
        type: 'response.output_text.delta',
        item_id: item.id,
        output_index: 0,
        content_index: 0,
        delta: 'say' in action ? action.say : '',
      },
      'response.output_text.delta',
    );
  sendEvent(res, { type: 'response.output_item.done', output_index: 0, item }, 'response.output_item.done');
  sendEvent(
    res,
    { type: 'response.completed', response: { ...response, status: 'completed', output: [item], usage } },
    'response.completed',
  );
  res.end();
}

function readChat(body: Record<string, unknown>): ModelRequest {
  const turns: Turn[] = [];
  let modelTurns = 0;
  for (const message of Array.isArray(body.messages) ? (body.messages as Item[]) : []) {
    if (message.role === 'assistant') {
      modelTurns++;
      const calls = Array.isArray(message.tool_calls) ? (message.tool_calls as Item[]) : [];
      turns.push({
        role: 'assistant',
        text: [textOf(message.content), ...calls.map((call) => JSON.stringify(call.function))].join('\n'),
      });
    } else if (message.role === 'tool') {
      turns.push({ role: 'tool', text: textOf(message.content) });
    } else {
      turns.push({ role: message.role === 'user' ? 'user' : 'system', text: textOf(message.content) });
    }
  }
  const tools = Array.isArray(body.tools)
    ? (body.tools as Item[]).map((tool) => String((tool.function as Item | undefined)?.name ?? tool.name))
    : [];
  return { api: 'chat', tools, turns, modelTurns };
}

function answerChat(body: Record<string, unknown>, model: ScriptedModel, res: ServerResponse): void {
  const request = readChat(body);
  const action = model.next(request);
  const n = ++calls;
  const id = `chatcmpl_${n}`;
  const created = Math.floor(Date.now() / 1000);
  const name = typeof body.model === 'string' ? body.model : 'fake';
  const call = 'say' in action ? null : wireCall(action, request.tools, model.cwd);
  const toolCall =
    call === null
      ? null
      : { id: `call_${n}`, type: 'function', function: { name: call.name, arguments: JSON.stringify(call.args) } };
  const finish = call === null ? 'stop' : 'tool_calls';
  const usage = { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 };
  if (body.stream !== true) {
    const message =
      toolCall === null
        ? { role: 'assistant', content: 'say' in action ? action.say : '' }
        : { role: 'assistant', content: null, tool_calls: [toolCall] };
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        id,
        object: 'chat.completion',
        created,
        model: name,
        choices: [{ index: 0, message, finish_reason: finish }],
        usage,
      }),
    );
    return;
  }
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const chunk = (delta: Item, finishReason: string | null = null, extra: Item = {}) =>
    sendEvent(res, {
      id,
      object: 'chat.completion.chunk',
      created,
      model: name,
      choices: [{ index: 0, delta, finish_reason: finishReason }],
      ...extra,
    });
  chunk({ role: 'assistant', content: '' });
  if (toolCall === null) chunk({ content: 'say' in action ? action.say : '' });
  else chunk({ tool_calls: [{ index: 0, ...toolCall }] });
  chunk({}, finish, { usage });
  res.write('data: [DONE]\n\n');
  res.end();
}

/** `POST …/responses` (Codex CLI). */
export const responsesRoute: Route = {
  matches: (method, path) => method === 'POST' && path.endsWith('/responses'),
  answer: (body, _path, model, res) => answerResponses(body, model, res),
};

/** `POST …/chat/completions` (OpenCode) and `GET …/models`. */
export const chatRoute: Route = {
  matches: (method, path) =>
    (method === 'POST' && path.endsWith('/chat/completions')) || (method === 'GET' && path.endsWith('/models')),
  answer(body, path, model, res) {
    if (path.endsWith('/models')) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({ object: 'list', data: [{ id: 'fake-model', object: 'model', created: 0, owned_by: 'fake' }] }),
      );
      return;
    }
    answerChat(body, model, res);
  },
};
