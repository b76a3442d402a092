import { resolve } from 'node:path';
import { stripBom } from '@handoff/core/read';
import { decodeUtf8, formatBytes, MAX_INPUT_BYTES, readInputFile } from '@handoff/core/store';
import { UserError } from './errors.js';
import { stdinBytes, type CommandIo } from './io.js';

/** A text read from a file or from standard input, and the name to show for it. */
export interface InputText {
  name: string;
  text: string;
}

/** Options of {@link readInputText}. */
export interface InputOptions {
  /** The most bytes read (default 64 MiB, the file cap). */
  maxBytes?: number;
}

/**
 * Read an input a verb was given: `-` is standard input, anything else a path relative to
 * the working folder. Only a regular file is read (opened without blocking, then `fstat`ed:
 * a FIFO, socket or device is refused with one line, never read), at most `maxBytes`, as
 * strict UTF-8 (an invalid byte is refused with its offset), a leading BOM dropped.
 * `what` names the input in messages: `--from`, `--transcript`, `plan`.
 */
export async function readInputText(
  command: string,
  what: string,
  source: string,
  io: CommandIo,
  options: InputOptions = {},
): Promise<InputText> {
  const maxBytes = options.maxBytes ?? MAX_INPUT_BYTES;
  if (source === '-') return { name: '<stdin>', text: await readStdinText(command, io, maxBytes) };
  if (source === '') throw new UserError(`${command}: ${what} needs a file name, not an empty string`);
  const outcome = await readInputFile(resolve(io.cwd, source), `${what} \`${source}\``, maxBytes);
  if (!outcome.ok) throw new UserError(`${command}: ${outcome.problem}`);
  return { name: source, text: outcome.text };
}

/** Standard input as strict UTF-8 text, at most `maxBytes`; more, or an invalid byte, is a usage error. */
export async function readStdinText(
  command: string,
  io: CommandIo,
  maxBytes: number = MAX_INPUT_BYTES,
): Promise<string> {
  const { bytes, more } = await stdinBytes(io, maxBytes);
  if (more)
    throw new UserError(`${command}: standard input is larger than ${formatBytes(maxBytes)}; nothing was read from it`);
  return decodeInput(command, 'standard input', bytes);
}

function decodeInput(command: string, shown: string, bytes: Uint8Array): string {
  const decoded = decodeUtf8(bytes);
  if (!decoded.ok)
    throw new UserError(`${command}: ${shown} is not valid UTF-8: invalid byte at byte offset ${decoded.offset}`);
  return stripBom(decoded.text);
}
