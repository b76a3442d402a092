import { ConfigError, loadConfig, rules, type HandoffConfig } from '@handoff/linter';

/** A config, or the one line saying why the folder's config cannot be used. */
export type ConfigOutcome = { ok: true; config: HandoffConfig } | { ok: false; message: string };

/**
 * The lint config of each folder, loaded once and kept until `clear` (a config file changed).
 * Loads in flight are shared, so a burst of documents in one folder searches once.
 */
export class ConfigCache {
  readonly #byFolder = new Map<string, Promise<ConfigOutcome>>();

  /** The config for documents in `folder`; `cwd` is what paths in error messages are shown against. */
  get(folder: string, cwd: string): Promise<ConfigOutcome> {
    let outcome = this.#byFolder.get(folder);
    if (!outcome) {
      outcome = loadConfig({ searchFrom: folder, rules, cwd }).then(
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
  }
}

/** The first line of an error's message. */
export function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split(/\r?\n/, 1)[0]!;
}
