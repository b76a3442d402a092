/**
 * Claude Code's built-in tools that only read or plan: allowed while the read gate is
 * blocked. Reading the handoff is what unblocks it, so every way of reading stays open.
 */
const READING_TOOLS: ReadonlySet<string> = new Set([
  'Read',
  'Glob',
  'Grep',
  'LS',
  'NotebookRead',
  'WebFetch',
  'WebSearch',
  'TodoRead',
  'TodoWrite',
  'Task',
  'Agent',
  'AskUserQuestion',
  'ExitPlanMode',
  'BashOutput',
  'ListMcpResourcesTool',
  'ReadMcpResourceTool',
]);

/** The shell tools: allowed while blocked only for the handoff commands that read or acknowledge. */
const SHELL_TOOLS: ReadonlySet<string> = new Set(['Bash', 'PowerShell']);

/** The handoff MCP server's tools that read, or acknowledge the handoff: allowed while blocked. */
const HANDOFF_MCP_READERS = new Set([
  'lint_text',
  'lint_files',
  'brief',
  'resume_status',
  'resume_read',
  'resume_ack',
  'rejections',
  'checkpoint',
  'packet_verify',
  'gate',
  'title',
  'orient',
]);

/**
 * How the read gate treats a tool: `read` always passes, `shell` depends on the command, `change` is refused while
 * blocked.
 */
export type ToolClass = 'read' | 'shell' | 'change';

/**
 * Classify a tool by name. Unknown tools, other MCP servers' tools included, count as
 * changing: the hook cannot know what they do, and the gate exists to stop unread work.
 */
export function classifyTool(name: string, mcpServer: string): ToolClass {
  if (READING_TOOLS.has(name)) return 'read';
  if (SHELL_TOOLS.has(name)) return 'shell';
  const prefix = `mcp__${mcpServer}__`;
  if (name.startsWith(prefix) && HANDOFF_MCP_READERS.has(name.slice(prefix.length))) return 'read';
  return 'change';
}
