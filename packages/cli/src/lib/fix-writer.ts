import { createHash } from 'node:crypto';
import { dirname, relative } from 'node:path';
import {
  containmentProblem,
  containPath,
  findProjectRoot,
  isWithin,
  MAX_INPUT_BYTES,
  readRegularFile,
  writeFileAtomic,
} from '@handoff/core/store';
import type { LintResult } from '@handoff/linter';

const BOM = [0xef, 0xbb, 0xbf];

/** A fixed file `--fix` did not write, and why (one line). */
export interface SkippedFix {
  filePath: string;
  why: string;
}

/** Raised inside the commit check: the file changed between linting and the rename. */
class ChangedMeanwhile extends Error {}

/**
 * Write each result's fixed text (`output`) over its file, as `handoff lint --fix` does:
 *
 * * only inside the file's project (the nearest folder upward with `.handoff` or `.git`,
 *   else the working folder, else the file's folder), by real path: a committed link that
 *   leads out — and a repository config's `followSymlinks` — never makes `--fix` write
 *   outside, unless the user said `--follow-symlinks`; a link inside is written where it
 *   leads (the link stays);
 * * compare-and-swap on content: the file is read again and its sha256 (without a leading
 *   BOM) compared with the text the fixes were applied to (`sourceDigest`), once before
 *   writing and again right before the rename; a file that changed meanwhile (an editor
 *   saved it) is skipped, never overwritten;
 * * bytes kept: a UTF-8 BOM the file has is written back (the linter reads text without
 *   it); line endings are the fixes' own business, and they keep them;
 * * atomically (core's `writeFileAtomic`): the old file stays whole if the write fails.
 *
 * Returns the results it wrote and the files it did not write; a failed write throws.
 */
export async function writeFixes(
  results: readonly LintResult[],
  options: { cwd: string; followLinksOut: boolean; skip?: (result: LintResult) => boolean },
): Promise<{ written: LintResult[]; skipped: SkippedFix[] }> {
  const written: LintResult[] = [];
  const skipped: SkippedFix[] = [];
  for (const result of results) {
    if (result.output === undefined || result.sourceDigest === undefined || options.skip?.(result)) continue;
    const path = result.filePath;
    const shown = relative(options.cwd, path) || path;
    const folder = dirname(path);
    const root = findProjectRoot(folder) ?? (isWithin(options.cwd, folder) ? options.cwd : folder);
    const contained = containPath(root, path, { followLinksOut: options.followLinksOut });
    if (!contained.inside) {
      skipped.push({
        filePath: path,
        why: `${containmentProblem(shown, root, contained)}; pass --follow-symlinks to fix it there`,
      });
      continue;
    }
    const target = contained.real;
    const current = async (): Promise<{ bom: boolean } | string> => {
      const bytes = await readRegularFile(target, { maxBytes: MAX_INPUT_BYTES }).catch((error: unknown) =>
        error instanceof Error ? error : new Error(String(error)),
      );
      if (bytes === null) return 'it was removed since it was linted';
      if (bytes instanceof Error) return `it cannot be read again (${bytes.message.split('\n', 1)[0]})`;
      const bom = BOM.every((byte, i) => bytes[i] === byte);
      const digest = createHash('sha256')
        .update(bom ? bytes.subarray(3) : bytes)
        .digest('hex');
      return digest === result.sourceDigest ? { bom } : 'it changed since it was linted';
    };
    const before = await current();
    if (typeof before === 'string') {
      skipped.push({ filePath: path, why: `\`${shown}\` was not fixed: ${before}; run the fix again` });
      continue;
    }
    try {
      await writeFileAtomic(target, before.bom ? `\uFEFF${result.output}` : result.output, {
        beforeCommit: async () => {
          const now = await current();
          if (typeof now === 'string' || now.bom !== before.bom)
            throw new ChangedMeanwhile(typeof now === 'string' ? now : 'it changed since it was linted');
        },
      });
      written.push(result);
    } catch (error) {
      if (!(error instanceof ChangedMeanwhile)) throw error;
      skipped.push({ filePath: path, why: `\`${shown}\` was not fixed: ${error.message}; run the fix again` });
    }
  }
  return { written, skipped };
}
