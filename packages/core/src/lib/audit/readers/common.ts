import type { CallShape } from '../calls.js';
import type { CallResult, CallStatus, ToolCall, TranscriptEvent, TranscriptFormat } from '../model.js';

/** The most of a call's output kept: enough for exit codes, facts and file contents, bounded for long sessions. */
const MAX_RESULT_TEXT = 16 * 1024;

/** The most of a file's content kept from a read, for a later Write over it. */
export const MAX_FILE_CONTENT = 256 * 1024;

/** Where a reader sends what it reads, and what it counts. */
export interface ReaderSink {
  emit(event: TranscriptEvent): void;
}

/** What a reader counts while it reads. */
export interface ReaderCounts {
  /** Non-empty lines (or records) read. */
  lines: number;
  /** Lines that are not JSON objects. */
  unparseable: number;
  /** Lines skipped: not JSON objects, or of no kind the reader knows. */
  skipped: number;
  /** Skipped lines that look like they hold a tool call. */
  skippedCalls: number;
}

/** A reader fed one line at a time; `end` after the last. */
export interface LineReader {
  format: TranscriptFormat;
  counts: ReaderCounts;
  line(text: string, lineNo: number): void;
  end(): void;
}

/** Fresh counters. */
export function newCounts(): ReaderCounts {
  return { lines: 0, unparseable: 0, skipped: 0, skippedCalls: 0 };
}

/** Parse one JSON line; `undefined` when it is not JSON. */
export function parseLine(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** An object, or `null`. */
export function asObject(value: unknown): Record<string, unknown> | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/** A string, or `null`. */
export function asString(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/** A value as JSON text for the skip count's marker test; `''` for what JSON cannot write. */
export function jsonText(value: unknown): string {
  /* eslint-disable-next-line @typescript-eslint/no-unnecessary-condition --
     undefined, a function or a symbol give undefined at run time */
  return JSON.stringify(value) ?? '';
}

/**
 * A transcript line counted and parsed: its JSON object, or `null` when it is none (then
 * counted as skipped and unparseable, and apart when it mentions a tool call).
 */
export function countedObject(counts: ReaderCounts, text: string, callMarker: RegExp): Record<string, unknown> | null {
  counts.lines++;
  const value = asObject(parseLine(text));
  if (value === null) skip(counts, text, true, callMarker);
  return value;
}

/** Count a line that could not be used; a line that mentions a tool call is counted apart. */
export function skip(counts: ReaderCounts, text: string, unparseable: boolean, callMarker: RegExp): void {
  counts.skipped++;
  if (unparseable) counts.unparseable++;
  if (callMarker.test(text.slice(0, 65536))) counts.skippedCalls++;
}

/** Output text of a result, bounded. */
function bounded(text: string): string {
  return text.length > MAX_RESULT_TEXT ? text.slice(0, MAX_RESULT_TEXT) : text;
}

/** The text of a content value: a string, or blocks with `text`. */
export function contentText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  const parts: string[] = [];
  let size = 0;
  for (const block of content) {
    const text = typeof block === 'string' ? block : asString(asObject(block)?.text);
    if (text !== null) {
      parts.push(text);
      size += text.length;
      if (size > MAX_RESULT_TEXT) break;
    }
  }
  return parts.join('\n');
}

/** An exit code written in an output text (`Exit code 1`, `Process exited with code 2`, `Exit Code: 1`). */
export function exitCodeIn(text: string): number | null {
  // Some writers keep `\n` escaped in the text: a literal backslash-n counts as a line break.
  const match = /(?:^|\n|\\n)(?:Exit code|Process exited with code|Exit Code:)\s*(-?\d+)/.exec(text.slice(0, 4096));
  return match ? Number(match[1]) : null;
}

/** A result from a status and text. */
export function result(status: CallStatus, text: string, exitCode: number | null = null): CallResult {
  return { status, exitCode, text: bounded(text) };
}

/** Numbers calls and emits them; a sub-agent's calls are left out unless asked for. */
export class CallNumbering {
  private next = 1;
  constructor(
    private readonly sink: ReaderSink,
    private readonly includeSidechains: boolean,
  ) {}

  /** Emit a call; returns whether it was emitted (a left-out sub-agent call is not). */
  call(shape: CallShape, id: string, line: number, sidechain: boolean): ToolCall | null {
    if (sidechain && !this.includeSidechains) return null;
    const call: ToolCall = {
      ...shape,
      index: this.next++,
      id,
      line,
      sidechain,
      result: { status: 'unknown', exitCode: null, text: '' },
    };
    this.sink.emit({ type: 'call', call });
    return call;
  }

  get count(): number {
    return this.next - 1;
  }
}

/**
 * Strip `cat -n` / OpenCode line-number prefixes from a file read's output (when its first and last lines have one).
 */
export function stripLineNumbers(text: string): string {
  const numbered = /^\s*\d+(?:\t|→|\| ?)/;
  const firstLine = text.slice(0, text.indexOf('\n') < 0 ? text.length : text.indexOf('\n'));
  const lastLine = text.slice(text.lastIndexOf('\n', text.length - 2) + 1);
  if (firstLine === '' || !numbered.test(firstLine) || !numbered.test(lastLine)) return text;
  return text.replace(/^[ \t]*\d+(?:\t|→|\| ?)/gm, '');
}
