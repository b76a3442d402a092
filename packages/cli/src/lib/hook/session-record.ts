import { setTimeout as delay } from 'node:timers/promises';
import type { HookContext } from './context.js';
import type { HookPayload } from './payload.js';
import type { SessionCall, ToolScope } from './runtimes/types.js';

// A runtime may append to its session record a moment after it has run a tool: Claude Code
// queues its transcript lines and writes them on a timer, so a PreToolUse hook that fires
// right after a read can find the read's result not yet on disk. The record has caught up
// when it holds the call being decided (the payload's `tool_use_id`); until then the hook
// reads it again, a bounded number of times, while the runtime waits on the hook.

/** How many times the record is read again, and how long apart (in all, about two seconds). */
export const RECORD_POLLS = 40;
const POLL_MS = 50;

/**
 * The session's calls, read until `enough` holds, the record shows the call being decided,
 * or `RECORD_POLLS` more reads have been made. A payload without a call id (or a runtime
 * whose record gives none) is read once. `wait` is the pause between reads (tests pass
 * one that counts).
 */
export async function settledSessionCalls(
  payload: HookPayload,
  context: HookContext,
  scope: ToolScope,
  enough: (calls: readonly SessionCall[]) => boolean,
  wait: (ms: number) => Promise<unknown> = delay,
): Promise<SessionCall[]> {
  const id = payload.toolUseId;
  let calls = await context.runtime.sessionCalls(payload, scope);
  for (let poll = 0; poll < RECORD_POLLS; poll++) {
    if (id === null || enough(calls) || calls.some((call) => call.id === id)) break;
    await wait(POLL_MS);
    calls = await context.runtime.sessionCalls(payload, scope);
  }
  return calls;
}
