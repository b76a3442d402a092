import { callShape, relativePath } from '../calls.js';
import {
  asObject,
  asString,
  CallNumbering,
  contentText,
  exitCodeIn,
  MAX_FILE_CONTENT,
  newCounts,
  result,
  skip,
  stripLineNumbers,
  type LineReader,
  type ReaderSink,
  countedObject,
} from './common.js';

/** Line types Claude Code writes that hold no tool call or message of the session: read and left aside. */
const TOLERATED = new Set([
  'summary',
  'system',
  'attachment',
  'progress',
  'file-history-snapshot',
  'queue-operation',
  'custom-title',
  'ai-title',
  'agent-name',
  'last-prompt',
  'pr-link',
  'worktree-state',
  'permission-mode',
  'mode',
]);

const CALL_MARKER = /"tool_use"/;
const DENIED =
  /doesn't want to (?:proceed|take this action)|tool use was rejected|user (?:denied|rejected) (?:this|the)/i;
const NOT_TYPED = new RegExp(
  String.raw`^\s*(?:\[Request interrupted|<command-(?:name|message|args)>|<local-command-std(?:out|err)>|` +
    '<system-reminder>|Caveat: The messages below)',
);

/**
 * Claude Code's session JSONL: `user` and `assistant` lines whose `message` is the Messages
 * API shape, one content block a line. `tool_use` blocks are calls; `tool_result` blocks
 * (with `is_error`, and `toolUseResult` as enrichment) their results; `text` blocks the
 * agent's and the user's words (`thinking` is not what the user sees and is left out).
 * Lines of a sub-agent (`isSidechain: true`) are left out unless asked for.
 */
export function claudeCodeReader(sink: ReaderSink, options: { includeSidechains?: boolean } = {}): LineReader {
  const counts = newCounts();
  const numbering = new CallNumbering(sink, options.includeSidechains ?? false);
  const readPaths = new Map<string, string>();
  let cwd: string | null = null;
  return {
    format: 'claude-code',
    counts,
    line(text, lineNo) {
      const value = countedObject(counts, text, CALL_MARKER);
      if (value === null) return;
      const type = asString(value.type);
      if (type === null) {
        skip(counts, text, false, CALL_MARKER);
        return;
      }
      if (type !== 'user' && type !== 'assistant') {
        if (!TOLERATED.has(type)) skip(counts, text, false, CALL_MARKER);
        return;
      }
      cwd = asString(value.cwd) ?? cwd;
      const sidechain = value.isSidechain === true;
      if (sidechain && !options.includeSidechains) return;
      const message = asObject(value.message);
      if (message === null) {
        skip(counts, text, false, CALL_MARKER);
        return;
      }
      const content = message.content;
      if (type === 'assistant') {
        if (!Array.isArray(content)) {
          if (typeof content === 'string' && content !== '')
            sink.emit({ type: 'text', text: { role: 'assistant', text: content, line: lineNo } });
          return;
        }
        content.forEach((raw, k) => {
          const block = asObject(raw);
          if (block === null) return;
          if (block.type === 'text' && typeof block.text === 'string')
            sink.emit({ type: 'text', text: { role: 'assistant', text: block.text, line: lineNo } });
          else if (block.type === 'tool_use') {
            const name = asString(block.name) ?? 'unknown';
            const shape = callShape('claude-code', name, block.input, { cwd });
            const call = numbering.call(shape, asString(block.id) ?? `line-${lineNo}-${k + 1}`, lineNo, sidechain);
            if (call !== null && call.kind === 'read' && call.paths[0] !== undefined)
              readPaths.set(call.id, call.paths[0]);
          }
        });
        return;
      }
      // A user line: typed text, or tool results.
      if (typeof content === 'string') {
        if (value.isMeta !== true && value.isCompactSummary !== true && !NOT_TYPED.test(content))
          sink.emit({ type: 'text', text: { role: 'user', text: content, line: lineNo } });
        return;
      }
      if (!Array.isArray(content)) {
        skip(counts, text, false, CALL_MARKER);
        return;
      }
      const enrichment = asObject(value.toolUseResult);
      for (const raw of content) {
        const block = asObject(raw);
        if (block === null) continue;
        if (block.type === 'tool_result' && typeof block.tool_use_id === 'string') {
          const output = contentText(block.content) || (asString(block.text) ?? '');
          const isError = block.is_error === true;
          const status = isError ? (DENIED.test(output) ? 'denied' : 'error') : 'ok';
          const exitCode = isError ? (exitCodeIn(output) ?? 1) : 0;
          const event: Parameters<ReaderSink['emit']>[0] = {
            type: 'result',
            id: block.tool_use_id,
            result: result(status, output, exitCode),
          };
          const path = readPaths.get(block.tool_use_id);
          if (path !== undefined && !isError) {
            readPaths.delete(block.tool_use_id);
            const file = asObject(enrichment?.file);
            const whole = asString(file?.content);
            const partial = typeof file?.startLine === 'number' && file.startLine > 1;
            const content = whole ?? stripLineNumbers(output);
            if (!partial && content.length <= MAX_FILE_CONTENT)
              event.fileContent = { path: relativePath(path, cwd), content };
          }
          sink.emit(event);
        } else if (
          block.type === 'text' &&
          typeof block.text === 'string' &&
          value.isMeta !== true &&
          !NOT_TYPED.test(block.text)
        )
          sink.emit({ type: 'text', text: { role: 'user', text: block.text, line: lineNo } });
      }
    },
    end() {},
  };
}
