import { readdir, readdirSync, realpathSync, type Dirent } from 'node:fs';
import { join, resolve } from 'node:path';
import { configIgnoreMatcher } from './config-ignores.js';
import { GitignoreOracle, isInside } from './gitignore.js';
import { statQuietly } from './stat-quietly.js';

/**
 * An operand that names nothing to lint: no such file or folder, a glob matching no file, or
 * a folder holding no Markdown file that is not ignored (as ESLint's "No files matching").
 */
export class NoSuchPathError extends Error {
  readonly operand: string;
  constructor(operand: string, what: 'path' | 'glob' | 'folder') {
    super(
      what === 'glob'
        ? `no files match the pattern: ${operand}`
        : what === 'folder'
          ? `no Markdown files to lint in the folder: ${operand} (none, or all ignored)`
          : `no such file or folder: ${operand}`,
    );
    this.name = 'NoSuchPathError';
    this.operand = operand;
  }
}

/** A file to lint; `explicit` when the user named it (then it is linted whatever its name). */
export interface DiscoveredFile {
  path: string;
  explicit: boolean;
  /**
   * Why the path is reported without being read, as its one-line fatal message: a folder
   * that cannot be listed, a `.gitignore` that cannot be read (both always reported), a
   * symbolic link to a file outside the linted folder (reported when its name gives a kind).
   */
  notRead?: string;
}

/** Where to discover from, what the config excludes, and whether links out of the linted folder are followed. */
export interface DiscoverOptions {
  cwd: string;
  /** Config `ignores` (.gitignore-style, relative to `baseDir`); they apply to folder and glob expansion only. */
  ignores?: { baseDir: string; patterns: readonly string[] };
  /** Or any matcher (a merged config's `ignores`, see `isIgnoredByConfig`); used instead of `ignores`. */
  isIgnored?: (path: string, isDir: boolean) => boolean;
  /** Filled with the names in each folder the walk lists, so later lookups (config files) need no `stat`. */
  listings?: Map<string, ReadonlySet<string>>;
  /**
   * Lint a symbolic link found by a folder or glob whose target is outside the linted folder
   * (the folder operand; the working folder for a glob). Off by default: such a link is
   * reported, not read. A named file is always read.
   */
  followSymlinks?: boolean;
  /** The project a folder belongs to: how far `followSymlinks` reaches (default: the folder itself). */
  projectRootOf?: (folder: string) => string;
  /** Follow links wherever they lead, out of the project too (`--follow-symlinks` on the command line). */
  followLinksOut?: boolean;
  /**
   * Told of a folder operand that holds no Markdown file to lint (none, or all ignored), which is then passed over:
   * a repository with no Markdown has nothing wrong in it. Without it, such a folder throws `NoSuchPathError`.
   */
  onEmptyFolder?: (error: NoSuchPathError) => void;
}

/** What a walk does with what it cannot lint, and whether it follows links out of its folder. */
interface WalkOptions {
  followSymlinks: boolean;
  /** With `followSymlinks`, the folder links must still lead inside (the project), unless `followLinksOut`. */
  projectRoot?: string;
  followLinksOut?: boolean;
  /** Told of each path not read (a folder operand's walk); the adoption scan passes none and skips them. */
  report?: (file: DiscoveredFile) => void;
  /** Filled with each listed folder's names (see `DiscoverOptions.listings`). */
  listings?: Map<string, ReadonlySet<string>> | undefined;
}

/**
 * A Markdown file's name, and not an AppleDouble file's: macOS writes `._name` beside a file it copies to a volume
 * that cannot hold the file's metadata (`._HANDOFF.md`, a few binary bytes), and such files get committed. It is
 * the file system's, not a document: a walk passes over it, as it does over `.DS_Store`.
 */
const MARKDOWN = /^(?!\._).*\.(?:md|markdown)$/i;
const ALWAYS_SKIPPED = new Set(['node_modules', '.git']);

/**
 * Expand operands into files, in operand order, each file once: a folder is searched for
 * `*.md` / `*.markdown` (skipping `node_modules`, `.git` and what `.gitignore` or the config
 * ignores), a glob is expanded the same way, and a named file is always kept. `-` is left to
 * the caller. Throws `NoSuchPathError` for an operand that names nothing (a folder with nothing to lint is told to
 * `onEmptyFolder` instead, when it is given).
 */
