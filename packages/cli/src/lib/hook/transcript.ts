import { readFile } from 'node:fs/promises';
import { isAbsolute, resolve } from 'node:path';
import { FILE_WRITING_TOOLS } from './tools.js';

interface ToolUse {
  id: string | null;
  path: string;
}

/**
 * The files a session wrote with its file tools, read from the runtime's JSON Lines
 * transcript: each `tool_use` of Write, Edit, MultiEdit or NotebookEdit whose result was
 * not an error (a use without a result yet counts: the transcript is written behind the
 * session). Paths are made absolute against `cwd`. A missing transcript gives no files;
 * lines that are not JSON are skipped. Changes made through the shell are not seen.
 */
export async function filesWrittenBySession(transcriptPath: string, cwd: string): Promise<string[]> {
  let text: string;
  try {
    text = await readFile(transcriptPath, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const uses: ToolUse[] = [];
  const failed = new Set<string>();
  for (const line of text.split('\n')) {
    // Most lines are text turns: only parse the ones that can hold a tool call or its result.
    if (!line.includes('"tool_use"') && !line.includes('"tool_result"')) continue;
    let entry: unknown;
    try {
      entry = JSON.parse(line);
    } catch {
      continue;
    }
    for (const block of contentBlocks(entry)) {
      if (block.type === 'tool_use' && typeof block.name === 'string' && FILE_WRITING_TOOLS.has(block.name)) {
        const input = (block.input ?? {}) as Record<string, unknown>;
        const path = typeof input.file_path === 'string' ? input.file_path : typeof input.notebook_path === 'string' ? input.notebook_path : null;
        if (path) uses.push({ id: typeof block.id === 'string' ? block.id : null, path: isAbsolute(path) ? path : resolve(cwd, path) });
      } else if (block.type === 'tool_result' && block.is_error === true && typeof block.tool_use_id === 'string') {
        failed.add(block.tool_use_id);
      }
    }
  }
  return [...new Set(uses.filter((use) => use.id === null || !failed.has(use.id)).map((use) => use.path))];
}

/** The content blocks of a transcript line: `{message: {content: [...]}}` or `{content: [...]}`. */
function contentBlocks(entry: unknown): Array<Record<string, unknown>> {
  if (entry === null || typeof entry !== 'object') return [];
  const record = entry as Record<string, unknown>;
  const message = (record.message ?? record) as Record<string, unknown> | null;
  const content = message !== null && typeof message === 'object' ? message.content : undefined;
  return Array.isArray(content) ? content.filter((block): block is Record<string, unknown> => block !== null && typeof block === 'object') : [];
}
