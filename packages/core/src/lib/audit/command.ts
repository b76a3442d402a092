import { splitShell, type ShellSegment } from './shell.js';
import {
  BUILD_RUNNERS,
  CACHE_CLEARS,
  CACHE_PATHS,
  DELETE_COMMANDS,
  FLAG_ALIASES,
  PACKAGE_MANAGERS,
  READ_ONLY_COMMANDS,
  READ_ONLY_SUBCOMMANDS,
  RUNNER_PREFIXES,
  SHELL_WRAPPERS,
  SUBCOMMAND_ALIASES,
  TEST_RUNNERS,
  WRITING_FLAGS,
  type CommandEntry,
  type PackageManager,
} from './vocabulary.js';

/** What a simple command does, as far as the audit is concerned. */
type SegmentClass =
  'test' | 'build' | 'install' | 'sync' | 'uninstall' | 'delete' | 'cache-clear' | 'write' | 'read-only' | 'other';

/** A package a command installs, with the constraint written (`vite@7.1.0` → `vite`, `7.1.0`). */
export interface InstalledPackage {
  name: string;
  constraint: string | null;
  ecosystem: PackageManager['ecosystem'];
}

/** One simple command, normalised and classified. */
export interface Command {
  /**
   * The argv with wrappers and runner prefixes stripped and aliases normalised (`npm i -D x` →
   * `npm install --save-dev x`).
   */
  argv: string[];
  /** The assignments before it, including `env X=1` and `export X=1`. */
  env: Array<[string, string]>;
  class: SegmentClass;
  /** Files it writes through a redirect, with what it writes when known (`cat > f <<EOF`). */
  writes: Array<{ path: string; content: string | null; append: boolean }>;
  /** The here-document fed to it. */
  heredoc: string | null;
  packages: InstalledPackage[];
  /** Paths it deletes. */
  deletes: string[];
  /** Tools whose cache it clears. */
  cacheTools: string[];
  segment: ShellSegment;
}

const wordMatches = (pattern: string, word: string | undefined): boolean =>
  word !== undefined && (pattern.endsWith('*') ? word.startsWith(pattern.slice(0, -1)) : pattern === word);

/** Whether `argv` starts with the entry's argv. */
function startsWith(argv: readonly string[], entry: CommandEntry): boolean {
  return entry.argv.every((pattern, i) => wordMatches(pattern, argv[i]));
}

