/** What a hook prints and how it exits, per the runtime's command-hook contract. */
export interface HookAnswer {
  exitCode: 0 | 2;
  stdout: string;
  stderr: string;
}

// Claude Code stores a longer additionalContext in a file and shows the model a 2,000
// character preview; everything a hook says stays under its 10,000 character cap.
const MAX_CONTEXT = 9_500;

/** Nothing to say: the runtime goes on as if there were no hook. */
export const SILENT: HookAnswer = { exitCode: 0, stdout: '', stderr: '' };

/** Refuse the action (PreToolUse: the tool call; Stop: the end of the turn); `reason` reaches the model. */
export function block(reason: string): HookAnswer {
  return { exitCode: 2, stdout: '', stderr: `${reason}\n` };
}

/** Add `context` for the model (and `notice` for the user), without a decision. */
export function addContext(eventName: 'SessionStart' | 'PreToolUse', context: string, notice?: string): HookAnswer {
  const output = { hookSpecificOutput: { hookEventName: eventName, additionalContext: clip(context) }, ...(notice === undefined ? {} : { systemMessage: notice }) };
  return { exitCode: 0, stdout: `${JSON.stringify(output)}\n`, stderr: '' };
}

/** Cut text to the cap at a line end, saying where the rest is. */
function clip(text: string, more = 'run `handoff rejections` and `handoff resume status` for the rest'): string {
  if (text.length <= MAX_CONTEXT) return text;
  const cut = text.lastIndexOf('\n', MAX_CONTEXT - 200);
  return `${text.slice(0, cut > 0 ? cut : MAX_CONTEXT - 200)}\n[cut at the hook output limit: ${more}]`;
}
