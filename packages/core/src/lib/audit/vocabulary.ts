/**
 * The audit's vocabulary, in one place: the words that say what kind of approach a rule
 * names, the commands that run tests and builds, the package managers with their install and
 * pin forms, the manifests, the retry helpers and re-run-until-pass forms, the cache-clearing
 * commands, the commands that only read, and the cues of the agent's and the user's text.
 * Every entry has a case in `test/audit/vocabulary.test.ts`, and a test fails when an entry
 * has none: this is where a deterministic matcher ages, so each word is pinned by an example.
 */

/** What an approach does to the code, read from its verbs. `other`: no structured matcher covers it. */
export type RuleKind = 'increase' | 'decrease' | 'retry' | 'pin' | 'clean' | 'disable' | 'other';

/** Verbs (stemmed, see `words.ts`) that give an approach its kind. Phrases match as consecutive words. */
export const KIND_WORDS: Readonly<Record<Exclude<RuleKind, 'other'>, readonly string[]>> = {
  increase: [
    'increase',
    'raise',
    'bump',
    'extend',
    'lengthen',
    'longer',
    'larger',
    'bigger',
    'higher',
    'double',
    'boost',
  ],
  decrease: ['decrease', 'lower', 'reduce', 'shorten', 'shrink', 'smaller', 'shorter'],
  retry: ['retry', 'rerun', 're run', 'until it pass', 'until they pass', 'retry loop', 'run again'],
  pin: ['pin', 'downgrade', 'upgrade', 'lock', 'roll back', 'rollback'],
  clean: ['clear', 'clean', 'delete', 'wipe', 'purge', 'nuke', 'flush'],
  disable: ['disable', 'skip', 'silence', 'suppress', 'mute', 'comment out', 'turn off'],
};

/** Words that say nothing about what an approach changes (compared after stemming). */
export const STOPWORDS: ReadonlySet<string> = new Set([
  'a',
  'again',
  'all',
  'an',
  'and',
  'any',
  'are',
  'as',
  'at',
  'be',
  'both',
  'but',
  'by',
  'do',
  'does',
  'for',
  'from',
  'had',
  'has',
  'have',
  'i',
  'in',
  'instead',
  'into',
  'is',
  'it',
  'its',
  'just',
  'no',
  'not',
  'of',
  'on',
  'once',
  'or',
  'our',
  'so',
  'that',
  'the',
  'then',
  'there',
  'these',
  'this',
  'those',
  'to',
  'try',
  'tried',
  'trying',
  'up',
  'use',
  'used',
  'using',
  'via',
  'was',
  'we',
  'were',
  'when',
  'which',
  'while',
  'with',
  'without',
]);

/** Knob words too common to point at one thing alone: a retry or clean rule needs another word to aim at. */
export const GENERIC_WORDS: ReadonlySet<string> = new Set([
  'call',
  'cache',
  'code',
  'error',
  'failure',
  'flaky',
  'function',
  'loop',
  'request',
  'run',
  'test',
  'value',
]);

/** Words of the evidence too common to count as one of its facts. */
export const EVIDENCE_STOPWORDS: ReadonlySet<string> = new Set([
  'after',
  'also',
  'before',
  'change',
  'changed',
  'come',
  'does',
  'every',
  'fail',
  'failed',
  'give',
  'gives',
  'make',
  'never',
  'nothing',
  'same',
  'still',
  'there',
  'they',
  'way',
  'what',
  'work',
]);

/** Abbreviations read as the word they stand for, so `DB_POOL_SIZE` names "the database pool size". */
export const WORD_SYNONYMS: Readonly<Record<string, string>> = {
  db: 'database',
  conn: 'connection',
  cfg: 'config',
  conf: 'config',
  maximum: 'max',
  minimum: 'min',
  msec: 'ms',
  millis: 'ms',
};

/** A time unit and its length in seconds. */
export const TIME_UNITS: Readonly<Record<string, number>> = {
  ns: 1e-9,
  nanosecond: 1e-9,
  us: 1e-6,
  microsecond: 1e-6,
  ms: 1e-3,
  millisecond: 1e-3,
  milli: 1e-3,
  s: 1,
  sec: 1,
  second: 1,
  m: 60,
  min: 60,
  minute: 60,
  h: 3600,
  hour: 3600,
};

/** A command an argv prefix names (after wrappers are stripped and aliases normalised). */
export interface CommandEntry {
  /** The argv prefix, normalised: `['go', 'test']`. A trailing `*` word matches any word starting with the rest. */
  argv: readonly string[];
}

