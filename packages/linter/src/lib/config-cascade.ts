import { readdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import {
  configInFolder,
  emptyConfig,
  loadConfigSync,
  mergeLayers,
  validateConfig,
  warned,
  type HandoffConfig,
} from './config.js';
import { isInside } from './gitignore.js';
import type { Rule } from './rule.js';

/** What the cascade needs: the rules a config may name, where messages show paths from, and an explicit config file. */
export interface ConfigCascadeOptions {
  rules: ReadonlyArray<Rule>;
  cwd: string;
  /** `--config FILE` (or an editor's `configPath`): this file for every folder, no search. */
  configFile?: string;
  /** Told once per config file that uses a deprecated key (see `LoadConfigOptions.warn`). */
  warn?: (message: string) => void;
}

/** A folder's config, or why it cannot be used (kept, so a bad config is read and reported once per folder). */
type Loaded = { ok: true; config: HandoffConfig } | { ok: false; error: unknown };

/**
 * The config of each folder, as every front door applies it (`lintFiles` finds it through
 * one): the config files from the folder up to the file-system root (or to the first one
 * that says `"root": true`), merged nearer-wins (see `mergeLayers`), each loaded once. With an
 * explicit `configFile`, that file alone applies everywhere. A config that does not parse or
 * validate throws a `ConfigError` naming the file and the field. Synchronous: config files
 * are small regular files, read with one call each.
 */
export class ConfigCascade {
  readonly #byFolder = new Map<string, Loaded>();
  readonly #options: ConfigCascadeOptions;
  #explicit: Loaded | undefined;
  #listings: ReadonlyMap<string, ReadonlySet<string>> | undefined;

  constructor(options: ConfigCascadeOptions) {
    this.#options = options;
  }

  /** The merged config for files in `folder` (absolute). */
  forFolder(folder: string): HandoffConfig {
    if (this.#options.configFile !== undefined) {
      const configFile = this.#options.configFile;
      this.#explicit ??= attempt(() => loadConfigSync({ ...this.#options, searchFrom: folder, configFile }));
      return unwrap(this.#explicit);
    }
    const dir = resolve(folder);
    let loaded = this.#byFolder.get(dir);
    if (!loaded) {
      loaded = attempt(() => this.#load(dir));
      this.#byFolder.set(dir, loaded);
    }
    return unwrap(loaded);
  }

  /**
   * Folder listings a walk already made: a folder listed there holds a config file only if its name is listed.
   * `undefined` lets them go (each folder is then read from disk).
   */
  useListings(listings: ReadonlyMap<string, ReadonlySet<string>> | undefined): void {
    this.#listings = listings;
  }

  /** The merged config for a file (absolute path). */
  forFile(path: string): HandoffConfig {
    return this.forFolder(dirname(path));
  }

  #load(dir: string): HandoffConfig {
    const own = this.#ownConfig(dir);
    const parent = dirname(dir);
    const above = own?.root || parent === dir ? null : this.forFolder(parent);
    if (!own) return above ?? emptyConfig(this.#options.cwd);
    return above && above.layers.length > 0 ? mergeLayers([...own.layers, ...above.layers]) : own;
  }

  /** The config file of this folder alone (regular files only, as `loadConfig` reads them), validated. */
  #ownConfig(dir: string): HandoffConfig | null {
    // Above the working folder (its parents, the home folder, `/tmp`) the few names are tried: such a folder may hold
    // thousands of entries, and a run meets only a handful of them.
    const listed = this.#listings?.get(dir) ?? (isInside(this.#options.cwd, dir) ? listQuietly(dir) : undefined);
    const found = configInFolder(dir, this.#options.cwd, listed);
    return found
      ? warned(validateConfig(found.config ?? {}, found.filepath, this.#options, found.source), this.#options)
      : null;
  }
}

/**
 * The names in a folder no walk listed (its files were named one by one): one listing costs less than trying each
 * config file's name in turn (a list of 3,349 named files in some 1,500 folders: about 12,000 opens of files that were
 * not there). `undefined` where the folder cannot be listed, and each name is then tried.
 */
function listQuietly(dir: string): ReadonlySet<string> | undefined {
  try {
    return new Set(readdirSync(dir));
  } catch {
    return undefined;
  }
}

function attempt(load: () => HandoffConfig): Loaded {
  try {
    return { ok: true, config: load() };
  } catch (error) {
    return { ok: false, error };
  }
}

function unwrap(loaded: Loaded): HandoffConfig {
  if (loaded.ok) return loaded.config;
  throw loaded.error;
}
