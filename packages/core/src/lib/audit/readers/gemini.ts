import { callShape } from '../calls.js';
import type { TranscriptEvent } from '../model.js';
import {
  asObject,
  asString,
  CallNumbering,
  jsonText,
  contentText,
  exitCodeIn,
  MAX_FILE_CONTENT,
  newCounts,
  parseLine,
  result,
  skip,
  type LineReader,
  type ReaderCounts,
  type ReaderSink,
  countedObject,
} from './common.js';

const CALL_MARKER = /"toolCalls"\s*:\s*\[\s*\{/;
const ID_AT_START = /^\{\s*"id"\s*:\s*"((?:[^"\\]|\\.)*)"/;
const REWIND = /^\{\s*"\$rewindTo"\s*:\s*"((?:[^"\\]|\\.)*)"/;

/**
 * The lines a JSONL chat's rewinds drop: `{"$rewindTo": id}` drops the message with that id
 * and every line after it, up to the rewind. Found in a first pass that keeps only ids and
 * line numbers, so the second pass can read the file line by line.
 */
export class GeminiRewinds {
  private readonly lastLine = new Map<string, number>();
  private readonly dropped: Array<[from: number, to: number]> = [];

  /** Feed a line of the first pass. */
  line(text: string, lineNo: number): void {
    const rewind = REWIND.exec(text);
    if (rewind) {
      const target = JSON.parse(`"${rewind[1]!}"`) as string;
      const from = this.lastLine.get(target);
      if (from !== undefined) this.dropped.push([from, lineNo]);
      return;
    }
    const id = ID_AT_START.exec(text) ?? (text.includes('"id"') ? null : undefined);
    if (id) this.lastLine.set(JSON.parse(`"${id[1]!}"`) as string, lineNo);
    else if (id === null) {
      const value = asObject(parseLine(text));
      if (value !== null && typeof value.id === 'string') this.lastLine.set(value.id, lineNo);
    }
  }

  /** Whether a line is dropped by a rewind. */
  drops(lineNo: number): boolean {
    return this.dropped.some(([from, to]) => lineNo >= from && lineNo <= to);
  }
}

function toolOutput(call: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const raw of Array.isArray(call.result) ? call.result : []) {
    const response = asObject(asObject(asObject(raw)?.functionResponse)?.response);
    const text =
      asString(response?.output) ??
      asString(response?.error) ??
      (response === null ? null : contentText(response.content));
    if (text) parts.push(text);
  }
  if (parts.length === 0 && typeof call.resultDisplay === 'string') parts.push(call.resultDisplay);
  return parts.join('\n');
}

/** Read one Gemini message record (from a JSONL line or the older file's `messages`). */
function message(record: Record<string, unknown>, lineNo: number, sink: ReaderSink, numbering: CallNumbering): boolean {
  const type = asString(record.type);
  if (type === 'user') {
    const text = contentText(record.content);
    if (text !== '') sink.emit({ type: 'text', text: { role: 'user', text, line: lineNo } });
    return true;
  }
  if (type === 'info' || type === 'error' || type === 'warning') return true;
  if (type !== 'gemini' && type !== 'model') return false;
  const text = contentText(record.content) || contentText(record.parts);
  if (text !== '') sink.emit({ type: 'text', text: { role: 'assistant', text, line: lineNo } });
  const calls = Array.isArray(record.toolCalls) ? record.toolCalls : [];
  calls.forEach((raw, k) => {
    const call = asObject(raw);
    if (call === null) return;
    const name = asString(call.name) ?? 'unknown';
    const shape = callShape('gemini', name, call.args);
    const id = asString(call.id) ?? `line-${lineNo}-${k + 1}`;
    const emitted = numbering.call(
      shape,
      id,
      lineNo,
      asString(call.agentId) !== null && asString(call.agentId) !== 'main',
    );
    if (emitted === null) return;
    const output = toolOutput(call);
    const status = asString(call.status);
    if (
      status === null ||
      status === 'executing' ||
      status === 'scheduled' ||
      status === 'validating' ||
      status === 'awaiting_approval'
    )
      return;
    const exitCode = exitCodeIn(output);
    const final =
      status === 'cancelled' ? 'denied' : status === 'error' || (exitCode !== null && exitCode !== 0) ? 'error' : 'ok';
    const event: Extract<TranscriptEvent, { type: 'result' }> = {
      type: 'result',
      id,
      result: result(final, output, exitCode ?? (final === 'ok' ? 0 : null)),
    };
    if (shape.kind === 'read' && final === 'ok' && shape.paths[0] !== undefined && output.length <= MAX_FILE_CONTENT)
      event.fileContent = { path: shape.paths[0], content: output };
    sink.emit(event);
  });
  return true;
}

/**
 * Gemini CLI's JSONL chat: a metadata line (`sessionId`, `projectHash`, `kind`), message
 * records (`type: user | gemini | info | error | warning`, `toolCalls` with `args`, `result`
 * and `status`), `$set` updates and `$rewindTo` rewinds (the lines a rewind drops are not
 * read: pass the first pass's {@link GeminiRewinds}).
 */
export function geminiReader(sink: ReaderSink, rewinds: GeminiRewinds): LineReader {
  const counts = newCounts();
  const numbering = new CallNumbering(sink, false);
  return {
    format: 'gemini',
    counts,
    line(text, lineNo) {
      const value = countedObject(counts, text, CALL_MARKER);
      if (value === null) return;
      if (rewinds.drops(lineNo)) return;
      if ('$set' in value || '$rewindTo' in value) return;
      if (typeof value.sessionId === 'string' && value.type === undefined) return;
      if (!message(value, lineNo, sink, numbering)) skip(counts, text, false, CALL_MARKER);
    },
    end() {},
  };
}

/** The older single-JSON Gemini session (`{sessionId, messages: […]}`): each message counts as a line. */
export function readGeminiDocument(document: Record<string, unknown>, sink: ReaderSink): ReaderCounts {
  const counts = newCounts();
  const numbering = new CallNumbering(sink, false);
  const messages = Array.isArray(document.messages) ? document.messages : [];
  messages.forEach((raw, i) => {
    counts.lines++;
    const record = asObject(raw);
    if (record === null || !message(record, i + 1, sink, numbering))
      skip(counts, jsonText(raw), record === null, CALL_MARKER);
  });
  return counts;
}
