import { stripBom } from '../markdown/bom.js';
import { MAX_INPUT_BYTES } from './limits.js';
import { readRegularFile } from './read.js';
import { decodeUtf8 } from './utf8.js';

/** A file a verb or tool was given, read — or the one-line reason it was not. */
export type InputFileOutcome = { ok: true; text: string } | { ok: false; problem: string };

/**
 * Read an input file as every entry point does (the CLI's verbs, the MCP tools): only a
 * regular file (a FIFO, socket or device is refused, never read), at most `maxBytes`, strict
 * UTF-8 (an invalid byte is refused with its offset), a leading BOM dropped. `shown` names it
 * in the reason (`` file `plan.md` ``); the caller puts its own command in front.
 */
export async function readInputFile(
  path: string,
  shown: string,
  maxBytes: number = MAX_INPUT_BYTES,
): Promise<InputFileOutcome> {
  let bytes: Uint8Array | null;
  try {
    bytes = await readRegularFile(path, { maxBytes, followLinks: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (error instanceof Error && error.name === 'StoreRefusal')
      return { ok: false, problem: `${shown} ${(error as Error & { problem: string }).problem}` };
    if (code === 'EISDIR') return { ok: false, problem: `${shown} is a folder, not a file` };
    const why =
      code === 'EACCES' || code === 'EPERM'
        ? 'permission denied'
        : code === 'ENOTDIR'
          ? 'a part of the path is a file, not a folder'
          : (code ?? 'unreadable');
    return { ok: false, problem: `cannot read ${shown}: ${why}` };
  }
  if (bytes === null) return { ok: false, problem: `cannot read ${shown}: no such file` };
  const decoded = decodeUtf8(bytes);
  if (!decoded.ok)
    return { ok: false, problem: `${shown} is not valid UTF-8: invalid byte at byte offset ${decoded.offset}` };
  return { ok: true, text: stripBom(decoded.text) };
}
