import { ConfigCascade, ConfigError, rules, type HandoffConfig } from '@handoff/linter';

/** A config, or the one line saying why the folder's config cannot be used. */
export type ConfigOutcome = { ok: true; config: HandoffConfig } | { ok: false; message: string };

/** Folders whose config is kept at most; past it everything is dropped and loaded again as needed. */
export const MAX_CACHED_FOLDERS = 256;

/**
 * The lint config of each folder — the same merge of config files from the folder upward that
 * `handoff lint` applies (`ConfigCascade`), or one `configPath` for every folder — loaded once
 * and kept until `clear` (a config file changed). At most
 * {@link MAX_CACHED_FOLDERS} folders are kept: a server that has opened buffers in many
 * folders over a long session starts the cache afresh (with the cascade and what it holds
 * per folder above), so memory does not grow with every folder ever opened.
 */
export class ConfigCache {
  readonly #byFolder = new Map<string, ConfigOutcome>();
  readonly #warn: (message: string) => void;
  #cascade: ConfigCascade | undefined;
  #configPath: string | undefined;

  /** `warn` is told of each deprecated key a config file uses (the server logs it once). */
  constructor(warn: (message: string) => void) {
    this.#warn = warn;
  }

  /** Use this config file for every folder (the client's `configPath` setting), or search again (`undefined`). */
  setConfigPath(path: string | undefined): void {
    this.#configPath = path;
    this.clear();
  }

  /** The config for documents in `folder`; `cwd` is what paths in error messages are shown against. */
  get(folder: string, cwd: string): ConfigOutcome {
    let outcome = this.#byFolder.get(folder);
    if (!outcome) {
      if (this.#byFolder.size >= MAX_CACHED_FOLDERS) this.clear();
      this.#cascade ??= new ConfigCascade({
        rules,
        cwd,
        warn: this.#warn,
        ...(this.#configPath === undefined ? {} : { configFile: this.#configPath }),
      });
      try {
        outcome = { ok: true, config: this.#cascade.forFolder(folder) };
      } catch (error) {
        outcome = {
          ok: false,
          message: error instanceof ConfigError ? error.message : `cannot load config: ${firstLine(error)}`,
        };
      }
      this.#byFolder.set(folder, outcome);
    }
    return outcome;
  }

  /** How many folders' configs are kept. */
  get size(): number {
    return this.#byFolder.size;
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
