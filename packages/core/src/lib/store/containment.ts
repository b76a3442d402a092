import { readlinkSync, realpathSync, statSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';

/**
 * Where a path a document, an argument or a config names leads, judged against a root:
 * `inside`, else why not. Every surface that opens such a path asks this one function (the
 * CLI, the MCP server, the language server, the hooks), so "inside the project" means the
 * same thing everywhere: the real path, after every symbolic link on the way is resolved.
 */
export type Containment =
  | {
      inside: true;
      /** The path as named, made absolute against the root. */
      path: string;
      /**
       * Where it leads: its real path (a part that does not exist yet is kept as named, below the real folder above
       * it).
       */
      real: string;
    }
  | {
      inside: false;
      path: string;
      real: string;
      /**
       * `outside`: the path names a place outside the root (`../x`, `/etc/passwd`);
       * `link`: it names a place inside, but a symbolic link on the way leads out.
       */
      reason: 'outside' | 'link';
    };

/** Options of {@link containPath}. */
export interface ContainOptions {
  /**
   * Let a link inside the root lead out of it (the user asked for it on the command line,
   * `--follow-symlinks`): a path named inside the root is then accepted wherever it leads.
   * A path that names a place outside the root is refused all the same.
   */
  followLinksOut?: boolean;
}

/**
 * Whether `path` (absolute, or relative to `root`) stays inside `root`: lexically (no `..`
 * or absolute path out of it) and really (its real path, links resolved, is inside the real
 * path of the root). Both sides are compared as the file system spells them
 * (`realpath.native`), so case and links in the root's own path do not matter; a part of
 * the path that does not exist yet (a file about to be written) is taken as named. Never
 * throws: a root that does not exist is compared as named.
 */
export function containPath(root: string, path: string, options: ContainOptions = {}): Containment {
  const absoluteRoot = resolve(root);
  const named = resolve(absoluteRoot, path);
  const realRoot = realPathOf(absoluteRoot);
  const real = realPathOf(named);
  if (!isWithin(absoluteRoot, named) && !isWithin(realRoot, named))
    return { inside: false, path: named, real, reason: 'outside' };
  if (isWithin(realRoot, real) || options.followLinksOut === true) return { inside: true, path: named, real };
  return { inside: false, path: named, real, reason: 'link' };
}

/**
 * The one line saying why a path was refused, for messages: `` `rootlink/etc/passwd` leads
 * outside the project root /p through a symbolic link (to /etc/passwd) ``.
 */
export function containmentProblem(shown: string, root: string, outcome: Containment & { inside: false }): string {
  return outcome.reason === 'outside'
    ? `\`${shown}\` is outside the project root ${root}`
    : `\`${shown}\` leads outside the project root ${root} through a symbolic link (to ${outcome.real})`;
}

/** True when `path` is `folder` or below it (both absolute, compared as strings at a separator). */
export function isWithin(folder: string, path: string): boolean {
  if (path === folder) return true;
  const rel = relative(folder, path);
  return rel !== '' && rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel);
}

/**
 * The project a path belongs to: the nearest folder from `start` upward that holds a
 * `.handoff` folder or is a repository root (holds `.git`), or `null` when none does.
 * `marker` replaces `.handoff` (a hook's `--dir`). `known` (for one `marker`) remembers the
 * answer for every folder passed, so a run asking for many files of the same tree tests each
 * folder once.
 */
export function findProjectRoot(start: string, marker = '.handoff', known?: Map<string, string | null>): string | null {
  const passed: string[] = [];
  let found: string | null = null;
  for (let dir = resolve(start); ; dir = dirname(dir)) {
    const remembered = known?.get(dir);
    if (remembered !== undefined) {
      found = remembered;
      break;
    }
    passed.push(dir);
    if (exists(join(dir, marker)) || exists(join(dir, '.git'))) {
      found = dir;
      break;
    }
    if (dirname(dir) === dir) break;
  }
  if (known) for (const dir of passed) known.set(dir, found);
  return found;
}

/**
 * The real path of `path`: `realpath.native` of it, or of the nearest part of it that
 * exists with the rest appended as named (so a file not written yet, below a linked folder,
 * lands where the link leads). A dangling link leads where its target would be.
 */
function realPathOf(path: string, depth = 0): string {
  const rest: string[] = [];
  for (let current = path; ; current = dirname(current)) {
    try {
      return join(realpathSync.native(current), ...rest.reverse());
    } catch {
      const target = depth < MAX_LINK_DEPTH ? linkTarget(current) : null;
      if (target !== null) return join(realPathOf(resolve(dirname(current), target), depth + 1), ...rest.reverse());
      if (dirname(current) === current) return path;
      rest.push(basename(current));
    }
  }
}

/** Links followed at most through dangling targets (as the kernel's 40). */
const MAX_LINK_DEPTH = 40;

function linkTarget(path: string): string | null {
  try {
    return readlinkSync(path);
  } catch {
    return null;
  }
}

function exists(path: string): boolean {
  try {
    // A missing path is the common answer: no error is made for it (an error and its stack cost more than the stat).
    return statSync(path, { throwIfNoEntry: false }) !== undefined;
  } catch {
    return false;
  }
}