/** Commands that run tests. Running them is a baseline, never a repeat by itself. */
export const TEST_RUNNERS: readonly CommandEntry[] = [
  { argv: ['go', 'test'] },
  { argv: ['gotestsum'] },
  { argv: ['pytest'] },
  { argv: ['py.test'] },
  { argv: ['unittest'] },
  { argv: ['tox'] },
  { argv: ['nox'] },
  { argv: ['npm', 'test'] },
  { argv: ['npm', 'run', 'test*'] },
  { argv: ['yarn', 'test*'] },
  { argv: ['yarn', 'run', 'test*'] },
  { argv: ['pnpm', 'test*'] },
  { argv: ['pnpm', 'run', 'test*'] },
  { argv: ['bun', 'test'] },
  { argv: ['bun', 'run', 'test*'] },
  { argv: ['jest'] },
  { argv: ['vitest'] },
  { argv: ['mocha'] },
  { argv: ['ava'] },
  { argv: ['playwright', 'test'] },
  { argv: ['cypress', 'run'] },
  { argv: ['node', '--test'] },
  { argv: ['deno', 'test'] },
  { argv: ['cargo', 'test'] },
  { argv: ['cargo', 'nextest'] },
  { argv: ['mvn', 'test'] },
  { argv: ['mvn', 'verify'] },
  { argv: ['gradle', 'test'] },
  { argv: ['./gradlew', 'test'] },
  { argv: ['dotnet', 'test'] },
  { argv: ['rspec'] },
  { argv: ['rake', 'test'] },
  { argv: ['phpunit'] },
  { argv: ['mix', 'test'] },
  { argv: ['swift', 'test'] },
  { argv: ['ctest'] },
  { argv: ['make', 'test'] },
  { argv: ['make', 'check'] },
];

/** Commands that build, type-check or lint: a baseline too (a run that carries no change). */
export const BUILD_RUNNERS: readonly CommandEntry[] = [
  { argv: ['go', 'build'] },
  { argv: ['go', 'vet'] },
  { argv: ['npm', 'run', 'build*'] },
  { argv: ['npm', 'run', 'lint*'] },
  { argv: ['npm', 'run', 'typecheck*'] },
  { argv: ['yarn', 'build*'] },
  { argv: ['yarn', 'run', 'build*'] },
  { argv: ['pnpm', 'build*'] },
  { argv: ['pnpm', 'run', 'build*'] },
  { argv: ['bun', 'run', 'build*'] },
  { argv: ['tsc'] },
  { argv: ['vite', 'build'] },
  { argv: ['next', 'build'] },
  { argv: ['webpack'] },
  { argv: ['rollup'] },
  { argv: ['esbuild'] },
  { argv: ['eslint'] },
  { argv: ['ruff', 'check'] },
  { argv: ['flake8'] },
  { argv: ['mypy'] },
  { argv: ['pyright'] },
  { argv: ['golangci-lint'] },
  { argv: ['cargo', 'build'] },
  { argv: ['cargo', 'check'] },
  { argv: ['cargo', 'clippy'] },
  { argv: ['mvn', 'compile'] },
  { argv: ['mvn', 'package'] },
  { argv: ['gradle', 'build'] },
  { argv: ['./gradlew', 'build'] },
  { argv: ['dotnet', 'build'] },
  { argv: ['make'] },
  { argv: ['bazel', 'build'] },
];

/** Commands put before another to run it: stripped, the command after them is classified. */
export const RUNNER_PREFIXES: readonly CommandEntry[] = [
  { argv: ['npx'] },
  { argv: ['bunx'] },
  { argv: ['bun', 'x'] },
  { argv: ['pnpm', 'exec'] },
  { argv: ['pnpm', 'dlx'] },
  { argv: ['yarn', 'dlx'] },
  { argv: ['yarn', 'exec'] },
  { argv: ['npm', 'exec'] },
  { argv: ['uv', 'run'] },
  { argv: ['poetry', 'run'] },
  { argv: ['pipenv', 'run'] },
  { argv: ['python', '-m'] },
  { argv: ['python3', '-m'] },
  { argv: ['bundle', 'exec'] },
];

/**
 * Commands that wrap another and add nothing it does: `sudo`, `timeout 60`, `env X=1`, `time`. Their own flags are
 * dropped.
 */
