import { isAbsolute, resolve } from 'node:path';
import { findProjectRoot } from '@handoff/core/store';
import type { HookPayload } from './payload.js';
import { claude } from './runtimes/claude.js';
import type { RuntimeAdapter } from './runtimes/types.js';

/** Where a hook works: the project the runtime runs in and its `.handoff` folder. */
export interface HookContext {
  project: string;
  dir: string;
  /** The name the handoff MCP server has in the runtime's config (its tools are `mcp__<name>__…`). */
  mcpServer: string;
  /** Block a shell command or an edit that repeats a rejected approach, instead of reminding. */
  blockRejected: boolean;
  /** The folder the runtime's shell runs commands in: the payload's `cwd`, else the project. */
  shellCwd: string;
  /** The stricter read gate: the ack must name every failed approach, after a read of RESUME.md at its digest. */
  strictGate: boolean;
  /** The runtime that called: its tool names, session record and answer format. */
  runtime: RuntimeAdapter;
}

/**
 * The project is the runtime's project folder (`CLAUDE_PROJECT_DIR`) when set; else the
 * nearest folder from the payload's `cwd` (else the hook's working folder) upward that holds
 * the `.handoff` folder (`--dir` when relative) or is a repository root; else that `cwd`
 * itself. A session working in a subfolder is gated by its project's record, never by the
 * absence of one in the subfolder. `--dir` is read against the project.
 */
export function hookContext(
  payload: HookPayload,
  env: NodeJS.ProcessEnv,
  cwd: string,
  options: {
    dir?: string;
    mcpServer?: string;
    blockRejected?: boolean;
    strictGate?: boolean;
    runtime?: RuntimeAdapter;
  },
): HookContext {
  const start = resolve(cwd, payload.cwd ?? '.');
  const marker = options.dir !== undefined && !isAbsolute(options.dir) ? options.dir : '.handoff';
  const project = env.CLAUDE_PROJECT_DIR
    ? resolve(cwd, env.CLAUDE_PROJECT_DIR)
    : (findProjectRoot(start, marker) ?? start);
  return {
    project,
    dir: resolve(project, options.dir ?? '.handoff'),
    mcpServer: options.mcpServer ?? 'handoff',
    blockRejected: options.blockRejected ?? false,
    shellCwd: payload.cwd === null ? project : start,
    strictGate: options.strictGate ?? false,
    runtime: options.runtime ?? claude,
  };
}
