import { isAbsolute, resolve } from 'node:path';
import { forEachLine } from './line-reader.js';
import type { FileEdit, SessionCall, ToolCall } from './types.js';

/** A string field, or null. */
export const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** A record field, or an empty record. */
export const obj = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** `path` made absolute against `cwd`. */
export const absolute = (path: string, cwd: string): string => (isAbsolute(path) ? path : resolve(cwd, path));

/** One edit of `path` (when it is a non-empty string) putting `text` in it. */
export function editOf(path: unknown, text: unknown, cwd: string): FileEdit[] {
  const file = str(path);
  return file === null || file === '' ? [] : [{ path: absolute(file, cwd), text: str(text) ?? '' }];
}

/** A tool call that is neither a shell nor an edit nor a read of a named file. */
export function plainCall(name: string, kind: ToolCall['kind']): ToolCall {
  return { name, kind, command: null, edits: [], reads: [] };
}

/** The text of a tool result that is a string, a list of `{type: 'text', text}` blocks, or anything else (as JSON). */
export function resultText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content))
    return content
      .map((block: unknown) =>
        typeof block === 'string' ? block : (str(obj(block).text) ?? (block === null ? '' : JSON.stringify(block))),
      )
      .join('\n');
  return content === undefined || content === null ? '' : JSON.stringify(content);
}

/**
 * The JSON objects of a JSON Lines session file, in order; `keep` skips a line before it is
 * parsed (most lines of a transcript are text turns). A missing file gives none; a line that
 * is not JSON is skipped (the runtime may be writing it). The file is streamed a line at a
 * time (`forEachLine`): memory stays within one line, a line over 16 MiB is skipped, and
 * only a regular file is read.
 */
export async function jsonLines(
  path: string,
  keep: (line: string) => boolean = () => true,
): Promise<Array<Record<string, unknown>>> {
  const out: Array<Record<string, unknown>> = [];
  await forEachLine(path, (bytes) => {
    const line = bytes.toString('utf8');
    if (line.trim() === '' || !keep(line)) return;
    try {
      const value: unknown = JSON.parse(line);
      if (value !== null && typeof value === 'object' && !Array.isArray(value))
        out.push(value as Record<string, unknown>);
    } catch {
      // A line being written, or not JSON: not a tool call the hooks can read.
    }
  });
  return out;
}

/**
 * The files a session wrote with its edit tools: every edit of a call that did not fail (a
 * call with no result yet counts: the record is written behind the session). Changes made
 * through the shell are not seen.
 */
export function filesWritten(calls: readonly SessionCall[]): string[] {
  return [...new Set(calls.filter((call) => call.ok !== false).flatMap((call) => call.tool.edits.map((e) => e.path)))];
}
