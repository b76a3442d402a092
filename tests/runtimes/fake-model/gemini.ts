import type { ModelRequest, ScriptedModel, Turn } from './script.js';
import { sendEvent, type Route } from './server.js';
import { wireCall } from './tools.js';

// The Gemini API as Gemini CLI calls it: `POST /v1beta/models/<model>:streamGenerateContent`
// (`?alt=sse`), `:generateContent` and `:countTokens`. A tool call is a `functionCall` part of
// a `model` turn, answered by a `functionResponse` part in the next `user` turn.

type Part = Record<string, unknown>;

function read(body: Record<string, unknown>): ModelRequest {
  const system = (body.systemInstruction as { parts?: Part[] } | undefined)?.parts ?? [];
  const turns: Turn[] = [{ role: 'system', text: system.map((part) => String(part.text ?? '')).join('\n') }];
  let modelTurns = 0;
  for (const content of Array.isArray(body.contents) ? (body.contents as Part[]) : []) {
    const parts = Array.isArray(content.parts) ? (content.parts as Part[]) : [];
    if (content.role === 'model' && parts.some((part) => part.thought !== true)) modelTurns++;
    for (const part of parts) {
      if (typeof part.text === 'string')
        turns.push({ role: content.role === 'model' ? 'assistant' : 'user', text: part.text });
      else if (part.functionCall !== undefined)
        turns.push({ role: 'assistant', text: JSON.stringify(part.functionCall) });
      else if (part.functionResponse !== undefined) {
        const response = (part.functionResponse as { response?: Record<string, unknown> }).response ?? {};
        const text =
          typeof response.output === 'string'
            ? response.output
            : typeof response.error === 'string'
              ? response.error
              : JSON.stringify(response);
        turns.push({ role: 'tool', text, isError: response.error !== undefined });
      }
    }
  }
  const tools = (Array.isArray(body.tools) ? (body.tools as Part[]) : []).flatMap((tool) =>
    Array.isArray(tool.functionDeclarations) ? (tool.functionDeclarations as Part[]).map((f) => String(f.name)) : [],
  );
  return { api: 'gemini', tools, turns, modelTurns };
}

/** `…:streamGenerateContent`, `…:generateContent`, `…:countTokens`. */
export const geminiRoute: Route = {
  matches: (method, path) => method === 'POST' && /:(streamGenerateContent|generateContent|countTokens)$/.test(path),
  answer(body, path, model: ScriptedModel, res) {
    if (path.endsWith(':countTokens')) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ totalTokens: 10 }));
      return;
    }
    const request = read(body);
    const action = model.next(request);
    // Side questions without tools (routing, the next-speaker check) want JSON back.
    const parts: Part[] =
      request.tools.length === 0
        ? [{ text: JSON.stringify({ reasoning: 'scripted', model_choice: 'flash', next_speaker: 'user' }) }]
        : 'say' in action
          ? [{ text: action.say }]
          : (() => {
              const call = wireCall(action, request.tools, model.cwd);
              return [{ functionCall: { name: call.name, args: call.args } }];
            })();
    const answer = {
      candidates: [{ content: { role: 'model', parts }, finishReason: 'STOP', index: 0 }],
      usageMetadata: { promptTokenCount: 10, candidatesTokenCount: 5, totalTokenCount: 15 },
      modelVersion: 'fake',
    };
    if (path.endsWith(':streamGenerateContent')) {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      sendEvent(res, answer);
      res.end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer));
  },
};
