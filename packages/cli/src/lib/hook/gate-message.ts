import { relative } from 'node:path';
import type { HandoffStatus } from '@handoff/core/session';
import type { HookContext } from './context.js';

const shown = (context: HookContext, path: string) => relative(context.project, path) || '.';

/** One line on the read gate, for the start of a session. */
export function gateSummary(status: HandoffStatus, context: HookContext): string {
  if (status.gate === 'none')
    return `handoff read gate: none (no session handoff record in ${shown(context, context.dir)}).`;
  if (status.gate === 'clear')
    return `handoff read gate: clear (the session handoff in ${shown(context, status.resume_path)} was acknowledged).`;
  return `handoff read gate: blocked (${status.reason}).`;
}

/** What a session must do while the gate is blocked: read, then acknowledge, with the exact command. */
export function gateInstructions(status: HandoffStatus, context: HookContext): string {
  const resume = shown(context, status.resume_path);
  const digest = status.digest ?? '';
  const dirOption = shown(context, context.dir) === '.handoff' ? '' : ` --dir ${shown(context, context.dir)}`;
  return [
    `The session handoff ${resume} (sha256=${digest}) has not been acknowledged. Read it first ` +
      `(a reading tool on ${resume}, \`handoff resume read${dirOption}\`, or the resume_read MCP tool), ` +
      `then acknowledge it in 2 to 6 lines of your own words (not copied from it):`,
    `handoff resume ack${dirOption} --expect-digest ${digest} --summary-file - <<'EOF'`,
    '<your summary: where the work stands, what not to retry, where to start>',
    'EOF',
    'or call the resume_ack MCP tool with `expect_digest`. Until then, tools that change files or run other commands ' +
      'are refused; reading is allowed.',
  ].join('\n');
}
