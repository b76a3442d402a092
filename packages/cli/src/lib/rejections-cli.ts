import { resolve } from 'node:path';
import { redactPath } from '@handoff/core/secrets';
import { RejectionsStateError, type Refusal } from '@handoff/core/rejections';
import { pathOption } from './args.js';
import { EXIT, UserError } from './errors.js';
import type { CommandIo } from './io.js';

/** The `.handoff` folder a verb works on: `--dir` (never empty), else `./.handoff`. */
export function handoffDir(verb: string, io: CommandIo, dir: string | undefined): string {
  return resolve(io.cwd, pathOption(verb, '--dir', dir) ?? '.handoff');
}

/** Print a store's notice (a stale lock taken over) as one stderr line. */
export function noticeTo(io: CommandIo): (message: string) => void {
  return (message) => {
    io.stderr(redactPath(`handoff: ${message}\n`));
  };
}

/** A refused change: one line, exit 1, nothing written. */
export function refused(verb: string, refusal: Refusal): UserError {
  return new UserError(`handoff ${verb}: refused, nothing changed: ${refusal.message}`, EXIT.failure);
}

/** Run `fn`, turning an unreadable state file into one line and exit 2. */
export async function withStateErrors<T>(verb: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof RejectionsStateError) throw new UserError(`handoff ${verb}: ${error.message}`);
    throw error;
  }
}

/** Print `value` as indented JSON with a trailing newline. */
export function printJson(io: CommandIo, value: unknown): void {
  io.stdout(`${JSON.stringify(value, null, 2)}\n`);
}
