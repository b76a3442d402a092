import { dirname, join, relative, sep } from 'node:path';
import type { Ignore } from 'ignore';
import { readTrackedPaths, type TrackedPaths } from './git-index.js';
import { ignoreRules } from './ignore-rules.js';
import { MAX_SETTINGS_FILE_BYTES, readRegularFileSync } from './read-text.js';
import { statQuietly } from './stat-quietly.js';

/** A `.gitignore` that exists but cannot be read (a FIFO, a link to a device, no permission): its path and why. */
export interface UnreadableGitignore {
  path: string;
  reason: string;
}

/**
 * Answers "is this path git-ignored?" the way git reads `.gitignore` files: each folder's
 * file applies to paths below it, deeper files override shallower ones (`!` re-includes),
 * and nothing inside an ignored folder comes back — but a file the repository's index tracks, and a folder holding
 * one, is never ignored, as git never ignores a tracked file (`git-index.ts`). Files are read once per folder.
 * Synchronous on purpose: a walk asks once per file and folder, and thousands of thread-pool
 * round trips cost more than the checks themselves.
 */
export class GitignoreOracle {
  private readonly files = new Map<string, Ignore | null>();
  private readonly roots = new Map<string, string | null>();
  private readonly dirs = new Map<string, boolean>();
  /** Per repository root: the paths its index tracks, or `null` where none can be read. */
  private readonly tracked = new Map<string, TrackedPaths | null>();
  /** Per root, per folder: the rules that apply there (`rulesAbove`). */
  private readonly chains = new Map<string, Map<string, Array<readonly [string, Ignore]>>>();
  /** Folders whose entries a walk has listed: whether each holds `.git` and `.gitignore`. */
  private readonly listed = new Map<string, { git: boolean; gitignore: boolean }>();
  /** `.gitignore` files that exist but could not be read, in the order met. */
  readonly unreadable: UnreadableGitignore[] = [];

  /** Tell the oracle what a folder holds, so it need not ask the file system. */
  noteListing(dir: string, names: ReadonlySet<string>): void {
    this.listed.set(dir, { git: names.has('.git'), gitignore: names.has('.gitignore') });
  }

  /**
   * Is `path` ignored? `top` is where `.gitignore` files start to count when the path is
   * in no git repository (the folder or glob base being expanded).
   */
  ignores(path: string, isDir: boolean, top: string): boolean {
    const root = this.gitRoot(dirname(path)) ?? top;
    if (!isInside(root, path)) return false;
    const parent = dirname(path);
    const ignored =
      (parent !== root && isInside(root, parent) && this.dirIgnored(parent, root)) || this.matches(path, isDir, root);
    return ignored && !this.isTracked(path, isDir, root);
  }

  /**
   * Whether the repository at `root` tracks `path` (a file, or a folder holding one): git leaves a tracked file in the
   * repository whatever a `.gitignore` says, and so does the walk. Asked only of a path a pattern ignores.
   */
  private isTracked(path: string, isDir: boolean, root: string): boolean {
    let tracked = this.tracked.get(root);
    if (tracked === undefined) {
      tracked = this.gitRoot(root) === root ? readTrackedPaths(join(root, '.git')) : null;
      this.tracked.set(root, tracked);
    }
    if (tracked === null) return false;
    const rel = relative(root, path).split(sep).join('/');
    return (isDir ? tracked.folders : tracked.files).has(rel);
  }

  /** Whether a folder is ignored, itself or through a parent; cached per folder. */
  private dirIgnored(dir: string, root: string): boolean {
    let known = this.dirs.get(dir);
    if (known === undefined) {
      const parent = dirname(dir);
      known =
        ((parent !== root && parent !== dir && isInside(root, parent) && this.dirIgnored(parent, root)) ||
          this.matches(dir, true, root)) &&
        !this.isTracked(dir, true, root);
      this.dirs.set(dir, known);
    }
    return known;
  }

  /** Apply the `.gitignore` files from `root` down to the path's folder, deepest last. */
  private matches(path: string, isDir: boolean, root: string): boolean {
    let ignored = false;
    for (const [dir, rules] of this.rulesAbove(dirname(path), root)) {
      const rel = relative(dir, path).split(sep).join('/') + (isDir ? '/' : '');
      const result = rules.test(rel);
      if (result.ignored) ignored = true;
      else if (result.unignored) ignored = false;
    }
    return ignored;
  }

  /**
   * The `.gitignore` rules that apply in `folder`, from `root` down, each with its folder: the same for every path
   * the folder holds, so found once per folder and root rather than once per path.
   */
  private rulesAbove(folder: string, root: string): ReadonlyArray<readonly [string, Ignore]> {
    let byFolder = this.chains.get(root);
    if (!byFolder) this.chains.set(root, (byFolder = new Map<string, Array<readonly [string, Ignore]>>()));
    let found = byFolder.get(folder);
    if (found === undefined) {
      const chain: string[] = [];
      for (let dir = folder; isInside(root, dir); dir = dirname(dir)) {
        chain.push(dir);
        if (dir === root || dirname(dir) === dir) break;
      }
      found = [];
      for (let i = chain.length - 1; i >= 0; i--) {
        const rules = this.load(chain[i]!);
        if (rules) found.push([chain[i]!, rules]);
      }
      byFolder.set(folder, found);
    }
    return found;
  }

  private load(dir: string): Ignore | null {
    let rules = this.files.get(dir);
    if (rules === undefined) {
      rules = null;
      if (this.listed.get(dir)?.gitignore !== false) {
        // Only a regular file is read: a `.gitignore` linked to `/dev/zero` or a FIFO is reported, never read.
        const path = join(dir, '.gitignore');
        const read = readRegularFileSync(path, MAX_SETTINGS_FILE_BYTES);
        if (read.ok)
          rules = ignoreRules(
            Buffer.from(read.bytes.buffer, read.bytes.byteOffset, read.bytes.byteLength).toString('utf8'),
          );
        else if (!read.missing) this.unreadable.push({ path, reason: read.reason });
      }
      this.files.set(dir, rules);
    }
    return rules;
  }

  /** The nearest folder at or above `dir` holding `.git`, or `null`. */
  private gitRoot(dir: string): string | null {
    let root = this.roots.get(dir);
    if (root === undefined) {
      const listed = this.listed.get(dir);
      const hasGit = listed ? listed.git : statQuietly(join(dir, '.git')) !== undefined;
      root = hasGit ? dir : dirname(dir) === dir ? null : this.gitRoot(dirname(dir));
      this.roots.set(dir, root);
    }
    return root;
  }
}

/** Is `path` equal to or below `dir`? */
export function isInside(dir: string, path: string): boolean {
  const rel = relative(dir, path);
  return rel === '' || (!rel.startsWith('..') && !rel.startsWith(sep) && !/^[a-zA-Z]:/.test(rel));
}
