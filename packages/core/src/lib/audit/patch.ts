import type { FileChange } from './model.js';

/**
 * The lines a change removes and adds: each side's lines minus those the other side keeps
 * (a multiset difference, so an edit's unchanged context cancels out), in order.
 */
export function lineChange(path: string, before: string | null, after: string, whole = false): FileChange {
  const oldLines = before === null ? [] : before.split('\n');
  const newLines = after.split('\n');
  const count = new Map<string, number>();
  for (const line of oldLines) count.set(line, (count.get(line) ?? 0) + 1);
  const added: string[] = [];
  for (const line of newLines) {
    const n = count.get(line) ?? 0;
    if (n > 0) count.set(line, n - 1);
    else added.push(line);
  }
  const removed: string[] = [];
  for (const line of oldLines) {
    const n = count.get(line) ?? 0;
    if (n > 0) {
      removed.push(line);
      count.set(line, n - 1);
    }
  }
  return {
    path,
    removed: removed.filter((l) => l.trim() !== ''),
    added: added.filter((l) => l.trim() !== ''),
    whole,
    before: whole ? before : null,
  };
}

/**
 * The changes of a Codex `apply_patch` text (`*** Begin Patch`, `*** Update File: p`, `@@`,
 * ` `/`-`/`+` lines) or of a unified diff (`--- a/p`, `+++ b/p`, `@@ -1,2 +1,2 @@`). One
 * change per hunk. `null` when the text is neither.
 */
export function parsePatch(text: string): FileChange[] | null {
  const lines = text.split('\n');
  const codex = lines.some((l) => /^\*\*\* (Begin Patch|Update File:|Add File:|Delete File:)/.test(l));
  const unified = !codex && lines.some((l) => l.startsWith('+++ ')) && lines.some((l) => l.startsWith('@@'));
  if (!codex && !unified) return null;
  const out: FileChange[] = [];
  let path: string | null = null;
  let removed: string[] = [];
  let added: string[] = [];
  let whole = false;
  const flush = () => {
    if (path !== null && (removed.length > 0 || added.length > 0))
      out.push({
        path,
        removed: removed.filter((l) => l.trim() !== ''),
        added: added.filter((l) => l.trim() !== ''),
        whole,
        before: null,
      });
    removed = [];
    added = [];
  };
  for (const line of lines) {
    const header = codex
      ? /^\*\*\* (Update|Add|Delete) File: (.+)$/.exec(line)
      : /^\+\+\+ (?:b\/)?(.+?)(\t.*)?$/.exec(line);
    if (header) {
      flush();
      if (codex) {
        path = header[2]!.trim();
        whole = header[1] === 'Add';
        if (header[1] === 'Delete')
          out.push({ path, removed: [], added: [], whole: false, before: null, deleted: true });
      } else {
        path = header[1]!.trim();
        whole = false;
      }
      continue;
    }
    if (codex && /^\*\*\* (Move to: .+|End Patch|Begin Patch|End of File)$/.test(line)) continue;
    if (!codex && (line.startsWith('--- ') || line.startsWith('diff --git ') || line.startsWith('index '))) {
      flush();
      continue;
    }
    if (line.startsWith('@@')) {
      flush();
      continue;
    }
    if (line.startsWith('-')) removed.push(line.slice(1));
    else if (line.startsWith('+')) added.push(line.slice(1));
  }
  flush();
  return out;
}

/** The substitutions of a `sed -i` / `perl -pi -e` script (`s/old/new/g`), as removed and added text. */
export function substitutions(script: string): Array<{ from: string; to: string }> {
  const out: Array<{ from: string; to: string }> = [];
  for (const match of script.matchAll(/(?:^|[;\s])s(.)((?:\\.|(?!\1).)*)\1((?:\\.|(?!\1).)*)\1[gimpIe0-9]*/g)) {
    const unescape = (s: string) => s.replace(/\\(.)/g, '$1').replace(/[\^$]/g, '');
    out.push({ from: unescape(match[2]!), to: unescape(match[3]!).replace(/\\?&/g, unescape(match[2]!)) });
  }
  return out;
}
