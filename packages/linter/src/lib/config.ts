import { createRequire } from 'node:module';
import { basename, dirname, extname, join, relative, resolve } from 'node:path';
import { stripBom, type ConceptPhraseExtension } from '@handoff/core/read';
import { MAX_SETTINGS_FILE_BYTES, readRegularFileSync } from './read-text.js';
import type { RuleOptions } from './rule-options.js';
import { MOVED_KEYS } from './moved-keys.js';
import { statQuietly } from './stat-quietly.js';
import { nearName, ruleEntry, severityOf, validatorFor } from './config-validate.js';
import { ConfigPositions, positionAt } from './config-positions.js';
import type { Rule, RuleSettings } from './rule.js';

/** A config file's content after validation, with the folder its patterns are relative to. */
export interface HandoffConfig {
  /** The file it came from, or `null` when no config was found. */
  filepath: string | null;
  /** The folder `kinds` and `ignores` patterns are relative to. */
  baseDir: string;
  /** Severity per rule id (`"rule": severity`, or the first item of `"rule": [severity, options]`). */
  rules: RuleSettings;
  /** Options per rule id (the second item of `"rule": [severity, options]`), merged option by option, nearer wins. */
  ruleOptions: RuleOptions;
  kinds: { plan: string[]; summary: string[]; handoff: string[] };
  ignores: string[];
  /** Lint symbolic links whose target is outside the folder being linted (off: they are reported, not read). */
  followSymlinks: boolean;
  /**
   * The config files this one is merged from, nearest first (just itself for one file), each
   * with the folder its `kinds` and `ignores` patterns are relative to. `kinds` of a kind come
   * from the nearest file that lists that kind; `ignores` of every file apply.
   */
  layers: ReadonlyArray<ConfigLayer>;
  /** `"root": true`: files in folders above this config's are not merged in. */
  root: boolean;
  /** How session handoffs are read: the layout policy, and headings added to the synonym table. */
  handoffs: HandoffsOptions;
}

/**
 * The `handoffs` option (docs/config.md): `layout` from the nearest file that sets it, `headings` of every file merged.
 */
export interface HandoffsOptions {
  /** `auto`: the layout rules apply to handoffs laid out as the renderer lays them out; `resume`: to every handoff. */
  layout: 'auto' | 'resume';
  /** Extra headings per handoff concept. */
  headings: ConceptPhraseExtension;
}

/** One config file as written: what it sets, and the folder its patterns are relative to. */
export interface ConfigLayer {
  filepath: string;
  baseDir: string;
  rules: RuleSettings;
  /** The options the file sets, per rule id (a key it moved from a deprecated place included). */
  ruleOptions: RuleOptions;
  /** Only the kinds the file lists. */
  kinds: Partial<HandoffConfig['kinds']>;
  ignores: readonly string[];
  followSymlinks?: boolean;
  /** The deprecated `secrets.allow`: its fingerprints join those of every other file, as they did. */
  secretsAllow?: readonly string[];
  /** The deprecated keys the file uses (one warning each, when the file is loaded). */
  deprecated: readonly string[];
  /** `handoffs`, as the file writes it. */
  handoffs?: { layout?: HandoffsOptions['layout']; headings?: ConceptPhraseExtension };
}

/** How each moved key is read from a config file. */
const READ_MOVED: Readonly<Record<string, (config: RawConfig) => unknown>> = {
  'secrets.allow': (config) => config.secrets?.allow,
  decisions: (config) => config.decisions,
  parseTimeBudgetMs: (config) => config.parseTimeBudgetMs,
};

/** A config file's content once it matches the schema. */
interface RawConfig {
  rules?: Record<string, unknown>;
  kinds?: Partial<HandoffConfig['kinds']>;
  ignores?: string[];
  followSymlinks?: boolean;
  root?: boolean;
  decisions?: unknown;
  parseTimeBudgetMs?: unknown;
  secrets?: { allow?: string[] };
  handoffs?: ConfigLayer['handoffs'];
}

/**
 * A config that cannot be used: one line per problem, each naming the file (with the line and
 * column where its text is known) and the field; `message` is those lines joined.
 */
export class ConfigError extends Error {
  /** Every problem found, one line each (`.handoffrc.json:3:5: rule: unknown option; did you mean "rules"?`). */
  readonly problems: readonly string[];

