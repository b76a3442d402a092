import { HANDOFF_DECISION_PREFIX } from './model.js';
import { trimSpace } from './parse.js';

/** One transcript message: a role and a string or a list of content blocks. */
export interface TranscriptMessage {
  role: string;
  content: unknown;
}

/** The marker an agent appends when a turn failed or was interrupted. */
export const INTERRUPTED_TURN_MARKER = '[The previous turn was interrupted or failed; completion was not confirmed.]';

/** What happened since the checkpoint last changed, and the reminder to show (or ""). */
export interface SwitchReminder {
  /** An assistant message exists after the last checkpoint change. */
  worked: boolean;
  interrupted: number;
  failed: number;
  /** The reminder line, "" when there was no work to cover. */
  hint: string;
}

/**
 * The switch reminder: counts the work after the last `[Handoff decision` message
 * (interrupted turns, failed tool calls) and suggests recording a ruled-out approach with
 * `recordCommand` (default `handoff reject`; the CLI adds the `--dir` it was given). It
 * never records anything: a failure can also be a flaky test or unfinished work, so only
 * the user decides what is ruled out.
 */
export function switchReminder(
  messages: readonly TranscriptMessage[],
  options: { recordCommand?: string } = {},
): SwitchReminder {
  let start = 0;
  for (let i = messages.length - 1; i >= 0; i--) {
    const content = messages[i]!.content;
    if (typeof content === 'string' && content.startsWith(HANDOFF_DECISION_PREFIX)) {
      start = i + 1;
      break;
    }
  }
  let worked = false;
  let interrupted = 0;
  let failed = 0;
  for (let i = start; i < messages.length; i++) {
    const { role, content } = messages[i]!;
    if (role === 'assistant') worked = true;
    if (typeof content === 'string') {
      if (content === INTERRUPTED_TURN_MARKER) interrupted++;
      else if (role === 'assistant' && recordedToolFailed(content)) failed++;
    } else if (Array.isArray(content)) {
      for (const block of content) {
        // Built-in tools report structured errors as a JSON error object.
        if (
          isRecord(block) &&
          block.type === 'tool_result' &&
          typeof block.content === 'string' &&
          trimSpace(block.content).startsWith('{"error"')
        ) {
          failed++;
        }
      }
    }
  }
  return {
    worked,
    interrupted,
    failed,
    hint: worked ? hintText(interrupted, failed, options.recordCommand ?? 'handoff reject') : '',
  };
}

function hintText(interrupted: number, failed: number, recordCommand: string): string {
  const signals: string[] = [];
  if (interrupted > 0) signals.push(plural(interrupted, 'interrupted turn'));
  if (failed > 0) signals.push(plural(failed, 'failed tool call'));
  const detail = signals.length > 0 ? ` (${signals.join(', ')})` : '';
  return (
    `Backend switched after work not covered by the handoff checkpoint${detail}. ` +
    `If an approach was ruled out, record it so this backend sees it: ${recordCommand} "<approach> | <evidence>"`
  );
}

function plural(count: number, noun: string): string {
  return count === 1 ? `1 ${noun}` : `${count} ${noun}s`;
}

/**
 * Whether retained tool activity (JSON, or a JSON-encoded JSON string) reports a failure:
 * `is_error: true`, `state: "error"`, `status: "failed"`, a non-zero numeric `exit_code`, a
 * non-empty string `error` or an object `error`.
 */
export function recordedToolFailed(text: string): boolean {
  let value = parseJson(text);
  if (value === undefined) return false;
  if (typeof value === 'string') {
    value = parseJson(value);
    if (value === undefined) return false;
  }
  if (!isRecord(value)) return false;
  if (value.is_error === true || value.state === 'error' || value.status === 'failed') return true;
  if (typeof value.exit_code === 'number' && value.exit_code !== 0) return true;
  const error = value.error;
  if (typeof error === 'string') return error !== '';
  return isRecord(error);
}

/** A transcript read from JSON Lines, with the numbers of the lines that held no message. */
export interface ParsedTranscript {
  messages: TranscriptMessage[];
  skippedLines: number[];
}

/**
 * Read a JSONL transcript: one message per line, `{role, content}` or an envelope holding
 * one under `message` (Claude Code's session files). Blank lines are ignored; a line that
 * is not JSON or holds no message is skipped and its 1-based number reported (a transcript
 * being written may end in a torn line).
 */
export function parseTranscriptJsonl(text: string): ParsedTranscript {
  const messages: TranscriptMessage[] = [];
  const skippedLines: number[] = [];
  const lines = text.split('\n');
  lines.forEach((raw, index) => {
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (line.trim() === '') return;
    const value = parseJson(line);
    const message = asMessage(value) ?? (isRecord(value) ? asMessage(value.message) : null);
    if (message) messages.push(message);
    else skippedLines.push(index + 1);
  });
  return { messages, skippedLines };
}

function asMessage(value: unknown): TranscriptMessage | null {
  if (!isRecord(value) || typeof value.role !== 'string') return null;
  return { role: value.role, content: value.content };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
