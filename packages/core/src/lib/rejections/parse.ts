/** An approach and its evidence as the user wrote them, before trimming and redaction. */
export interface RejectionNote {
  approach: string;
  evidence: string;
}

/**
 * Split `<approach> | <evidence>` at the first unescaped `|`. `\|` becomes `|` in the
 * approach only (approaches name shell pipelines); the evidence is everything after the
 * separator, verbatim, because pasted output often holds pipes. `null` when there is no
 * unescaped `|`.
 */
export function splitRejectionNote(body: string): RejectionNote | null {
  for (let i = 0; i < body.length; i++) {
    if (body[i] === '\\' && body[i + 1] === '|') {
      i++;
    } else if (body[i] === '|') {
      return { approach: body.slice(0, i).replaceAll('\\|', '|'), evidence: body.slice(i + 1) };
    }
  }
  return null;
}

const LEADING_SPACE = /^\p{White_Space}+/u;
const TRAILING_SPACE = /\p{White_Space}+$/u;
const FIRST_SPACE = /\p{White_Space}/u;

/**
 * Trim as Go's `strings.TrimSpace` does (Unicode White_Space: NEL and NBSP count, a BOM
 * does not), so a note compares and renders exactly as in the published design.
 */
export function trimSpace(text: string): string {
  return text.replace(LEADING_SPACE, '').replace(TRAILING_SPACE, '');
}

/** What a `/handoff …` line asks for, read exactly as the published REPL reads it. */
export type HandoffCommand =
  | { kind: 'list' }
  | { kind: 'reject'; approach: string; evidence: string }
  | { kind: 'forget'; number: number }
  | { kind: 'usage'; message: string };

/** The usage line for a malformed `/handoff` command. */
export const HANDOFF_COMMAND_USAGE =
  'Usage: /handoff | /handoff reject <approach> | <evidence> | /handoff forget <number>  ' +
  '(write \\| for a literal pipe in the approach)';

/** The usage line for `/handoff forget` without a number. */
export const HANDOFF_FORGET_USAGE = 'Usage: /handoff forget <number> (see /handoff for entry numbers)';

/**
 * Read a REPL line starting with `/handoff`. Look-alikes (`/handoffs …`, `/handoff:reject …`)
 * are usage errors, so the raw evidence they carry never reaches a model; the verb ends at
 * the first whitespace (tabs count). `forget` takes an integer as Go's `strconv.Atoi`
 * reads it; range checks belong to the list, not the parser. `null` when the line is not a
 * `/handoff` command at all.
 */
export function parseHandoffCommand(input: string): HandoffCommand | null {
  if (!input.startsWith('/handoff')) return null;
  const rest = input.slice('/handoff'.length);
  if (rest !== '' && !/^\p{White_Space}/u.test(rest)) return { kind: 'usage', message: HANDOFF_COMMAND_USAGE };
  const args = trimSpace(rest);
  if (args === '') return { kind: 'list' };
  const space = FIRST_SPACE.exec(args);
  const verb = space ? args.slice(0, space.index) : args;
  const body = space ? args.slice(space.index + space[0].length) : '';
  if (verb === 'reject') {
    const note = splitRejectionNote(body);
    return note ? { kind: 'reject', ...note } : { kind: 'usage', message: HANDOFF_COMMAND_USAGE };
  }
  if (verb === 'forget') {
    const number = parseGoInt(trimSpace(body));
    return number === null ? { kind: 'usage', message: HANDOFF_FORGET_USAGE } : { kind: 'forget', number };
  }
  return { kind: 'usage', message: HANDOFF_COMMAND_USAGE };
}

/**
 * Read a decimal integer as Go's `strconv.Atoi` does (optional sign, ASCII digits, no
 * spaces, 64-bit range), or `null`.
 */
export function parseGoInt(text: string): number | null {
  if (!/^[+-]?[0-9]+$/.test(text)) return null;
  const value = BigInt(text);
  if (value > 9223372036854775807n || value < -9223372036854775808n) return null;
  // Beyond 2^53 precision is lost, but such a number is out of any list's range either way.
  return Number(value);
}
