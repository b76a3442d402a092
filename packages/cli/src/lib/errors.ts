/** Exit codes shared by every verb (SPEC §6). */
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
