import type { TSchema } from 'typebox';
import type { ServerContext } from './context.js';

/** What a tool's handler may use: the server's folders. */
type ToolContext = ServerContext;

/**
 * One MCP tool: the verb it stands for (its messages are that verb's), its JSON Schemas
 * and its handler. The handler returns the structured result or throws a ToolError.
 */
export interface ToolDefinition {
  name: string;
  title: string;
  description: string;
  /** The CLI command whose messages the tool's errors repeat (`handoff resume ack`). */
  verb: string;
  input: TSchema;
  output: TSchema;
  /**
   * Arguments whose content the handler checks with the full rules of the SDK (a record, a
   * packet), so the messages are the CLI's; argument validation only checks they are objects.
   */
  checkedByHandler?: readonly string[];
  /** Whether the tool only reads (MCP's `readOnlyHint`). */
  readOnly: boolean;
  /** Whether it removes or replaces something that is not kept elsewhere (MCP's `destructiveHint`). */
  destructive?: boolean;
  run(args: Record<string, unknown>, context: ToolContext): Promise<Record<string, unknown>>;
}
