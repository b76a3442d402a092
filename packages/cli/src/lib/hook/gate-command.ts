import { parseArgs, type ParseArgsConfig } from 'node:util';
import { readShellCommand } from './shell-words.js';
import { resolveProgram, type GateTrust } from './gate-trust.js';

// While the read gate is blocked, the shell runs one thing: the project's own handoff
// reading the handoff or acknowledging it. The command must be one plain invocation (no
// `;`, `&&`, pipes, redirections or substitutions; see shell-words.ts), optionally fed by
// one here-document: `handoff resume ack --summary-file - <<'EOF'` … `EOF`. Each verb is
// allowed with the options that only read: its arguments are parsed with the verb's own
// parser (node's `parseArgs`, strict) against the options listed here, so an option not
// listed (`lint -o`, `--output-file=x`, `--fix`, `-qo x`) makes the command refused.

type Options = NonNullable<ParseArgsConfig['options']>;

const help = { help: { type: 'boolean', short: 'h' } } as const;
const dir = { dir: { type: 'string' } } as const;
const json = { json: { type: 'boolean' } } as const;

/** Each verb the gate lets through, with the options of it that only read (or acknowledge the handoff). */
const READING_VERBS: ReadonlyArray<{ verb: readonly string[]; options: Options; positionals: boolean }> = [
  { verb: ['resume', 'status'], options: { ...help, ...dir, ...json }, positionals: false },
  { verb: ['resume', 'read'], options: { ...help, ...dir, ...json }, positionals: false },
  {
    verb: ['resume', 'ack'],
    options: { ...help, ...dir, ...json, 'summary-file': { type: 'string' }, 'expect-digest': { type: 'string' } },
    positionals: false,
  },
  { verb: ['resume', 'learnings'], options: { ...help, ...dir }, positionals: false },
  // `rejections clear` changes the store: no positional is allowed.
  { verb: ['rejections'], options: { ...help, ...dir, ...json }, positionals: false },
  // `--for` records that the session received the checkpoint: the store's own bookkeeping.
  {
    verb: ['checkpoint'],
    options: { ...help, ...dir, ...json, for: { type: 'string' }, 'failed-turn': { type: 'string' } },
    positionals: false,
  },
  // Not `-o` / `--output-file` (writes a file anywhere) nor `--fix` (rewrites the files linted).
  {
    verb: ['lint'],
    options: {
      ...help,
      format: { type: 'string', short: 'f' },
      config: { type: 'string', short: 'c' },
      rule: { type: 'string', multiple: true },
      'max-warnings': { type: 'string' },
      'stdin-filename': { type: 'string' },
      'fix-dry-run': { type: 'boolean' },
      'report-unused-disable-directives': { type: 'boolean' },
      'print-config': { type: 'string' },
      quiet: { type: 'boolean', short: 'q' },
    },
    positionals: true,
  },
  {
    verb: ['brief'],
    options: { ...help, ...json, role: { type: 'string' }, plan: { type: 'string' } },
    positionals: true,
  },
  {
    verb: ['orient'],
    options: { ...help, ...json, file: { type: 'string' }, commits: { type: 'string' } },
    positionals: false,
  },
];

/** The words that make `handoff` (or `handoff resume`) print its help or version and nothing else. */
const HELP_ONLY: ReadonlyArray<readonly string[]> = [
  ['--help'],
  ['-h'],
  ['help'],
  ['--version'],
  ['-v'],
  ['resume', '--help'],
  ['resume', '-h'],
  ['resume', 'help'],
];

/** The gate's answer on a shell command: allowed, or the reason it is not. */
export type GateVerdict = { allowed: true } | { allowed: false; why: string };

/**
 * Whether the shell may run `command` while the read gate is blocked: one plain invocation
 * of a trusted handoff program (see `GateTrust`) with a verb that reads or acknowledges the
 * handoff and only that verb's reading options.
 */
export function gateVerdict(command: string, trust: GateTrust): GateVerdict {
  const read = readShellCommand(command);
  if ('refused' in read) return { allowed: false, why: read.refused };
  const program = resolveProgram(read.words, trust);
  if ('refused' in program) return { allowed: false, why: program.refused };
  const args = program.args;
  if (HELP_ONLY.some((words) => words.length === args.length && words.every((word, i) => args[i] === word)))
    return { allowed: true };
  const entry = READING_VERBS.find(({ verb }) => verb.every((word, i) => args[i] === word));
  if (!entry) return { allowed: false, why: `\`handoff ${args.slice(0, 2).join(' ')}\` is not a verb that only reads` };
  try {
    parseArgs({
      args: args.slice(entry.verb.length),
      options: entry.options,
      allowPositionals: entry.positionals,
      strict: true,
    });
  } catch (error) {
    const problem = error instanceof Error ? error.message.split('\n', 1)[0]! : String(error);
    return {
      allowed: false,
      why:
        `\`handoff ${entry.verb.join(' ')}\` is allowed with its reading options only ` +
        `(${problem.replace(/\. To specify a positional.*$/, '')})`,
    };
  }
  return { allowed: true };
}

/** Every verb the gate lets through and the options it allows each: for the tests that hold them to the verbs. */
export function readingVerbs(): ReadonlyArray<{ verb: readonly string[]; options: Options; positionals: boolean }> {
  return READING_VERBS;
}
