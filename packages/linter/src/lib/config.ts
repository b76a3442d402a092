import { createRequire } from 'node:module';
import { basename, dirname, extname, join, relative, resolve } from 'node:path';
import { stripBom } from '@handoff/core/read';
import secret, { secretRule } from '../rules/secret.js';
import type { RuleSettings } from './engine.js';
import { TIME_BASE_MS } from './parse-budget.js';
import { MAX_SETTINGS_FILE_BYTES, readRegularFileSync } from './read-text.js';
import { statQuietly } from './stat-quietly.js';
import type { Rule, Severity } from './rule.js';

/** A config file's content after validation, with the folder its patterns are relative to. */
export interface HandoffConfig {
  /** The file it came from, or `null` when no config was found. */
  filepath: string | null;
  /** The folder `kinds` and `ignores` patterns are relative to. */
  baseDir: string;
  rules: RuleSettings;
  kinds: { plan: string[]; summary: string[]; handoff: string[] };
  ignores: string[];
  /** When `section-missing` is reported: once the project has adopted decision sections (`auto`), always, or never. */
  decisions: DecisionsPolicy;
  /** Lint symbolic links whose target is outside the folder being linted (off: they are reported, not read). */
  followSymlinks: boolean;
  /** The time budget of a small file in ms (`parse-budget-exceeded`); a larger file gets 250 ms more per MiB. */
  parseTimeBudgetMs: number;
  /**
   * The config files this one is merged from, nearest first (just itself for one file), each
   * with the folder its `kinds` and `ignores` patterns are relative to. `kinds` of a kind come
   * from the nearest file that lists that kind; `ignores` of every file apply.
   */
  layers: ReadonlyArray<ConfigLayer>;
  /** `"root": true`: files in folders above this config's are not merged in. */
  root: boolean;
  /** Fingerprints of values the `secret` rule accepts (`secrets.allow` of every config file merged); none when absent. */
  secrets: { allow: string[] };
}

/** One config file as written: what it sets, and the folder its patterns are relative to. */
export interface ConfigLayer {
  filepath: string;
  baseDir: string;
  rules: RuleSettings;
  /** Only the kinds the file lists. */
  kinds: Partial<HandoffConfig['kinds']>;
  ignores: readonly string[];
  decisions?: DecisionsPolicy;
  followSymlinks?: boolean;
  parseTimeBudgetMs?: number;
  /** `secrets.allow`: fingerprints of accepted values. */
  secretsAllow?: readonly string[];
}

/** The `decisions` option: see `HandoffConfig.decisions`. */
export type DecisionsPolicy = 'auto' | 'required' | 'off';

/** A config that cannot be used: its one-line message names the file and the field. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** Where config is searched for, in each folder from the start folder upward. */
export const CONFIG_FILE_NAMES = ['package.json', '.handoffrc', '.handoffrc.json', '.handoffrc.yaml', '.handoffrc.yml', 'handoff.config.json'] as const;

/** What `loadConfig` needs: where to search from, or one file to load. */
export interface LoadConfigOptions {
  /** Folder the search starts in (walking up to the file-system root). */
  searchFrom: string;
  /** Load exactly this file instead of searching (`--config`). */
  configFile?: string;
  /** The rules a config may name; the full registry unless a caller lints with its own. */
  rules: ReadonlyArray<Rule>;
  /** Folder that relative paths in messages are shown against. */
  cwd: string;
}

/** The config used when none is found. */
export function emptyConfig(baseDir: string): HandoffConfig {
  return {
    filepath: null,
    baseDir,
    rules: {},
    kinds: { plan: [], summary: [], handoff: [] },
    ignores: [],
    decisions: 'auto',
    followSymlinks: false,
    parseTimeBudgetMs: TIME_BASE_MS,
    layers: [],
    root: false,
    secrets: { allow: [] },
  };
}

/**
 * Find and validate the lint config: `--config FILE`, else the nearest of
 * `CONFIG_FILE_NAMES` (`package.json` only when it has a `handoff` key; other empty files are
 * passed over) from `searchFrom` upward. Only regular files are read: a candidate that is a
 * FIFO, a device, a folder or unreadable is a `ConfigError`, never a read that could hang.
 * Throws `ConfigError` (one line: file, field, what was expected) for a config that cannot be
 * read, does not parse or does not match `schemas/config.schema.json`.
 */
