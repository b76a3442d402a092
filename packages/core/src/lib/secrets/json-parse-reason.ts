/**
 * Why `JSON.parse` refused a text, without the excerpt of the text V8 quotes
 * (`Unexpected token 'g', "ghp_ab"... is not valid JSON`): an excerpt can cut a credential
 * short, and a cut credential escapes the redaction of the line it is printed in.
 */
export function jsonParseReason(error: unknown): string {
  const message = error instanceof Error ? error.message.split('\n', 1)[0]! : String(error);
  return message.replace(/, (?:\.\.\.)?".*" ?(?:\.\.\. )?is not valid JSON$/, ' (not valid JSON)');
}
