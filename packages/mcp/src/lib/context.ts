import { isAbsolute, relative, resolve, sep } from 'node:path';
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
 * A path argument resolved against the root. A path that leaves the root (`../x`, an
 * absolute path elsewhere) is refused: a model's tool call reads the project, not the
 * machine.
 */
export function insideRoot(context: ServerContext, verb: string, argument: string, path: string): string {
  const full = resolve(context.root, path);
  const rel = relative(context.root, full);
  if (rel === '..' || rel.startsWith(`..${sep}`) || isAbsolute(rel)) {
    throw new ToolError(`${verb}: ${argument} \`${path}\` is outside the project root ${context.root}`);
  }
  return full;
}

/** A path as the CLI shows it: relative to the root when inside it, else absolute. */
export function shown(context: ServerContext, path: string): string {
  const rel = relative(context.root, path);
  return rel === '' ? '.' : rel.startsWith('..') || isAbsolute(rel) ? path : rel;
}
