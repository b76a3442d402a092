import type { TranscriptFormat } from './model.js';
import { asObject, parseLine } from './readers/common.js';

/** How a transcript file is laid out: one JSON record a line, or one JSON document. */
export type TranscriptLayout = 'lines' | 'document';

/** A detected format and layout. */
export interface Detected {
  format: TranscriptFormat;
  layout: TranscriptLayout;
}

const CLAUDE_TYPES = new Set([
  'user',
  'assistant',
  'summary',
  'system',
  'attachment',
  'progress',
  'file-history-snapshot',
  'queue-operation',
]);

/** The format of a whole JSON document (a session file of one object), or `null`. */
function documentFormat(value: Record<string, unknown>): TranscriptFormat | null {
  if (!Array.isArray(value.messages)) return null;
  if (asObject(value.info) !== null) return 'opencode';
  if (typeof value.sessionId === 'string' || typeof value.projectHash === 'string') return 'gemini';
  return null;
}

/** The format one JSON line speaks, or `null`. */
function lineFormat(value: Record<string, unknown>): TranscriptFormat | 'codex-exec' | null {
  if (typeof value.type === 'string' && asObject(value.payload) !== null) return 'codex';
  if (typeof value.type === 'string' && value.type.startsWith('thread.')) return 'codex-exec';
  if (typeof value.sessionId === 'string' && typeof value.projectHash === 'string') return 'gemini';
  if ('$set' in value || '$rewindTo' in value) return 'gemini';
  if (
    value.type === 'gemini' ||
    (typeof value.id === 'string' && (value.type === 'user' || value.type === 'info') && !('message' in value))
  )
    return 'gemini';
  if (
    typeof value.type === 'string' &&
    CLAUDE_TYPES.has(value.type) &&
    ('message' in value || 'uuid' in value || 'leafUuid' in value || 'sessionId' in value)
  )
    return 'claude-code';
  if (typeof value.id === 'string' && typeof value.timestamp === 'string' && !('type' in value)) return 'codex';
  if (value.record_type === 'state') return 'codex';
  if (value.type === 'message' || value.type === 'function_call' || value.type === 'reasoning') return 'codex';
  return null;
}

/**
 * The format of a transcript from its first bytes (up to the first 64 KiB): its first
 * records for JSON Lines, its keys for a JSON document (Gemini's older session file holds
 * `messages`, `opencode export` prints `info` and `messages` with `parts`). `null` when no
 * known format speaks it; `codex exec --json` event streams are not transcripts the audit
 * reads (they carry no edits), and are `null` too.
 */
export function detectTranscriptFormat(head: string): Detected | null {
  const lines = head
    .split('\n')
    .filter((l) => l.trim() !== '')
    .slice(0, 40);
  const votes = new Map<string, number>();
  let parsedLines = 0;
  for (const line of lines) {
    const value = asObject(parseLine(line));
    if (value === null) continue;
    // A document written on one line (`opencode export` piped through a minifier, a compact Gemini file).
    const document = parsedLines === 0 ? documentFormat(value) : null;
    if (document !== null) return { format: document, layout: 'document' };
    parsedLines++;
    const format = lineFormat(value);
    if (format !== null) votes.set(format, (votes.get(format) ?? 0) + 1);
  }
  if (parsedLines > 0) {
    const best = [...votes.entries()].sort((a, b) => b[1] - a[1])[0];
    if (best === undefined || best[0] === 'codex-exec') return null;
    return { format: best[0] as TranscriptFormat, layout: 'lines' };
  }
  const start = head.trimStart();
  if (!start.startsWith('{')) return null;
  if (/"messages"\s*:/.test(head) && /"parts"\s*:/.test(head) && /"info"\s*:/.test(head))
    return { format: 'opencode', layout: 'document' };
  if (/"messages"\s*:/.test(head) && (/"projectHash"\s*:/.test(head) || /"sessionId"\s*:/.test(head)))
    return { format: 'gemini', layout: 'document' };
  if (/"info"\s*:/.test(head) && /"messages"\s*:/.test(head)) return { format: 'opencode', layout: 'document' };
  return null;
}
