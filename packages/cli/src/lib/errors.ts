import { fileSystemErrorMessage } from '@handoff/core/store';

/** Exit codes shared by every verb (docs/cli.md, "Conventions"). */
export const EXIT = { ok: 0, failure: 1, usage: 2 } as const;

/**
 * A mistake by the user (bad argument, missing file, malformed config): printed as one
 * line on stderr, never with a stack trace, and the process exits with `exitCode`.
 */
export class UserError extends Error {
  readonly exitCode: number;
  constructor(message: string, exitCode: number = EXIT.usage) {
    super(message);
    this.name = 'UserError';
    this.exitCode = exitCode;
  }
}

/** What a thrown error means to the user: one line for stderr and the exit code. */
export interface ErrorOutcome {
  line: string;
  exitCode: number;
}

/**
 * The one table from error class to message and exit code, used for every verb: what a verb
 * does not handle itself ends here, so no user mistake, refusal or environment failure ever
 * prints "internal error" or a stack. Classes are matched by name, so an error from any
 * package (core, linter) is recognised without importing it. `null`: a bug.
 */
const ERROR_TABLE: ReadonlyArray<{ name: string; exitCode: number; line: (error: Error, verb: string) => string }> = [
  // A store refused (a link in the store, a lock taken over, a record out of sync): nothing was written.
  { name: 'StoreRefusal', exitCode: EXIT.failure, line: (error, verb) => `handoff ${verb}: ${error.message}` },
  // git refused (a failing hook, nothing to commit, not a repository): what git said, first line.
  { name: 'GitError', exitCode: EXIT.failure, line: (error, verb) => `handoff ${verb}: ${error.message}` },
  // A plan or summary without its decisions section, a packet or rejections state that is malformed.
  { name: 'MissingSectionError', exitCode: EXIT.failure, line: (error, verb) => `handoff ${verb}: ${error.message}` },
  { name: 'PacketError', exitCode: EXIT.failure, line: (error, verb) => `handoff ${verb}: ${error.message}` },
  { name: 'RejectionsStateError', exitCode: EXIT.usage, line: (error, verb) => `handoff ${verb}: ${error.message}` },
  {
    name: 'HandoffSecretError',
    exitCode: EXIT.failure,
    line: (error, verb) => `handoff ${verb}: refused, nothing written: ${error.message}`,
  },
  // A config that does not parse or validate names its file and field itself.
  { name: 'ConfigError', exitCode: EXIT.usage, line: (error) => error.message },
  { name: 'NoSuchPathError', exitCode: EXIT.usage, line: (error, verb) => `handoff ${verb}: ${error.message}` },
];

/** The outcome for an error a verb threw, from `ERROR_TABLE`, `UserError` or a file-system error; `null` for a bug. */
export function describeError(error: unknown, verb: string): ErrorOutcome | null {
  if (error instanceof UserError) return { line: error.message, exitCode: error.exitCode };
  if (error instanceof Error) {
    const row = ERROR_TABLE.find((candidate) => candidate.name === error.name);
    if (row) return { line: row.line(error, verb), exitCode: row.exitCode };
  }
  const fileSystem = fileSystemErrorMessage(error);
  return fileSystem === null ? null : { line: fileSystem, exitCode: EXIT.usage };
}
