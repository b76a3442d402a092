import { existsSync, realpathSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';

/** The environment variables the formatters read (`GITHUB_WORKSPACE`, `GITHUB_STEP_SUMMARY`). */
export type FormatterEnv = Readonly<Record<string, string | undefined>>;

/**
 * The repository root SARIF URIs are relative to, as code scanning resolves them: the nearest
 * folder at or above `cwd` holding `.git` (a folder, or the file of a worktree or submodule),
 * else `GITHUB_WORKSPACE` when it is an absolute path (a runner's workspace that is no git
 * checkout), else `cwd`. The git root comes first because a checkout into a subfolder of the
 * workspace (`actions/checkout` with `path:`) is still its own repository.
 */
export function repositoryRoot(cwd: string, env: FormatterEnv = {}): string {
  for (let folder = resolve(cwd); ; folder = dirname(folder)) {
    if (existsSync(join(folder, '.git'))) return folder;
    if (dirname(folder) === folder) break;
  }
  const workspace = env['GITHUB_WORKSPACE'];
  return workspace !== undefined && isAbsolute(workspace) ? resolve(workspace) : resolve(cwd);
}

/**
 * `filePath` relative to `root`, `/`-separated, or `undefined` when it lies outside. When the
 * plain comparison fails, both sides are compared again with symlinks resolved (a checkout
 * reached through a symlinked folder still gets repository-relative paths).
 */
export function relativeToRoot(filePath: string, root: string): string | undefined {
  if (!isAbsolute(filePath)) return undefined;
  const inside = (from: string, to: string) => {
    const rel = relative(from, to);
    return rel === '' || rel === '..' || rel.startsWith(`..${sep}`) || isAbsolute(rel)
      ? undefined
      : rel.split(sep).join('/');
  };
  const direct = inside(root, filePath);
  if (direct !== undefined) return direct;
  try {
    return inside(realpathSync(root), realpathSync(filePath));
  } catch {
    return undefined;
  }
}
