import { toolCallFromInput, type ToolCall } from '../../src/lib/audit/index.js';

/** A Claude Code Bash call running `command`. */
export const shellCall = (command: string): ToolCall => toolCallFromInput('claude-code', 'Bash', { command });

/** A Claude Code Edit of `path` replacing `old` with `replacement`. */
export const editCall = (path: string, old: string, replacement: string): ToolCall =>
  toolCallFromInput('claude-code', 'Edit', { file_path: path, old_string: old, new_string: replacement });

/** A Claude Code Write of `path`, with the content it replaces when known. */
export const writeCall = (path: string, content: string, before: string | null = null): ToolCall =>
  toolCallFromInput(
    'claude-code',
    'Write',
    { file_path: path, content },
    before === null ? {} : { before: () => before },
  );
