import type { DocumentKind } from '@handoff/core/read';
import type { LintResult } from './diagnostic.js';

/**
 * What a lint run checked (`lintRun`), so "clean" and "nothing checked" differ: the files
 * linted by kind, the files passed over, and the plan/summary pairs made.
 */
export interface RunSummary {
  /** Files linted, by kind (a file that could not be read counts under the kind it was given). */
  linted: Record<DocumentKind, number>;
  /** Files found that are no plan, summary or handoff (no kind): not linted. */
  noKind: number;
  /**
   * Markdown files a folder walk or glob met that the config `ignores`: not linted. A folder
   * the config ignores whole is not entered, so its files are not counted.
   */
  ignored: number;
  /** Summaries paired with a plan that was read (the plan ↔ summary rules ran on them). */
  pairs: number;
  /** Summaries paired with no plan (`summary-unpaired` says what was looked for). */
  unpaired: number;
}

/** A lint run's results (one per file, clean files included) and what it checked. */
export interface LintRun {
  results: LintResult[];
  summary: RunSummary;
}

const KIND_NOUNS: Record<DocumentKind, [string, string]> = {
  plan: ['plan', 'plans'],
  summary: ['summary', 'summaries'],
  handoff: ['handoff', 'handoffs'],
};

/**
 * A run summary in one line, as `handoff lint` ends its report with it:
 * `Linted 5 files: 2 plans, 2 summaries, 1 handoff; 2 plan/summary pairs; passed over 3
 * files (3 of no hand-off kind)`, or `Linted no files; …` when nothing had a kind.
 */
export function describeRun(summary: RunSummary): string {
  const kinds = (['plan', 'summary', 'handoff'] as const).filter((kind) => summary.linted[kind] > 0);
  const total = kinds.reduce((sum, kind) => sum + summary.linted[kind], 0);
  const parts = [
    total === 0
      ? 'Linted no files'
      : `Linted ${count(total, 'file', 'files')}: ` +
        kinds.map((kind) => count(summary.linted[kind], ...KIND_NOUNS[kind])).join(', '),
  ];
  if (summary.pairs + summary.unpaired > 0)
    parts.push(
      [
        ...(summary.pairs > 0 ? [count(summary.pairs, 'plan/summary pair', 'plan/summary pairs')] : []),
        ...(summary.unpaired > 0 ? [`${count(summary.unpaired, 'summary', 'summaries')} without a plan`] : []),
      ].join(', '),
    );
  const passed = summary.noKind + summary.ignored;
  if (passed > 0) {
    const why = [
      ...(summary.noKind > 0 ? [`${summary.noKind} of no hand-off kind`] : []),
      ...(summary.ignored > 0 ? [`${summary.ignored} ignored by the config`] : []),
    ];
    parts.push(`passed over ${count(passed, 'file', 'files')} (${why.join(', ')})`);
  } else if (total === 0) parts.push('no Markdown file was found');
  return parts.join('; ');
}

function count(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}