export async function loadConfig(options: LoadConfigOptions): Promise<HandoffConfig> {
  if (options.configFile !== undefined) {
    const filepath = resolve(options.cwd, options.configFile);
    const raw = parseConfigText(filepath, readConfigFile(filepath, options.cwd, true)!, options.cwd);
    const value = basename(filepath) === 'package.json' ? ((raw as Record<string, unknown> | null)?.['handoff'] ?? {}) : raw;
    return validateConfig(value, filepath, options);
  }
  const found = searchConfig(resolve(options.searchFrom), options.cwd);
  if (!found) return emptyConfig(options.cwd);
  return validateConfig(found.config ?? {}, found.filepath, options);
}

/**
 * The nearest config at or above `dir`: in each folder the names of `CONFIG_FILE_NAMES` in
 * order, as lilconfig searched them before (a `package.json` counts only with a `handoff`
 * key; an empty or blank other file is passed over). Synchronous: a run asks a handful of
 * folders, and each asynchronous read would cost a thread-pool round trip at start-up.
 */
function searchConfig(dir: string, cwd: string): { config: unknown; filepath: string } | null {
  for (;;) {
    const found = configInFolder(dir, cwd);
    if (found) return found;
    const parent = dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

/**
 * The config file of one folder, parsed (not validated): the first of `CONFIG_FILE_NAMES` that
 * is there — a `package.json` only with a `handoff` key, another file only when not blank —
 * or `null`. `listed`, the folder's names when a walk already listed it, spares a read per
 * name that is not there.
 */
export function configInFolder(dir: string, cwd: string, listed?: ReadonlySet<string>): { config: unknown; filepath: string } | null {
  for (const name of CONFIG_FILE_NAMES) {
    if (listed && !listed.has(name)) continue;
    const filepath = join(dir, name);
    const content = readConfigFile(filepath, cwd, false);
    if (content === null) continue;
    if (name === 'package.json') {
      const config = (parseConfigText(filepath, content, cwd) as Record<string, unknown> | null)?.['handoff'];
      if (config != null) return { config, filepath };
      continue;
    }
    if (content.trim() === '') continue;
    return { config: parseConfigText(filepath, content, cwd), filepath };
  }
  return null;
}

/**
 * A config file's text, read only if it is a regular file of at most 4 MiB; `null` when
 * nothing is there and `required` is false. Anything else that stops the read is a one-line
 * `ConfigError` naming the file.
 */
function readConfigFile(filepath: string, cwd: string, required: boolean): string | null {
  const read = readRegularFileSync(filepath, MAX_SETTINGS_FILE_BYTES);
  if (read.ok) return read.bytes.toString('utf8');
  // In a folder that cannot be searched nothing is known to be there: passed over, as lilconfig did.
  const unknowable = read.code === 'EACCES' && statQuietly(filepath) === undefined;
  if ((read.missing || unknowable) && !required) return null;
  throw new ConfigError(`${shown(filepath, cwd)}: cannot read config file (${read.code ?? read.reason})`);
}

/** Parse a config file's text: JSON for `.json`, YAML (a superset of JSON) otherwise. */
function parseConfigText(filepath: string, content: string, cwd: string): unknown {
  const text = stripBom(content);
  if (extname(filepath) === '.json') {
    try {
      return JSON.parse(text);
    } catch (error) {
      throw new ConfigError(`${shown(filepath, cwd)}: invalid JSON: ${firstLine(error)}`);
    }
  }
  // Loaded lazily: a JSON config (the common case) never pays for the YAML parser.
  const { parseDocument } = createRequire(import.meta.url)('yaml') as typeof import('yaml');
  const doc = parseDocument(text, { prettyErrors: false });
  if (doc.errors.length > 0) {
    const format = extname(filepath) === '' ? 'JSON or YAML' : 'YAML';
    throw new ConfigError(`${shown(filepath, cwd)}: invalid ${format}: ${firstLine(doc.errors[0])}`);
  }
  return doc.toJS({ maxAliasCount: 100 });
}

/**
 * Check a parsed config against the config schema for `rules`; returns it resolved, or
 * throws a one-line `ConfigError` naming the file and the first bad field.
 */
export async function validateConfig(value: unknown, filepath: string, options: Pick<LoadConfigOptions, 'rules' | 'cwd'>): Promise<HandoffConfig> {
  const { validatorFor } = await import('./config-validate.js');
  const problem = validatorFor(options.rules.map((rule) => rule.id))(value);
  if (problem) throw new ConfigError(`${shown(filepath, options.cwd)}: ${problem}`);
  const config = value as {
    rules?: Record<string, Severity>;
    kinds?: Partial<HandoffConfig['kinds']>;
    ignores?: string[];
    decisions?: DecisionsPolicy;
    followSymlinks?: boolean;
    parseTimeBudgetMs?: number;
    root?: boolean;
    secrets?: { allow?: string[] };
  };
  const layer: ConfigLayer = {
    filepath,
    baseDir: dirname(filepath),
    rules: { ...config.rules },
    kinds: { ...config.kinds },
    ignores: config.ignores ?? [],
    ...(config.decisions === undefined ? {} : { decisions: config.decisions }),
    ...(config.followSymlinks === undefined ? {} : { followSymlinks: config.followSymlinks }),
    ...(config.parseTimeBudgetMs === undefined ? {} : { parseTimeBudgetMs: config.parseTimeBudgetMs }),
    secretsAllow: config.secrets?.allow ?? [],
  };
  return { ...mergeLayers([layer]), root: config.root === true };
}

/**
 * One config from config files, nearest first: the nearest file's path and folder; `rules`
 * merged rule by rule; `decisions`, `followSymlinks` and `parseTimeBudgetMs` from the nearest
 * file that sets them; each kind's patterns from the nearest file that lists that kind; every
 * file's `ignores` and `secrets.allow`.
 */
export function mergeLayers(layers: readonly ConfigLayer[]): HandoffConfig {
  const nearest = layers[0]!;
  const rules: RuleSettings = {};
  for (let i = layers.length - 1; i >= 0; i--) Object.assign(rules, layers[i]!.rules);
  const kinds = { plan: [] as string[], summary: [] as string[], handoff: [] as string[] };
  for (const kind of ['plan', 'summary', 'handoff'] as const) kinds[kind] = [...(layers.find((layer) => layer.kinds[kind] !== undefined)?.kinds[kind] ?? [])];
  return {
    filepath: nearest.filepath,
    baseDir: nearest.baseDir,
    rules,
    kinds,
    ignores: [...nearest.ignores],
    decisions: layers.find((layer) => layer.decisions !== undefined)?.decisions ?? 'auto',
    followSymlinks: layers.find((layer) => layer.followSymlinks !== undefined)?.followSymlinks ?? false,
    parseTimeBudgetMs: layers.find((layer) => layer.parseTimeBudgetMs !== undefined)?.parseTimeBudgetMs ?? TIME_BASE_MS,
    layers,
    root: false,
    secrets: { allow: [...new Set(layers.flatMap((layer) => layer.secretsAllow ?? []))] },
  };
}

const configuredRules = new WeakMap<HandoffConfig, WeakMap<ReadonlyArray<Rule>, ReadonlyArray<Rule>>>();

/**
 * The rules to run under `config`: the registry's `secret` rule is replaced by one that
 * accepts the config's `secrets.allow` fingerprints. Memoised per config and rule list, so
 * the engine's plan for them is built once.
 */
export function rulesForConfig(rules: ReadonlyArray<Rule>, config: HandoffConfig): ReadonlyArray<Rule> {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- an SDK caller may pass a config built by hand
  const allow = config.secrets?.allow ?? [];
  if (allow.length === 0 || !rules.includes(secret)) return rules;
  let byRules = configuredRules.get(config);
  if (!byRules) configuredRules.set(config, (byRules = new WeakMap()));
  let configured = byRules.get(rules);
  if (!configured) {
    const accepting = secretRule(allow);
    configured = rules.map((rule) => (rule === secret ? accepting : rule));
    byRules.set(rules, configured);
  }
  return configured;
}

/**
 * Read `--rule id=severity` values into settings; throws `ConfigError` naming the bad one.
 */
export function parseRuleOptions(values: readonly string[], rules: ReadonlyArray<Rule>): RuleSettings {
  const known = new Set(rules.map((rule) => rule.id));
  const settings: RuleSettings = {};
  for (const value of values) {
    const match = /^([^=]+)=(.*)$/.exec(value);
    if (!match) throw new ConfigError(`--rule ${value}: expected \`<rule-id>=off|warn|error\``);
    const id = match[1]!.trim();
    const severity = match[2]!.trim();
    if (!known.has(id)) throw new ConfigError(`--rule ${value}: unknown rule id \`${id}\``);
    if (severity !== 'off' && severity !== 'warn' && severity !== 'error') throw new ConfigError(`--rule ${value}: expected "off", "warn" or "error"`);
    settings[id] = severity;
  }
  return settings;
}

function shown(filepath: string, cwd: string): string {
  const rel = relative(cwd, filepath);
  return rel === '' || rel.startsWith('..') ? filepath : rel;
}

function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String((error as { message?: unknown } | null | undefined)?.message ?? error);
  return message.split(/\r?\n/, 1)[0]!.trim();
}
