/**
 * A refusal or a user mistake, reported to the client as a tool error (`isError: true`)
 * whose text is what the CLI prints on stderr for the same case, one line per defect.
 */
export class ToolError extends Error {
  readonly lines: readonly string[];
  constructor(lines: string | readonly string[]) {
    const list = typeof lines === 'string' ? [lines] : lines;
    super(list.join('\n'));
    this.name = 'ToolError';
    this.lines = list;
  }
}
