import { relative, sep } from 'node:path';
import type { HandoffConfig } from './config.js';
import { isInside } from './gitignore.js';
import { ignoreRules } from './ignore-rules.js';

/** Whether a path (absolute) is matched by config `ignores`, patterns relative to `baseDir`. */
export type ConfigIgnoreMatcher = (path: string, isDir: boolean) => boolean;

/** The matcher for `ignores` patterns (.gitignore syntax) relative to `baseDir`; none match when there are none. */
export function configIgnoreMatcher(baseDir: string, patterns: readonly string[]): ConfigIgnoreMatcher {
  if (patterns.length === 0) return () => false;
  const rules = ignoreRules(patterns);
  return (path, isDir) => {
    if (!isInside(baseDir, path) || path === baseDir) return false;
    return rules.ignores(relative(baseDir, path).split(sep).join('/') + (isDir ? '/' : ''));
  };
}

const matchers = new WeakMap<HandoffConfig, ConfigIgnoreMatcher>();

/**
 * Whether the config's `ignores` exclude the file at `path` (absolute): what an editor asks
 * before it shows diagnostics for a buffer. (`handoff lint` applies `ignores` to folders and
 * globs it expands; a file named on the command line is linted regardless.)
 */
export function isIgnoredByConfig(config: HandoffConfig, path: string, isDir = false): boolean {
  let matcher = matchers.get(config);
  if (!matcher) {
    // A merged config: every config file's `ignores` apply, each relative to its own folder.
    const layers = config.layers.length > 0 ? config.layers : [{ baseDir: config.baseDir, ignores: config.ignores }];
    const each = layers.map((layer) => configIgnoreMatcher(layer.baseDir, layer.ignores));
    matcher = (p, dir) => each.some((one) => one(p, dir));
    matchers.set(config, matcher);
  }
  return matcher(path, isDir);
}
