import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SETTINGS,
  DOCUMENT_SELECTOR,
  MAX_DEBOUNCE_MS,
  initializationOptions,
  needsRestart,
  readSettings,
} from '../src/settings.js';

interface Property {
  type: string;
  scope?: string;
  default: unknown;
  enum?: string[];
  minimum?: number;
  maximum?: number;
}
const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  main: string;
  activationEvents: string[];
  engines: { vscode: string };
  contributes: { configuration: { properties: Record<string, Property> }; commands: Array<{ command: string }> };
  capabilities: { untrustedWorkspaces: { supported: unknown; restrictedConfigurations?: string[] } };
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const properties = manifest.contributes.configuration.properties;

describe('the extension settings', () => {
  it('are declared in package.json with the defaults the code falls back to', () => {
    expect(Object.keys(properties)).toEqual([
      'handoff.enable',
      'handoff.debounceMs',
      'handoff.configPath',
      'handoff.trace.server',
    ]);
    expect(properties['handoff.configPath']!.default).toBe(DEFAULT_SETTINGS.configPath);
    expect(properties['handoff.enable']!.default).toBe(DEFAULT_SETTINGS.enable);
    expect(properties['handoff.debounceMs']!.default).toBe(DEFAULT_SETTINGS.debounceMs);
    expect(properties['handoff.debounceMs']!.maximum).toBe(MAX_DEBOUNCE_MS);
    expect(properties['handoff.trace.server']).toMatchObject({
      default: DEFAULT_SETTINGS.trace,
      enum: ['off', 'messages', 'verbose'],
    });
  });

  it('read what the user set', () => {
    const set: Record<string, unknown> = { enable: false, debounceMs: 400, 'trace.server': 'verbose' };
    expect(readSettings((key) => set[key])).toEqual({
      enable: false,
      debounceMs: 400,
      trace: 'verbose',
      configPath: '',
    });
  });

  it('fall back to the defaults for missing or malformed values, and clamp the debounce', () => {
    expect(readSettings(() => undefined)).toEqual(DEFAULT_SETTINGS);
    const odd: Record<string, unknown> = { enable: 'yes', debounceMs: -5, 'trace.server': 'loud' };
    expect(readSettings((key) => odd[key])).toEqual(DEFAULT_SETTINGS);
    expect(readSettings((key) => (key === 'debounceMs' ? 99_999 : undefined)).debounceMs).toBe(MAX_DEBOUNCE_MS);
    expect(readSettings((key) => (key === 'debounceMs' ? Number.NaN : undefined)).debounceMs).toBe(
      DEFAULT_SETTINGS.debounceMs,
    );
  });

  it('give the server its debounce and restart on any handoff setting', () => {
    expect(initializationOptions({ ...DEFAULT_SETTINGS, debounceMs: 0 })).toEqual({ debounceMs: 0 });
    expect(initializationOptions({ ...DEFAULT_SETTINGS, configPath: 'config/handoff.json' })).toEqual({
      debounceMs: 150,
      configPath: 'config/handoff.json',
    });
    expect(readSettings((key) => (key === 'configPath' ? ' lint.json ' : undefined)).configPath).toBe('lint.json');
    expect(readSettings((key) => (key === 'configPath' ? 42 : undefined)).configPath).toBe('');
    expect(needsRestart((section) => section === 'handoff')).toBe(true);
    expect(needsRestart((section) => section === 'editor')).toBe(false);
  });

  it('keep a workspace from setting the config path until it is trusted', () => {
    // An untrusted repository's .vscode/settings.json must not choose the file the server reads as config.
    expect(manifest.capabilities.untrustedWorkspaces).toMatchObject({
      supported: 'limited',
      restrictedConfigurations: ['handoff.configPath'],
    });
    expect(properties['handoff.configPath']).toMatchObject({ scope: 'window' });
  });
});

describe('the extension manifest', () => {
  it('activates on Markdown, for the documents the client selects, with a VS Code the client supports', () => {
    expect(manifest.activationEvents).toEqual(['onLanguage:markdown']);
    expect(DOCUMENT_SELECTOR.every((selector) => selector.language === 'markdown')).toBe(true);
    expect(manifest.main).toBe('./dist/extension.cjs');
    expect(manifest.engines.vscode).toBe('^1.91.0');
    expect(manifest.devDependencies['@types/vscode']).toBe('~1.91.0');
    expect(manifest.contributes.commands.map((c) => c.command)).toEqual(['handoff.restartServer']);
  });
});
