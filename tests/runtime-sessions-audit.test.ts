import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { auditTranscriptFile, rulesInForce } from '@handoff/core/audit';

// `handoff audit` on the session records the four real runtimes wrote in the real-runtime
// lane (kept in test-fixtures/audit/runtime-sessions): every tool call read, no skipped line
// that held one, and the verdicts of what each scenario did. In `*-rejected` the model read
// package.json, then retried the rejected approach twice (a shell command pinning vite 7,
// then an edit of package.json), both refused by the hook; `*-gate` holds six calls of the
// read gate, none of which pins vite.

const FIXTURES = resolve(import.meta.dirname, '../test-fixtures/audit/runtime-sessions');
const RULES = rulesInForce({
  rejections: [{ n: 1, approach: 'Pin vite to 7', evidence: 'vitest 4.1 needs vite 8 and failed to start' }],
});
const RECORDS = {
  claude: ['claude-rejected.jsonl', 'claude-gate.jsonl', 'claude-code'],
  codex: ['codex-rejected.jsonl', 'codex-gate.jsonl', 'codex'],
  gemini: ['gemini-rejected.jsonl', 'gemini-gate.jsonl', 'gemini'],
  opencode: ['opencode-rejected.json', 'opencode-gate.json', 'opencode'],
} as const;

describe('handoff audit on the real runtimes’ own session records', () => {
  it.each(Object.entries(RECORDS))('%s: the retried approach is two repeats, the read is none', async (_, files) => {
    const [rejected, , format] = files;
    const { report, stats } = await auditTranscriptFile(resolve(FIXTURES, rejected), RULES);
    expect([stats.format, stats.skippedCalls, report.transcript.tool_calls]).toEqual([format, 0, 3]);
    expect(report.calls.map((call) => call.verdict)).toEqual(['none', 'repeat', 'repeat']);
  });

  it.each(Object.entries(RECORDS))('%s: the read gate’s six calls, none flagged', async (_, files) => {
    const [, gate, format] = files;
    const { report, stats } = await auditTranscriptFile(resolve(FIXTURES, gate), RULES);
    expect([stats.format, stats.skippedCalls, report.transcript.tool_calls]).toEqual([format, 0, 6]);
    expect(report.calls.map((call) => call.verdict)).toEqual(Array(6).fill('none'));
  });
});
