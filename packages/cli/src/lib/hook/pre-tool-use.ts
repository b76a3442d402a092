import { addContext, block, SILENT, type HookAnswer } from './answer.js';
import type { HookContext } from './context.js';
import { isGateCommand } from './gate-command.js';
import { gateInstructions } from './gate-message.js';
import type { HookPayload } from './payload.js';
import { matchingRejections } from './rejection-match.js';
import { classifyTool } from './tools.js';

/**
 * PreToolUse. Reading tools always pass, without touching the state. While the read gate
 * is blocked, every other tool is refused (exit 2, the reason and the way out on stderr),
 * except the shell running a handoff command that reads or acknowledges the handoff.
 * Otherwise a shell command that repeats a rejected approach gets that entry and its
 * evidence as context (or is refused with `--block-rejected`), and a session that lacks
 * the current rejections checkpoint receives it.
 */
export async function preToolUse(payload: HookPayload, context: HookContext): Promise<HookAnswer> {
  const kind = classifyTool(payload.toolName!, context.mcpServer);
  if (kind === 'read') return SILENT;
  const command = typeof payload.toolInput.command === 'string' ? payload.toolInput.command : '';
  const { handoffStatus } = await import('./gate-state.js');
  const status = await handoffStatus(context.dir);
  if (status.gate === 'blocked') {
    if (kind === 'shell' && isGateCommand(command)) return SILENT;
    return block(`handoff: ${payload.toolName} refused: the read gate is blocked (${status.reason}).\n${gateInstructions(status, context)}`);
  }
  // The rejections store loads only once the gate lets the tool through.
  const { deliverCheckpoint, goQuote, readRejectionsState } = await import('./checkpoint-delivery.js');
  const state = await readRejectionsState(context.dir);
  if (state === null) return SILENT;
  const parts: string[] = [];
  if (kind === 'shell' && command !== '') {
    for (const { n, entry } of matchingRejections(command, state.rejected_approaches)) {
      const reminder = `This command looks like rejected approach ${n}: ${goQuote(entry.approach)}. Evidence: ${goQuote(entry.evidence)}. Do not repeat it unless the user asks to revisit it or new evidence justifies it; say what changed before retrying.`;
      if (context.blockRejected) return block(`handoff: refused: ${reminder}`);
      parts.push(reminder);
    }
  }
  if (payload.sessionId !== null) {
    const text = await deliverCheckpoint(context.dir, payload.sessionId, { state });
    if (text !== null) parts.push(`The rejections checkpoint changed since this session received it:\n${text}`);
  }
  return parts.length === 0 ? SILENT : addContext('PreToolUse', parts.join('\n\n'));
}
