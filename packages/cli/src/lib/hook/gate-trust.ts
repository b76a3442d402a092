import { readFileSync, realpathSync, statSync } from 'node:fs';
import { delimiter, dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Which `handoff` the read gate trusts, and where the shell looks for one. The gate lets a
 * command through for what the program will do, so the program must be handoff itself: the
 * project's own install (`node_modules/.bin/handoff`, `node_modules/@handoff/cli`) or the
 * package this hook runs from, compared by real path. An executable that is merely named
 * `handoff` (`./handoff`, `/tmp/x/handoff`, a script earlier on PATH) is not it, and neither
 * is `npx -y handoff`, which may download whatever the registry calls `handoff`.
 */
export interface GateTrust {
  /** Real paths of the handoff programs (bin scripts) the gate trusts. */
  programs: ReadonlySet<string>;
  /** The folder the shell runs the command in (the payload's `cwd`). */
  cwd: string;
  /** The `PATH` the shell searches for a bare `handoff`. */
  searchPath: string;
}

/** The program files of a @handoff/cli package folder: its declared bin and the entry it loads. */
const PROGRAM_FILES = ['bin/handoff.js', 'dist/bin.js'];

/**
 * What the gate trusts in `project`, for a shell running in `cwd` with `env`: the real paths
 * of the project's `node_modules/.bin/handoff` and of the program files of its
 * `node_modules/@handoff/cli`, and those of the @handoff/cli package this code is part of.
 */
export function gateTrust(project: string, cwd: string, env: NodeJS.ProcessEnv): GateTrust {
  const programs = new Set<string>();
  const add = (path: string) => {
    const real = realFile(path);
    if (real !== null) programs.add(real);
  };
  add(join(project, 'node_modules', '.bin', 'handoff'));
  for (const pkg of [join(project, 'node_modules', '@handoff', 'cli'), ownPackage()])
    if (pkg !== null) for (const file of PROGRAM_FILES) add(join(pkg, file));
  return { programs, cwd, searchPath: env.PATH ?? '' };
}

/**
 * The arguments a command gives handoff when its program is a trusted handoff: `handoff`
 * found on PATH, a path to the program, `node <program>`, or `npx handoff` / `npx @handoff/cli`
 * where npx runs the project's own install; else why the program is not trusted.
 */
export function resolveProgram(words: readonly string[], trust: GateTrust): { args: string[] } | { refused: string } {
  const [first, second] = words;
  if (first === undefined) return { refused: 'it is empty' };
  if (first === 'node') {
    if (second === undefined || second.startsWith('-'))
      return { refused: '`node` must run the handoff program directly' };
    return trusted(resolve(trust.cwd, second), trust)
      ? { args: words.slice(2) }
      : { refused: `\`${second}\` is not the project's handoff` };
  }
  if (first === 'npx') {
    if (second !== 'handoff' && second !== '@handoff/cli')
      return { refused: 'npx may run only `npx handoff` or `npx @handoff/cli` (no options), and only installed' };
    const prefix = npmLocalPrefix(trust.cwd);
    // `npx handoff` runs the prefix's bin link; `npx @handoff/cli` the installed package's bin.
    const local =
      prefix === null
        ? []
        : second === 'handoff'
          ? [join(prefix, 'node_modules', '.bin', 'handoff')]
          : PROGRAM_FILES.map((file) => join(prefix, 'node_modules', '@handoff', 'cli', file));
    return local.some((path) => trusted(path, trust))
      ? { args: words.slice(2) }
      : { refused: "npx would not run the project's own handoff (it is not installed there), so it may download one" };
  }
  if (first.includes('/'))
    return trusted(resolve(trust.cwd, first), trust)
      ? { args: words.slice(1) }
      : { refused: `\`${first}\` is not the project's handoff` };
  if (first !== 'handoff') return { refused: `\`${first}\` is not handoff` };
  const found = onPath('handoff', trust);
  return found !== null && trusted(found, trust)
    ? { args: words.slice(1) }
    : { refused: "the `handoff` on PATH is not the project's handoff (run ./node_modules/.bin/handoff)" };
}

function trusted(path: string, trust: GateTrust): boolean {
  const real = realFile(path);
  return real !== null && trust.programs.has(real);
}

/** The first executable file named `name` in the search path, as the shell finds it. */
function onPath(name: string, trust: GateTrust): string | null {
  for (const entry of trust.searchPath.split(delimiter)) {
    const candidate = resolve(trust.cwd, entry === '' ? '.' : entry, name);
    try {
      const info = statSync(candidate);
      if (info.isFile() && (info.mode & 0o111) !== 0) return candidate;
    } catch {
      // Not in this folder.
    }
  }
  return null;
}

/**
 * Where npx looks for what it runs without downloading: the nearest folder from `cwd` upward
 * holding a `package.json` or `node_modules` (npm's local prefix), if any.
 */
function npmLocalPrefix(cwd: string): string | null {
  for (let dir = resolve(cwd); ; dir = dirname(dir)) {
    if (realFile(join(dir, 'package.json')) !== null || isFolder(join(dir, 'node_modules'))) return dir;
    if (dirname(dir) === dir) return null;
  }
}

/** The @handoff/cli package folder this module belongs to (source or bundle), or null. */
function ownPackage(): string | null {
  let dir: string;
  try {
    dir = dirname(fileURLToPath(import.meta.url));
  } catch {
    return null;
  }
  for (; ; dir = dirname(dir)) {
    try {
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name?: unknown };
      if (manifest.name === '@handoff/cli') return dir;
    } catch {
      // No manifest here, or not JSON: look further up.
    }
    if (dirname(dir) === dir || !isAbsolute(dir)) return null;
  }
}

function realFile(path: string): string | null {
  try {
    const real = realpathSync.native(path);
    return statSync(real).isFile() ? real : null;
  } catch {
    return null;
  }
}

function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}
