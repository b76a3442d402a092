import { UserError } from '../errors.js';
import type { InputText } from '../input.js';
import { findJsonProblem, lineColumn } from './json-error.js';

/** Parse JSON input; a syntax error is a usage error naming the input and the line and column. */
export function parseJsonInput(command: string, input: InputText): unknown {
  try {
    return JSON.parse(input.text) as unknown;
  } catch {
    const problem = findJsonProblem(input.text);
    if (!problem) throw new UserError(`${command}: \`${input.name}\` is not valid JSON`);
    const { line, column } = lineColumn(input.text, problem.offset);
    throw new UserError(
      `${command}: \`${input.name}\` is not valid JSON: ${problem.problem} at line ${line}, column ${column}`,
    );
  }
}
