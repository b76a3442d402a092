/**
 * A value the user gave (an argument, an option value, a key of an input, a name) as a
 * message quotes it: whole, in backticks, when it has at most `max` characters, else only
 * its length (`(a key of 93 characters)`). Never a prefix: a value cut short can hide a
 * credential from the redaction a printed line goes through (a fine-grained GitHub token
 * cut at 40 or 60 characters no longer reads as one, yet shows most of its secret part), so
 * it is quoted whole, where redaction sees all of it, or not at all. The message is still
 * redacted where it is printed (`redactPath`); this module reads no text, so code that
 * only quotes (a hook's first lines) does not load the scanner.
 */
export function quoteValue(value: string, max = 40, noun = 'value'): string {
  return value.length <= max ? `\`${value}\`` : `(a ${noun} of ${value.length} characters)`;
}
