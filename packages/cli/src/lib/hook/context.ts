import { resolve } from 'node:path';
import type { HookPayload } from './payload.js';

/** Where a hook works: the project the runtime runs in and its `.handoff` folder. */
export interface HookContext {
  project: string;
  dir: string;
  /** The name the handoff MCP server has in the runtime's config (its tools are `mcp__<name>__…`). */
  mcpServer: string;
  /** Block a shell command that repeats a rejected approach, instead of reminding. */
  blockRejected: boolean;
}

/**
 * The project is the runtime's project folder (`CLAUDE_PROJECT_DIR`), else the payload's
 * `cwd`, else the hook's working folder; `--dir` is read against it.
 */
export function hookContext(payload: HookPayload, env: NodeJS.ProcessEnv, cwd: string, options: { dir?: string; mcpServer?: string; blockRejected?: boolean }): HookContext {
  const project = resolve(cwd, env.CLAUDE_PROJECT_DIR || payload.cwd || '.');
  return { project, dir: resolve(project, options.dir ?? '.handoff'), mcpServer: options.mcpServer ?? 'handoff', blockRejected: options.blockRejected ?? false };
}
