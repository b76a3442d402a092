import type { Action } from './script.js';

/** One tool call on the wire: the runtime's tool name and its arguments (or a freeform input). */
export interface WireCall {
  name: string;
  args: Record<string, unknown>;
  /** Codex's freeform tools (`apply_patch` as a custom tool) take a string instead of arguments. */
  freeform?: string;
}

/** The `apply_patch` body Codex reads: one file added, or one hunk replaced. */
function codexPatch(action: Extract<Action, { tool: 'write' | 'edit' }>): string {
  if (action.tool === 'write') {
    const lines = action.content.replace(/\n$/, '').split('\n');
    return [
      '*** Begin Patch',
      `*** Add File: ${action.path}`,
      ...lines.map((line) => `+${line}`),
      '*** End Patch',
    ].join('\n');
  }
  const minus = action.old.replace(/\n$/, '').split('\n');
  const plus = action.new.replace(/\n$/, '').split('\n');
  return [
    '*** Begin Patch',
    `*** Update File: ${action.path}`,
    '@@',
    ...minus.map((line) => `-${line}`),
    ...plus.map((line) => `+${line}`),
    '*** End Patch',
  ].join('\n');
}

/**
 * The runtime's tool call for an action, chosen from the tools it declared (each runtime's
 * shell tool has its own name, which tells them apart). Paths are given relative to the
 * project and made absolute against `cwd` where the runtime's tool wants that.
 */
export function wireCall(action: Exclude<Action, { say: string }>, tools: string[], cwd: string): WireCall {
  const abs = (path: string) => (path.startsWith('/') ? path : `${cwd}/${path}`);
  if (tools.includes('Bash')) {
    // Claude Code
    switch (action.tool) {
      case 'shell':
        return { name: 'Bash', args: { command: action.command, description: 'scripted step' } };
      case 'read':
        return { name: 'Read', args: { file_path: abs(action.path) } };
      case 'write':
        return { name: 'Write', args: { file_path: abs(action.path), content: action.content } };
      case 'edit':
        return { name: 'Edit', args: { file_path: abs(action.path), old_string: action.old, new_string: action.new } };
    }
  }
  if (tools.includes('exec_command') || tools.includes('shell')) {
    // Codex CLI: no reading tool (the model reads with the shell); edits go through apply_patch.
    const shell = (command: string): WireCall =>
      tools.includes('exec_command')
        ? { name: 'exec_command', args: { cmd: command } }
        : { name: 'shell', args: { command: ['bash', '-lc', command] } };
    switch (action.tool) {
      case 'shell':
        return shell(action.command);
      case 'read':
        return shell(`cat ${action.path}`);
      case 'write':
      case 'edit': {
        const patch = codexPatch(action);
        return { name: 'apply_patch', args: { input: patch }, freeform: patch };
      }
    }
  }
  if (tools.includes('run_shell_command')) {
    // Gemini CLI
    switch (action.tool) {
      case 'shell':
        return { name: 'run_shell_command', args: { command: action.command, description: 'scripted step' } };
      case 'read':
        return { name: 'read_file', args: { file_path: abs(action.path) } };
      case 'write':
        return { name: 'write_file', args: { file_path: abs(action.path), content: action.content } };
      case 'edit':
        return {
          name: 'replace',
          args: {
            file_path: abs(action.path),
            old_string: action.old,
            new_string: action.new,
            instruction: 'scripted step',
          },
        };
    }
  }
  // OpenCode
  switch (action.tool) {
    case 'shell':
      return { name: 'bash', args: { command: action.command, description: 'scripted step' } };
    case 'read':
      return { name: 'read', args: { filePath: abs(action.path) } };
    case 'write':
      return { name: 'write', args: { filePath: abs(action.path), content: action.content } };
    case 'edit':
      return { name: 'edit', args: { filePath: abs(action.path), oldString: action.old, newString: action.new } };
  }
}
