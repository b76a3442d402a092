/**
 * What the decision core decides, in no runtime's shape: nothing to say, refuse the action
 * (the tool call, or the end of the turn) with a reason the model sees, or add context. Each
 * runtime's adapter (`runtimes/`) renders it the way that runtime reads a hook's answer.
 */
export type HookAnswer =
  | { kind: 'silent' }
  | { kind: 'block'; reason: string }
  | { kind: 'context'; eventName: 'SessionStart' | 'PreToolUse'; context: string; notice?: string }
  | { kind: 'notice'; notice: string };

/** How a hook process answers: its exit code and what it prints. */
export interface RenderedAnswer {
  exitCode: 0 | 2;
  stdout: string;
  stderr: string;
}

// Claude Code stores a longer additionalContext in a file and shows the model a 2,000
// character preview; everything a hook says stays under its 10,000 character cap, the
// smallest of the four runtimes'.
const MAX_CONTEXT = 9_500;

/** Nothing to say: the runtime goes on as if there were no hook. */
export const SILENT: HookAnswer = { kind: 'silent' };

/** Refuse the action (PreToolUse: the tool call; Stop: the end of the turn); `reason` reaches the model. */
export function block(reason: string): HookAnswer {
  return { kind: 'block', reason };
}

/** Add `context` for the model (and `notice` for the user), without a decision; cut at the hook output limit. */
export function addContext(eventName: 'SessionStart' | 'PreToolUse', context: string, notice?: string): HookAnswer {
  return { kind: 'context', eventName, context: clip(context), ...(notice === undefined ? {} : { notice }) };
}

/** Let the action happen, telling the user (not the model) `notice`. */
export function notify(notice: string): HookAnswer {
  return { kind: 'notice', notice: clip(notice) };
}

/** Cut text to the cap at a line end, saying where the rest is. */
function clip(text: string, more = 'run `handoff rejections` and `handoff resume status` for the rest'): string {
  if (text.length <= MAX_CONTEXT) return text;
  const cut = text.lastIndexOf('\n', MAX_CONTEXT - 200);
  return `${text.slice(0, cut > 0 ? cut : MAX_CONTEXT - 200)}\n[cut at the hook output limit: ${more}]`;
}

/**
 * The answers every runtime reads alike: exit 2 with the reason on stderr, exit 0 with
 * nothing, exit 0 with `{"systemMessage": …}` for the user. Null for context, whose shape
 * differs.
 */
export function exitCodeAnswer(answer: HookAnswer): RenderedAnswer | null {
  if (answer.kind === 'block') return { exitCode: 2, stdout: '', stderr: `${answer.reason}\n` };
  if (answer.kind === 'silent') return { exitCode: 0, stdout: '', stderr: '' };
  if (answer.kind === 'notice')
    return { exitCode: 0, stdout: `${JSON.stringify({ systemMessage: answer.notice })}\n`, stderr: '' };
  return null;
}
