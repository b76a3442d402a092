import { addContext, type HookAnswer } from './answer.js';
import type { HookContext } from './context.js';
import { gateInstructions, gateSummary } from './gate-message.js';
import type { HookPayload } from './payload.js';

// After these the runtime starts from an empty context: what the session received before is gone.
const CONTEXT_RESET = new Set(['clear', 'compact']);

/**
 * SessionStart: the read-gate status (when blocked, the digest and the exact commands to
 * read and acknowledge), and the rejections checkpoint when this session has not received
 * its current version. After `/clear` or a compaction the session's earlier delivery is
 * forgotten first, since its context no longer holds it.
 */
export async function sessionStart(payload: HookPayload, context: HookContext): Promise<HookAnswer> {
  const { handoffStatus } = await import('./gate-state.js');
  const status = await handoffStatus(context.dir);
  const parts = [gateSummary(status, context)];
  if (status.gate === 'blocked') parts.push(gateInstructions(status, context));
  if (payload.sessionId !== null) {
    const { deliverCheckpoint } = await import('./checkpoint-delivery.js');
    const text = await deliverCheckpoint(context.dir, payload.sessionId, {
      reset: payload.source !== null && CONTEXT_RESET.has(payload.source),
    });
    if (text !== null) parts.push(text);
  }
  return addContext('SessionStart', parts.join('\n\n'));
}
