import { closeSync, fstatSync, openSync, readSync, realpathSync } from 'node:fs';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { matchCall, rulesInForce, toolCallFromInput, type RuleMatch, type TranscriptFormat } from '@handoff/core/audit';
import type { RejectedApproach } from '@handoff/core/rejections';

/** A rejected approach a tool call repeats (`carries`) or only shares words with (`shares-words`). */
export interface RejectionHit {
  /** The entry's number, as `handoff forget` takes it. */
  n: number;
  entry: RejectedApproach;
  match: RuleMatch;
}

/** The most of a file read to compare a Write with what it replaces. */
const MAX_BEFORE_BYTES = 1024 * 1024;

const inside = (root: string, path: string) => {
  const rel = relative(root, path);
  return rel !== '' && rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel);
};

/**
 * The content a Write replaces, read from disk: only a regular file inside the project (its
 * links resolved too), at most 1 MiB; anything else is compared as a new file.
 */
export function fileBefore(project: string, cwd: string): (path: string) => string | null {
  return (path) => {
    const full = resolve(cwd, path);
    if (!inside(project, full)) return null;
    let fd: number | null = null;
    try {
      if (!inside(realpathSync(project), realpathSync(full))) return null;
      fd = openSync(full, 'r');
      const info = fstatSync(fd);
      if (!info.isFile() || info.size > MAX_BEFORE_BYTES) return null;
      const buffer = Buffer.alloc(info.size);
      const read = readSync(fd, buffer, 0, info.size, 0);
      return buffer.subarray(0, read).toString('utf8');
    } catch {
      return null;
    } finally {
      if (fd !== null) closeSync(fd);
    }
  };
}

/**
 * The rejected approaches a tool call repeats, by the matcher `handoff audit` uses, so the
 * live reminder and the audit agree call by call: the shell command's segments, an Edit,
 * MultiEdit or Write (compared with the file it replaces), a patch. A call that only reads
 * (`grep` for a rejected name, `sed -n`, `npm info`, `git log`) matches nothing. Numbers are
 * the entries' positions, as `handoff forget` takes them.
 */
export function matchingRejections(
  toolName: string,
  toolInput: Record<string, unknown>,
  entries: readonly RejectedApproach[],
  options: { format?: TranscriptFormat; cwd?: string; before?: (path: string) => string | null } = {},
): RejectionHit[] {
  if (entries.length === 0) return [];
  const call = toolCallFromInput(options.format ?? 'claude-code', toolName, toolInput, {
    cwd: options.cwd ?? null,
    ...(options.before === undefined ? {} : { before: options.before }),
  });
  const rules = rulesInForce({
    rejections: entries.map((entry, index) => ({ n: index + 1, approach: entry.approach, evidence: entry.evidence })),
  });
  return rules.flatMap((rule, index) => {
    const match = matchCall(call, rule);
    return match === null ? [] : [{ n: rule.n, entry: entries[index]!, match }];
  });
}