export async function discoverFiles(operands: readonly string[], options: DiscoverOptions): Promise<DiscoveredFile[]> {
  const oracle = new GitignoreOracle();
  const configIgnored =
    options.isIgnored ??
    (options.ignores ? configIgnoreMatcher(options.ignores.baseDir, options.ignores.patterns) : () => false);
  const excluded = (path: string, isDir: boolean, top: string): boolean =>
    configIgnored(path, isDir) || oracle.ignores(path, isDir, top);

  const seen = new Map<string, DiscoveredFile>();
  const out: DiscoveredFile[] = [];
  const add = (path: string, explicit: boolean) => {
    const known = seen.get(path);
    if (known) {
      known.explicit ||= explicit;
      return;
    }
    const file = { path, explicit };
    seen.set(path, file);
    out.push(file);
  };

  const followSymlinks = options.followSymlinks === true;
  const followLinksOut = options.followLinksOut === true;
  const projectRootOf = options.projectRootOf ?? ((folder: string) => folder);
  // Paths reported without a read, kept in path order among the files found beside them.
  const withUnread = (files: string[], unread: DiscoveredFile[]): DiscoveredFile[] => {
    for (const { path, reason } of oracle.unreadable.splice(0))
      unread.push({
        path,
        explicit: true,
        notRead: `Cannot read this .gitignore: ${reason}; nothing it lists was ignored`,
      });
    if (unread.length === 0) return files.map((path) => ({ path, explicit: false }));
    return [...files.map((path) => ({ path, explicit: false })), ...unread].sort((a, b) =>
      a.path < b.path ? -1 : a.path > b.path ? 1 : 0,
    );
  };
  const addAll = (files: DiscoveredFile[]) => {
    for (const file of files) {
      if (file.notRead === undefined) add(file.path, file.explicit);
      else if (!seen.has(file.path)) {
        seen.set(file.path, file);
        out.push(file);
      }
    }
  };

  for (const operand of operands) {
    const path = resolve(options.cwd, operand);
    // Synchronous: a list of thousands of named files (a commit hook's, the benchmark's) waited on the thread pool's
    // round trip for each.
    const info = statQuietly(path);
    if (info?.isDirectory()) {
      const unread: DiscoveredFile[] = [];
      const found = withUnread(
        walk(path, excluded, oracle, {
          followSymlinks,
          followLinksOut,
          ...(followSymlinks ? { projectRoot: projectRootOf(path) } : {}),
          listings: options.listings,
          report: (file) => unread.push(file),
        }),
        unread,
      );
      if (found.length === 0) {
        const error = new NoSuchPathError(operand, 'folder');
        if (options.onEmptyFolder === undefined) throw error;
        options.onEmptyFolder(error);
      }
      addAll(found);
    } else if (info) {
      // A named file is read whatever it is; a FIFO or a device is then refused in one line, unread.
      add(path, true);
    } else {
      const { glob, isDynamicPattern } = await import('tinyglobby');
      if (!isDynamicPattern(operand)) throw new NoSuchPathError(operand, 'path');
      const matches = await glob(operand, {
        cwd: options.cwd,
        absolute: true,
        dot: true,
        onlyFiles: true,
        ignore: ['**/node_modules/**', '**/.git/**'],
        // Never through a linked folder (a link to `/` would walk the whole machine): the glob
        // sees no link to a folder at all. A linked file is judged below, as the walk judges it.
        fs: WITHOUT_LINKED_FOLDERS,
      });
      const bound = followSymlinks ? projectRootOf(options.cwd) : options.cwd;
      const root = followLinksOut ? '' : (realpathQuietly(bound) ?? bound);
      const files: string[] = [];
      const unread: DiscoveredFile[] = [];
      for (const match of matches.map((m) => resolve(m)).sort()) {
        if (excluded(match, false, options.cwd)) continue;
        const outside = followLinksOut ? null : linkedOutside(match, root, followSymlinks);
        if (outside) unread.push({ path: match, explicit: false, notRead: outside });
        else files.push(match);
      }
      const found = withUnread(files, unread);
      if (found.length === 0) throw new NoSuchPathError(operand, 'glob');
      addAll(found);
    }
  }
  return out;
}

/**
 * The message for a path that resolves (through a link, itself or a folder above it) to a
 * file outside `root`, or `null` when it stays inside. `root` is a real path.
 */
