/** The extension's settings, read and checked once per (re)start of the client. */
export interface HandoffSettings {
  /** `handoff.enable`: run the language server in this window. */
  enable: boolean;
  /** `handoff.debounceMs`: quiet time after the last keystroke before a buffer is linted. */
  debounceMs: number;
  /** `handoff.trace.server`: how much of the protocol goes to the output channel. */
  trace: 'off' | 'messages' | 'verbose';
  /**
   * `handoff.configPath`: one config file for the workspace (as `handoff lint --config`), `''` to search per folder.
   */
  configPath: string;
}

/** What VS Code's `contributes.configuration` declares as each setting's default. */
export const DEFAULT_SETTINGS: HandoffSettings = { enable: true, debounceMs: 150, trace: 'off', configPath: '' };

/** The highest debounce the settings schema allows; a larger value is clamped to it. */
export const MAX_DEBOUNCE_MS = 10_000;

/**
 * The settings from `get` (a `WorkspaceConfiguration.get` for the `handoff` section): a value
 * of the wrong type falls back to its default, as VS Code itself does for an invalid value in
 * `settings.json`, so a typo never keeps the server from starting.
 */
export function readSettings(get: (key: string) => unknown): HandoffSettings {
  const enable = get('enable');
  const debounce = get('debounceMs');
  const trace = get('trace.server');
  const configPath = get('configPath');
  return {
    enable: typeof enable === 'boolean' ? enable : DEFAULT_SETTINGS.enable,
    debounceMs:
      typeof debounce === 'number' && Number.isFinite(debounce) && debounce >= 0
        ? Math.min(Math.round(debounce), MAX_DEBOUNCE_MS)
        : DEFAULT_SETTINGS.debounceMs,
    trace: trace === 'messages' || trace === 'verbose' || trace === 'off' ? trace : DEFAULT_SETTINGS.trace,
    configPath: typeof configPath === 'string' ? configPath.trim() : DEFAULT_SETTINGS.configPath,
  };
}

/** The documents the server is given: Markdown on disk and unsaved Markdown buffers. */
export const DOCUMENT_SELECTOR = [
  { scheme: 'file', language: 'markdown' },
  { scheme: 'untitled', language: 'markdown' },
] as const;

/** The server's `initializationOptions` for `settings` (the server reads `debounceMs` and `configPath`). */
export function initializationOptions(settings: HandoffSettings): { debounceMs: number; configPath?: string } {
  return {
    debounceMs: settings.debounceMs,
    ...(settings.configPath === '' ? {} : { configPath: settings.configPath }),
  };
}

/** Settings whose change needs the client restarted (all of them: they are read at start). */
export function needsRestart(affects: (section: string) => boolean): boolean {
  return affects('handoff');
}
