import { parseArgs, type ParseArgsConfig } from 'node:util';

type Parsed<O extends Options> = ReturnType<
  typeof parseArgs<{ args: string[]; options: O; allowPositionals: boolean; strict: true }>
>;
import { EXIT, UserError } from './errors.js';
import type { CommandIo } from './io.js';

type Options = NonNullable<ParseArgsConfig['options']>;

/**
 * Parse a verb's arguments strictly: an unknown option or a missing value is a usage
 * error (exit 2) whose one line names the option.
 */
export function parseVerbArgs<O extends Options>(
  verb: string,
  args: string[],
  options: O,
  allowPositionals = true,
): Parsed<O> {
  try {
    return parseArgs({ args, options, allowPositionals, strict: true });
  } catch (error) {
    const message =
      error instanceof Error
        ? error.message.split('\n', 1)[0]!.replace(/\. To specify a positional.*$/, '')
        : String(error);
    throw new UserError(`handoff ${verb}: ${message}`);
  }
}

/** Print a verb's help on stdout and give the exit code for it (0): `if (values.help) return showHelp(io, HELP);`. */
export function showHelp(io: Pick<CommandIo, 'stdout'>, text: string): number {
  io.stdout(text);
  return EXIT.ok;
}

/**
 * A path option's value: `undefined` when not given, else the value; an empty string is a
 * usage error (`--dir ""` must not silently mean the working folder).
 */
export function pathOption(verb: string, option: string, value: string | undefined): string | undefined {
  if (value !== undefined && value.trim() === '')
    throw new UserError(`handoff ${verb}: ${option} needs a path, not an empty string`);
  return value;
}
