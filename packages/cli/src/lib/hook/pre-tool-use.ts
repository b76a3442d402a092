import { addContext, block, SILENT, type HookAnswer } from './answer.js';
import type { HookContext } from './context.js';
import { gateVerdict } from './gate-command.js';
import { gateTrust } from './gate-trust.js';
import { gateInstructions } from './gate-message.js';
import type { HookPayload } from './payload.js';
import type { RuntimeName, ToolCall } from './runtimes/types.js';
import type { RejectionHit } from './rejection-match.js';
import { isAck, strictGateProblem } from './strict-gate.js';

/**
 * The call as the audit's matcher reads it, in Claude Code's tool shapes: Claude Code's own
 * payload as it came (a Write is then compared with the file it replaces); another runtime's
 * call from its adapter's normal form, a shell command as `Bash` and each file an edit
 * writes as an `Edit` that adds the text it puts there.
 */
function auditCalls(
  payload: HookPayload,
  tool: ToolCall,
  runtime: RuntimeName,
): Array<[string, Record<string, unknown>]> {
  if (runtime === 'claude') return [[payload.toolName!, payload.toolInput]];
  if (tool.kind === 'shell') return tool.command === null ? [] : [['Bash', { command: tool.command }]];
  return tool.edits.map((edit) => ['Edit', { file_path: edit.path, old_string: '', new_string: edit.text }]);
}

/**
 * PreToolUse. Reading tools always pass, without touching the state. While the read gate
 * is blocked, every other tool is refused (exit 2, the reason and the way out on stderr),
 * except the shell running a handoff command that reads or acknowledges the handoff (under
 * `--strict-gate`, an acknowledgement passes only after RESUME.md was read at its digest and
 * when it refers to every failed approach). Otherwise a call that repeats a rejected approach
 * (by `handoff audit`'s matcher: a shell command, an edit, a write or a patch; never a call
 * that only reads) gets that entry and its evidence as context, or is refused with
 * `--block-rejected`; a call that only shares words with an approach no matcher covers gets a
 * softer note and is never refused. A session that lacks the current rejections checkpoint
 * receives it. The tool call comes normalised by the runtime's adapter (`payload.tool`);
 * where the runtime shows no context before a tool runs, only the refusals are decided here.
 */
export async function preToolUse(
  payload: HookPayload,
  context: HookContext,
  env: NodeJS.ProcessEnv = {},
): Promise<HookAnswer> {
  const tool = payload.tool!;
  const kind = tool.kind;
  const strictAck = context.strictGate && isAck(tool);
  if (kind === 'read' && !strictAck) return SILENT;
  const { handoffStatus } = await import('./gate-state.js');
  const status = await handoffStatus(context.dir);
  if (status.gate === 'blocked') {
    if (strictAck) {
      const problem = await strictGateProblem(payload, context, status);
      if (problem !== null) return block(`handoff: ${tool.name} refused: ${problem}`);
    }
    if (kind === 'read') return SILENT;
    const verdict =
      kind === 'shell' ? gateVerdict(tool.command ?? '', gateTrust(context.project, context.shellCwd, env)) : null;
    if (verdict?.allowed) return SILENT;
    const why =
      verdict === null ? '' : ` The shell may run only handoff's reading commands; not this one: ${verdict.why}.`;
    return block(
      `handoff: ${tool.name} refused: the read gate is blocked (${status.reason}).${why}\n` +
        gateInstructions(status, context),
    );
  }
  if (kind === 'read') return SILENT;
  // The rejections store loads only once the gate lets the tool through.
  const { deliverCheckpoint, goQuote, readRejectionsState } = await import('./checkpoint-delivery.js');
  const state = await readRejectionsState(context.dir);
  if (state === null) return SILENT;
  const parts: string[] = [];
  if (state.rejected_approaches.length > 0) {
    // The audit's matcher, loaded only for a tool that may change something: it sees a shell
    // command's segments, an edit, a write or a patch, and never a call that only reads.
    const { fileBefore, matchingRejections } = await import('./rejection-match.js');
    const cwd = payload.cwd ?? context.project;
    const before = fileBefore(context.project, cwd);
    const hits = new Map<number, RejectionHit>();
    for (const [name, input] of auditCalls(payload, tool, context.runtime.name))
      for (const hit of matchingRejections(name, input, state.rejected_approaches, { cwd, before })) {
        // One hit per entry: a change it carries wins over words it shares.
        const known = hits.get(hit.n);
        if (known === undefined || (known.match.strength === 'shares-words' && hit.match.strength !== 'shares-words'))
          hits.set(hit.n, hit);
      }
    const what = kind === 'shell' ? 'command' : tool.edits.length > 0 ? 'edit' : 'call';
    for (const { n, entry, match } of [...hits.values()].sort((a, b) => a.n - b.n)) {
      if (match.strength === 'shares-words') {
        parts.push(
          `This ${what} may repeat rejected approach ${n}: ${goQuote(entry.approach)}; it ${match.detail}. Evidence: ` +
            `${goQuote(entry.evidence)}. If it is that approach, do not repeat it unless the user asks to revisit ` +
            `it or new evidence justifies it.`,
        );
        continue;
      }
      const reminder =
        `This ${what} looks like rejected approach ${n}: ${goQuote(entry.approach)}. Evidence: ` +
        `${goQuote(entry.evidence)}. Do not repeat it unless the user asks to revisit it or new evidence justifies ` +
        `it; say what changed before retrying. (Matched: ${match.detail}.)`;
      if (context.blockRejected) return block(`handoff: refused: ${reminder}`);
      parts.push(reminder);
    }
  }
  if (!context.runtime.contextBeforeTool) return SILENT;
  if (payload.sessionId !== null) {
    const text = await deliverCheckpoint(context.dir, payload.sessionId, { state });
    if (text !== null) parts.push(`The rejections checkpoint changed since this session received it:\n${text}`);
  }
  return parts.length === 0 ? SILENT : addContext('PreToolUse', parts.join('\n\n'));
}

/**
 * PostToolUse, for runtimes that show no context before a tool runs (Gemini CLI reads it
 * after the tool, beside its result): the reminder and the checkpoint pre-tool-use would
 * have added. It refuses nothing: the tool has run.
 */
export async function postToolUse(
  payload: HookPayload,
  context: HookContext,
  env: NodeJS.ProcessEnv = {},
): Promise<HookAnswer> {
  const answer = await preToolUse(
    payload,
    { ...context, blockRejected: false, strictGate: false, runtime: { ...context.runtime, contextBeforeTool: true } },
    env,
  );
  return answer.kind === 'context' ? answer : SILENT;
}
