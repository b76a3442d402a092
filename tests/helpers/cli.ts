import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

/** The built `handoff` binary; end-to-end tests run it as a user would. */
export const BIN = resolve(import.meta.dirname, '../../packages/cli/dist/bin.js');

/**
 * What the suite's config puts in the environment for the processes it spawns
 * (`HANDOFF_TIME_BUDGET`, vitest.config.ts), for a child given a minimal environment of its own.
 */
export const SUITE_ENV: Record<string, string> =
  process.env['HANDOFF_TIME_BUDGET'] === undefined ? {} : { HANDOFF_TIME_BUDGET: process.env['HANDOFF_TIME_BUDGET'] };

/** What one run of the CLI printed and how it exited. */
export interface CliRun {
  status: number;
  stdout: string;
  stderr: string;
}

/** Run `handoff …args` in `cwd`, optionally feeding `input` on stdin. */
export function handoff(cwd: string, args: string[], input?: string, env: NodeJS.ProcessEnv = {}): CliRun {
  const result = spawnSync(process.execPath, [BIN, ...args], {
    cwd,
    input: input ?? '',
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', ...env },
  });
  return { status: result.status ?? -1, stdout: result.stdout, stderr: result.stderr };
}
