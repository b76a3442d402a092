import { appendFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { HandoffStatus } from '@handoff/core/session';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hookContext } from '../../src/lib/hook/context.js';
import type { HookPayload } from '../../src/lib/hook/payload.js';
import { RECORD_POLLS } from '../../src/lib/hook/session-record.js';
import { strictGateProblem } from '../../src/lib/hook/strict-gate.js';

// Claude Code writes its transcript on a timer: a PreToolUse hook fired right after a read
// can find the read not yet on disk. The strict gate reads the record again until it shows
// the call being decided; the pauses are counted here, never timed.

const DIGEST = 'abc123';
const line = (value: unknown) => `${JSON.stringify(value)}\n`;
const use = (id: string, name: string, input: Record<string, unknown>) =>
  line({ type: 'assistant', message: { content: [{ type: 'tool_use', id, name, input }] } });
const result = (id: string, content: string) =>
  line({ type: 'user', message: { content: [{ type: 'tool_result', tool_use_id: id, content }] } });

let project: string;
let transcript: string;
beforeEach(() => {
  project = mkdtempSync(join(tmpdir(), 'handoff-record-'));
  transcript = join(project, 'session.jsonl');
});
afterEach(() => rmSync(project, { recursive: true, force: true }));

const resumePath = () => join(project, '.handoff/RESUME.md');
const READ = () =>
  use('toolu_read', 'Read', { file_path: resumePath() }) +
  result('toolu_read', `# Resume\n<!-- handoff-record sha256=${DIGEST} -->`);
const ACK = use('toolu_ack', 'Bash', { command: 'handoff resume ack --summary-file - <<EOF\nx\nEOF' });

function decide(toolUseId: string | null, onWait: (waits: number) => void) {
  const payload = {
    sessionId: 's',
    cwd: project,
    transcriptPath: transcript,
    source: null,
    toolName: 'Bash',
    toolInput: {},
    toolUseId,
    tool: null,
    stopHookActive: false,
    input: {},
  } satisfies HookPayload;
  const context = hookContext(payload, {}, project, { strictGate: true });
  const status = { resume_path: resumePath(), digest: DIGEST } as HandoffStatus;
  let waits = 0;
  return strictGateProblem(payload, context, status, () => {
    waits += 1;
    onWait(waits);
    return Promise.resolve();
  }).then((problem) => ({ problem, waits }));
}

describe('the strict gate waits for the session record to reach the call it decides', () => {
  it('a read written after the hook fired (the runtime flushing late) lets the ack through', async () => {
    writeFileSync(transcript, line({ type: 'user', message: { content: 'go' } }));
    const flushAt = 3;
    const { problem, waits } = await decide('toolu_ack', (n) => {
      if (n === flushAt) appendFileSync(transcript, READ() + ACK);
    });
    expect({ problem, waits }).toEqual({ problem: null, waits: flushAt });
  });

  it('a record that holds the call and no read refuses at once', async () => {
    writeFileSync(transcript, ACK);
    const { problem, waits } = await decide('toolu_ack', () => undefined);
    expect(waits).toBe(0);
    expect(problem).toMatch(/^the strict read gate wants \.handoff\/RESUME\.md read in this session/);
  });

  it('a record that never catches up is read a bounded number of times, then refused', async () => {
    writeFileSync(transcript, '');
    const { problem, waits } = await decide('toolu_ack', () => undefined);
    expect(waits).toBe(RECORD_POLLS);
    expect(problem).toMatch(/this session's record shows no such read/);
  });

  it('a payload with no call id is read once', async () => {
    writeFileSync(transcript, '');
    const { problem, waits } = await decide(null, () => undefined);
    expect(waits).toBe(0);
    expect(problem).not.toBeNull();
  });

  it('a read already on record passes without waiting', async () => {
    writeFileSync(transcript, READ());
    expect(await decide('toolu_ack', () => undefined)).toEqual({ problem: null, waits: 0 });
  });
});