export const SHELL_WRAPPERS: ReadonlySet<string> = new Set([
  'sudo',
  'env',
  'timeout',
  'nice',
  'time',
  'command',
  'exec',
  'nohup',
  'stdbuf',
  'xargs',
]);

/** A package manager: the argv that names it, its subcommands that install, remove or sync, and its ecosystem. */
export interface PackageManager {
  argv: readonly string[];
  ecosystem: 'npm' | 'pypi' | 'go' | 'cargo' | 'gem' | 'composer';
  /** Subcommands that add or change packages named in their arguments. */
  install: readonly string[];
  /** Subcommands that remove packages. */
  uninstall: readonly string[];
  /** Install forms that take no package: they install what a manifest says (`npm ci`, `pip install -r`). */
  sync: readonly string[];
}

/** Every package manager the matcher knows; `npm i`, `npm add` are `npm install` once normalised. */
export const PACKAGE_MANAGERS: readonly PackageManager[] = [
  { argv: ['npm'], ecosystem: 'npm', install: ['install'], uninstall: ['uninstall'], sync: ['install', 'ci'] },
  { argv: ['yarn'], ecosystem: 'npm', install: ['install', 'upgrade'], uninstall: ['remove'], sync: ['install'] },
  { argv: ['pnpm'], ecosystem: 'npm', install: ['install', 'update'], uninstall: ['remove'], sync: ['install'] },
  { argv: ['bun'], ecosystem: 'npm', install: ['install'], uninstall: ['remove'], sync: ['install'] },
  { argv: ['pip'], ecosystem: 'pypi', install: ['install'], uninstall: ['uninstall'], sync: ['install'] },
  { argv: ['pip3'], ecosystem: 'pypi', install: ['install'], uninstall: ['uninstall'], sync: ['install'] },
  { argv: ['uv', 'pip'], ecosystem: 'pypi', install: ['install'], uninstall: ['uninstall'], sync: ['install', 'sync'] },
  { argv: ['uv'], ecosystem: 'pypi', install: ['add'], uninstall: ['remove'], sync: ['sync'] },
  { argv: ['poetry'], ecosystem: 'pypi', install: ['add'], uninstall: ['remove'], sync: ['install', 'lock'] },
  { argv: ['pipenv'], ecosystem: 'pypi', install: ['install'], uninstall: ['uninstall'], sync: ['install', 'sync'] },
  { argv: ['conda'], ecosystem: 'pypi', install: ['install'], uninstall: ['remove'], sync: [] },
  { argv: ['go'], ecosystem: 'go', install: ['get'], uninstall: [], sync: ['mod'] },
  { argv: ['cargo'], ecosystem: 'cargo', install: ['add'], uninstall: ['remove'], sync: ['update', 'fetch'] },
  { argv: ['gem'], ecosystem: 'gem', install: ['install'], uninstall: ['uninstall'], sync: [] },
  { argv: ['bundle'], ecosystem: 'gem', install: ['add'], uninstall: ['remove'], sync: ['install', 'update'] },
  {
    argv: ['composer'],
    ecosystem: 'composer',
    install: ['require'],
    uninstall: ['remove'],
    sync: ['install', 'update'],
  },
];

/** Subcommand aliases, per package manager name: `npm i` is `npm install`. */
export const SUBCOMMAND_ALIASES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  npm: {
    i: 'install',
    add: 'install',
    in: 'install',
    isntall: 'install',
    un: 'uninstall',
    rm: 'uninstall',
    remove: 'uninstall',
    r: 'uninstall',
    t: 'test',
    tst: 'test',
  },
  yarn: { add: 'install' },
  pnpm: { add: 'install', i: 'install', rm: 'remove', un: 'remove', uninstall: 'remove', up: 'update' },
  bun: { add: 'install', i: 'install', rm: 'remove' },
};

/** Flag aliases, per package manager name: `-D` is `--save-dev`. */
export const FLAG_ALIASES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  npm: { '-D': '--save-dev', '-E': '--save-exact', '-S': '--save', '-g': '--global' },
  yarn: { '-D': '--dev', '-E': '--exact' },
  pnpm: { '-D': '--save-dev', '-E': '--save-exact' },
  bun: { '-d': '--dev', '-D': '--dev' },
};

/** A manifest: a file that declares dependencies, and how its lines are read. */
export interface Manifest {
  name: string;
  /** Matched against the file's base name. */
  file: RegExp;
  ecosystem: PackageManager['ecosystem'];
  syntax: 'package-json' | 'requirements' | 'pyproject' | 'go-mod' | 'cargo' | 'gemfile';
}

