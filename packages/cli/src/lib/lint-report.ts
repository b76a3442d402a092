import { createHash } from 'node:crypto';
import { isAbsolute, relative } from 'node:path';
import { redactPath, redactSecrets } from '@handoff/core/secrets';
import { MAX_INPUT_BYTES, readRegularFile } from '@handoff/core/store';
import { describeReading, type LintResult } from '@handoff/linter';

// What `handoff lint` says besides the findings (docs/cli.md, "What a run says it checked"):
// each file's reading, what --fix changed, what --fix-dry-run would change.

/** One file's reading as `--print-kinds` and `--verbose` give it. */
export interface ReadingRow {
  filePath: string;
  kind: string | null;
  why: string;
  reading: LintResult['reading'] | null;
}

/**
 * Each result's reading, in words (`describeReading`), in report order, and the rules whose findings on it a project
 * that has not adopted their convention holds back (`held back until its convention is adopted:
 * handoff-failed-approaches-empty`; handoff's, or the decision buckets' for `section-missing`): the
 * report's last line counts those files, and this names them.
 */
export function readingRows(results: readonly LintResult[]): ReadingRow[] {
  return results.map((result) => ({
    filePath: result.filePath,
    kind: result.reading?.kind ?? null,
    why: result.reading ? describeReading(result.reading) + heldBackWords(result) : 'not read',
    reading: result.reading ?? null,
  }));
}

/**
 * `; held back until its convention is adopted: <rule ids>` for a result with findings held back by adoption, else
 * nothing.
 */
function heldBackWords(result: LintResult): string {
  const rules = new Set(
    (result.suppressedMessages ?? [])
      .filter((held) => held.suppressions.some((suppression) => suppression.kind === 'adoption'))
      .flatMap((held) => held.ruleId ?? []),
  );
  return rules.size === 0 ? '' : `; held back until its convention is adopted: ${[...rules].join(', ')}`;
}

/** The readings as aligned `path  kind  why` lines (each ending in a newline). */
export function readingTable(rows: readonly ReadingRow[], cwd: string): string {
  const shown = rows.map((row) => [displayPath(row.filePath, cwd), row.kind ?? '-', row.why] as const);
  const width = [0, 1].map((i) => shown.reduce((most, row) => Math.max(most, row[i]!.length), 0));
  return redactPath(
    shown.map(([path, kind, why]) => `${path.padEnd(width[0]!)}  ${kind.padEnd(width[1]!)}  ${why}\n`).join(''),
  );
}

/**
 * What `--fix` wrote: `Fixed 3 problems in 2 files:` and a line per file with its count, or
 * nothing when no file was written. `written` holds the results whose `output` was written.
 */
export function fixReport(written: readonly LintResult[], cwd: string): string {
  if (written.length === 0) return '';
  const total = written.reduce((sum, result) => sum + (result.fixCount ?? 0), 0);
  const lines = written.map(
    (result) => `  ${displayPath(result.filePath, cwd)}: ${count(result.fixCount ?? 0, 'fix', 'fixes')}\n`,
  );
  return redactPath(
    `Fixed ${count(total, 'problem', 'problems')} in ${count(written.length, 'file', 'files')}:\n${lines.join('')}`,
  );
}

/**
 * What `--fix-dry-run` would change: a unified diff per file with an `output`, secrets
 * redacted on both sides as the JSON `output` is (`redactSecrets`), and a closing count. The
 * text before the fixes is the file read again (or standard input's text, from `sources`); a
 * file that changed since it was linted gets a line saying so instead of a diff.
 */
export async function dryRunReport(
  results: readonly LintResult[],
  cwd: string,
  sources: ReadonlyMap<string, string>,
): Promise<string> {
  const fixed = results.filter((result) => result.output !== undefined);
  if (fixed.length === 0) return '';
  // `diff` is about twenty modules: loaded here, by a dry run with something to show, not by every lint.
  const { createTwoFilesPatch } = await import('diff');
  const parts: string[] = [];
  for (const result of fixed) {
    const shown = redactPath(displayPath(result.filePath, cwd));
    const before = sources.get(result.filePath) ?? (await textAsLinted(result));
    if (before === null) {
      parts.push(`${shown}: changed since it was linted; run the dry run again for its diff\n`);
      continue;
    }
    const patch = createTwoFilesPatch(
      `a/${shown}`,
      `b/${shown}`,
      redactSecrets(before).text,
      redactSecrets(result.output!).text,
      '',
      '',
      { context: 3 },
    );
    // The patch's first line is a row of `=`; a reader of `git diff` expects the `---` line first.
    parts.push(patch.replace(/^=+\n/, ''));
  }
  const total = fixed.reduce((sum, result) => sum + (result.fixCount ?? 0), 0);
  parts.push(
    `Would fix ${count(total, 'problem', 'problems')} in ${count(fixed.length, 'file', 'files')} ` +
      `(dry run: nothing written)\n`,
  );
  return parts.join('');
}

/** The file's text as it was linted (UTF-8, a leading BOM dropped), or `null` when it changed or is gone. */
async function textAsLinted(result: LintResult): Promise<string | null> {
  const bytes = await readRegularFile(result.filePath, { maxBytes: MAX_INPUT_BYTES, followLinks: true }).catch(
    () => null,
  );
  if (bytes === null) return null;
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  return createHash('sha256').update(text).digest('hex') === result.sourceDigest ? text : null;
}

/** A path as the reports show it: relative to the working folder when inside it. */
function displayPath(path: string, cwd: string): string {
  const shown = relative(cwd, path);
  return shown === '' || shown.startsWith('..') || isAbsolute(shown) ? path : shown;
}

function count(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}
