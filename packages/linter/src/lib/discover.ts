import { readdirSync, type Dirent } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { configIgnoreMatcher } from './config-ignores.js';
import { GitignoreOracle } from './gitignore.js';
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
}

/** Where to discover from and what the config excludes. */
export interface DiscoverOptions {
  cwd: string;
  /** Config `ignores` (.gitignore-style, relative to `baseDir`); they apply to folder and glob expansion only. */
  ignores?: { baseDir: string; patterns: readonly string[] };
  /** Or any matcher (a merged config's `ignores`, see `isIgnoredByConfig`); used instead of `ignores`. */
  isIgnored?: (path: string, isDir: boolean) => boolean;
  /** Filled with the names in each folder the walk lists, so later lookups (config files) need no `stat`. */
  listings?: Map<string, ReadonlySet<string>>;
}

const MARKDOWN = /\.(?:md|markdown)$/i;
const ALWAYS_SKIPPED = new Set(['node_modules', '.git']);

/**
 * Expand operands into files, in operand order, each file once: a folder is searched for
 * `*.md` / `*.markdown` (skipping `node_modules`, `.git` and what `.gitignore` or the config
 * ignores), a glob is expanded the same way, and a named file is always kept. `-` is left to
 * the caller. Throws `NoSuchPathError` for an operand that names nothing.
 */
export async function discoverFiles(operands: readonly string[], options: DiscoverOptions): Promise<DiscoveredFile[]> {
  const oracle = new GitignoreOracle();
  const configIgnored = options.isIgnored ?? (options.ignores ? configIgnoreMatcher(options.ignores.baseDir, options.ignores.patterns) : () => false);
  const excluded = (path: string, isDir: boolean, top: string): boolean => configIgnored(path, isDir) || oracle.ignores(path, isDir, top);

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

  for (const operand of operands) {
    const path = resolve(options.cwd, operand);
    const info = await stat(path).catch(() => null);
    if (info?.isFile()) {
      add(path, true);
    } else if (info?.isDirectory()) {
      const files = walk(path, excluded, oracle, options.listings);
      if (files.length === 0) throw new NoSuchPathError(operand, 'folder');
      for (const file of files) add(file, false);
    } else {
      const { glob, isDynamicPattern } = await import('tinyglobby');
      if (!isDynamicPattern(operand)) throw new NoSuchPathError(operand, 'path');
      const matches = await glob(operand, { cwd: options.cwd, absolute: true, dot: true, onlyFiles: true, ignore: ['**/node_modules/**', '**/.git/**'] });
      let kept = 0;
      for (const match of matches.map((m) => resolve(m)).sort()) {
        if (excluded(match, false, options.cwd)) continue;
        add(match, false);
        kept++;
      }
      if (kept === 0) throw new NoSuchPathError(operand, 'glob');
    }
  }
  return out;
}

/**
 * Every Markdown file under `top` that `.gitignore` does not exclude (`node_modules` and
 * `.git` skipped), sorted: what a folder operand expands to, without config `ignores`.
 */
export function markdownFilesUnder(top: string): string[] {
  const oracle = new GitignoreOracle();
  return walk(top, (path, isDir, root) => oracle.ignores(path, isDir, root), oracle);
}

/**
 * Every Markdown file under `top`, sorted, with an explicit stack (no recursion). Synchronous:
 * one listing per folder, and each listing tells the oracle whether the folder holds `.git`
 * or `.gitignore`, so no folder costs more than its `readdir`.
 */
function walk(top: string, excluded: (path: string, isDir: boolean, top: string) => boolean, oracle: GitignoreOracle, listings?: Map<string, ReadonlySet<string>>): string[] {
  const files: string[] = [];
  const stack = [top];
  while (stack.length > 0) {
    const dir = stack.pop()!;
    let entries: Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      continue;
    }
    const names = new Set(entries.map((entry) => entry.name));
    oracle.noteListing(dir, names);
    listings?.set(dir, names);
    const subdirs: string[] = [];
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      const path = join(dir, entry.name);
      // Symlinked folders are not followed (no cycles); a symlinked file is linted like a file.
      const isFile = entry.isFile() || (entry.isSymbolicLink() && statQuietly(path)?.isFile() === true);
      if (entry.isDirectory()) {
        if (!ALWAYS_SKIPPED.has(entry.name) && !excluded(path, true, top)) subdirs.push(path);
      } else if (isFile && MARKDOWN.test(entry.name) && !excluded(path, false, top)) {
        files.push(path);
      }
    }
    for (let i = subdirs.length - 1; i >= 0; i--) stack.push(subdirs[i]!);
  }
  return files.sort();
}