/** The manifests and lock files whose edits can pin a dependency. */
export const MANIFESTS: readonly Manifest[] = [
  { name: 'package.json', file: /^package\.json$/, ecosystem: 'npm', syntax: 'package-json' },
  { name: 'composer.json', file: /^composer\.json$/, ecosystem: 'composer', syntax: 'package-json' },
  {
    name: 'requirements.txt',
    file: /^(requirements|constraints)[\w.-]*\.(txt|in)$/,
    ecosystem: 'pypi',
    syntax: 'requirements',
  },
  { name: 'pyproject.toml', file: /^pyproject\.toml$/, ecosystem: 'pypi', syntax: 'pyproject' },
  { name: 'Pipfile', file: /^Pipfile$/, ecosystem: 'pypi', syntax: 'cargo' },
  { name: 'go.mod', file: /^go\.mod$/, ecosystem: 'go', syntax: 'go-mod' },
  { name: 'Cargo.toml', file: /^Cargo\.toml$/, ecosystem: 'cargo', syntax: 'cargo' },
  { name: 'Gemfile', file: /^Gemfile$/, ecosystem: 'gem', syntax: 'gemfile' },
];

/** A retry helper or construct, recognised in added code. */
export interface RetryHelper {
  name: string;
  pattern: RegExp;
}

