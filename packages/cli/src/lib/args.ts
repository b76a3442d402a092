import { parseArgs, type ParseArgsConfig } from 'node:util';

type Parsed<O extends Options> = ReturnType<typeof parseArgs<{ args: string[]; options: O; allowPositionals: boolean; strict: true }>>;
import { UserError } from './errors.js';

type Options = NonNullable<ParseArgsConfig['options']>;

/**
 * Parse a verb's arguments strictly: an unknown option or a missing value is a usage
 * error (exit 2) whose one line names the option.
 */
export function parseVerbArgs<O extends Options>(verb: string, args: string[], options: O, allowPositionals = true): Parsed<O> {
  try {
    return parseArgs({ args, options, allowPositionals, strict: true });
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n', 1)[0]!.replace(/\. To specify a positional.*$/, '') : String(error);
    throw new UserError(`handoff ${verb}: ${message}`);
  }
}