const base = (word: string): string => word.replace(/^.*\//, '');

/** Strip wrappers (`sudo`, `timeout 60`, `env X=1`), runner prefixes (`npx -y`, `python -m`) and normalise aliases. */
export function normalizeArgv(argv: readonly string[], env: Array<[string, string]> = []): string[] {
  let words = [...argv];
  for (let guard = 0; guard < 8 && words.length > 0; guard++) {
    const head = base(words[0]!);
    if (SHELL_WRAPPERS.has(head)) {
      words.shift();
      // The wrapper's own flags and operands: `timeout -s KILL 60`, `env -i X=1`, `nice -n 5`.
      while (words.length > 0) {
        const w = words[0]!;
        const assignment = /^([A-Za-z_][A-Za-z0-9_]*)=(.*)$/s.exec(w);
        if (assignment && (head === 'env' || head === 'sudo')) {
          env.push([assignment[1]!, assignment[2]!]);
          words.shift();
        } else if (w.startsWith('-')) {
          words.shift();
          if (/^-(s|n|u|g|k|-signal|-kill-after)$/.test(w) && words.length > 0) words.shift();
        } else if (head === 'timeout' && /^\d+(\.\d+)?[smhd]?$/.test(w)) words.shift();
        else break;
      }
      continue;
    }
    const prefix = RUNNER_PREFIXES.find((entry) => startsWith(words, entry));
    if (prefix && words.length > prefix.argv.length) {
      words = words.slice(prefix.argv.length);
      while (words[0] !== undefined && /^-(y|-yes|q|-quiet|p|-package)$/.test(words[0])) {
        const flag = words.shift()!;
        if ((flag === '-p' || flag === '--package') && words.length > 1) words.shift();
      }
      continue;
    }
    break;
  }
  if (words.length === 0) return words;
  words[0] = base(words[0]!) === words[0] ? words[0] : words[0]!.startsWith('./') ? words[0]! : base(words[0]!);
  if (words[0] === 'python' || words[0] === 'python3') {
    // `python -m pytest` was stripped above; `python3 -m pip` likewise; a script stays.
  }
  if (words[0] === 'py.test') words[0] = 'pytest';
  const manager = words[0];
  const subAliases = SUBCOMMAND_ALIASES[manager];
  if (subAliases && words[1] !== undefined && subAliases[words[1]] !== undefined) words[1] = subAliases[words[1]]!;
  const flagAliases = FLAG_ALIASES[manager];
  if (flagAliases) words = words.map((w, i) => (i > 0 ? (flagAliases[w] ?? w) : w));
  return words;
}

const isTest = (argv: readonly string[]) => TEST_RUNNERS.some((entry) => startsWith(argv, entry));
const isBuild = (argv: readonly string[]) => BUILD_RUNNERS.some((entry) => startsWith(argv, entry));

/** The package manager an argv runs, longest prefix first (`uv pip` before `uv`). */
function managerOf(argv: readonly string[]): PackageManager | null {
  let best: PackageManager | null = null;
  for (const manager of PACKAGE_MANAGERS)
    if (startsWith(argv, manager) && (best === null || manager.argv.length > best.argv.length)) best = manager;
  return best;
}

/** Split an install argument into name and constraint, in its ecosystem's syntax. */
/**
 * The packages `npm pkg set <section>.<name>=<version>` pins in the manifest: it changes a
 * dependency as an install of `<name>@<version>` would (`npm pkg set
 * devDependencies.vite=7.0.0`). Other keys it sets are no package.
 */
function manifestPins(argv: readonly string[]): Array<{ name: string; constraint: string | null; ecosystem: 'npm' }> {
  if (argv[0] !== 'npm' || argv[1] !== 'pkg' || argv[2] !== 'set') return [];
  return argv.slice(3).flatMap((word) => {
    const pin = /^(?:dev|peer|optional)?[Dd]ependencies\.((?:@[^/=]+\/)?[^@=]+)=(.+)$/.exec(word);
    const spec = pin === null ? null : packageSpec(`${pin[1]}@${pin[2]}`, 'npm');
    return spec === null ? [] : [{ ...spec, ecosystem: 'npm' as const }];
  });
}

function packageSpec(
  arg: string,
  ecosystem: PackageManager['ecosystem'],
): { name: string; constraint: string | null } | null {
  if (arg === '' || arg.startsWith('-') || /^[./~]/.test(arg) || arg.includes('://')) return null;
  if (ecosystem === 'npm' || ecosystem === 'cargo' || ecosystem === 'go') {
    const at = arg.lastIndexOf('@');
    if (at > 0) return { name: arg.slice(0, at), constraint: arg.slice(at + 1) };
    return { name: arg, constraint: null };
  }
  if (ecosystem === 'composer') {
    const colon = arg.indexOf(':');
    return colon > 0
      ? { name: arg.slice(0, colon), constraint: arg.slice(colon + 1) }
      : { name: arg, constraint: null };
  }
  // Poetry and uv take `name@version` too.
  const at = /^([A-Za-z0-9][A-Za-z0-9._-]*)@([^@/]+)$/.exec(arg);
  if (at) return { name: at[1]!, constraint: at[2]! };
  const match = /^([A-Za-z0-9][A-Za-z0-9._-]*)(\[[^\]]*\])?\s*((?:[<>=!~]=?|===).*)?$/.exec(arg);
  if (!match) return null;
  return { name: match[1]!, constraint: match[3]?.trim() ?? null };
}

/** A package name as compared: lower-cased; for PyPI, `_` and `.` are `-`. */
export function packageKey(name: string, ecosystem: PackageManager['ecosystem']): string {
  const lower = name.toLowerCase();
  return ecosystem === 'pypi' ? lower.replace(/[._]+/g, '-') : lower;
}

