import { isAbsolute, relative, resolve } from 'node:path';
import { containmentProblem, containPath } from '@handoff/core/store';
import { ToolError } from './errors.js';

/** Where the server works: the project root every path is read against, and the `.handoff` folder. */
export interface ServerContext {
  /** Absolute project root; tool paths must stay inside it. */
  root: string;
  /** Absolute `.handoff` folder (default `<root>/.handoff`). */
  dir: string;
}

/** Make the context from the options: both resolved against `cwd`. */
export function makeContext(cwd: string, options: { root?: string; dir?: string } = {}): ServerContext {
  const root = resolve(cwd, options.root ?? '.');
  return { root, dir: resolve(root, options.dir ?? '.handoff') };
}

/**
 * A path argument resolved against the root (as named: a file linted keeps its name). A path that leaves
 * the root (`../x`, an absolute path elsewhere) or leads out of it through a symbolic link
 * (`rootlink/etc/passwd`, a linked folder) is refused: a model's tool call reads the
 * project, not the machine. Judged by `containPath`, as every surface judges such paths.
 */
export function insideRoot(context: ServerContext, verb: string, argument: string, path: string): string {
  const outcome = containPath(context.root, path);
  if (!outcome.inside) throw new ToolError(`${verb}: ${argument} ${containmentProblem(path, context.root, outcome)}`);
  return outcome.path;
}

/** A path as the CLI shows it: relative to the root when inside it, else absolute. */
export function shown(context: ServerContext, path: string): string {
  const rel = relative(context.root, path);
  return rel === '' ? '.' : rel.startsWith('..') || isAbsolute(rel) ? path : rel;
}
