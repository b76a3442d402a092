import hook from '../../commands/hook.js';
import { describeError } from '../errors.js';
import type { CommandIo } from '../io.js';

export { processIo } from '../io.js';

/**
 * `handoff hook …` (`args` after the verb) as `main` runs it, without the verb table: the
 * binary loads this entry, bundled with the state stores it reads, for every hook call an
 * agent runtime makes (docs/agents.md, "Speed"). A user mistake is one line and its exit
 * code, from the same table as every verb; anything else is a bug and is thrown.
 */
export async function runHook(args: string[], io: CommandIo): Promise<number> {
  try {
    return await hook.run(args, io);
  } catch (error) {
    const outcome = describeError(error, 'hook');
    if (outcome === null) throw error;
    // As `main` prints it: the line may quote an argument or a field of the payload, so every
    // secret in it is redacted (the scanner loads only when a line is printed).
    const { redactPath } = await import('@handoff/core/secrets');
    io.stderr(`${redactPath(outcome.line)}\n`);
    return outcome.exitCode;
  }
}