  constructor(message: string, problems: readonly string[] = [message]) {
    super(problems.length > 0 ? problems.join('\n') : message);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

/** Where config is searched for, in each folder from the start folder upward. */
export const CONFIG_FILE_NAMES = [
  'package.json',
  '.handoffrc',
  '.handoffrc.json',
  '.handoffrc.yaml',
  '.handoffrc.yml',
  'handoff.config.json',
] as const;

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
  /**
   * Told once per config file that uses a deprecated key, with one line naming the file, the
   * key and where it moved; by default a Node `DeprecationWarning` (once per process and line).
   */
  warn?: (message: string) => void;
}

/** The config used when none is found. */
export function emptyConfig(baseDir: string): HandoffConfig {
  return {
    filepath: null,
    baseDir,
    rules: {},
    ruleOptions: {},
    kinds: { plan: [], summary: [], handoff: [] },
    ignores: [],
    followSymlinks: false,
    layers: [],
    root: false,
    handoffs: { layout: 'auto', headings: {} },
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
  return Promise.resolve().then(() => loadConfigSync(options));
}

/** `loadConfig`, synchronously: the search and the reads are synchronous already. */
export function loadConfigSync(options: LoadConfigOptions): HandoffConfig {
  if (options.configFile !== undefined) {
    const filepath = resolve(options.cwd, options.configFile);
    const text = readConfigFile(filepath, options.cwd, true)!;
    const raw = parseConfigText(filepath, text, options.cwd);
    const inPackage = basename(filepath) === 'package.json';
    const value = inPackage ? ((raw as Record<string, unknown> | null)?.['handoff'] ?? {}) : raw;
    return warned(validateConfig(value, filepath, options, { text, prefix: inPackage ? ['handoff'] : [] }), options);
  }
  const found = searchConfig(resolve(options.searchFrom), options.cwd);
  if (!found) return emptyConfig(options.cwd);
  return warned(validateConfig(found.config ?? {}, found.filepath, options, found.source), options);
}

/** Warn about each deprecated key of a config file just loaded; gives the config back. */
export function warned(config: HandoffConfig, options: Pick<LoadConfigOptions, 'cwd' | 'warn'>): HandoffConfig {
  const layer = config.layers[0];
  for (const key of layer?.deprecated ?? []) {
    const moved = MOVED_KEYS.find((candidate) => candidate.key === key)!;
    (options.warn ?? warnOnce)(
      `${shown(layer!.filepath, options.cwd)}: \`${key}\` is deprecated; set the \`${moved.option}\` option of the ` +
        `\`${moved.rule}\` rule instead ("rules": { "${moved.rule}": ["error", { "${moved.option}": … }] })`,
    );
  }
  return config;
}

const warnedLines = new Set<string>();

/**
 * A Node `DeprecationWarning`, once per process and line (an MCP server or an editor loads configs again and again).
 */
function warnOnce(message: string): void {
  if (warnedLines.has(message)) return;
  warnedLines.add(message);
  process.emitWarning(message, { type: 'DeprecationWarning', code: 'HANDOFF_CONFIG_KEY_MOVED' });
}

/**
 * The nearest config at or above `dir`: in each folder the names of `CONFIG_FILE_NAMES` in
 * order, as lilconfig searched them before (a `package.json` counts only with a `handoff`
 * key; an empty or blank other file is passed over). Synchronous: a run asks a handful of
 * folders, and each asynchronous read would cost a thread-pool round trip at start-up.
 */
function searchConfig(dir: string, cwd: string): FoundConfig | null {
  for (;;) {
    const found = configInFolder(dir, cwd);
    if (found) return found;
    const parent = dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

/** A config file found in a folder: its parsed content, its path, and its text (for the positions of its problems). */
export interface FoundConfig {
  config: unknown;
  filepath: string;
  source: ConfigSource;
}

/** A config file's text, and the keys that lead from its root to the config (`handoff` in a `package.json`). */
export interface ConfigSource {
  text: string;
  prefix: readonly string[];
}

/**
 * The config file of one folder, parsed (not validated): the first of `CONFIG_FILE_NAMES` that
 * is there — a `package.json` only with a `handoff` key (one whose text does not hold `"handoff"`
 * is not parsed), another file only when not blank — or `null`. `listed`, the folder's names
 * when a walk already listed it, spares a read per name that is not there.
 */
export function configInFolder(dir: string, cwd: string, listed?: ReadonlySet<string>): FoundConfig | null {
  for (const name of CONFIG_FILE_NAMES) {
    if (listed && !listed.has(name)) continue;
    const filepath = join(dir, name);
    const content = readConfigFile(filepath, cwd, false);
    if (content === null) continue;
    if (name === 'package.json') {
      // npm's file names a config only by its `handoff` key: one whose text holds no such key is passed over unparsed,
      // so a template's broken package.json fails no run (a whole-repository sample's `templates/…/package.json`).
      if (!content.includes('"handoff"')) continue;
      const config = (parseConfigText(filepath, content, cwd) as Record<string, unknown> | null)?.['handoff'];
      if (config != null) return { config, filepath, source: { text: content, prefix: ['handoff'] } };
      continue;
    }
    if (content.trim() === '') continue;
    return { config: parseConfigText(filepath, content, cwd), filepath, source: { text: content, prefix: [] } };
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
  if (read.ok) return Buffer.from(read.bytes.buffer, read.bytes.byteOffset, read.bytes.byteLength).toString('utf8');
  // In a folder that cannot be searched nothing is known to be there: passed over, as lilconfig did.
  const unknowable = read.code === 'EACCES' && statQuietly(filepath) === undefined;
  if ((read.missing || unknowable) && !required) return null;
  throw new ConfigError(`${shown(filepath, cwd)}: cannot read config file (${read.code ?? read.reason})`);
}

/**
 * Parse a config file's text: JSON for `.json`, YAML (a superset of JSON) otherwise. A text
 * that does not parse is a `ConfigError` with the line and column of each error the parser
 * gives (JSON's parser stops at its first).
 */
function parseConfigText(filepath: string, content: string, cwd: string): unknown {
  const text = stripBom(content);
  if (extname(filepath) === '.json') {
    try {
      return JSON.parse(text);
    } catch (error) {
      throw new ConfigError(jsonErrorLine(shown(filepath, cwd), text, firstLine(error)));
    }
  }
  // Loaded lazily: a JSON config (the common case) never pays for the YAML parser.
  const { parseDocument } = createRequire(import.meta.url)('yaml') as typeof import('yaml');
  const doc = parseDocument(text, { prettyErrors: false });
  if (doc.errors.length > 0) {
    const format = extname(filepath) === '' ? 'JSON or YAML' : 'YAML';
    const file = shown(filepath, cwd);
    const lines = doc.errors.map((error) => {
      const at = positionAt(text, error.pos[0]);
      return `${file}:${at.line}:${at.column}: invalid ${format}: ${firstLine(error)}`;
    });
    throw new ConfigError(lines[0]!, lines);
  }
  try {
    return doc.toJS({ maxAliasCount: 100 });
  } catch (error) {
    // An alias bomb ("Excessive alias count…"), or anything else the YAML cannot be turned into.
    throw new ConfigError(`${shown(filepath, cwd)}: invalid YAML: ${firstLine(error)}`);
  }
}

/**
 * Check a parsed config against the config schema for `rules`; returns it resolved, or
 * throws a `ConfigError` with one line per problem, each naming the file (and, given its
 * `source` text, the line and column of the key or value at fault) and the field.
 */
export function validateConfig(
  value: unknown,
  filepath: string,
  options: Pick<LoadConfigOptions, 'rules' | 'cwd'>,
  source?: ConfigSource,
): HandoffConfig {
  const problems = validatorFor(options.rules)(value);
  if (problems.length > 0) {
    const file = shown(filepath, options.cwd);
    const positions = source ? new ConfigPositions(stripBom(source.text)) : null;
    const prefix = source?.prefix ?? [];
    // In the order they stand in the file, as a compiler lists its errors.
    const lines = problems
      .map((problem) => ({ problem, at: positions?.of([...prefix, ...problem.path], problem.key) }))
      .sort((a, b) => (a.at && b.at ? a.at.line - b.at.line || a.at.column - b.at.column : 0))
      .map(({ problem, at }) => `${file}${at ? `:${at.line}:${at.column}` : ''}: ${problem.message}`);
    throw new ConfigError(lines[0]!, lines);
  }
  const config = value as RawConfig;
  const rules: RuleSettings = {};
  const ruleOptions: Record<string, Record<string, unknown>> = {};
  for (const [id, entry] of Object.entries(config.rules ?? {})) {
    const { severity, options: set } = ruleEntry(entry);
    rules[id] = severity;
    if (set) ruleOptions[id] = { ...set };
  }
  const deprecated: string[] = [];
  let secretsAllow: readonly string[] | undefined;
  for (const moved of MOVED_KEYS) {
    const given = READ_MOVED[moved.key]!(config);
    if (given === undefined) continue;
    deprecated.push(moved.key);
    if (moved.key === 'secrets.allow') secretsAllow = given as string[];
    else if (ruleOptions[moved.rule]?.[moved.option] === undefined)
      ruleOptions[moved.rule] = { ...ruleOptions[moved.rule], [moved.option]: given };
  }
  const layer: ConfigLayer = {
    filepath,
    baseDir: dirname(filepath),
    rules,
    ruleOptions,
    kinds: { ...config.kinds },
    ignores: config.ignores ?? [],
    ...(config.followSymlinks === undefined ? {} : { followSymlinks: config.followSymlinks }),
    ...(secretsAllow === undefined ? {} : { secretsAllow }),
    deprecated,
    ...(config.handoffs === undefined ? {} : { handoffs: config.handoffs }),
  };
  return { ...mergeLayers([layer]), root: config.root === true };
}

/**
 * One config from config files, nearest first: the nearest file's path and folder; `rules`
 * merged rule by rule and their options option by option (the nearest file that sets each
 * wins); `followSymlinks` and `handoffs.layout` from the nearest file that sets them; each kind's
 * patterns from the nearest file that lists that kind; every file's `ignores` and
 * `handoffs.headings`, and the fingerprints of every file's deprecated `secrets.allow` added to
 * the `secret` rule's `allow`.
 */
export function mergeLayers(layers: readonly ConfigLayer[]): HandoffConfig {
  const nearest = layers[0]!;
  const rules: RuleSettings = {};
  const ruleOptions: Record<string, Record<string, unknown>> = {};
  for (let i = layers.length - 1; i >= 0; i--) {
    Object.assign(rules, layers[i]!.rules);
    for (const [id, set] of Object.entries(layers[i]!.ruleOptions)) ruleOptions[id] = { ...ruleOptions[id], ...set };
  }
  const allowed = layers.flatMap((layer) => layer.secretsAllow ?? []);
  if (allowed.length > 0) {
    const { rule, option } = MOVED_KEYS[0]!;
    const set = (ruleOptions[rule]?.[option] as string[] | undefined) ?? [];
    ruleOptions[rule] = { ...ruleOptions[rule], [option]: [...new Set([...set, ...allowed])] };
  }
  const kinds = { plan: [] as string[], summary: [] as string[], handoff: [] as string[] };
  for (const kind of ['plan', 'summary', 'handoff'] as const)
    kinds[kind] = [...(layers.find((layer) => layer.kinds[kind] !== undefined)?.kinds[kind] ?? [])];
  return {
    filepath: nearest.filepath,
    baseDir: nearest.baseDir,
    rules,
    ruleOptions,
    kinds,
    ignores: [...nearest.ignores],
    followSymlinks: layers.find((layer) => layer.followSymlinks !== undefined)?.followSymlinks ?? false,
    layers,
    root: false,
    handoffs: mergeHandoffs(layers),
  };
}

/** `handoffs` of config files, nearest first: `layout` from the nearest that sets it, every file's `headings`. */
function mergeHandoffs(layers: readonly ConfigLayer[]): HandoffsOptions {
  const layout = layers.find((layer) => layer.handoffs?.layout !== undefined)?.handoffs?.layout ?? 'auto';
  const headings: Partial<Record<keyof ConceptPhraseExtension, string[]>> = {};
  for (const layer of layers)
    for (const [concept, phrases] of Object.entries(layer.handoffs?.headings ?? {}) as Array<
      [keyof ConceptPhraseExtension, readonly string[]]
    >)
      (headings[concept] ??= []).push(...phrases);
  return { layout, headings };
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
    const severity = severityOf(match[2]!.trim());
    if (!known.has(id)) {
      const near = nearName(id, [...known]);
      throw new ConfigError(
        `--rule ${value}: unknown rule id \`${id}\`${near === undefined ? '' : ` (did you mean \`${near}\`?)`}`,
      );
    }
    if (severity === null) throw new ConfigError(`--rule ${value}: expected "off", "warn" or "error" (or 0, 1, 2)`);
    settings[id] = severity;
  }
  return settings;
}

/**
 * A JSON parse error as one line with its line and column: V8 gives a character offset
 * (`… in JSON at position 12`, and on newer versions `(line 1 column 13)` too), or none at the
 * end of the text.
 */
function jsonErrorLine(file: string, text: string, message: string): string {
  const offset = /\bat position (\d+)/.exec(message);
  const at = positionAt(text, offset ? Number(offset[1]) : text.length);
  const what = message.replace(/\s*\(line \d+ column \d+\)/, '').replace(/\s+in JSON at position \d+/, '');
  return `${file}:${at.line}:${at.column}: invalid JSON: ${what}`;
}

function shown(filepath: string, cwd: string): string {
  const rel = relative(cwd, filepath);
  return rel === '' || rel.startsWith('..') ? filepath : rel;
}

function firstLine(error: unknown): string {
  // JSON.parse and the YAML parser throw only errors; anything else is shown as it converts.
  const message = error instanceof Error ? error.message : String(error);
  return message.split(/\r?\n/, 1)[0]!.trim();
}
