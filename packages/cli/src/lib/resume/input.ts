import { readFile, stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { UserError } from '../errors.js';
import type { CommandIo } from '../io.js';
import { findJsonProblem, lineColumn } from './json-error.js';

/** The largest input `--from` / `--summary-file` accepts; beyond it the input is refused, not parsed. */
export const MAX_INPUT_BYTES = 64 * 1024 * 1024;

/** A text read from a file or from standard input, and the name to show for it. */
export interface InputText {
  name: string;
  text: string;
}

/**
 * Read `source` (a path relative to the working folder, or `-` for standard input) as
 * UTF-8 without a BOM; a missing, unreadable or oversized file is a usage error naming it.
 */
export async function readInput(command: string, option: string, source: string, io: CommandIo): Promise<InputText> {
  if (source === '-') return { name: '<stdin>', text: stripBom(await io.readStdin()) };
  const path = resolve(io.cwd, source);
  try {
    const info = await stat(path);
    if (info.isDirectory()) throw new UserError(`${command}: ${option} \`${source}\` is a folder, not a file`);
    if (info.size > MAX_INPUT_BYTES) throw new UserError(`${command}: ${option} \`${source}\` is larger than ${MAX_INPUT_BYTES / 1024 / 1024} MiB`);
    return { name: source, text: stripBom(await readFile(path, 'utf8')) };
  } catch (error) {
    if (error instanceof UserError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'no such file' : code === 'EACCES' || code === 'EPERM' ? 'permission denied' : (code ?? 'unreadable');
    throw new UserError(`${command}: cannot read ${option} \`${source}\`: ${why}`);
  }
}

/** Parse JSON input; a syntax error is a usage error naming the input and the line and column. */
export function parseJsonInput(command: string, input: InputText): unknown {
  try {
    return JSON.parse(input.text) as unknown;
  } catch {
    const problem = findJsonProblem(input.text);
    if (!problem) throw new UserError(`${command}: \`${input.name}\` is not valid JSON`);
    const { line, column } = lineColumn(input.text, problem.offset);
    throw new UserError(`${command}: \`${input.name}\` is not valid JSON: ${problem.problem} at line ${line}, column ${column}`);
  }
}

function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}