/** Retry helpers and loops an edit can add. */
export const RETRY_HELPERS: readonly RetryHelper[] = [
  { name: 'retry decorator', pattern: /@retry\b|@retrying\b/ },
  { name: 'tenacity', pattern: /\btenacity\b|\bstop_after_attempt\b/ },
  { name: 'backoff', pattern: /\bbackoff\.on_(?:exception|predicate)\b|@backoff\b/ },
  { name: 'p-retry', pattern: /\bpRetry\s*\(|['"]p-retry['"]|['"]async-retry['"]/ },
  { name: 'urllib3 Retry', pattern: /\bRetry\s*\(\s*(?:total|connect|read)\s*=/ },
  { name: 'jest.retryTimes', pattern: /\bjest\.retryTimes\s*\(/ },
  { name: 'mocha retries', pattern: /\bthis\.retries\s*\(/ },
  { name: 'test retry option', pattern: /\bretry\s*:\s*\d|\bretries\s*:\s*\d/ },
  { name: 'flaky marker', pattern: /@(?:pytest\.mark\.)?flaky\b/ },
  { name: 'attempt loop', pattern: /\b(?:for|while)\b[^\n]*\b(?:attempts?|retry|retries|tries|tried)\b/i },
  // The most general last: `retry(…)` is also how the helpers above are called.
  { name: 'retry call', pattern: /\bretry(?:Async|WithBackoff)?\s*\(/i },
];

/** Test-runner flags that re-run failing tests: `pytest --reruns 3`, `playwright test --retries 2`. */
export const RETRY_FLAGS: ReadonlySet<string> = new Set([
  '--reruns',
  '--retries',
  '--retry',
  '--rerun-fails',
  '--flake-attempts',
]);

/** A cache-clearing command: its argv prefix, a flag it needs (if any) and the tools whose cache it clears. */
export interface CacheClear {
  argv: readonly string[];
  /** One of these must be among the arguments (`go clean -cache`). */
  flags?: readonly string[];
  tools: readonly string[];
}

/** Commands that clear a tool's cache. */
export const CACHE_CLEARS: readonly CacheClear[] = [
  { argv: ['npm', 'cache'], tools: ['npm'] },
  { argv: ['yarn', 'cache', 'clean'], tools: ['yarn'] },
  { argv: ['pnpm', 'store', 'prune'], tools: ['pnpm'] },
  { argv: ['bun', 'pm', 'cache'], tools: ['bun'] },
  { argv: ['jest'], flags: ['--clearCache', '--clear-cache'], tools: ['jest'] },
  { argv: ['vitest'], flags: ['--clearCache'], tools: ['vitest'] },
  { argv: ['pytest'], flags: ['--cache-clear'], tools: ['pytest'] },
  { argv: ['go', 'clean'], flags: ['-cache', '-testcache', '-modcache', '-fuzzcache'], tools: ['go'] },
  { argv: ['pip', 'cache'], tools: ['pip'] },
  { argv: ['pip3', 'cache'], tools: ['pip'] },
  { argv: ['uv', 'cache'], tools: ['uv'] },
  { argv: ['poetry', 'cache', 'clear'], tools: ['poetry'] },
  { argv: ['cargo', 'clean'], tools: ['cargo'] },
  { argv: ['gradle', 'clean'], tools: ['gradle'] },
  { argv: ['./gradlew', 'clean'], tools: ['gradle'] },
  { argv: ['mvn', 'clean'], tools: ['maven', 'mvn'] },
  { argv: ['dotnet', 'clean'], tools: ['dotnet'] },
  { argv: ['bazel', 'clean'], tools: ['bazel'] },
  { argv: ['docker', 'builder', 'prune'], tools: ['docker'] },
  { argv: ['docker', 'system', 'prune'], tools: ['docker'] },
  { argv: ['watchman', 'watch-del-all'], tools: ['watchman'] },
  { argv: ['nx', 'reset'], tools: ['nx'] },
  { argv: ['git', 'clean'], tools: ['git'] },
  { argv: ['ccache'], flags: ['-C', '--clear'], tools: ['ccache'] },
];

/** Folders that hold a tool's cache or build output: deleting one clears that tool's cache. */
export const CACHE_PATHS: ReadonlyArray<{ path: RegExp; tools: readonly string[] }> = [
  { path: /(^|\/)node_modules(\/\.cache)?\/?$/, tools: ['npm', 'node'] },
  { path: /(^|\/)\.next\/?$/, tools: ['next'] },
  { path: /(^|\/)\.nuxt\/?$/, tools: ['nuxt'] },
  { path: /(^|\/)\.vite\/?$/, tools: ['vite'] },
  { path: /(^|\/)\.turbo\/?$/, tools: ['turbo'] },
  { path: /(^|\/)\.parcel-cache\/?$/, tools: ['parcel'] },
  { path: /(^|\/)\.pytest_cache\/?$/, tools: ['pytest'] },
  { path: /(^|\/)__pycache__\/?$/, tools: ['python'] },
  { path: /(^|\/)\.mypy_cache\/?$/, tools: ['mypy'] },
  { path: /(^|\/)\.gradle\/?$/, tools: ['gradle'] },
  { path: /(^|\/)\.m2(\/repository)?\/?$/, tools: ['maven'] },
  { path: /(^|\/)jest_[\w*]*\/?$/, tools: ['jest'] },
  { path: /(^|\/)\.cache(\/[\w.-]+)?\/?$/, tools: ['cache'] },
  { path: /(^|\/)go-build\/?$/, tools: ['go'] },
];

/** Commands that only read, whatever their arguments (a redirect into a file still makes a segment write). */
export const READ_ONLY_COMMANDS: ReadonlySet<string> = new Set([
  'cat',
  'head',
  'tail',
  'less',
  'more',
  'ls',
  'll',
  'tree',
  'grep',
  'egrep',
  'fgrep',
  'rg',
  'ag',
  'ack',
  'wc',
  'sort',
  'uniq',
  'cut',
  'diff',
  'cmp',
  'file',
  'stat',
  'du',
  'df',
  'pwd',
  'echo',
  'printf',
  'which',
  'type',
  'whereis',
  'printenv',
  'date',
  'jq',
  'basename',
  'dirname',
  'realpath',
  'readlink',
  'test',
  '[',
  'true',
  'false',
  'cd',
  'pushd',
  'popd',
  'sleep',
  'nl',
  'od',
  'hexdump',
  'xxd',
  'strings',
  'column',
  'tr',
  'id',
  'whoami',
  'uname',
  'hostname',
  'ps',
  'lsof',
  'man',
  ':',
]);

/** Commands that only read with the subcommand given: `git log`, `npm info`, `pip show`, `go list`. */
export const READ_ONLY_SUBCOMMANDS: Readonly<Record<string, readonly string[]>> = {
  git: [
    'log',
    'show',
    'diff',
    'status',
    'blame',
    'grep',
    'rev-parse',
    'ls-files',
    'describe',
    'reflog',
    'shortlog',
    'remote',
    'branch',
    'tag',
    'config',
    'cat-file',
    'ls-tree',
    'stash',
  ],
  npm: [
    'info',
    'view',
    'show',
    'v',
    'ls',
    'list',
    'll',
    'la',
    'outdated',
    'explain',
    'why',
    'search',
    'help',
    'prefix',
    'root',
    'bin',
    'doctor',
    'query',
  ],
  yarn: ['info', 'why', 'list', 'outdated'],
  pnpm: ['ls', 'list', 'why', 'outdated'],
  bun: ['pm'],
  pip: ['show', 'list', 'freeze', 'index', 'check', 'debug', 'inspect'],
  pip3: ['show', 'list', 'freeze', 'index', 'check'],
  poetry: ['show', 'check'],
  cargo: ['tree', 'metadata', 'search', 'version'],
  go: ['list', 'version', 'env', 'doc'],
  gem: ['list', 'info', 'search'],
  node: ['-v', '--version'],
  python: ['--version', '-V'],
  python3: ['--version', '-V'],
  docker: ['ps', 'images', 'logs', 'inspect'],
  kubectl: ['get', 'describe', 'logs'],
};

/** Flags that turn a reading command into a writing one. */
export const WRITING_FLAGS: Readonly<Record<string, readonly string[]>> = {
  sed: ['-i', '--in-place'],
  perl: ['-i', '-pi'],
  ruby: ['-i', '-pi'],
  awk: ['-i'],
  find: ['-delete', '-exec', '-execdir'],
  yq: ['-i', '--inplace'],
  jq: [],
};

/** Commands that delete files. */
export const DELETE_COMMANDS: ReadonlySet<string> = new Set(['rm', 'rmdir', 'unlink', 'trash', 'shred']);

/** Markers that silence a check or skip a test, recognised in added code. */
export const DISABLE_MARKERS: readonly RetryHelper[] = [
  { name: 'eslint-disable', pattern: /eslint-disable/ },
  { name: 'ts-ignore', pattern: /@ts-(?:ignore|expect-error|nocheck)/ },
  { name: 'noqa', pattern: /#\s*noqa/ },
  { name: 'type: ignore', pattern: /#\s*type:\s*ignore/ },
  { name: 'pylint disable', pattern: /pylint:\s*disable/ },
  { name: 'nolint', pattern: /\/\/\s*nolint/ },
  { name: 'rust allow', pattern: /#!?\[allow\(/ },
  { name: 'SuppressWarnings', pattern: /@SuppressWarnings/ },
  { name: 'rubocop disable', pattern: /rubocop:disable/ },
  {
    name: 'test skip',
    pattern: new RegExp(
      String.raw`\b(?:it|test|describe)\.skip\s*\(|\bx(?:it|describe|test)\s*\(|` +
        String.raw`@pytest\.mark\.skip|\bt\.Skip\w*\(|@Disabled\b|@Ignore\b`,
    ),
  },
  { name: 'rule off', pattern: /["']?[\w@/-]+["']?\s*:\s*(?:["']off["']|\b0\b)/ },
];

/**
 * Cues in the agent's own text that it refers to the recorded rule (the checkpoint, the
 * handoff, a rejected approach), as opposed to talking about its own last attempt.
 */
export const REFERENCE_CUES: readonly string[] = [
  'checkpoint',
  'handoff',
  'hand-off',
  'rejected approach',
  'rejection',
  'ruled out',
  'rules out',
  'rule out',
  'already tried',
  'tried before',
  'previously tried',
  'was tried',
  'were tried',
  'earlier session',
  'previous session',
  'last session',
  'prior session',
  'previous agent',
  'recorded',
  'rejected',
];

/** Cues that the agent says something changed since the rule was recorded. */
export const CHANGE_CUES: readonly string[] = [
  'new evidence',
  'no longer',
  'now that',
  'not what fails now',
  'is different now',
  'different now',
  'has changed',
  'changed since',
  'after fixing',
  'did not cover',
  "didn't cover",
  'does not cover',
  'not covered',
  'justified now',
  'is justified',
  'this time',
  'new failure',
  'turns out',
];

/** Cues that a user line asks for something to be done. */
export const REQUEST_CUES: readonly string[] = [
  'please',
  'try',
  'go ahead',
  'revisit',
  'again',
  'once more',
  'one more time',
  'retry',
  'redo',
  'do it',
  'you can',
  'let us',
  "let's",
];

/** Cues that a user line forbids rather than asks. */
export const NEGATION_CUES: readonly string[] = [
  "don't",
  'do not',
  'never',
  'stop',
  'no —',
  'no,',
  'no.',
  'no -',
  'instead',
  'ruled out',
  'not again',
];

/**
 * Lines a runtime or hook puts in the user's place: the checkpoint and the hook's reminders are never a user's request.
 */
export const DELIVERY_MARKERS: readonly string[] = [
  'Handoff checkpoint — user-recorded rejected approaches',
  '[Handoff decision',
  'looks like rejected approach',
  'may repeat rejected approach',
];
