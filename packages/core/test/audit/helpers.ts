import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  auditTranscript,
  readTranscript,
  rulesInForce,
  toolCallFromInput,
  type ToolCall,
  type TranscriptEvent,
} from '../../src/lib/audit/index.js';
import type { AuditReport } from '../../src/lib/audit/model.js';
import { readTranscriptFile } from '../../src/lib/audit/source.js';

/** A Claude Code Bash call running `command`. */
export const shellCall = (command: string): ToolCall => toolCallFromInput('claude-code', 'Bash', { command });

/** A Claude Code Edit of `path` replacing `old` with `replacement`. */
export const editCall = (path: string, old: string, replacement: string): ToolCall =>
  toolCallFromInput('claude-code', 'Edit', { file_path: path, old_string: old, new_string: replacement });

/** A Claude Code Write of `path`, with the content it replaces when known. */
export const writeCall = (path: string, content: string, before: string | null = null): ToolCall =>
  toolCallFromInput(
    'claude-code',
    'Write',
    { file_path: path, content },
    before === null ? {} : { before: () => before },
  );

/** Read a transcript file: its stats, every event, and the tool calls among them. */
export async function readTranscriptCalls(path: string, options: Parameters<typeof readTranscriptFile>[2] = {}) {
  const events: TranscriptEvent[] = [];
  const stats = await readTranscriptFile(path, { emit: (e) => events.push(e) }, options);
  const calls = events.flatMap((e) => (e.type === 'call' ? [e.call] : []));
  return { stats, events, calls };
}

/** The audit of session 01 (a refused edit and a timeout), with its rejections and `go test ./client` as the tests. */
export function auditSession01(): AuditReport {
  const fixtures = resolve(
    import.meta.dirname,
    '../../../../test-fixtures/audit/sessions/01-claude-refused-edit-timeout',
  );
  return auditTranscript(
    readTranscript(readFileSync(`${fixtures}/transcript.jsonl`, 'utf8')),
    rulesInForce({ rejections: JSON.parse(readFileSync(`${fixtures}/rejections.json`, 'utf8')) as [] }),
    { tests: ['go test ./client'] },
  );
}