function linkedOutside(path: string, root: string, project = false): string | null {
  const real = realpathQuietly(path);
  if (real === undefined || real === path || isInside(root, real)) return null;
  return project
    ? `Not linted: it is a symbolic link to a file outside the project (${real}); pass \`--follow-symlinks\` on the ` +
        `command line to lint such links`
    : `Not linted: it is a symbolic link to a file outside the linted folder (${real}); ` +
        `set \`"followSymlinks": true\` in the config to lint such links`;
}

/** Only what is not a link to a folder (its target read with `stat`; a dangling link is kept, and read as nothing). */
const notLinkedFolder = (folder: string) => (entry: Dirent) =>
  !entry.isSymbolicLink() || statQuietly(join(folder, entry.name))?.isDirectory() !== true;

/** `node:fs` as a glob sees it (tinyglobby's `fs` option): folders list no link to a folder. */
const WITHOUT_LINKED_FOLDERS = {
  readdir: ((
    path: string,
    options: { withFileTypes: true },
    callback: (error: NodeJS.ErrnoException | null, entries: Dirent[]) => void,
  ) => {
    readdir(path, options, (error, entries) => {
      callback(error, error ? [] : entries.filter(notLinkedFolder(path)));
    });
  }) as unknown as typeof readdir,
  readdirSync: ((path: string, options: { withFileTypes: true }): Dirent[] =>
    readdirSync(path, options).filter(notLinkedFolder(path))) as unknown as typeof readdirSync,
};

function realpathQuietly(path: string): string | undefined {
  try {
    return realpathSync.native(path);
  } catch {
    return undefined;
  }
}

/**
 * Every Markdown file under `top` that `.gitignore` does not exclude (`node_modules` and
 * `.git` skipped), sorted: what a folder operand expands to, without config `ignores`.
 */
export function markdownFilesUnder(top: string): string[] {
  const oracle = new GitignoreOracle();
  return walk(top, (path, isDir, root) => oracle.ignores(path, isDir, root), oracle, { followSymlinks: false });
}

/**
 * Every Markdown file under `top`, sorted, with an explicit stack (no recursion). Synchronous:
 * one listing per folder, and each listing tells the oracle whether the folder holds `.git`
 * or `.gitignore`, so no folder costs more than its `readdir`. Linked folders are not
 * followed (no cycles). A linked file is linted when its target is inside `top` (or
 * `followSymlinks`); other entries with a Markdown name (a FIFO, a device) are returned too,
 * so the reader refuses them in one line without reading. A folder that cannot be listed and
 * a link out of `top` go to `report`.
 */
function walk(
  top: string,
  excluded: (path: string, isDir: boolean, top: string) => boolean,
  oracle: GitignoreOracle,
  options: WalkOptions,
): string[] {
  const files: string[] = [];
  const stack = [top];
  let root: string | undefined;
  while (stack.length > 0) {
    const dir = stack.pop()!;
    let entries: Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch (error) {
      // A folder removed or replaced while walking is simply gone; any other failure is reported.
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'ENOENT' && code !== 'ENOTDIR')
        options.report?.({
          path: dir,
          explicit: true,
          notRead: `Cannot read folder: ${folderError(code)}; the files in it were not linted`,
        });
      continue;
    }
    const names = new Set(entries.map((entry) => entry.name));
    oracle.noteListing(dir, names);
    options.listings?.set(dir, names);
    const subdirs: string[] = [];
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!ALWAYS_SKIPPED.has(entry.name) && !excluded(path, true, top)) subdirs.push(path);
        continue;
      }
      if (!MARKDOWN.test(entry.name) || excluded(path, false, top)) continue;
      if (entry.isSymbolicLink()) {
        if (statQuietly(path)?.isDirectory()) continue;
        if (!options.followLinksOut) {
          const bound = options.followSymlinks ? (options.projectRoot ?? top) : top;
          const outside = linkedOutside(path, (root ??= realpathQuietly(bound) ?? bound), options.followSymlinks);
          if (outside) {
            options.report?.({ path, explicit: false, notRead: outside });
            continue;
          }
        }
      }
      files.push(path);
    }
    for (let i = subdirs.length - 1; i >= 0; i--) stack.push(subdirs[i]!);
  }
  return files.sort();
}

function folderError(code: string | undefined): string {
  return code === 'EACCES' || code === 'EPERM' ? 'permission denied' : (code ?? 'read error');
}
