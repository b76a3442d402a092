import { dirname, resolve } from 'node:path';
import { configInFolder, emptyConfig, loadConfig, mergeLayers, validateConfig, type HandoffConfig } from './config.js';
import type { Rule } from './rule.js';

/** What the cascade needs: the rules a config may name, where messages show paths from, and an explicit config file. */
export interface ConfigCascadeOptions {
  rules: ReadonlyArray<Rule>;
  cwd: string;
  /** `--config FILE` (or an editor's `configPath`): this file for every folder, no search. */
  configFile?: string;
}

/**
 * The config of each folder, as `handoff lint` and the language server both apply it: the
 * config files from the folder up to the file-system root (or to the first one that says
 * `"root": true`), merged nearer-wins (see `mergeLayers`), each loaded once. With an explicit
 * `configFile`, that file alone applies everywhere. A config that does not parse or validate
 * rejects with a `ConfigError` naming the file and the field.
 */
export class ConfigCascade {
  readonly #byFolder = new Map<string, Promise<HandoffConfig>>();
  readonly #options: ConfigCascadeOptions;
  #explicit: Promise<HandoffConfig> | undefined;
  #listings: ReadonlyMap<string, ReadonlySet<string>> | undefined;

  constructor(options: ConfigCascadeOptions) {
    this.#options = options;
  }

  /** The merged config for files in `folder` (absolute). */
  forFolder(folder: string): Promise<HandoffConfig> {
    if (this.#options.configFile !== undefined) {
      this.#explicit ??= loadConfig({ searchFrom: folder, configFile: this.#options.configFile, rules: this.#options.rules, cwd: this.#options.cwd });
      return this.#explicit;
    }
    const dir = resolve(folder);
    let config = this.#byFolder.get(dir);
    if (!config) {
      config = this.#load(dir);
      this.#byFolder.set(dir, config);
    }
    return config;
  }

  /** Folder listings a walk already made: a folder listed there holds a config file only if its name is listed. */
  useListings(listings: ReadonlyMap<string, ReadonlySet<string>>): void {
    this.#listings = listings;
  }

  /** The merged config for a file (absolute path). */
  forFile(path: string): Promise<HandoffConfig> {
    return this.forFolder(dirname(path));
  }

  async #load(dir: string): Promise<HandoffConfig> {
    const own = await this.#ownConfig(dir);
    const parent = dirname(dir);
    const above = own?.root || parent === dir ? null : await this.forFolder(parent);
    if (!own) return above ?? emptyConfig(this.#options.cwd);
    return above && above.layers.length > 0 ? mergeLayers([...own.layers, ...above.layers]) : own;
  }

  /** The config file of this folder alone (regular files only, as `loadConfig` reads them), validated. */
  async #ownConfig(dir: string): Promise<HandoffConfig | null> {
    const found = configInFolder(dir, this.#options.cwd, this.#listings?.get(dir));
    return found ? validateConfig(found.config ?? {}, found.filepath, this.#options) : null;
  }
}
