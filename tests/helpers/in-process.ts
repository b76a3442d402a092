import { stdinText, type CommandIo, type StdinBytes } from '../../packages/cli/src/lib/io.js';
import { main } from '../../packages/cli/src/main.js';
import type { CliRun } from './cli.js';

/**
 * Run `handoff …args` in this process through `main(argv, io)`, as `handoff()` runs the built
 * binary: the same streams, exit code, environment (plus `NO_COLOR`) and standard input, with
 * none of a process's start-up. Used where a real process adds nothing; the bin shim, exit
 * status through the OS, pipes and concurrent processes keep their real-process tests.
 *
 * A bug that escapes `main` (the binary's "internal error") is thrown, so the test fails on
 * it with its stack.
 */
export async function handoffInProcess(
  cwd: string,
  args: string[],
  input: string | Uint8Array = '',
  env: NodeJS.ProcessEnv = {},
): Promise<CliRun> {
  const bytes = typeof input === 'string' ? new TextEncoder().encode(input) : input;
  const readStdinBytes = async (limit: number): Promise<StdinBytes> => ({
    bytes: bytes.subarray(0, limit),
    more: bytes.length > limit,
  });
  let stdout = '';
  let stderr = '';
  const io: CommandIo = {
    cwd,
    env: { ...process.env, NO_COLOR: '1', ...env },
    stdout: (text) => void (stdout += text),
    stderr: (text) => void (stderr += text),
    readStdin: stdinText(readStdinBytes),
    readStdinBytes,
  };
  const status = await main(args, io);
  return { status, stdout, stderr };
}
