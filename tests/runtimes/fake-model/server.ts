import { appendFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { anthropicRoute } from './anthropic.js';
import { geminiRoute } from './gemini.js';
import { chatRoute, responsesRoute } from './openai.js';
import type { ScriptedModel } from './script.js';

/** One API of the fake model: whether it answers a path, and how. */
export interface Route {
  matches(method: string, path: string): boolean;
  answer(body: Record<string, unknown>, path: string, model: ScriptedModel, res: ServerResponse): void;
}

const ROUTES: Route[] = [anthropicRoute, responsesRoute, chatRoute, geminiRoute];

/** A fake model server on 127.0.0.1 (an ephemeral port), speaking every API the four runtimes use. */
export interface FakeModelServer {
  /** `http://127.0.0.1:<port>` */
  url: string;
  model: ScriptedModel;
  close(): Promise<void>;
}

/**
 * Serve `model` on loopback. Every request (method, path, body) is appended to `log` as one
 * JSON line, so a failed scenario can be read back; a path no API answers gets a 404 in the
 * shape the runtimes print.
 */
export async function startFakeModel(model: ScriptedModel, log: string): Promise<FakeModelServer> {
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: Record<string, unknown> = {};
      try {
        const parsed: unknown = raw === '' ? {} : JSON.parse(raw);
        if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed))
          body = parsed as Record<string, unknown>;
      } catch {
        // A body that is not JSON is answered like an empty one.
      }
      const path = (req.url ?? '/').split('?')[0]!;
      const method = req.method ?? 'GET';
      appendFileSync(log, `${JSON.stringify({ at: new Date().toISOString(), method, url: req.url, body })}\n`);
      const route = ROUTES.find((candidate) => candidate.matches(method, path));
      if (route === undefined) {
        res.writeHead(method === 'HEAD' ? 200 : 404, { 'content-type': 'application/json' });
        res.end(method === 'HEAD' ? '' : JSON.stringify({ error: { message: `fake model: no route ${path}` } }));
        return;
      }
      route.answer(body, path, model, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    model,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Write one server-sent event (`event:` only when named). */
export function sendEvent(res: ServerResponse, data: unknown, event?: string): void {
  res.write(`${event === undefined ? '' : `event: ${event}\n`}data: ${JSON.stringify(data)}\n\n`);
}

/** Text of a message content that is a string or a list of `{text}` parts. */
export function textOf(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content
    .map((part: unknown) => {
      if (typeof part === 'string') return part;
      if (part === null || typeof part !== 'object') return '';
      const record = part as Record<string, unknown>;
      if (typeof record.text === 'string') return record.text;
      if ('content' in record) return textOf(record.content);
      return '';
    })
    .join('\n');
}
