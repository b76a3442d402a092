/**
 * The tool parts of an `opencode export <session>` JSON in the shape the handoff OpenCode
 * plugin sends as `tool_calls` (`{tool, input, status, output}`): what the plugin reads
 * through OpenCode's client, read here from the export the lane keeps.
 */
export function exportedToolCalls(exportJson: string): Array<Record<string, unknown>> {
  const exported = JSON.parse(exportJson) as {
    messages: Array<{ parts: Array<{ type: string; tool?: string; state?: Record<string, unknown> }> }>;
  };
  return exported.messages.flatMap((message) =>
    message.parts
      .filter((part) => part.type === 'tool')
      .map((part) => ({
        tool: part.tool,
        input: part.state?.input,
        status: part.state?.status,
        output: part.state?.output ?? part.state?.error,
      })),
  );
}