function classify(
  argv: readonly string[],
  segment: ShellSegment,
): Omit<Command, 'argv' | 'env' | 'segment' | 'heredoc'> {
  const out: Omit<Command, 'argv' | 'env' | 'segment' | 'heredoc'> = {
    class: 'other',
    writes: [],
    packages: [],
    deletes: [],
    cacheTools: [],
  };
  for (const { op, target } of segment.redirects)
    if (
      (op === '>' || op === '>>' || op === '&>' || op === '&>>' || op === '>|') &&
      !/^\/dev\/(null|stdout|stderr)$/.test(target)
    )
      out.writes.push({ path: target, content: segment.heredoc, append: op.includes('>>') });
  const head = argv[0];
  if (head === undefined) return out;
  if (head === 'tee')
    for (const target of argv.slice(1).filter((w) => !w.startsWith('-')))
      out.writes.push({ path: target, content: segment.heredoc, append: argv.includes('-a') });

  const cache = CACHE_CLEARS.find(
    (entry) => startsWith(argv, entry) && (entry.flags === undefined || entry.flags.some((f) => argv.includes(f))),
  );
  if (cache) {
    out.class = 'cache-clear';
    out.cacheTools = [...cache.tools];
    return out;
  }
  if (DELETE_COMMANDS.has(head) || (head === 'find' && argv.includes('-delete'))) {
    out.class = 'delete';
    out.deletes = head === 'find' ? [argv[1] ?? '.'] : argv.slice(1).filter((w) => !w.startsWith('-'));
    for (const path of out.deletes)
      for (const entry of CACHE_PATHS)
        if (entry.path.test(path.replace(/\/+$/, ''))) out.cacheTools.push(...entry.tools);
    return out;
  }
  if (isTest(argv)) {
    out.class = 'test';
    return out;
  }
  const pins = manifestPins(argv);
  if (pins.length > 0) {
    out.class = 'install';
    out.packages = pins;
    return out;
  }
  const manager = managerOf(argv);
  if (manager) {
    const sub = argv[manager.argv.length];
    const args = argv.slice(manager.argv.length + 1);
    const named = args
      .filter(
        (w, i) =>
          !w.startsWith('-') &&
          !(i > 0 && /^-(r|c|e|-requirement|-constraint|-editable|v|-version)$/.test(args[i - 1]!)),
      )
      .map((w) => packageSpec(w, manager.ecosystem))
      .filter((spec): spec is { name: string; constraint: string | null } => spec !== null);
    if (manager.ecosystem === 'gem') {
      const v = args.findIndex((w) => w === '-v' || w === '--version');
      if (v >= 0 && named[0] && args[v + 1]) named[0].constraint = args[v + 1]!;
    }
    if (sub !== undefined && manager.install.includes(sub) && named.length > 0) {
      out.class = 'install';
      out.packages = named.map((spec) => ({ ...spec, ecosystem: manager.ecosystem }));
      return out;
    }
    if (sub !== undefined && manager.uninstall.includes(sub)) {
      out.class = 'uninstall';
      return out;
    }
    if (sub === undefined ? manager.argv[0] === 'yarn' : manager.sync.includes(sub)) {
      out.class =
        manager.argv[0] === 'go' && !['tidy', 'download', 'vendor'].includes(argv[2] ?? '') ? 'other' : 'sync';
      return out;
    }
  }
  if (isBuild(argv)) {
    out.class = 'build';
    return out;
  }
  if (readOnly(argv)) {
    out.class = out.writes.length > 0 ? 'write' : 'read-only';
    return out;
  }
  if (
    out.writes.length > 0 ||
    head === 'apply_patch' ||
    (head === 'git' && argv[1] === 'apply') ||
    head === 'patch' ||
    (WRITING_FLAGS[head] !== undefined && head !== 'find')
  )
    out.class = 'write';
  return out;
}

/** Whether a command only reads: a reading command without a writing flag, or a reading subcommand. */
function readOnly(argv: readonly string[]): boolean {
  const head = argv[0]!;
  const writing = WRITING_FLAGS[head];
  if (writing !== undefined) {
    if (
      argv.some((w) =>
        writing.some((flag) => w === flag || (flag.length === 2 && w.startsWith(flag)) || w.startsWith(`${flag}=`)),
      )
    )
      return false;
    if (head === 'sed' || head === 'awk' || head === 'find' || head === 'jq' || head === 'yq') return true;
    return false;
  }
  if (READ_ONLY_COMMANDS.has(head)) return true;
  const subcommands = READ_ONLY_SUBCOMMANDS[head];
  if (subcommands === undefined) return false;
  const rest = argv.slice(1).filter((w) => !w.startsWith('-') || subcommands.includes(w));
  const sub = rest[0];
  if (sub === undefined) return head !== 'node' && head !== 'python' && head !== 'python3';
  if (head === 'git' && sub === 'config') return argv.some((w) => /^(--get\S*|--list|-l)$/.test(w));
  if (head === 'git' && (sub === 'branch' || sub === 'tag' || sub === 'remote'))
    return argv
      .slice(2)
      .every((w) => /^(-l|--list|-v|-vv|-a|-r|--all|--show-current|--merged|--no-merged|--contains)$/.test(w));
  if (head === 'git' && sub === 'stash') return rest[1] === 'list' || rest[1] === 'show';
  if (head === 'bun') return rest[1] === 'ls';
  return subcommands.includes(sub);
}

/** Every simple command of a shell line, normalised and classified. */
export function parseCommand(command: string): Command[] {
  return splitShell(command).map((segment) => {
    const env: Array<[string, string]> = [...segment.env];
    let words = segment.argv;
    if (words[0] === 'export' || words[0] === 'declare' || words[0] === 'set') {
      for (const w of words.slice(1)) {
        const m = /^([A-Za-z_][A-Za-z0-9_]*)=(.*)$/s.exec(w);
        if (m) env.push([m[1]!, m[2]!]);
      }
      words = [];
    }
    const argv = normalizeArgv(words, env);
    const classified = classify(argv, segment);
    if (argv.length === 0 && env.length > 0) classified.class = 'other';
    else if (argv.length === 0) classified.class = 'read-only';
    return { argv, env, heredoc: segment.heredoc, segment, ...classified };
  });
}
