import { callShape } from '../calls.js';
import type { TranscriptEvent } from '../model.js';
import {
  asObject,
  asString,
  CallNumbering,
  jsonText,
  MAX_FILE_CONTENT,
  newCounts,
  result,
  skip,
  stripLineNumbers,
  type ReaderCounts,
  type ReaderSink,
} from './common.js';

const CALL_MARKER = /"type"\s*:\s*"tool"/;
const DENIED = /rejected permission|user (?:has )?(?:rejected|denied)|permission (?:was )?denied/i;

/** One OpenCode message with its parts, as the storage folder holds it or `opencode export` prints it. */
export interface OpenCodeMessage {
  info: unknown;
  parts: unknown[];
}

/** Reads OpenCode messages in order, one at a time (the storage folder is read message by message). */
export class OpenCodeReader {
  readonly counts: ReaderCounts = newCounts();
  private readonly numbering: CallNumbering;
  private cwd: string | null = null;

  constructor(private readonly sink: ReaderSink) {
    this.numbering = new CallNumbering(sink, false);
  }

  /** The session's folder, to read paths against. */
  session(info: unknown): void {
    this.cwd = asString(asObject(info)?.directory) ?? this.cwd;
  }

  /** Read one message and its parts; `line` numbers records for messages and parts. */
  message(message: OpenCodeMessage): void {
    this.counts.lines++;
    const info = asObject(message.info);
    const role = asString(info?.role);
    if (info === null || (role !== 'user' && role !== 'assistant')) {
      skip(this.counts, jsonText(message.info), info === null, CALL_MARKER);
      return;
    }
    const cwd = asString(asObject(info.path)?.cwd) ?? this.cwd;
    for (const raw of message.parts) {
      this.counts.lines++;
      const part = asObject(raw);
      if (part === null) {
        skip(this.counts, '', true, CALL_MARKER);
        continue;
      }
      const type = asString(part.type);
      if (type === 'text') {
        const text = asString(part.text);
        if (text !== null && text !== '' && part.synthetic !== true && part.ignored !== true)
          this.sink.emit({ type: 'text', text: { role, text, line: 0 } });
      } else if (type === 'tool') this.tool(part, cwd);
      else if (type === null) skip(this.counts, jsonText(part), false, CALL_MARKER);
    }
  }

  private tool(part: Record<string, unknown>, cwd: string | null): void {
    const state = asObject(part.state) ?? {};
    const name = asString(part.tool) ?? 'unknown';
    const shape = callShape('opencode', name, state.input, { cwd });
    const id = asString(part.callID) ?? asString(part.id) ?? `part-${this.numbering.count + 1}`;
    if (this.numbering.call(shape, id, 0, false) === null) return;
    const status = asString(state.status);
    if (status === 'completed') {
      const output = asString(state.output) ?? '';
      const exit = asObject(state.metadata)?.exit;
      const exitCode = typeof exit === 'number' ? exit : 0;
      const event: Extract<TranscriptEvent, { type: 'result' }> = {
        type: 'result',
        id,
        result: result(exitCode === 0 ? 'ok' : 'error', output, exitCode),
      };
      if (shape.kind === 'read' && shape.paths[0] !== undefined) {
        const content = stripLineNumbers(
          output.replace(/^<file>\n?|\n?<\/file>\s*$/g, '').replace(/\n\n\(End of file[^)]*\)$/, ''),
        );
        if (content.length <= MAX_FILE_CONTENT) event.fileContent = { path: shape.paths[0], content };
      }
      this.sink.emit(event);
    } else if (status === 'error') {
      const error = asString(state.error) ?? '';
      this.sink.emit({ type: 'result', id, result: result(DENIED.test(error) ? 'denied' : 'error', error, null) });
    }
  }
}

/** The output of `opencode export <id>`: `{info, messages: [{info, parts}]}`. */
export function readOpenCodeExport(document: Record<string, unknown>, sink: ReaderSink): ReaderCounts {
  const reader = new OpenCodeReader(sink);
  reader.session(document.info);
  const messages = Array.isArray(document.messages) ? document.messages : [];
  for (const raw of messages) {
    const message = asObject(raw);
    reader.message({ info: message?.info ?? null, parts: Array.isArray(message?.parts) ? message.parts : [] });
  }
  return reader.counts;
}
