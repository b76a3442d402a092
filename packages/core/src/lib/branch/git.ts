import { spawnSync } from 'node:child_process';

/** A git invocation that failed: the command, its exit status and git's first stderr line. */
class GitError extends Error {
  constructor(
    readonly args: string[],
    readonly status: number | null,
    readonly stderr: string,
  ) {
    super(`git ${args.join(' ')} failed: ${stderr.split('\n').find((line) => line.trim()) ?? `exit ${status}`}`);
    this.name = 'GitError';
  }
}

/** Run git in `cwd` and return its stdout; throws `GitError` on a non-zero exit. */
export function git(cwd: string, args: string[], env?: Record<string, string | undefined>): string {
  const result = spawnSync('git', args, {
    cwd,
    encoding: 'utf8',
    env: env ? { ...process.env, ...env } : process.env,
    maxBuffer: 64 << 20,
  });
  if (result.error) throw new GitError(args, null, result.error.message);
  if (result.status !== 0) throw new GitError(args, result.status, result.stderr);
  return result.stdout;
}

/** Like `git`, but returns `null` instead of throwing when git exits non-zero. */
export function gitMaybe(cwd: string, args: string[]): string | null {
  try {
    return git(cwd, args);
  } catch (error) {
    if (error instanceof GitError) return null;
    throw error;
  }
}

/** The top folder of the work tree containing `cwd`, or `null` outside a repository. */
export function repositoryRoot(cwd: string): string | null {
  return gitMaybe(cwd, ['rev-parse', '--show-toplevel'])?.trim() ?? null;
}
