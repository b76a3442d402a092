import { clipRedacted } from '@handoff/core/secrets';
import { createRequire } from 'node:module';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  ErrorCode,
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  ListToolsRequestSchema,
  McpError,
  ReadResourceRequestSchema,
  type CallToolResult,
} from '@modelcontextprotocol/sdk/types.js';
import { Ajv, type ValidateFunction } from 'ajv';
import { checkArguments } from './arguments.js';
import { makeContext, type ServerContext } from './context.js';
import { LineTransport } from './line-transport.js';
import { fileSystemErrorMessage } from '@handoff/core/store';
import { ToolError } from './errors.js';
import { redact, redactDeep } from './redact.js';
import { readResource, ResourceProblem, RESOURCE_TEMPLATES, RESOURCES } from './resources.js';
import type { ToolDefinition } from './tool.js';
import { TOOLS } from './tools/index.js';

/** Where the server works. */
export interface HandoffServerOptions {
  /** Folder `root` and `dir` are read against (default: the process's working folder). */
  cwd?: string;
  /** The project root; tool paths must stay inside it (default: `cwd`). */
  root?: string;
  /** The `.handoff` folder (default: `<root>/.handoff`). */
  dir?: string;
}

// The JSON-RPC code MCP gives a resource that does not exist.
const RESOURCE_NOT_FOUND = -32002;

const INSTRUCTIONS = [
  'handoff makes hand-offs between sessions and agents checkable.',
  'At the start of a session call resume_status: when it says blocked, read the handoff ' +
    '(resume_read or the handoff://resume resource), then acknowledge it in your own words with resume_ack ' +
    'before you change anything.',
  'Call checkpoint with your session id for the rejected approaches; do not repeat one.',
  'Lint plans, summaries and handoffs with lint_text before writing them, and write the session handoff with ' +
    'resume_write before you stop.',
].join(' ');

const version = (createRequire(import.meta.url)('../../package.json') as { version: string }).version;
const outputAjv = new Ajv({ strict: false, allErrors: false });
const outputValidators = new Map<string, ValidateFunction>();

function toolError(text: string): CallToolResult {
  return { content: [{ type: 'text', text: redact(text) }], isError: true };
}

/**
 * Run one tool call: arguments checked, errors as tool errors, results redacted and checked against the output schema.
 */
async function callTool(tool: ToolDefinition, rawArgs: unknown, context: ServerContext): Promise<CallToolResult> {
  try {
    const args = checkArguments(tool.verb, tool.input, tool.checkedByHandler ?? [], rawArgs);
    const structured = redactDeep(await tool.run(args, context));
    let validate = outputValidators.get(tool.name);
    if (!validate) {
      validate = outputAjv.compile(tool.output);
      outputValidators.set(tool.name, validate);
    }
    if (!validate(structured))
      throw new Error(`the result does not match the output schema (${outputAjv.errorsText(validate.errors)})`);
    return { content: [{ type: 'text', text: JSON.stringify(structured, null, 2) }], structuredContent: structured };
  } catch (error) {
    if (error instanceof ToolError) return toolError(error.message);
    const fileSystem = fileSystemErrorMessage(error, tool.verb);
    if (fileSystem !== null) return toolError(fileSystem);
    // A bug, not a user mistake: one line for the model, the stack for whoever reads the server's stderr.
    process.stderr.write(
      `handoff mcp: ${tool.name}: ${redact(error instanceof Error ? (error.stack ?? error.message) : String(error))}\n`,
    );
    return toolError(
      `${tool.verb}: internal error: ${error instanceof Error ? error.message.split('\n', 1)[0] : String(error)}`,
    );
  }
}

/**
 * The handoff MCP server, not yet connected: every tool with its input and output schema,
 * RESUME.md, the checkpoint and the briefs as resources. Connect it to a transport
 * (`server.connect(transport)`), or use {@link runStdioServer}.
 */
/* eslint-disable-next-line @typescript-eslint/no-deprecated --
   the low-level Server on purpose: each tool brings its own JSON Schemas and handler */
export function createHandoffServer(options: HandoffServerOptions = {}): Server {
  const context = makeContext(options.cwd ?? process.cwd(), options);
  // eslint-disable-next-line @typescript-eslint/no-deprecated -- see createHandoffServer
  const server = new Server(
    { name: 'handoff', title: 'handoff', version },
    { capabilities: { tools: {}, resources: {} }, instructions: INSTRUCTIONS },
  );
  const byName = new Map(TOOLS.map((tool) => [tool.name, tool]));

  server.setRequestHandler(ListToolsRequestSchema, () => ({
    tools: TOOLS.map((tool) => ({
      name: tool.name,
      title: tool.title,
      description: tool.description,
      inputSchema: JSON.parse(JSON.stringify(tool.input)) as { type: 'object'; [key: string]: unknown },
      outputSchema: JSON.parse(JSON.stringify(tool.output)) as { type: 'object'; [key: string]: unknown },
      annotations: {
        title: tool.title,
        readOnlyHint: tool.readOnly,
        destructiveHint: tool.destructive ?? false,
        openWorldHint: false,
      },
    })),
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const tool = byName.get(request.params.name);
    if (!tool)
      return toolError(
        `handoff mcp: unknown tool \`${clipRedacted(request.params.name, 100)}\`; ` +
          `tools/list names the ${TOOLS.length} tools`,
      );
    return callTool(tool, request.params.arguments, context);
  });

  server.setRequestHandler(ListResourcesRequestSchema, () => ({
    resources: RESOURCES.map((resource) => ({ ...resource })),
  }));
  server.setRequestHandler(ListResourceTemplatesRequestSchema, () => ({
    resourceTemplates: RESOURCE_TEMPLATES.map((template) => ({ ...template })),
  }));
  server.setRequestHandler(ReadResourceRequestSchema, async (request) => {
    const { uri } = request.params;
    try {
      const { text, mimeType } = await readResource(context, uri);
      return { contents: [{ uri, mimeType, text: redact(text) }] };
    } catch (error) {
      if (error instanceof ResourceProblem)
        throw new McpError(error.notFound ? RESOURCE_NOT_FOUND : ErrorCode.InvalidParams, redact(error.message));
      if (error instanceof ToolError) throw new McpError(ErrorCode.InvalidParams, redact(error.message));
      const fileSystem = fileSystemErrorMessage(error, 'handoff mcp');
      if (fileSystem !== null) throw new McpError(ErrorCode.InvalidParams, fileSystem);
      throw error;
    }
  });
  return server;
}

/**
 * Serve MCP on standard input and output until the client closes the connection. Nothing
 * but protocol messages is written to stdout; diagnostics go to stderr. Lines are read by
 * {@link LineTransport}: linearly, at most 16 MiB each, and every line that is no usable
 * message (not JSON, a batch, an id or params of the wrong type, too long) is answered with
 * its JSON-RPC error while the server goes on.
 */
export async function runStdioServer(options: HandoffServerOptions = {}): Promise<void> {
  const server = createHandoffServer(options);
  const transport = new LineTransport();
  const closed = new Promise<void>((resolve) => {
    server.onclose = () => {
      resolve();
    };
    process.stdin.once('end', () => {
      resolve();
    });
  });
  await server.connect(transport);
  await closed;
  await server.close().catch(() => undefined);
}
