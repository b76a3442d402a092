import { relative } from 'node:path';
import { containPath, findProjectRoot, isWithin } from '@handoff/core/store';

/**
 * The project the files of `folder` belong to, which the paths it names must stay in: the caller's
 * `root` when given (the MCP server's project root), else the nearest folder upward holding
 * `.handoff` or `.git`, else the working folder when `folder` is in it, else `folder`. `known`
 * remembers what was found for each folder passed (`findProjectRoot`).
 */
export function projectRootFor(
  folder: string,
  cwd: string,
  root: string | undefined,
  known?: Map<string, string | null>,
): string {
  if (root !== undefined) return root;
  return findProjectRoot(folder, undefined, known) ?? (isWithin(cwd, folder) ? cwd : folder);
}

/**
 * Why a summary may not be paired with `planPath` (the file its `plan:` front matter names,
 * or its plan by name), or `null` when it may: the plan's real path must be inside the
 * summary's project (`containPath`), so a summary cannot make the linter read — and report
 * on — a file elsewhere (`plan: /etc/…`, `plan: ../../…`, a link out). Nothing outside is
 * opened, not even to see whether it exists.
 */
export function planOutsideProject(summaryFolder: string, planPath: string, root: string): string | null {
  const outcome = containPath(root, planPath);
  if (outcome.inside) return null;
  const shown = relative(summaryFolder, planPath) || planPath;
  return outcome.reason === 'link'
    ? `Not paired with its plan \`${shown}\`: a symbolic link leads it outside the project (${root}), ` +
        `which is not read; the plan and summary rules did not run`
    : `Not paired with its plan \`${shown}\`: it is outside the project (${root}), which is not read; ` +
        `the plan and summary rules did not run`;
}
