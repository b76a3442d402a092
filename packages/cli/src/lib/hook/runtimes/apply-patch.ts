import { absolute } from './shared.js';
import type { FileEdit } from './types.js';

const FILE_HEADER = /^\*\*\* (Add|Update|Delete) File: (.+)$/;
const MOVE_TO = /^\*\*\* Move to: (.+)$/;

/**
 * The files an `apply_patch` body touches (Codex CLI's edit tool, and OpenCode's patch tool,
 * which take the same format: `*** Begin Patch`, `*** Add File: p` / `*** Update File: p` /
 * `*** Delete File: p` sections, `+` lines added, `*** End Patch`), each with the lines the
 * patch adds to it. A file moved (`*** Move to: q`) is an edit of both paths. Paths are made
 * absolute against `cwd`; what is not a section header or an added line is ignored.
 */
export function patchEdits(patch: string, cwd: string): FileEdit[] {
  const edits: Array<{ path: string; lines: string[] }> = [];
  let current: { path: string; lines: string[] } | null = null;
  for (const raw of patch.replace(/\r\n?/g, '\n').split('\n')) {
    const header = FILE_HEADER.exec(raw);
    if (header) {
      current = { path: absolute(header[2]!.trim(), cwd), lines: [] };
      edits.push(current);
      if (header[1] === 'Delete') current = null;
      continue;
    }
    const move = MOVE_TO.exec(raw);
    if (move && current !== null) {
      current = { path: absolute(move[1]!.trim(), cwd), lines: current.lines };
      edits.push(current);
      continue;
    }
    if (raw.startsWith('***')) {
      current = raw.startsWith('*** End of File') ? current : null;
      continue;
    }
    if (current !== null && raw.startsWith('+')) current.lines.push(raw.slice(1));
  }
  return edits.map((edit) => ({ path: edit.path, text: edit.lines.join('\n') }));
}
