import { readFile, stat } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import ignore, { type Ignore } from 'ignore';

/**
 * Answers "is this path git-ignored?" the way git reads `.gitignore` files: each folder's
 * file applies to paths below it, deeper files override shallower ones (`!` re-includes),
 * and nothing inside an ignored folder comes back. Files are read once per folder.
 */
export class GitignoreOracle {
  private readonly files = new Map<string, Promise<Ignore | null>>();
  private readonly roots = new Map<string, Promise<string | null>>();
  private readonly dirs = new Map<string, Promise<boolean>>();

  /**
   * Is `path` ignored? `top` is where `.gitignore` files start to count when the path is
   * in no git repository (the folder or glob base being expanded).
   */
  async ignores(path: string, isDir: boolean, top: string): Promise<boolean> {
    const root = (await this.gitRoot(dirname(path))) ?? top;
    if (!isInside(root, path)) return false;
    const parent = dirname(path);
    if (parent !== root && isInside(root, parent) && (await this.dirIgnored(parent, root))) return true;
    return this.matches(path, isDir, root);
  }

  /** Whether a folder is ignored, itself or through a parent; cached per folder. */
  private dirIgnored(dir: string, root: string): Promise<boolean> {
    let known = this.dirs.get(dir);
    if (!known) {
      known = (async () => {
        const parent = dirname(dir);
        if (parent !== root && parent !== dir && isInside(root, parent) && (await this.dirIgnored(parent, root))) return true;
        return this.matches(dir, true, root);
      })();
      this.dirs.set(dir, known);
    }
    return known;
  }

  /** Apply the `.gitignore` files from `root` down to the path's folder, deepest last. */
  private async matches(path: string, isDir: boolean, root: string): Promise<boolean> {
    const chain: string[] = [];
    for (let dir = dirname(path); isInside(root, dir); dir = dirname(dir)) {
      chain.push(dir);
      if (dir === root || dirname(dir) === dir) break;
    }
    let ignored = false;
    for (let i = chain.length - 1; i >= 0; i--) {
      const rules = await this.load(chain[i]!);
      if (!rules) continue;
      const rel = relative(chain[i]!, path).split(sep).join('/') + (isDir ? '/' : '');
      const result = rules.test(rel);
      if (result.ignored) ignored = true;
      else if (result.unignored) ignored = false;
    }
    return ignored;
  }

  private load(dir: string): Promise<Ignore | null> {
    let rules = this.files.get(dir);
    if (!rules) {
      rules = readFile(join(dir, '.gitignore'), 'utf8').then(
        (text) => ignore().add(text),
        () => null,
      );
      this.files.set(dir, rules);
    }
    return rules;
  }

  /** The nearest folder at or above `dir` holding `.git`, or `null`. */
  private gitRoot(dir: string): Promise<string | null> {
    let root = this.roots.get(dir);
    if (!root) {
      root = stat(join(dir, '.git')).then(
        () => dir,
        () => (dirname(dir) === dir ? null : this.gitRoot(dirname(dir))),
      );
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
