import { ConfigCascade, ConfigError, rules, type HandoffConfig } from '@handoff/linter';

/** A config, or the one line saying why the folder's config cannot be used. */
export type ConfigOutcome = { ok: true; config: HandoffConfig } | { ok: false; message: string };

/**
 * The lint config of each folder — the same merge of config files from the folder upward that
 * `handoff lint` applies (`ConfigCascade`), or one `configPath` for every folder — loaded once
 * and kept until `clear` (a config file changed). Loads in flight are shared.
 */
export class ConfigCache {
  readonly #byFolder = new Map<string, Promise<ConfigOutcome>>();
  #cascade: ConfigCascade | undefined;
  #configPath: string | undefined;

  /** Use this config file for every folder (the client's `configPath` setting), or search again (`undefined`). */
  setConfigPath(path: string | undefined): void {
    this.#configPath = path;
    this.clear();
  }

  /** The config for documents in `folder`; `cwd` is what paths in error messages are shown against. */
  get(folder: string, cwd: string): Promise<ConfigOutcome> {
    let outcome = this.#byFolder.get(folder);
    if (!outcome) {
      this.#cascade ??= new ConfigCascade({ rules, cwd, ...(this.#configPath === undefined ? {} : { configFile: this.#configPath }) });
      outcome = this.#cascade.forFolder(folder).then(
        (config): ConfigOutcome => ({ ok: true, config }),
        (error: unknown): ConfigOutcome => ({ ok: false, message: error instanceof ConfigError ? error.message : `cannot load config: ${firstLine(error)}` }),
      );
      this.#byFolder.set(folder, outcome);
    }
    return outcome;
  }

  /** Forget every loaded config. */
  clear(): void {
    this.#byFolder.clear();
    this.#cascade = undefined;
  }
}

/** The first line of an error's message. */
export function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split(/\r?\n/, 1)[0]!;
}
